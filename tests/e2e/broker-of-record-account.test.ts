/**
 * Issue 15 (docs/spec/3 §2 "Password field", "'Log out' shows in QuickBooks-type sessions"; decisions 0048 and 0050):
 * the administrator of a company whose partner is QuickBooks, with an account a partner session made (no
 * password of their own yet: credentials_set false), sees 'Log out' on the embedded pages and the optional
 * sign-in box on company information. A too-short password is refused at its field with the house's message
 * (decision 0022) and nothing is saved; a valid one saves with the company. Afterwards the box is gone (GET
 * account answers canSetCredentials false), and the administrator logs out and signs in again with the new
 * password. At 1280 and 375 px, axe clean on every page.
 */
import { PASSWORD_MESSAGES } from '@shared/domain/accounts/password';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartnerCompany, preparePartnerCompanies } from './broker-of-record-partners';
import { checkPage, setUpJourneys, signIn, VIEWPORTS, waitForHeading, waitForPath } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 240_000;
const BASE = '/broker-of-record';
const NEW_PASSWORD = 'lantern-harbor-payroll-42';

let server: RunningServer;
/** One QuickBooks company per viewport (a password is chosen once): its token and its administrator. */
let companies: PartnerCompany[] = [];

beforeAll(async () => {
  const started = await startPreparedServer((db) =>
    preparePartnerCompanies(db, 'quickbooks', ['Lantern Street Books', 'Tidewater Bike Works'], {
      credentialsSet: false,
    }),
  );
  server = started.server;
  companies = started.prepared;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

const logOut = (page: Page) => page.getByRole('link', { name: 'Log out' });
const signInBox = (page: Page) => page.getByRole('region', { name: 'Your Groupcover sign-in (optional)' });
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });

describe("a QuickBooks company's administrator without a password of their own", () => {
  for (const [index, viewport] of [VIEWPORTS.desktop, VIEWPORTS.phone].entries()) {
    it(
      `sets a password on company information, then logs out and signs in with it at ${viewport.width}px`,
      {
        timeout: LONG,
      },
      () =>
        journey({ baseUrl: server.baseUrl, viewport, email: companies[index]!.email }, async (page) => {
          const { token, name, email } = companies[index]!;
          const query = `?company_id_token=${token}`;
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });

          // The landing page: the embedded layout of a QuickBooks-type session has 'Log out'.
          await page.goto(`${server.baseUrl}${BASE}${query}`);
          await waitForHeading(page, 'Connect existing plan');
          await waitForPath(page, `${BASE}/landing-page`);
          await logOut(page).waitFor();
          await checkPage(page);
          await page
            .getByRole('group', { name: `Does ${name} currently offer medical insurance benefits?` })
            .getByRole('radio', { name: 'Yes' })
            .check();
          await page.getByRole('button', { name: 'Next' }).click();

          // Company information: the sign-in box, its email the account's.
          await waitForHeading(page, 'Company Information');
          await waitForPath(page, `${BASE}/company-information`);
          await logOut(page).waitFor();
          const box = signInBox(page);
          await box.waitFor();
          expect(await box.getByRole('textbox', { name: 'Sign-in email' }).inputValue()).toBe(email);
          await checkPage(page);
          await page.getByRole('textbox', { name: 'Full name' }).fill("Ana O'Neill");
          await page.getByRole('textbox', { name: 'Address' }).fill('18 Lantern Street');
          await page
            .getByRole('textbox', { name: /Federal Employer Identification Number/ })
            .pressSequentially('123456789');

          // A too-short password is refused at its field; the page stays.
          await passwordField(page).fill('short-pass');
          await page.getByRole('button', { name: 'Continue' }).click();
          await box.getByText(PASSWORD_MESSAGES.tooShort).waitFor();
          expect(PASSWORD_MESSAGES.tooShort).toBe('Please use at least 12 characters.');
          expect(await passwordField(page).getAttribute('aria-invalid')).toBe('true');
          expect(new URL(page.url()).pathname).toBe(`${BASE}/company-information`);
          await checkPage(page);

          // A valid one saves with the company; the flow goes on.
          await passwordField(page).fill(NEW_PASSWORD);
          await page.getByRole('button', { name: 'Continue' }).click();
          await waitForHeading(page, 'Insurance Plans');
          await waitForPath(page, `${BASE}/current-plan`);
          await logOut(page).waitFor();
          await checkPage(page);

          // Back on company information (a fresh load, so the server says): the box is gone, the company kept.
          await page.goto(`${server.baseUrl}${BASE}/company-information${query}`);
          await waitForHeading(page, 'Company Information');
          await page.getByRole('textbox', { name: 'Address' }).waitFor();
          expect(await page.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('18 Lantern Street');
          expect(await signInBox(page).count()).toBe(0);
          expect(await passwordField(page).count()).toBe(0);
          await checkPage(page);

          // 'Log out' signs out to the sign-in page; the old password no longer opens the account, the new one does.
          await logOut(page).click();
          await waitForPath(page, '/login');
          await page.getByRole('button', { name: 'Sign in' }).waitFor();
          await checkPage(page);
          await signIn(page, server.baseUrl, email);
          await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
          expect(new URL(page.url()).pathname).toBe('/login');
          await signIn(page, server.baseUrl, email, NEW_PASSWORD);
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });

          // Signed in with the new password, the flow opens where it was, still without the box.
          await page.goto(`${server.baseUrl}${BASE}/company-information${query}`);
          await waitForHeading(page, 'Company Information');
          await logOut(page).waitFor();
          expect(await signInBox(page).count()).toBe(0);
          await checkPage(page);
        }),
    );
  }
});
