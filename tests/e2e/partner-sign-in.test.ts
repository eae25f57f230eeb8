import { describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading, waitForPath } from './browser';
import { sharedServerUrl } from './server';

/**
 * Issue 17 item 1 (decision 0055): a restaurant-payroll user signs in through the local identity provider the
 * server starts (PARTNER_IDP_DEV, on outside production), picks one of their two FEINs and lands in that
 * company. At 1280 and 375 px, axe on the picker.
 */
const journey = setUpJourneys();
const LONG = { timeout: 120_000 };

describe.each([
  ['desktop', VIEWPORTS.desktop, 'Taco Corner', 'Corner Foods Inc'],
  ['phone', VIEWPORTS.phone, 'Blue Fin Sushi', 'Blue Fin Restaurants LLC'],
] as const)('partner sign-in at %s width', (_label, viewport, dba, legalName) => {
  it('signs in through the partner, picks a FEIN, lands in its company', LONG, async () => {
    const baseUrl = sharedServerUrl();
    await journey({ baseUrl, viewport }, async (page) => {
      await page.goto(`${baseUrl}/omniauth/toast`);
      await waitForPath(page, '/toast/router/select-toast-company');
      await waitForHeading(page, 'Select your company');
      await page.getByRole('button', { name: /Taco Corner/ }).waitFor();
      await expect(page.getByRole('button', { name: /Blue Fin Sushi/ }).isVisible()).resolves.toBe(true);
      await checkPage(page);

      await page.getByRole('button', { name: new RegExp(dba) }).click();
      await waitForPath(page, '/employer-dashboard');
      const session = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
      expect(session.account.email).toBe('owner@bluefin-sushi.example.com');
      expect(session.activeCompany.name).toBe(legalName);
    });
  });
});
