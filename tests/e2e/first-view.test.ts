import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp } from './browser';
import { type RunningServer, startServer } from './server';

// Its own server: the journeys here read the demo employee's application as seeded (not started).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const journey = setUpJourneys();

const cookieHeader = async (context: BrowserContext) =>
  (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

/** The page as the server sends it to a visitor with this cookie header. */
async function fetchPage(path: string, cookie?: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  return { html: await response.text(), cacheControl: response.headers.get('cache-control') };
}

const RENDERED = 'id="first-view-state"';

/** The CSS module and Mantine classes on the page that no loaded stylesheet has a rule for. */
function unstyledClasses(page: Page) {
  return page.evaluate(() => {
    const selectors = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .flatMap(function texts(rule): string[] {
        const nested = 'cssRules' in rule ? [...(rule as CSSGroupingRule).cssRules].flatMap(texts) : [];
        return [...('selectorText' in rule ? [(rule as CSSStyleRule).selectorText] : []), ...nested];
      })
      .join(' ');
    const used = new Set(
      [...document.querySelectorAll('[class]')]
        .flatMap((element) => [...element.classList])
        .filter((name) => /^(_\w+_[a-z0-9]{5}_\d+|m_[0-9a-f]{8})$/.test(name)),
    );
    return { used: used.size, unstyled: [...used].filter((name) => !selectors.includes(`.${name}`)) };
  });
}

/** Console errors and uncaught errors on the page (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('the first view of a signed-in page', () => {
  it('comes rendered by the server for the signed-in employee, styled, private and never stored', () =>
    journey(
      { baseUrl: server.baseUrl, email: 'employee@example.com', home: '/employee-application' },
      async (_page, context) => {
        const cookie = await cookieHeader(context);
        const { html, cacheControl } = await fetchPage('/employee-application', cookie);
        expect(html).toContain(RENDERED);
        expect(html).toContain('Contact Information');
        expect(html).toContain('Emily'); // the record's own answers, so the fields paint filled in
        expect(cacheControl).toBe('private, no-store');

        // Without any script the page shows its content, with a rule for every class it uses.
        const plain = await context.browser()!.newContext({ javaScriptEnabled: false });
        await plain.addCookies(await context.cookies());
        const still = await plain.newPage();
        await still.goto(`${server.baseUrl}/employee-application`);
        await still.getByRole('heading', { level: 1, name: 'Contact Information' }).waitFor();
        const styles = await unstyledClasses(still);
        expect(styles.used).toBeGreaterThan(20);
        expect(styles.unstyled).toEqual([]);
        await plain.close();
      },
    ));

  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)('is taken over by the app without a mismatch, and works (%s)', (_label, viewport) =>
    journey(
      { baseUrl: server.baseUrl, viewport, email: 'employee@example.com', home: '/employee-application' },
      async (page) => {
        const errors = collectErrors(page);
        await page.goto(`${server.baseUrl}/employee-application`);
        await page.getByRole('heading', { level: 1, name: 'Contact Information' }).waitFor();
        await page.waitForLoadState('networkidle');
        await checkPage(page);
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Family Information' }).waitFor();
        expect(errors).toEqual([]);
      },
    ),
  );

  it('takes no typing and sends no form before the app has taken it over', () =>
    journey(
      { baseUrl: server.baseUrl, email: 'employee@example.com', home: '/employee-application' },
      async (page) => {
        // Hold the app's entry script back: the page stays as the server rendered it.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`${server.baseUrl}/employee-application`, { waitUntil: 'domcontentloaded' });
        await page.getByRole('heading', { level: 1, name: 'Contact Information' }).waitFor();
        const firstName = page.getByLabel('First name');
        const before = await firstName.inputValue();
        await firstName.focus();
        await page.keyboard.type('Zed');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await page.waitForTimeout(300);
        expect(page.url()).toBe(`${server.baseUrl}/employee-application`);
        // The typing was held back, not lost later: the field shows the record's answer.
        expect(await firstName.inputValue()).toBe(before);
        release();
        await waitForApp(page);
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Family Information' }).waitFor();
      },
    ));

  it('brings the medical comparison with its plans and prices, and the app takes it over as it is', () =>
    journey(
      {
        baseUrl: server.baseUrl,
        viewport: VIEWPORTS.phone,
        email: 'employee@example.com',
        home: '/employee-application',
      },
      async (page, context) => {
        const path = '/employee-application/choose-medical-coverage';
        const { html } = await fetchPage(path, await cookieHeader(context));
        expect(html).toContain(RENDERED);
        expect(html).toContain('Silver HSA PPO 2500');
        expect(html).not.toContain('Loading price');
        const errors = collectErrors(page);
        await page.goto(`${server.baseUrl}${path}`);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        await page.getByRole('radio', { name: 'Choose Silver HSA PPO 2500' }).check();
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await page.getByRole('dialog', { name: 'Enroll or Decline' }).waitFor();
        expect(errors).toEqual([]);
      },
    ));

  it("comes rendered on the employer's dashboard for its administrator", () =>
    journey(
      { baseUrl: server.baseUrl, email: 'admin@example.com', home: '/employer-dashboard' },
      async (page, context) => {
        // The Home comes with its reads: the company's name and the figures the browser then shows.
        const { html } = await fetchPage('/employer-dashboard', await cookieHeader(context));
        expect(html).toContain(RENDERED);
        const participation = page.getByRole('region', { name: 'Medical participation' });
        const rate = await participation.getByRole('definition').first().textContent();
        expect(rate?.trim()).toMatch(/^\d+%$/);
        expect(html).toContain('Medical participation');
        expect(html).toContain(`>${rate!.trim()}<`);
        const premium = await page
          .getByRole('region', { name: 'Monthly premium' })
          .getByRole('definition')
          .first()
          .textContent();
        expect(premium?.trim()).toMatch(/^\$[\d,]+\.\d{2}$/);
        expect(html).toContain(premium!.trim());
        // The people list is on Manage employees, rendered the same way.
        const list = await fetchPage('/employer-dashboard/manage-employees', await cookieHeader(context));
        expect(list.html).toContain(RENDERED);
        await page.goto(`${server.baseUrl}/employer-dashboard/manage-employees`);
        const name = await page.getByRole('row').nth(1).getByRole('cell').first().textContent();
        expect(name?.trim()).toBeTruthy();
        expect(list.html).toContain(name!.trim());
      },
    ));

  it('is the plain shell for anyone the page is not for: signed out, or another role', () =>
    journey(
      { baseUrl: server.baseUrl, email: 'employee@example.com', home: '/employee-application' },
      async (_page, context) => {
        const signedOut = await fetchPage('/employee-application');
        expect(signedOut.html).not.toContain(RENDERED);
        expect(signedOut.html).toContain('Loading…');
        expect(signedOut.cacheControl).toBe('no-cache');
        // An employee has no employer dashboard: its read is refused, so nothing is rendered.
        const otherRole = await fetchPage('/employer-dashboard', await cookieHeader(context));
        expect(otherRole.html).not.toContain(RENDERED);
        expect(otherRole.html).not.toContain('Emily');
        // A page the renderer does not know starts in the browser.
        const other = await fetchPage('/switch-company', await cookieHeader(context));
        expect(other.html).not.toContain(RENDERED);
      },
    ));
});
