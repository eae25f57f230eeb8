import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { COMPANY_SETTINGS_MESSAGES } from '@shared/domain/company-settings/company-settings';
import { MESSAGES } from '@shared/schemas/fields';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForPath } from './browser';
import { sharedServerUrl } from './server';

/**
 * Company information (issue 12 item 6, decision 0028) at 1280 and 375 px, axe on every state: banking
 * information saves with a valid routing number, refuses an invalid one at its field, and never shows the
 * whole account number again. Each width saves its own account number on Harborview.
 */
const journey = setUpJourneys();
const LONG = { timeout: 120_000 };
const harborviewToken = DEMO_COMPANIES.harborview.idToken.slice(0, 16);

async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
  await waitForApp(page);
}

/** Neither the page's text nor any input's value holds one of these numbers. */
async function expectNowhereOnPage(page: Page, numbers: readonly string[]) {
  const shown = await page.evaluate(() =>
    [
      document.body.innerText,
      ...Array.from(document.querySelectorAll('input'), (input) => input.value),
      document.body.innerHTML,
    ].join('\n'),
  );
  for (const number of numbers) expect(shown).not.toContain(number);
}

describe.each([
  ['desktop', VIEWPORTS.desktop, '000987654321'],
  ['phone', VIEWPORTS.phone, '55500011122'],
] as const)('company information at %s width', (_label, viewport, accountNumber) => {
  const baseUrl = () => sharedServerUrl();

  it(
    'banking information saves with a valid routing number, refuses an invalid one at its field, and never shows the whole account number again',
    LONG,
    () =>
      journey(
        { baseUrl: baseUrl(), viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          // The dashboard's navigation leads to the overview (of the active company), marked current.
          await waitForApp(page);
          const nav = page.getByRole('navigation', { name: 'Employer dashboard' });
          await nav.getByRole('link', { name: 'Company information' }).click();
          await heading(page, 'Company information');
          expect(
            await nav.getByRole('link', { name: 'Company information' }).getAttribute('aria-current'),
          ).toBe('page');
          await page.goto(
            `${baseUrl()}/employer-dashboard/company-information?company_id_token=${harborviewToken}`,
          );
          await heading(page, 'Company information');
          await page.getByText('**-***7265').waitFor();
          await checkPage(page);

          await page.goto(
            `${baseUrl()}/employer-dashboard/company-information/banking-information?company_id_token=${harborviewToken}`,
          );
          await heading(page, 'Banking information');
          const routing = page.getByRole('textbox', { name: 'Routing number', exact: true });
          await expect.poll(() => routing.inputValue()).toMatch(/^••••\d{4}$/);
          await checkPage(page);

          // An invalid routing number is refused at its field, by the shared rule, before anything is sent.
          await page.getByRole('button', { name: 'Replace the routing number' }).click();
          await routing.fill('123456789');
          await page.getByRole('button', { name: 'Replace the account number' }).click();
          const account = page.getByRole('textbox', { name: 'Account number', exact: true });
          await account.fill(accountNumber);
          await page.getByRole('textbox', { name: 'Confirm account number' }).fill(accountNumber);
          await page.getByRole('button', { name: 'Save banking information' }).click();
          await page.getByText(MESSAGES.routingNumber).waitFor();
          expect(await routing.getAttribute('aria-invalid')).toBe('true');
          await checkPage(page);

          // A different confirmation is refused at its own field.
          await routing.fill('021000021');
          await page.getByRole('textbox', { name: 'Confirm account number' }).fill(`${accountNumber}9`);
          await page.getByRole('button', { name: 'Save banking information' }).click();
          await page.getByText(COMPANY_SETTINGS_MESSAGES.confirmAccountNumber).waitFor();

          // A valid routing number saves, and the success page names the form.
          await page.getByRole('textbox', { name: 'Confirm account number' }).fill(accountNumber);
          await page.getByLabel('Savings').check();
          await page.getByRole('button', { name: 'Save banking information' }).click();
          await waitForPath(page, '/employer-dashboard/success');
          await heading(page, 'Banking information saved');
          await page.getByText('only its last four digits are shown').waitFor();
          await expectNowhereOnPage(page, [accountNumber, '021000021']);
          await checkPage(page);

          // Back on the overview: the last four only, never the whole number.
          await page.getByRole('link', { name: 'Back to company information' }).click();
          await heading(page, 'Company information');
          const last4 = accountNumber.slice(-4);
          await page.getByText(`••••${last4}`).waitFor();
          await page.getByText('••••0021').waitFor();
          await page.getByText('Savings').waitFor();
          await expectNowhereOnPage(page, [accountNumber, '021000021']);

          // The form again, after a reload: the numbers on file are masked, and saving keeps them.
          await page.goto(
            `${baseUrl()}/employer-dashboard/company-information/banking-information?company_id_token=${harborviewToken}`,
          );
          await heading(page, 'Banking information');
          await expect.poll(() => account.inputValue()).toBe(`••••${last4}`);
          await expectNowhereOnPage(page, [accountNumber, '021000021']);
          await page.getByRole('button', { name: 'Save banking information' }).click();
          await heading(page, 'Banking information saved');
          await page.getByRole('link', { name: 'Back to company information' }).click();
          await page.getByText(`••••${last4}`).waitFor();
        },
      ),
  );

  it(
    'company details refuse an FEIN the IRS does not issue at its field, and the primary contact saves',
    LONG,
    () =>
      journey(
        { baseUrl: baseUrl(), viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          const query = `?company_id_token=${harborviewToken}`;
          await page.goto(`${baseUrl()}/employer-dashboard/company-information${query}`);
          await heading(page, 'Company information');
          await page.getByRole('link', { name: 'Edit company details' }).click();
          await heading(page, 'Company details');
          const fein = page.getByRole('textbox', { name: 'FEIN', exact: true });
          await expect.poll(() => fein.inputValue()).toBe('**-***7265');
          await checkPage(page);

          await page.getByRole('button', { name: 'Replace the FEIN', exact: true }).click();
          await expect.poll(() => fein.evaluate((el) => el === document.activeElement)).toBe(true);
          await fein.pressSequentially('071234567');
          await page.getByRole('button', { name: 'Save company details' }).click();
          await page.getByText(COMPANY_SETTINGS_MESSAGES.einPrefix).waitFor();
          expect(await fein.getAttribute('aria-invalid')).toBe('true');
          await checkPage(page);
          // Keeping the FEIN on file saves the rest unchanged.
          await page.getByRole('button', { name: 'Keep the FEIN on file', exact: true }).click();
          await page.getByRole('button', { name: 'Save company details' }).click();
          await heading(page, 'Company details saved');

          await page.goto(`${baseUrl()}/employer-dashboard/company-information/primary-contact${query}`);
          await heading(page, 'Primary contact');
          await checkPage(page);
          await page.getByLabel('Job title').fill('Operations Director');
          await page.getByLabel('Email').fill('not-an-email');
          await page.getByRole('button', { name: 'Save primary contact' }).click();
          await page.getByText(MESSAGES.email).waitFor();
          await page.getByLabel('Email').fill('admin@example.com');
          await page.getByRole('button', { name: 'Save primary contact' }).click();
          await heading(page, 'Primary contact saved');
          await checkPage(page);
          await page.getByRole('link', { name: 'Back to company information' }).click();
          await page.getByText('Operations Director').waitFor();
        },
      ),
  );
});
