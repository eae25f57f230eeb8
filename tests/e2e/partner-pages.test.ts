import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading, waitForPath } from './browser';
import { sharedServerUrl } from './server';

/**
 * Issue 17, decision 0059: the partner pages. A partner sign-in whose e-mail already belongs to one of our
 * accounts lands on Email Already in Use, through the real local identity provider the server starts
 * (PARTNER_IDP_DEV); then the error pages, the partner broker's wait page, the payroll lead landing page and the
 * flow chooser, each axe-clean. At 1280 and 375 px.
 */
const journey = setUpJourneys();
const LONG = { timeout: 120_000 };
/** The local identity provider's person with the demo administrator's e-mail (local-partners.ts). */
const EMAIL_IN_USE_SUB = 'toast-demo-email-in-use';
const SUPPORT_EMAIL = 'benefits-admin@groupcover.example.com';

/** Starts the partner's sign-in and goes to its identity provider as `sub` (the request's login_hint). */
async function signInAtPartnerAs(page: Page, baseUrl: string, slug: string, sub: string) {
  const start = await page.request.get(`${baseUrl}/omniauth/${slug}`, { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const authorize = new URL(start.headers().location!);
  authorize.searchParams.set('login_hint', sub);
  await page.goto(authorize.href);
}

async function expectSupportLinks(page: Page) {
  await expect(page.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).resolves.toBe(
    `mailto:${SUPPORT_EMAIL}`,
  );
  await expect(page.getByRole('link', { name: 'contact form' }).getAttribute('href')).resolves.toBe(
    '/support',
  );
}

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('partner pages at %s width', (_label, viewport) => {
  it('a partner sign-in with an e-mail already in use shows Email Already in Use', LONG, async () => {
    const baseUrl = sharedServerUrl();
    await journey({ baseUrl, viewport }, async (page) => {
      await signInAtPartnerAs(page, baseUrl, 'toast', EMAIL_IN_USE_SUB);
      await waitForPath(page, '/bambee/error/email-in-use');
      await waitForHeading(page, 'Email Already in Use');
      expect(new URL(page.url()).searchParams.get('partner')).toBe('toast');
      await page.getByText('This email is already associated with an existing account').waitFor();
      await page.getByText(/verify your account on Toast first/).waitFor();
      await expectSupportLinks(page);
      await expect(
        page.getByRole('link', { name: 'Sign in with Toast again' }).getAttribute('href'),
      ).resolves.toBe('/omniauth/toast');
      await checkPage(page);
      // Nothing was signed in or linked: the visitor is still signed out.
      const status = await page.evaluate(async () => (await fetch('/api/v1/session')).status);
      expect(status).toBe(401);
    });
  });

  it('shows the error pages, the partner broker page and the payroll lead landing page', LONG, async () => {
    const baseUrl = sharedServerUrl();
    await journey({ baseUrl, viewport }, async (page) => {
      await page.goto(`${baseUrl}/bambee/error`);
      await waitForHeading(page, "We Couldn't Sign You In");
      await page.getByText(/Nothing was changed in your account/).waitFor();
      await expectSupportLinks(page);
      await checkPage(page);

      await page.goto(`${baseUrl}/intuit/error`);
      await waitForHeading(page, "We Couldn't Connect to QuickBooks");
      await page.getByText(/connecting your QuickBooks account to Groupcover/).waitFor();
      await expect(
        page.getByRole('link', { name: 'Sign in with QuickBooks again' }).getAttribute('href'),
      ).resolves.toBe('/omniauth/quickbooks');
      await checkPage(page);

      await page.goto(`${baseUrl}/unexpected-error`);
      await waitForHeading(page, 'Something Went Wrong');
      await page.getByText(/What you saved before is safe/).waitFor();
      await expectSupportLinks(page);
      await checkPage(page);

      await page.goto(`${baseUrl}/partner-broker-onboarding`);
      await waitForHeading(page, "That's All For Now");
      await page.getByText(/Partner implementation takes 3-4 weeks/).waitFor();
      await checkPage(page);

      await page.goto(`${baseUrl}/toast/router/payroll-prospect`);
      await waitForHeading(page, 'Health benefits, connected to Toast');
      await page.getByText('Deductions synced to your Toast payroll').waitFor();
      await checkPage(page);

      await page.goto(`${baseUrl}/payroll-prospect?partner=paycove`);
      await waitForHeading(page, 'Health benefits, connected to Paycove Payroll');
      await expect(page.getByRole('img', { name: 'Paycove Payroll logo' }).isVisible()).resolves.toBe(true);
      await checkPage(page);
      await page.getByRole('link', { name: 'Get started' }).click();
      await waitForPath(page, '/register');
      await waitForHeading(page, 'Get started with Groupcover');

      await page.goto(`${baseUrl}/payroll-prospect?partner=no-such-partner`);
      await waitForHeading(page, 'Health benefits, connected to your payroll');
      await page
        .getByText('We do not work with that partner. Check the link the partner gave you.')
        .waitFor();
      await checkPage(page);
    });
  });

  it('lets a benefits administrator choose a flow for the company they manage', LONG, async () => {
    const baseUrl = sharedServerUrl();
    await journey(
      { baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
      async (page) => {
        await page.goto(`${baseUrl}/switch-flow`);
        await waitForHeading(page, 'Choose what to set up');
        const session = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
        const company = session.activeCompany as { name: string; idToken: string };
        await page.getByText(`For ${company.name}.`).waitFor();
        const token = company.idToken.slice(0, 16);
        await expect(
          page.getByRole('link', { name: 'Large group quote' }).getAttribute('href'),
        ).resolves.toBe(`/register-large-group?company_id_token=${token}`);
        await expect(
          page.getByRole('link', { name: 'Make Groupcover your broker' }).getAttribute('href'),
        ).resolves.toBe(`/broker-of-record?company_id_token=${token}`);
        await expect(page.getByRole('link', { name: 'Switch company' }).getAttribute('href')).resolves.toBe(
          '/switch-company',
        );
        await checkPage(page);
      },
    );
  });
});
