/**
 * Issue 14 item 3 (docs/spec/2 §2.7, §4, §9; decision 0044): an employee of 35 sees the individual term life card
 * on the dashboard, opens "Individual Term Life Insurance", picks a quote with the keyboard and applies; the
 * offline carrier's page opens in a new tab, and as it moves the application the card reads Continue
 * Application, Review Application, then View Coverage with the policy ID (a carrier tab left behind is refused
 * its step and shows the latest). An administrator sees the card in
 * admin mode (dashboard and done page). An employee of 61 never sees it (dashboard and done page). At 1280 and
 * 375 px, axe clean on every page.
 */
import { employeeForms, employeePolicies } from '@server/db/schema';
import { DEMO_COMPANIES, DEMO_EMPLOYEE_FORM_IDS } from '@server/db/seed';
import { computeAgeOnIso } from '@shared/domain/dates/dates';
import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createEmployeeWithAccount } from '../factories';
import { demoPasswordHash } from '../helpers/test-app';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForHeading, waitForPath } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 180_000;
const TITLE = 'Individual Term Life Insurance';

/** Someone born this many years ago today, give or take ten days. */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
};

let server: RunningServer;
let emails: string[] = [];
/** A signed application of someone between 20 and 60 without an account, at admin@example.com's companies. */
let signedFormId = '';

beforeAll(async () => {
  const started = await startPreparedServer(async (db, cipher) => {
    const passwordHash = await demoPasswordHash();
    const { company } = await createCompany(db);
    const made: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { account } = await createEmployeeWithAccount(db, cipher, {
        companyId: company.id,
        passwordHash,
        overrides: {
          bornAt: bornYearsAgo(35),
          gender: 'female',
          tobaccoUser: 'No',
          annualSalaryCents: 8_000_000,
        },
      });
      made.push(account.email);
    }
    // enrolled@example.com (James Whitaker, signed) turns 61: no card on his dashboard or done page.
    await db
      .update(employeeForms)
      .set({ bornAt: bornYearsAgo(61) })
      .where(eq(employeeForms.id, DEMO_EMPLOYEE_FORM_IDS.enrolled));
    // admin@example.com's companies (Juniper's people signed through them).
    const adminsCompanies = (['harborview', 'bluebonnet', 'juniper'] as const).map(
      (k) => DEMO_COMPANIES[k].id,
    );
    const signed = await db
      .select({ id: employeeForms.id, bornAt: employeeForms.bornAt })
      .from(employeeForms)
      .innerJoin(employeePolicies, eq(employeePolicies.employeeFormId, employeeForms.id))
      .where(
        and(
          inArray(employeeForms.companyId, adminsCompanies),
          ne(employeeForms.id, DEMO_EMPLOYEE_FORM_IDS.enrolled),
          isNull(employeeForms.accountId),
          isNotNull(employeePolicies.signedAt),
        ),
      );
    const today = new Date().toISOString().slice(0, 10);
    const eligible = signed.find((f) => {
      const age = f.bornAt ? computeAgeOnIso(f.bornAt, today) : 0;
      return age >= 20 && age <= 60;
    });
    return { emails: made, signedFormId: eligible!.id };
  });
  server = started.server;
  emails = started.prepared.emails;
  signedFormId = started.prepared.signedFormId;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

const card = (page: Page) => page.getByRole('region', { name: TITLE });

/**
 * Opens a page and waits until its reads are done (the server's first view may bring the term life quote with
 * it, or the app reads it), so a card that would show has shown.
 */
async function openAndReadQuote(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`${server.baseUrl}${path}`);
  await waitForHeading(page, heading);
  await page.waitForLoadState('networkidle');
}

/** The dashboard again (reloaded), and the card's status button: a link to the carrier in a new tab. */
async function statusButton(page: Page, label: string) {
  await page.reload();
  await waitForHeading(page, /^Hi .+, welcome to your benefits$/);
  const link = card(page).getByRole('link', { name: label });
  await link.waitFor({ timeout: 15_000 });
  expect(await link.getAttribute('target')).toBe('_blank');
  return link;
}

