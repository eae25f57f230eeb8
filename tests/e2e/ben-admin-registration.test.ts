/**
 * Benefits-administration registration (issue 16, decision 0052): a new employer opens the landing signed out,
 * sees Get Started disabled for 0 and for 10000 employees, enters 40 and sees $200 a month, creates the account
 * on /register, is declined once by the offline payment provider (the message under the form, still on
 * payment), sets up payment, completes the additional information with an invoice and a signature, and sees
 * done; returning, the root and an earlier step send the lead to its step. At 1280 and 375 px, axe clean.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../helpers/multipart';
import { drawSignature } from './application';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading, waitForPath } from './browser';
import { sharedServerUrl } from './server';

const baseUrl = sharedServerUrl();
const journey = setUpJourneys();
const LONG = 150_000;
const PASSWORD = 'a long enough passphrase';

const getStartedButtons = (page: Page) => page.getByRole('button', { name: 'Get Started' });

async function expectGetStarted(page: Page, enabled: boolean) {
  const buttons = getStartedButtons(page);
  expect(await buttons.count()).toBe(2);
  for (const button of await buttons.all()) expect(await button.isEnabled()).toBe(enabled);
}

describe('benefits-administration registration', () => {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(
      `a new employer subscribes for 40 employees and sends its benefits information at ${viewport.width}px`,
      () =>
        journey({ baseUrl, viewport }, async (page) => {
          const email = `owner.${viewport.width}.${Date.now()}@bayside-bakery.example`;
          await page.goto(`${baseUrl}/register-benefits-administration`);
          await waitForHeading(page, 'Benefits Administration');
          await page.getByText('per employee per month').waitFor();
          const header = page.getByRole('navigation', { name: 'Registration progress' });
          expect(await header.innerText()).toMatch(
            /Purchase Subscription[\s\S]*Benefits Information[\s\S]*Done/,
          );
          await checkPage(page);

          const count = page.getByRole('textbox', { name: /Number of employees/ });
          for (const bad of ['0', '10000']) {
            await count.fill(bad);
            await page.getByText('Please enter a number of employees from 1 to 9999.').waitFor();
            await expectGetStarted(page, false);
          }
          await count.fill('40');
          await page.getByText('$200 a month').waitFor();
          await expectGetStarted(page, true);
          await getStartedButtons(page).last().click();

          await waitForPath(page, '/register');
          await waitForHeading(page, 'Get started with Groupcover');
          expect(await page.getByRole('radio', { name: /Benefits administration/ }).isChecked()).toBe(true);
          await page.getByRole('textbox', { name: 'Your name' }).fill('Dana Whitfield');
          await page
            .getByRole('textbox', { name: 'Company legal name' })
            .fill(`Bayside Bakery ${viewport.width}`);
          await page.getByRole('combobox', { name: 'State' }).selectOption('CA');
          await page.getByRole('textbox', { name: 'Work email' }).fill(email);
          await page.locator('input[name="password"]').fill(PASSWORD);
          await page.locator('input[name="passwordConfirmation"]').fill(PASSWORD);
          await checkPage(page);
          await page.getByRole('button', { name: 'Create account' }).click();

          await waitForPath(page, '/register-benefits-administration/payment');
          await waitForHeading(page, 'Purchase Subscription');
          await page.getByText('$200 a month').waitFor();
          await page
            .getByText(/Offline test provider/)
            .first()
            .waitFor();
          await checkPage(page);

          // Declined: the provider's message under the form; the person stays on payment.
          await page.getByRole('radio', { name: 'Card', exact: true }).check();
          await page.getByRole('radio', { name: 'Declined' }).check();
          await page.getByRole('button', { name: 'Subscribe' }).click();
          await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
          expect(new URL(page.url()).pathname).toBe('/register-benefits-administration/payment');
          await checkPage(page);

          await page.getByRole('radio', { name: 'Succeeds' }).check();
          await page.getByRole('button', { name: 'Subscribe' }).click();
          await waitForPath(page, '/register-benefits-administration/additional-information');
          await waitForHeading(page, 'Benefits Information');

          // A returning lead: the root and the landing go to its step.
          await page.goto(`${baseUrl}/register-benefits-administration`);
          await waitForPath(page, '/register-benefits-administration/additional-information');
          await page.goto(`${baseUrl}/register-benefits-administration/start`);
          await waitForPath(page, '/register-benefits-administration/additional-information');
          await page.goto(`${baseUrl}/register-benefits-administration/payment`);
          await page.getByText('You are already subscribed!').waitFor();
          await checkPage(page);
          await page.getByRole('link', { name: 'Next' }).click();
          await waitForPath(page, '/register-benefits-administration/additional-information');
          await waitForHeading(page, 'Benefits Information');
          await checkPage(page);

          // Submitting empty shows every required field's message at its field, and sends nothing.
          await page.getByRole('button', { name: 'Submit' }).click();
          await page.getByText('Signature is required.').waitFor();
          await page.getByText('Please choose an option.').first().waitFor();

          await page.getByRole('textbox', { name: 'Contact name' }).fill('Dana Whitfield');
          await page
            .getByRole('textbox', { name: 'Contact phone number (optional)' })
            .pressSequentially('4155550142');
          await page.getByRole('textbox', { name: 'Broker name (optional)' }).fill('Marisol Vega');
          await page
            .getByRole('textbox', { name: 'Broker email (optional)' })
            .fill('marisol@vega-benefits.example');
          await page.locator('input[type="file"][name="insuranceFiles.medical"]').setInputFiles({
            name: 'medical-invoice.pdf',
            mimeType: 'application/pdf',
            buffer: SAMPLE_FILES.pdf,
          });
          await page.getByRole('radio', { name: "Percentage of each plan's premium" }).check();
          await page
            .getByRole('combobox', { name: "When does a new hire's coverage start?" })
            .selectOption('first_of_month_after_hire');
          await page.getByRole('radio', { name: 'Health Savings Account (HSA)' }).check();
          await page.getByRole('combobox', { name: 'Provider' }).selectOption('lively');
          await page
            .getByRole('textbox', { name: 'Company account number at the provider' })
            .fill('LV-20488');
          await page
            .getByRole('textbox', { name: 'Company contribution per employee per year' })
            .fill('1,200');
          await page
            .getByRole('combobox', { name: 'How often the company contributes' })
            .selectOption('monthly');
          await page.getByRole('textbox', { name: 'Bank name' }).fill('First Harbor Bank');
          const routing = page.getByRole('textbox', { name: 'Routing number' });
          await routing.fill('123456789');
          await page.getByRole('textbox', { name: 'Account number', exact: true }).fill('000123456789');
          await drawSignature(page);
          await page.getByRole('button', { name: 'Submit' }).click();
          // The ABA check refuses a routing number whose check digit is wrong, at its field.
          await page.getByText('Please enter a valid 9-digit bank routing number.').waitFor();
          expect(await routing.getAttribute('aria-invalid')).toBe('true');
          await checkPage(page);

          await routing.fill('121000358');
          await page.getByRole('button', { name: 'Submit' }).click();
          await waitForPath(page, '/register-benefits-administration/done');
          await page.getByText(/within 1-3 business days/).waitFor();
          await page.getByText(/Marisol Vega/).waitFor();
          await checkPage(page);

          // Done is final: every step now shows done.
          await page.goto(`${baseUrl}/register-benefits-administration/payment`);
          await waitForPath(page, '/register-benefits-administration/done');
        }),
      LONG,
    );
  }
});
