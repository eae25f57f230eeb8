import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkPage,
  expectNoAxeViolations,
  setUpJourneys,
  signIn,
  VIEWPORTS,
  waitForApp,
  waitForHeading,
  waitForPath,
} from './browser';
import { sharedServerUrl } from './server';

const baseUrl = sharedServerUrl();
const journey = setUpJourneys();

describe('sign-in page', () => {
  it('shows Email, Password and Sign in, passes axe, and fits a phone', () =>
    journey({ baseUrl, viewport: VIEWPORTS.phone }, async (page) => {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByLabel('Email').waitFor();
      await page.getByLabel('Password', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await checkPage(page);
    }));

  it('refuses a wrong password with a clear message and stays on /login', () =>
    journey({ baseUrl }, async (page) => {
      await signIn(page, baseUrl, 'broker@example.com', 'not-the-password');
      await page.getByText('Incorrect email or password.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      await expectNoAxeViolations(page);
    }));

  it('shows field errors at their fields when empty', () =>
    journey({ baseUrl }, async (page) => {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Enter your email.').waitFor();
      await page.getByText('Enter your password.').waitFor();
      await expectNoAxeViolations(page);
    }));

  it('can be completed with the keyboard alone', () =>
    journey({ baseUrl }, async (page) => {
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('Email').focus();
      await page.keyboard.type('ops@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.type('demo-password');
      await page.keyboard.press('Enter');
      await waitForPath(page, '/employer-dashboard');
    }));
});

describe('a refused form', () => {
  it('takes the person to the first field in error, unless they have already gone on to type elsewhere', () =>
    journey({ baseUrl }, async (page) => {
      await page.goto(`${baseUrl}/register`);
      await waitForHeading(page, 'Get started with Groupcover');
      const submit = page.getByRole('button', { name: 'Create account' });

      // Submitted empty, and the person goes into "Company legal name" the moment the errors are drawn (before
      // the form's jump to its first error runs): what they type next must land where they are.
      const stayed = await submit.evaluate(
        (button, watched) =>
          new Promise<boolean>((resolve) => {
            const form = button.closest('form') as HTMLFormElement;
            const company = form.querySelector<HTMLInputElement>(watched);
            if (!company) throw new Error('no company field');
            const observer = new MutationObserver(() => {
              if (!form.querySelector('[aria-invalid="true"]')) return;
              observer.disconnect();
              company.focus();
              setTimeout(() => resolve(document.activeElement === company), 500);
            });
            observer.observe(form, { subtree: true, attributes: true, childList: true });
            (button as HTMLButtonElement).click();
          }),
        'input[name="companyName"]',
      );
      expect(stayed).toBe(true);

      // Submitted again from the button: the first field in error (what the account is for) takes the focus.
      await submit.click();
      const firstChoice = page.getByRole('radio', { name: /Benefits administration/ });
      await expect.poll(() => firstChoice.evaluate((el) => el === document.activeElement)).toBe(true);
    }));
});

describe('each demo role lands on its home', () => {
  const cases = [
    { email: 'employee@example.com', home: '/employee-application', viewport: VIEWPORTS.desktop },
    { email: 'employee@example.com', home: '/employee-application', viewport: VIEWPORTS.phone },
    { email: 'admin@example.com', home: '/employer-dashboard', viewport: VIEWPORTS.desktop },
    { email: 'admin@example.com', home: '/employer-dashboard', viewport: VIEWPORTS.phone },
    { email: 'broker@example.com', home: '/employer-dashboard', viewport: VIEWPORTS.desktop },
    { email: 'ops@example.com', home: '/employer-dashboard', viewport: VIEWPORTS.desktop },
  ];
  for (const c of cases) {
    it(`${c.email} at ${c.viewport.width}px lands on ${c.home}`, () =>
      journey({ baseUrl, ...c, viaForm: true }, async (page) => {
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('contentinfo').waitFor(); // the footer with the support contact
        await checkPage(page);
      }));
  }
});

describe('unknown paths', () => {
  it.each([
    ['/no-such-page', 'admin@example.com', '/employer-dashboard'],
    ['/employer-dashboard/nowhere', 'admin@example.com', '/employer-dashboard'],
    ['/employee-application/no-such-step', 'employee@example.com', '/employee-application'],
  ])('%s shows the bad-link page', (path, email, home) =>
    journey({ baseUrl, email, home }, async (page) => {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: 'Whoops! Bad Link!' }).waitFor();
      await page
        .getByText(
          "You've clicked on a link we don't know how to handle. Please contact support for assistance.",
        )
        .waitFor();
      await expectNoAxeViolations(page);
    }),
  );
});

describe('a deploy while a page is open', () => {
  it("loads the new version when a screen's file is gone, once", () =>
    journey({ baseUrl, email: 'employee@example.com', home: '/employee-application' }, async (page) => {
      const chunk = /\/assets\/family-information-step-[^/]+\.js$/;
      // Pages asked for: the first, and the new version's (the reload may come before the first one's load event).
      let documents = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
      });
      // The first page finds the old version's file gone, as after a deploy; the reloaded page finds it.
      await page.route(chunk, (route) =>
        documents === 1 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
      );
      await page.goto(`${baseUrl}/employee-application/family-information`);
      // The server's first view shows the step at once; the app, finding its file gone, loads the new version.
      await expect.poll(() => documents, { timeout: 15_000 }).toBe(2);
      await page.getByRole('heading', { level: 1, name: 'Family Information' }).waitFor({ timeout: 15_000 });
      await waitForApp(page);
      expect(documents).toBe(2);
    }));
});

