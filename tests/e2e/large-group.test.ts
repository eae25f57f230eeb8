/**
 * Issue 16 item 4, large group (decision 0054): a company's administrator, signed out, opens /register-large-group,
 * signs in and comes back to request-quote; counts that do not add up are refused at their field; with them fixed
 * and a census CSV attached, the request is sent and the done page says what happens next; the confirmation is in
 * the outbox; /register-large-group then lands on done. ops@example.com finds the request in the queue, with its
 * counts, and moves it into review. At 1280 and 375 px (a company per width, one server), axe clean on every page.
 */
import { LARGE_GROUP_MESSAGES } from '@shared/schemas/large-group';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator } from '../factories';
import { demoPasswordHash } from '../helpers/test-app';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForHeading, waitForPath } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 240_000;

type Made = { token: string; adminEmail: string };

let server: RunningServer;
let made: Made[] = [];

beforeAll(async () => {
  const started = await startPreparedServer(async (db) => {
    const passwordHash = await demoPasswordHash();
    const companies: Made[] = [];
    for (const name of ['Lone Star Freight', 'Gulf Coast Clinics']) {
      const { company } = await createCompany(db, { name });
      const account = await createCompanyAdministrator(db, company.id, { passwordHash });
      companies.push({ token: company.idToken.slice(0, 16), adminEmail: account.email });
    }
    return companies;
  });
  server = started.server;
  made = started.prepared;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

const CENSUS = Buffer.from(
  'first_name,last_name,birth_date,gender,zip,hours_per_week,coverage\r\nDana,Lee,04/12/1990,F,78701,40,employee\r\n',
);

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe('large group quote request', () => {
  for (const [index, viewport] of [VIEWPORTS.desktop, VIEWPORTS.phone].entries()) {
    it(
      `an administrator requests a quote with a census and operations take it into review at ${viewport.width}px`,
      async () => {
        const { baseUrl } = server;
        const company = made[index]!;
        const legalName = `Lone Star Logistics ${viewport.width} LLC`;
        const contactEmail = `maria.${viewport.width}@lonestar.example.com`;
        const root = `/register-large-group?company_id_token=${company.token}`;

        await journey({ baseUrl, viewport }, async (page) => {
          // Signed out: /register first (decision 0052); its Log in comes back to the flow, whose root goes
          // to request-quote.
          await page.goto(`${baseUrl}${root}`);
          await waitForPath(page, '/register');
          expect(await page.getByRole('radio', { name: /Large group quote/ }).isChecked()).toBe(true);
          await page.getByRole('link', { name: 'Log in' }).click();
          await waitForPath(page, '/login');
          await page.getByLabel('Email').fill(company.adminEmail);
          await page.getByLabel('Password', { exact: true }).fill('demo-password');
          await page.getByRole('button', { name: 'Sign in' }).click();
          await waitForPath(page, '/register-large-group/request-quote');
          await waitForHeading(page, 'Request a large group quote');
          expect(new URL(page.url()).searchParams.get('company_id_token')).toBe(company.token);
          await checkPage(page);

          await textbox(page, 'Company legal name').fill(legalName);
          await textbox(page, 'Federal Employer Identification Number (FEIN)').fill('741234567');
          await textbox(page, 'Address').fill('500 Congress Ave');
          await textbox(page, 'City').fill('Austin');
          await page.getByRole('combobox', { name: 'State' }).selectOption('TX');
          await textbox(page, 'Zip code').fill('78701');
          await textbox(page, 'Total employees').fill('60');
          await textbox(page, 'Full-time employees').fill('40');
          await textbox(page, 'Part-time employees').fill('22');
          await page
            .getByRole('combobox', { name: 'Current medical carrier' })
            .selectOption({ label: 'Aetna' });
          const effective = page.getByRole('combobox', { name: 'Desired effective date' });
          const choices = await effective.locator('option').allTextContents();
          await effective.selectOption({ label: choices[2]! });
          await textbox(page, 'Renewal date of your current coverage').fill(
            (await effective.inputValue()).replace(/^(\d{2})\/01/, '$1/01'),
          );
          await textbox(page, 'Full name').fill('Maria Gomez');
          await textbox(page, 'Title').fill('HR Director');
          await textbox(page, 'Email').fill(contactEmail);
          await textbox(page, 'Phone').fill('5125550143');
          await page.getByRole('button', { name: 'Request a quote' }).click();

          // Counts that do not add up, and no census: each said at its field, nothing sent.
          await page.getByText(LARGE_GROUP_MESSAGES.sumMismatch).waitFor();
          await page.getByText(LARGE_GROUP_MESSAGES.census).waitFor();
          expect(await textbox(page, 'Part-time employees').getAttribute('aria-invalid')).toBe('true');
          await checkPage(page);

          await textbox(page, 'Total employees').fill('62');
          await page
            .locator('input[type="file"]')
            .setInputFiles({ name: 'census.csv', mimeType: 'text/csv', buffer: CENSUS });
          await page.getByRole('button', { name: 'Request a quote' }).click();
          await waitForPath(page, '/register-large-group/done');
          await waitForHeading(page, 'We received your quote request');
          await page.getByText('What happens next').waitFor();
          await page.getByText(/Within 5 business days, your quotes are e-mailed to Maria Gomez\./).waitFor();
          await page.getByText('**-***4567').waitFor();
          await page.getByRole('link', { name: 'census.csv' }).waitFor();
          expect(await page.getByTestId('quote-status').textContent()).toBe('New');
          await checkPage(page);

          // Coming back to the flow's root lands on done.
          await page.goto(`${baseUrl}${root}`);
          await waitForPath(page, '/register-large-group/done');
          await waitForHeading(page, 'We received your quote request');
          await waitForApp(page);
        });

        await journey({ baseUrl, viewport, email: 'ops@example.com' }, async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login');
          // The confirmation went to the contact (and to the administrator who sent it).
          const outbox = (await (await page.request.get(`${baseUrl}/api/v1/admin/outbox`)).json()) as {
            messages: Array<{ subject: string; to: string }>;
          };
          const subject = `We received your large group quote request for ${legalName}`;
          expect(
            outbox.messages
              .filter((m) => m.subject === subject)
              .map((m) => m.to)
              .sort(),
          ).toEqual([company.adminEmail, contactEmail].sort());
          await page.goto(`${baseUrl}/admin/outbox`);
          await waitForHeading(page, 'Mail outbox');
          await page.getByRole('link', { name: subject }).first().waitFor();

          await page.goto(`${baseUrl}/admin`);
          await waitForHeading(page, 'Admin');
          await page.getByRole('link', { name: 'Large group quote requests' }).click();
          await waitForPath(page, '/admin/large-group-quotes');
          await waitForHeading(page, 'Large group quote requests');
          const card = page.getByRole('region', { name: legalName });
          await card.getByText('62 (40 full-time, 22 part-time)').waitFor();
          await card.getByRole('link', { name: 'Download the census (census.csv)' }).waitFor();
          await checkPage(page);

          await page.getByRole('combobox', { name: 'Show' }).selectOption('new');
          await card.waitFor();
          await card.getByLabel('New status').selectOption({ label: 'In review' });
          await card.getByRole('button', { name: 'Update status' }).click();
          await page.getByText(`${legalName}'s request is now "In review".`).waitFor();
          // Under "New" it is gone; under "In review" it shows.
          await expect.poll(() => card.count()).toBe(0);
          await page.getByRole('combobox', { name: 'Show' }).selectOption('in_review');
          await card.getByText('In review', { exact: true }).first().waitFor();
          await checkPage(page);
        });
      },
      LONG,
    );
  }
});
