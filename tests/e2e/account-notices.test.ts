/**
 * E-mail notices on the account page (issue 18 part 4, decision 0063): admin@example.com reaches their account
 * page through `/account` (the link in every optional e-mail), turns "Billing receipts" off with the keyboard,
 * sees it stay off after a reload, and turns it back on (the demo account is shared by other journeys). At
 * 1280 and 375 px, axe clean.
 */
import { describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading } from './browser';
import { sharedServerUrl } from './server';

const baseUrl = sharedServerUrl();
const journey = setUpJourneys();
const LONG = 120_000;

describe('email notices', () => {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(
      `admin@example.com turns billing receipts off and on at ${viewport.width}px`,
      () =>
        journey({ baseUrl, viewport, email: 'admin@example.com' }, async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await page.goto(`${baseUrl}/account`);
          await waitForHeading(page, 'Account settings');
          expect(page.url()).toMatch(/\/account\/[0-9a-f-]{36}$/);
          await page.getByRole('heading', { name: 'Email notices' }).waitFor();
          const receipts = page.getByRole('switch', { name: 'Billing receipts' });
          await receipts.waitFor();
          expect(await receipts.isChecked()).toBe(true);
          await checkPage(page);

          await receipts.focus();
          await page.keyboard.press('Space');
          await page.getByText('Billing receipts turned off.').waitFor();
          expect(await receipts.isChecked()).toBe(false);
          await checkPage(page);

          await page.reload();
          await waitForHeading(page, 'Account settings');
          const again = page.getByRole('switch', { name: 'Billing receipts' });
          await again.waitFor();
          expect(await again.isChecked()).toBe(false);
          await again.focus();
          await page.keyboard.press('Space');
          await page.getByText('Billing receipts turned on.').waitFor();
          expect(await again.isChecked()).toBe(true);
        }),
      LONG,
    );
  }
});
