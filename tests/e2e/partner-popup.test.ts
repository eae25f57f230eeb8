import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { POPUP_BLOCKED_MESSAGE, POPUP_MESSAGE_TYPE } from '@shared/domain/partner-popup';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForHeading, waitForPath } from './browser';
import { sharedServerUrl } from './server';

/**
 * Issue 17 item 2 (decision 0057): the restaurant-payroll popup. The launch page opens the connect page in a
 * popup, which signs in through the local identity provider the server starts (Ana Moreno, two FEINs); the
 * person picks the second FEIN in the popup, the popup tells the launch page where to go and closes, and the
 * launch page lands on that company's dashboard. Messages from elsewhere change nothing; a blocked popup says
 * so; with no opener the connect page goes on itself. At 1280 and 375 px, axe on each screen.
 */
const journey = setUpJourneys();
const LONG = { timeout: 120_000 };
const SECOND_FEIN = { dba: 'Taco Corner', company: 'Corner Foods Inc' };

// A page on an origin the partner did not list: it posts a well-formed message with a url to its opener.
let foreign: Server;
let foreignOrigin: string;
beforeAll(async () => {
  const script = `window.opener && window.opener.postMessage(${JSON.stringify({
    type: POPUP_MESSAGE_TYPE,
    url: '/employer-dashboard',
  })}, '*'); document.title = 'posted';`;
  foreign = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="en"><head><title>foreign</title></head><body><p>Elsewhere</p>
<script>${script}</script></body></html>`);
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignOrigin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => foreign?.close(resolve));
});

/** The warnings the page logs (the launch page warns for each message it ignores). */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

async function openLaunchPage(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/toast_launch_medical`);
  const dialog = page.getByRole('dialog', { name: 'Click to see your quote' });
  await dialog.waitFor();
  await waitForApp(page);
  const button = dialog.getByRole('button', { name: 'See your quotes' });
  // Enabled once the page has what it needs (a one-time read raced it).
  await expect.poll(() => button.isEnabled()).toBe(true);
  return { dialog, button };
}

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('the restaurant-payroll popup at %s width', (_label, viewport) => {
  it(
    'signs in through the popup, picks the second FEIN, and the launch page lands in that company',
    LONG,
    async () => {
      const baseUrl = sharedServerUrl();
      await journey({ baseUrl, viewport }, async (page) => {
        const warnings = collectWarnings(page);
        const { button } = await openLaunchPage(page, baseUrl);
        await checkPage(page);

        const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
        await waitForPath(popup, '/toast/router/select-toast-company');
        await waitForHeading(popup, 'Select your company');
        const second = popup.getByRole('button', { name: new RegExp(SECOND_FEIN.dba) });
        await second.waitFor();
        await popup.getByRole('button', { name: /Blue Fin Sushi/ }).waitFor();
        await checkPage(popup);

        const closed = popup.waitForEvent('close', { timeout: 30_000 });
        await second.click();
        await closed;
        await waitForPath(page, '/employer-dashboard');
        await page.getByRole('heading', { level: 1, name: SECOND_FEIN.company }).waitFor({ timeout: 15_000 });
        const session = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
        expect(session.account.email).toBe('owner@bluefin-sushi.example.com');
        expect(session.activeCompany.name).toBe(SECOND_FEIN.company);
        expect(warnings.filter((w) => w.startsWith('Ignored a message'))).toEqual([]);
      });
    },
  );
});