describe('admin mode', () => {
  it("an administrator opens an employee's application from the dashboard, sees the banner and exits", () =>
    journey({ baseUrl, email: 'admin@example.com', home: '/employer-dashboard' }, async (page) => {
      // The list of employees is on Manage employees; the dashboard's root is its Home.
      await page.getByRole('link', { name: 'Manage employees', exact: true }).click();
      await waitForPath(page, '/employer-dashboard/manage-employees');
      // Each person's actions are in a menu named after them.
      const actions = page.getByRole('button', { name: /^Actions for / }).first();
      await actions.waitFor();
      const label = (await actions.getAttribute('aria-label')) ?? '';
      await actions.click();
      await page.getByRole('menuitem', { name: 'Open in admin mode' }).click();
      await page.waitForURL(/\/company-admin\/employee-application\/[0-9a-f-]{36}$/);
      const banner = page.getByText(/^You are viewing .+'s application\.$/);
      await banner.waitFor();
      const bannerText = (await banner.textContent()) ?? '';
      const name = bannerText.replace(/^You are viewing /, '').replace(/'s application\.$/, '');
      expect(label).toContain(name);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Exit Employee Application' }).click();
      await waitForPath(page, '/employer-dashboard/manage-employees');
    }));
});

describe('account menu', () => {
  it('opens from the keyboard and moves through its items with the arrow keys', () =>
    journey({ baseUrl, email: 'employee@example.com', home: '/employee-application' }, async (page) => {
      await page.locator('header [aria-haspopup="menu"]').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem').first().waitFor();
      const labels = await page.getByRole('menuitem').allTextContents();
      expect(labels).toContain('Support');
      expect(labels).toContain('Sign out');
      expect(labels).not.toContain('Switch Company');
      await page.keyboard.press('ArrowDown');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('role'));
      expect(focused).toBe('menuitem');
      await expectNoAxeViolations(page);
    }));

  it('stands in with the same button until its code arrives, and a press on it opens the menu then', () =>
    journey({ baseUrl, email: 'employee@example.com', home: '/employee-application' }, async (page) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/account-menu-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForApp(page);
      const button = page.locator('header [aria-haspopup="menu"]');
      expect(await button.textContent()).toMatch(/\w/);
      await button.click();
      await page.waitForTimeout(200);
      expect(await page.getByRole('menuitem').count()).toBe(0);
      release();
      await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
      expect(await page.locator('header [aria-haspopup="menu"]').getAttribute('aria-expanded')).toBe('true');
    }));

  it("loads its code only once the page's reads have answered", () =>
    journey({ baseUrl, email: 'admin@example.com', home: '/employer-dashboard' }, async (signedIn) => {
      // A fresh tab of the signed-in session on an employee's application in admin mode (a page the app draws
      // itself: the server renders the employee's own pages and the dashboard with their reads), whose record
      // answers 1 s late: the menu's code must not be asked for before that answer.
      await signedIn.getByRole('link', { name: 'Manage employees', exact: true }).click();
      await signedIn
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      const href = (await signedIn
        .getByRole('menuitem', { name: 'Open in admin mode' })
        .getAttribute('href'))!;
      const page = await signedIn.context().newPage();
      const events: string[] = [];
      await page.route(/\/api\/v1\/employee_applications\/[0-9a-f-]{36}$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        events.push('record answered');
        await route.continue();
      });
      page.on('request', (request) => {
        if (/\/assets\/account-menu-[\w-]+\.js$/.test(request.url())) events.push('menu code asked');
      });
      await page.goto(`${baseUrl}${href}`);
      await expect.poll(() => events, { timeout: 10_000 }).toEqual(['record answered', 'menu code asked']);
      await page.close();
    }));

  it('offers an administrator of two companies Switch Company and signs out', () =>
    journey({ baseUrl, email: 'admin@example.com', home: '/employer-dashboard' }, async (page) => {
      await page.locator('header [aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: 'Switch Company' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Support' }).count()).toBe(0);
      await expectNoAxeViolations(page);
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await waitForPath(page, '/login');
      await page.goto(`${baseUrl}/employer-dashboard`);
      await waitForPath(page, '/login');
    }));
});

