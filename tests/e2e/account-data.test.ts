/**
 * Account settings and data requests (issue 17, decision 0056): employee@example.com opens User Settings from the
 * account menu's address, sees their name and email, requests their data and downloads the JSON (SSNs only as
 * last four). At 1280 and 375 px, axe clean. The deletion is exercised by tests/api/data-requests.test.ts and,
 * with throwaway accounts, by tests/e2e/account-deletion.test.ts: these journeys share the demo accounts, so
 * none is closed here.
 */
import { describe, expect, it } from 'vitest';
import { checkPage, downloadedBytes, setUpJourneys, VIEWPORTS, waitForHeading } from './browser';
import { sharedServerUrl } from './server';

const baseUrl = sharedServerUrl();
const journey = setUpJourneys();
const LONG = 120_000;

describe('account settings and data requests', () => {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(
      `employee@example.com requests their data and downloads it at ${viewport.width}px`,
      () =>
        journey({ baseUrl, viewport, email: 'employee@example.com' }, async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          const session = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
          await page.goto(`${baseUrl}/account/${session.account.id}`);
          await waitForHeading(page, 'Account settings');
          expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(
            'employee@example.com',
          );
          await checkPage(page);

          await page.getByRole('button', { name: 'Request my data' }).click();
          await page.getByText('Your data is ready to download. We also sent you an email.').waitFor();
          await checkPage(page);
          const download = page.waitForEvent('download');
          await page.getByRole('link', { name: 'Download JSON' }).first().click();
          const text = (await downloadedBytes(download)).toString('utf8');
          const document = JSON.parse(text);
          expect(document.account.email).toBe('employee@example.com');
          for (const form of document.employeeForms) {
            if (form.ssnLast4) expect(form.ssnLast4).toMatch(/^\d{4}$/);
          }
          expect(text).not.toMatch(/Encrypted|passwordHash|\b\d{3}-?\d{2}-?\d{4}\b/);

          // The deletion dialog says what is kept before anything is deleted; cancelled here.
          await page.getByRole('button', { name: 'Delete my data' }).click();
          await page
            .getByRole('dialog')
            .getByText(/Signed applications and their PDFs/)
            .waitFor();
          await checkPage(page);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });

          // Another account's page is the bad link.
          await page.goto(`${baseUrl}/account/00000000-0000-4000-8000-000000000000`);
          await waitForHeading(page, 'Whoops! Bad Link.');
        }),
      LONG,
    );
  }
});