describe('the restaurant-payroll popup refuses and falls back', () => {
  it(
    'ignores a message from the page itself and from the popup on an unlisted origin, with a warning',
    LONG,
    async () => {
      const baseUrl = sharedServerUrl();
      await journey({ baseUrl }, async (page) => {
        const warnings = collectWarnings(page);
        const { button } = await openLaunchPage(page, baseUrl);
        const launchUrl = page.url();

        // From this page itself (not the popup), with our origin and a url of ours.
        await page.evaluate(
          (type) => window.postMessage({ type, url: '/employer-dashboard' }, window.location.origin),
          POPUP_MESSAGE_TYPE,
        );
        await expect
          .poll(() => warnings.join('\n'), { timeout: 5_000 })
          .toContain('it does not come from the sign-in popup');

        // From the popup itself, once it is on an origin the partner did not list.
        const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
        await waitForHeading(popup, 'Select your company');
        // The popup's own navigation (as a link in it would), so it stays the launch page's popup.
        await popup.evaluate((url) => window.location.assign(url), `${foreignOrigin}/`);
        await expect.poll(() => popup.title(), { timeout: 10_000 }).toBe('posted');
        await expect
          .poll(() => warnings.join('\n'), { timeout: 5_000 })
          .toContain(`its origin ${foreignOrigin} is not trusted`);
        // Nothing changed: the same address, the same page.
        await page.waitForTimeout(500);
        expect(page.url()).toBe(launchUrl);
        await page.getByRole('heading', { level: 1, name: 'Medical quotes' }).waitFor();

        // The popup closes with no accepted message: the page offers to go on in this window.
        await popup.close();
        await page.getByText('The Toast window closed before you were connected.').waitFor();
        await page.getByRole('link', { name: 'continue in this window' }).waitFor();
        await checkPage(page);
      });
    },
  );

  it("says a blocked popup is blocked, in the spec's words", LONG, async () => {
    const baseUrl = sharedServerUrl();
    await journey({ baseUrl, viewport: VIEWPORTS.phone }, async (page, context) => {
      await context.addInitScript(() => {
        window.open = () => null;
      });
      const { dialog, button } = await openLaunchPage(page, baseUrl);
      await button.click();
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      expect((await alert.textContent())?.trim()).toBe(POPUP_BLOCKED_MESSAGE);
      expect(page.url()).toBe(`${baseUrl}/toast_launch_medical`);
      await checkPage(page);
    });
  });

  it(
    'goes on by itself when the connect page has no opener (the partner page cut the link)',
    LONG,
    async () => {
      const baseUrl = sharedServerUrl();
      await journey({ baseUrl }, async (page) => {
        // Opened directly, as a partner page with noopener would: it auto-posts its form to the partner.
        await page.goto(`${baseUrl}/toast_connect_benefits`);
        await waitForPath(page, '/toast/router/select-toast-company');
        await waitForHeading(page, 'Select your company');
        await page.getByRole('button', { name: new RegExp(SECOND_FEIN.dba) }).click();
        await waitForPath(page, '/employer-dashboard');
        await page.getByRole('heading', { level: 1, name: SECOND_FEIN.company }).waitFor({ timeout: 15_000 });
      });
    },
  );

  it(
    'shows the connect page with its manual button, axe-clean, and an unknown product is a bad link',
    LONG,
    async () => {
      const baseUrl = sharedServerUrl();
      await journey({ baseUrl, viewport: VIEWPORTS.phone }, async (page) => {
        // Its auto-post answered "204 No Content" (the page stays), as a post that went nowhere leaves it.
        let posts = 0;
        await page.route('**/omniauth/toast', (route) => {
          if (route.request().method() !== 'POST') return route.continue();
          posts++;
          return route.fulfill({ status: 204 });
        });
        await page.goto(`${baseUrl}/toast_connect_benefits`);
        await waitForHeading(page, 'Connect to Toast');
        await page.getByText('Connecting to Toast…').waitFor();
        await expect.poll(() => posts, { timeout: 10_000 }).toBe(1);
        await checkPage(page);
        await page.getByRole('button', { name: 'Continue to Toast' }).waitFor();
        await page.unrouteAll({ behavior: 'ignoreErrors' });

        await page.goto(`${baseUrl}/toast_launch_pizza`);
        await waitForHeading(page, /Bad Link/);
      });
    },
  );
});