describe('the mail outbox', () => {
  it('operations reach it from the Admin menu item and open a message, by keyboard, on a phone', () =>
    journey(
      { baseUrl, viewport: VIEWPORTS.phone, email: 'ops@example.com', home: '/employer-dashboard' },
      async (page) => {
        await page.locator('header [aria-haspopup="menu"]').click();
        await page.getByRole('menuitem', { name: 'Admin' }).click();
        await waitForPath(page, '/admin');
        await page.getByRole('link', { name: 'Mail outbox' }).click();
        await waitForPath(page, '/admin/outbox');
        await page.getByRole('heading', { level: 1, name: 'Mail outbox' }).waitFor();
        const invitation = page.getByRole('link', { name: /^Your benefits application from Harborview/ });
        await invitation.waitFor();
        // Other journeys on the shared server may have mailed her since (the signed-application notice).
        await page.getByText('To employee@example.com').first().waitFor();
        await checkPage(page);

        await invitation.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/admin\/outbox\/[0-9a-f-]{36}$/);
        await page
          .getByRole('heading', { level: 1, name: /^Your benefits application from Harborview/ })
          .waitFor();
        await page
          .getByText('Start your application: http://localhost:3000/login', { exact: false })
          .waitFor();
        await checkPage(page);
      },
    ));

  it('shows the table at desktop width', () =>
    journey({ baseUrl, email: 'ops@example.com', home: '/employer-dashboard' }, async (page) => {
      await page.goto(`${baseUrl}/admin/outbox`);
      await page.getByRole('columnheader', { name: 'Recipient' }).waitFor();
      await page.getByRole('cell', { name: 'enrolled@example.com' }).waitFor();
      await expectNoAxeViolations(page);
    }));

  it('tells an administrator the page is not for them', () =>
    journey({ baseUrl, email: 'admin@example.com', home: '/employer-dashboard' }, async (page) => {
      await page.goto(`${baseUrl}/admin/outbox`);
      await page.getByText('This page is for Groupcover operations.').waitFor();
    }));
});

