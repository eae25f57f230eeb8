/**
 * Issue 18 items 2 and 3 (decisions 0061 and 0065) in the browser, on a server of its own: the nightly files
 * went to Harborview's carriers, then James Whitaker's medical plan changed and no file has carried it yet.
 * Operations put a new carrier's FEIN on record (a bad one refused at its field, the saved one masked), see
 * the file history, find Harborview among the checked companies, open its mismatches, check it again, and then
 * find it in the default list of companies with mismatches. Harborview's administrator sees the same mismatch
 * on the payroll page. At 1280 and 375 px, axe clean on every screen.
 */
import { carriers, employeeForms, employeePolicies, employeePolicyCoverages, plans } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { generateDueFilesAndCheck } from '@server/modules/operations/reconciliation/reconciliation.service';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../factories';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 180_000;
const HARBORVIEW = 'Harborview Architecture, Inc.';
const NEW_CARRIER = 'Northwind Mutual';
let server: RunningServer;

beforeAll(async () => {
  const started = await startPreparedServer(async (db, cipher) => {
    await db.update(carriers).set({ fein: '06-0000001' });
    // Operations approved every signed application: only approved ones go to a carrier (decision 0064).
    await db
      .update(employeePolicies)
      .set({ reviewStatus: 'approved' })
      .where(isNotNull(employeePolicies.signedAt));
    await generateDueFilesAndCheck({ db, cipher }, new Date());
    await db.insert(carriers).values({ name: NEW_CARRIER });
    const [line] = await db
      .select({
        employeePolicyId: employeePolicies.id,
        companyPolicyId: employeePolicies.companyPolicyId,
        planId: employeePolicyCoverages.planId,
      })
      .from(employeePolicyCoverages)
      .innerJoin(employeePolicies, eq(employeePolicies.id, employeePolicyCoverages.employeePolicyId))
      .innerJoin(employeeForms, eq(employeeForms.id, employeePolicies.employeeFormId))
      .where(
        and(
          eq(employeeForms.companyId, DEMO_COMPANIES.harborview.id),
          eq(employeeForms.lastName, 'Whitaker'),
          eq(employeePolicyCoverages.coverageType, 'medical'),
          eq(employeePolicyCoverages.isEnrolling, 'Yes'),
        ),
      );
    const [current] = await db.select().from(plans).where(eq(plans.id, line!.planId!));
    const other = await createPlan(db, {
      type: 'medical',
      carrierId: current!.carrierId,
      state: current!.state,
      offerTo: { companyPolicyId: line!.companyPolicyId },
    });
    await db
      .update(employeePolicyCoverages)
      .set({ planId: other.plan.id })
      .where(
        and(
          eq(employeePolicyCoverages.employeePolicyId, line!.employeePolicyId),
          eq(employeePolicyCoverages.coverageType, 'medical'),
        ),
      );
  });
  server = started.server;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

const MISMATCH = /Whitaker, James — Medical: The carrier has another plan/;

async function openAs(page: Page, path: string, heading: string) {
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${server.baseUrl}${path}`);
  await waitForHeading(page, heading);
}

describe('operations', () => {
  it(
    "put a carrier's FEIN on record, read a file history, and check a company with a mismatch (1280 px)",
    () =>
      journey(
        { baseUrl: server.baseUrl, viewport: VIEWPORTS.desktop, email: 'ops@example.com' },
        async (page) => {
          await openAs(page, '/admin', 'Admin');
          await page.getByRole('link', { name: 'Carriers and their files' }).click();
          await waitForHeading(page, 'Carriers and their files');
          const card = page.getByRole('region', { name: NEW_CARRIER });
          await card.getByText('Not on record: 834 files wait for it').waitFor();
          await checkPage(page);

          await card.getByRole('button', { name: `Edit EDI details for ${NEW_CARRIER}` }).click();
          const dialog = page.getByRole('dialog', { name: `EDI details: ${NEW_CARRIER}` });
          await dialog.getByLabel("Carrier's FEIN").fill('12-34');
          await dialog.getByLabel('EDI receiver id').fill('north wind');
          await dialog.getByRole('button', { name: 'Save EDI details' }).click();
          await dialog.getByText('Please enter a valid tax ID (EIN) as XX-XXXXXXX.').waitFor();
          await dialog
            .getByText('Enter the receiver id the carrier gave: 2 to 15 capital letters or digits.')
            .waitFor();
          await checkPage(page);
          await dialog.getByLabel("Carrier's FEIN").fill('06-1234567');
          await dialog.getByLabel('EDI receiver id').fill('NORTHWIND');
          await dialog.getByRole('button', { name: 'Save EDI details' }).click();
          await dialog.waitFor({ state: 'hidden' });
          await card.getByText('XX-XXX4567').waitFor();
          await card.getByText('NORTHWIND', { exact: true }).waitFor();

          // A carrier with files: its history, each file downloadable.
          const withFiles = page.getByRole('link', { name: /^File history of / }).first();
          await withFiles.click();
          await waitForHeading(page, 'Carrier file history');
          await page
            .getByRole('link', { name: /^Download 834-changes-\d{9}\.x12$/ })
            .first()
            .waitFor();
          await checkPage(page);

          // The nightly check found nothing; the plan changed since. Harborview is among the companies checked.
          await page.goto(`${server.baseUrl}/admin/reconciliation`);
          await waitForHeading(page, 'Reconciliation');
          await page.getByText('No company has a mismatch.').waitFor();
          await page.getByLabel('Show').selectOption('all');
          await page.getByRole('link', { name: `Mismatches of ${HARBORVIEW}` }).click();
          await waitForHeading(page, `Reconciliation: ${HARBORVIEW}`);
          await page.getByText(MISMATCH).waitFor();
          await checkPage(page);
          await page.getByRole('button', { name: `Check ${HARBORVIEW} now` }).click();
          await page.getByRole('link', { name: 'Back to reconciliation' }).click();
          await waitForHeading(page, 'Reconciliation');
          const harborview = page.getByRole('region', { name: HARBORVIEW });
          await harborview.getByText(/^\d+ mismatch(es)?$/).waitFor();
          expect(await page.getByText('No company has a mismatch.').count()).toBe(0);
          await checkPage(page);
        },
      ),
    LONG,
  );

  it(
    'read the list and the mismatches on a phone (375 px)',
    () =>
      journey(
        { baseUrl: server.baseUrl, viewport: VIEWPORTS.phone, email: 'ops@example.com' },
        async (page) => {
          await openAs(page, '/admin/reconciliation?show=all', 'Reconciliation');
          await page.getByRole('region', { name: HARBORVIEW }).waitFor();
          await checkPage(page);
          await page.getByRole('link', { name: `Mismatches of ${HARBORVIEW}` }).click();
          await page.getByText(MISMATCH).waitFor();
          await checkPage(page);
          await page.goto(`${server.baseUrl}/admin/carriers`);
          await waitForHeading(page, 'Carriers and their files');
          await checkPage(page);
        },
      ),
    LONG,
  );
});

describe("Harborview's administrator", () => {
  const token = DEMO_COMPANIES.harborview.idToken.slice(0, 16);
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(
      `sees the mismatch on the payroll page (${viewport.width} px)`,
      () =>
        journey(
          { baseUrl: server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
          async (page) => {
            await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
            await page.goto(`${server.baseUrl}/employer-dashboard/manage-payroll?company_id_token=${token}`);
            const section = page.getByRole('region', { name: 'Carrier and payroll check' });
            await section.getByText(MISMATCH).waitFor();
            await section.getByText('No payroll export to compare yet.', { exact: false }).waitFor();
            await checkPage(page);
          },
        ),
      LONG,
    );
  }
});