describe('the individual term life card', () => {
  for (const [index, viewport] of [VIEWPORTS.desktop, VIEWPORTS.phone].entries()) {
    it(
      `an employee of 35 applies and follows the application to covered at ${viewport.width}px`,
      () =>
        journey({ baseUrl: server.baseUrl, viewport, email: emails[index] }, async (page, context) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await openAndReadQuote(page, '/employee-dashboard', /^Hi .+, welcome to your benefits$/);
          const start = card(page);
          await start.getByText('No medical exam for coverage up to $3M for most products.').waitFor();
          await start
            .getByText(/Rule of thumb: 5 to 10 times annual income, for you \$400,000 to \$800,000/)
            .waitFor();
          await checkPage(page);

          await start.getByRole('button', { name: 'Get Started' }).click();
          const dialog = page.getByRole('dialog', { name: TITLE });
          await dialog.waitFor();
          // Every quote: coverage and term, its price per day.
          await dialog.getByText('$250,000 for 10 years').waitFor();
          await dialog.getByText('$1,000,000 for 30 years').waitFor();
          expect(await dialog.getByText(/^\$\d+\.\d{2} \/ day$/).count()).toBe(9);
          // Apply without a choice: told to choose.
          await dialog.getByRole('button', { name: 'Apply' }).click();
          await dialog.getByText('Choose a quote.').waitFor();
          await checkPage(page);
          // By keyboard: to the first quote, then down to the second coverage's 20-year term.
          const first = dialog.getByRole('radio', { name: /\$250,000 for 10 years/ });
          await first.focus();
          await page.keyboard.press('Space');
          expect(await first.isChecked()).toBe(true);
          for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
          const chosen = dialog.getByRole('radio', { name: /\$500,000 for 20 years/ });
          expect(await chosen.isChecked()).toBe(true);

          const [carrier] = await Promise.all([
            context.waitForEvent('page'),
            dialog.getByRole('button', { name: 'Apply' }).click(),
          ]);
          await carrier.waitForURL((url) => url.pathname.startsWith('/individual-life/carrier/'), {
            timeout: 15_000,
          });
          const carrierPath = new URL(carrier.url()).pathname;
          await waitForHeading(carrier, 'Term life application');
          await carrier.getByText("Groupcover's stand-in for the carrier").waitFor();
          await carrier.getByText('$500,000 for 20 years').waitFor();
          // Applying started the application: the carrier's first status.
          await carrier.getByText('application_incomplete', { exact: true }).waitFor();
          await checkPage(carrier);

          // The dashboard: the dialog closed, the card reads the status (and again once reloaded).
          await card(page).getByRole('link', { name: 'Continue Application' }).waitFor();
          const cont = await statusButton(page, 'Continue Application');
          expect(await cont.getAttribute('href')).toBe(carrierPath);
          await card(page).getByText('Application started: finish it with the carrier.').waitFor();
          await card(page).getByText('$500,000 for 20 years').waitFor();
          await checkPage(page);

          // A second carrier tab, left behind once the first moves: its step is refused and it shows the latest.
          const stale = await context.newPage();
          await stale.goto(`${server.baseUrl}${carrierPath}`);
          await waitForHeading(stale, 'Term life application');
          await stale.getByRole('button', { name: 'Submit for underwriting' }).waitFor();

          await carrier.getByRole('button', { name: 'Submit for underwriting' }).click();
          await carrier.getByText('application_complete_pending_underwriting', { exact: true }).waitFor();
          await stale.getByRole('button', { name: 'Submit for underwriting' }).click();
          await stale.getByText(/^The application changed since this page was loaded/).waitFor();
          await stale.getByText('application_complete_pending_underwriting', { exact: true }).waitFor();
          await checkPage(stale);
          await stale.close();
          await statusButton(page, 'Review Application');
          await checkPage(page);

          await carrier.getByRole('button', { name: 'Make an offer' }).click();
          await carrier.getByText('offer_pending', { exact: true }).waitFor();
          await statusButton(page, 'Review Application');
          await carrier.getByRole('button', { name: 'Accept the offer' }).click();
          await carrier.getByText('covered', { exact: true }).waitFor();
          const policyId = (await carrier.getByText(/^TL-[A-Z0-9_-]+$/).textContent())!;
          await checkPage(carrier);

          const view = await statusButton(page, 'View Coverage');
          expect(await view.getAttribute('href')).toBe(carrierPath);
          await card(page).getByText(policyId, { exact: true }).waitFor();
          await card(page).getByText('You are covered.').waitFor();
          await checkPage(page);
        }),
      LONG,
    );
  }

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(
      `an administrator sees the card in admin mode, on the dashboard and the done page, at ${viewport.width}px`,
      () =>
        journey(
          { baseUrl: server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
          async (page) => {
            await openAndReadQuote(page, `/company-admin/employee-dashboard/${signedFormId}`, /'s benefits$/);
            await card(page).getByRole('button', { name: 'Get Started' }).waitFor();
            await checkPage(page);
            await openAndReadQuote(
              page,
              `/company-admin/employee-application/${signedFormId}/done`,
              'You are done!',
            );
            await card(page).getByRole('button', { name: 'Get Started' }).waitFor();
            await checkPage(page);
          },
        ),
      LONG,
    );
  }

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(
      `an employee of 61 never sees the card, on the dashboard or the done page, at ${viewport.width}px`,
      () =>
        journey({ baseUrl: server.baseUrl, viewport, email: 'enrolled@example.com' }, async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await openAndReadQuote(page, '/employee-dashboard', /^Hi .+, welcome to your benefits$/);
          await page.getByRole('region', { name: 'Coverage at a glance' }).waitFor();
          await waitForApp(page);
          expect(await card(page).count()).toBe(0);
          expect(await page.getByText(TITLE).count()).toBe(0);
          await checkPage(page);
          await openAndReadQuote(page, '/employee-application/done', 'You are done!');
          await waitForPath(page, '/employee-application/done');
          expect(await card(page).count()).toBe(0);
          expect(await page.getByText(TITLE).count()).toBe(0);
          await checkPage(page);
        }),
      LONG,
    );
  }
});