describe('moving between pages', () => {
  it('shows the loader, not the previous page, while the next page loads, and opens it at the top', () =>
    journey({ baseUrl, email: 'ops@example.com', home: '/employer-dashboard' }, async (page) => {
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
      // A page scrolled down (made tall enough to scroll), and the next page's code held back.
      await page.evaluate(() => {
        document.body.style.minHeight = '3000px';
        window.scrollTo(0, 1000);
      });
      expect(await page.evaluate(() => window.scrollY)).toBe(1000);
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/outbox-page-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      // Clicked in the page (Playwright's click would scroll the link into view first).
      await page.getByRole('link', { name: 'Mail outbox' }).evaluate((link: HTMLElement) => link.click());
      await page.getByRole('status', { name: 'Loading...' }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Admin' }).count()).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      release();
      await page.getByRole('heading', { level: 1, name: 'Mail outbox' }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }));

  it('shows a failed page in the layout with Try again, and forgets the failure on leaving it', () =>
    journey({ baseUrl, email: 'ops@example.com', home: '/employer-dashboard' }, async (page) => {
      const outbox = '**/api/v1/admin/outbox';
      const notFound = JSON.stringify({ error: 'Not found.', code: 'not_found' });
      await page.route(outbox, (route) =>
        route.fulfill({ status: 404, contentType: 'application/json', body: notFound }),
      );
      await page.goto(`${baseUrl}/admin/outbox`);
      await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
      await page.getByRole('banner').waitFor(); // still in the layout, with the header
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Go to your home page' }).click();
      await waitForPath(page, '/employer-dashboard');
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Not found' }).waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);

      // Failing again (a fresh load), then answering: Try again shows the page.
      await page.goto(`${baseUrl}/admin/outbox`);
      await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
      await page.unroute(outbox);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mail outbox' }).waitFor();
      await page.getByRole('cell', { name: 'enrolled@example.com' }).waitFor();
    }));
});

describe('repeated failures', () => {
  it('hit the sign-in limit with a clear message', () =>
    journey({ baseUrl, viewport: VIEWPORTS.phone }, async (page) => {
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('Email').fill('employee.buffalo@example.com');
      for (let i = 0; i < 5; i++) {
        await page.getByLabel('Password', { exact: true }).fill(`wrong-${i}`);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByText('Incorrect email or password.').waitFor();
      }
      await page.getByLabel('Password', { exact: true }).fill('demo-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByText(/^Too many failed sign-in attempts\. Please wait 15 minutes and try again\.$/)
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      await expectNoAxeViolations(page);
    }));
});

describe('partner branding', () => {
  it("shows the partner's logo to an employee of a partner-branded company", () =>
    journey({ baseUrl, email: 'employee.tx@example.com', home: '/employee-application' }, async (page) => {
      await page.getByRole('banner').getByRole('img', { name: 'Paycove Payroll' }).waitFor();
      await expectNoAxeViolations(page);
    }));
});

describe('page loading', () => {
  /** The API reads a page makes while it loads, by path, and any script the page's policy refused. */
  function watchLoading(page: Page) {
    const reads = new Map<string, number>();
    const refused: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) reads.set(url.pathname, (reads.get(url.pathname) ?? 0) + 1);
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    return { reads, refused };
  }

  it('asks for the session and the application once, while its code loads, and shows the step', () =>
    journey({ baseUrl, email: 'employee.ny@example.com', home: '/employee-application' }, async (page) => {
      const { reads, refused } = watchLoading(page);
      // An address the server does not render (a bad link under the application's path): the early script asks.
      await page.goto(`${baseUrl}/employee-application/no-such-step`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(reads.get('/api/v1/session')).toBe(1);
      expect(reads.get('/api/v1/employee_applications/current')).toBe(1);
      expect(refused).toEqual([]);
    }));

  it('asks for neither on a page the server rendered: the answers came with it', () =>
    journey({ baseUrl, email: 'employee.ny@example.com', home: '/employee-application' }, async (page) => {
      const { reads, refused } = watchLoading(page);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      expect(reads.get('/api/v1/session')).toBeUndefined();
      expect(reads.get('/api/v1/employee_applications/current')).toBeUndefined();
      expect(refused).toEqual([]);
    }));

  it("preloads the opened step's code from the page itself, before the app's code has run", () =>
    journey({ baseUrl, email: 'employee.ny@example.com', home: '/employee-application' }, async (page) => {
      await page.goto(`${baseUrl}/employee-application/sign`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForApp(page);
      const links = await page.$$eval('link[rel="modulepreload"]', (found) =>
        found.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(links.some((href) => /^\/assets\/sign-step-[\w-]+\.js$/.test(href))).toBe(true);
      expect(links.some((href) => /^\/assets\/application-page-[\w-]+\.js$/.test(href))).toBe(true);
      // The first page does not preload the sign step's code.
      await page.goto(`${baseUrl}/employee-application`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForApp(page);
      const firstPageLinks = await page.$$eval('link[rel="modulepreload"]', (found) =>
        found.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(firstPageLinks.some((href) => href.includes('/sign-step-'))).toBe(false);
      expect(firstPageLinks.some((href) => href.includes('/basic-information-step-'))).toBe(true);
    }));

  it('does not reuse what the page asked for before signing in', () =>
    journey({ baseUrl }, async (page) => {
      // Signed out, the application's address asks for the record early (401) and goes to sign in.
      await page.goto(`${baseUrl}/employee-application`);
      await waitForPath(page, '/login');
      await page.getByLabel('Email').fill('employee.ny@example.com');
      await page.getByLabel('Password', { exact: true }).fill('demo-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await waitForPath(page, '/employee-application');
      // The progress bar stands once the record has loaded.
      await page.locator('[aria-current="step"]').first().waitFor();
      // Still signed in, on the application (a stale 401 would end the session and go back to sign in).
      expect(new URL(page.url()).pathname).toBe('/employee-application');
      expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    }));
});
