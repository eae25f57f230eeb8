/**
 * Issue 34 item 2 (decision 0072): a contribution changed after signing takes effect on a date. On Manage
 * policy (1280 px) admin@example.com raises Harborview's Management medical share of dependents from 50% to 60%
 * from April 1, 2027, sees before saving that it changes James Whitaker's medical cost (signed), and saves. The
 * payroll page shows his old deduction on March 19 and the new one from April 2; James (enrolled@example.com,
 * 375 px) sees today's figure on his dashboard and coverage page with the change, from when and from which
 * paycheck. Axe clean on every page. On a server of its own: it changes Harborview.
 */
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { describeUpcomingShare } from '@shared/domain/employee-dashboard/employee-dashboard';
import { formatCents } from '@shared/domain/money/money';
import type { EmployeeDashboard } from '@shared/schemas/employee-dashboard';
import type { PayrollOverview } from '@shared/schemas/payroll';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForHeading, waitForPath } from './browser';
import { type RunningServer, startServer } from './server';

const journey = setUpJourneys();
const LONG = 240_000;
const HARBORVIEW = DEMO_COMPANIES.harborview;
const TOKEN = HARBORVIEW.idToken.slice(0, 16);
const ROW = 'Medical: Management';
const DEPENDENTS_FIELD = 'Company pays for dependents (%)';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

async function readJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${server.baseUrl}${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** James's medical deduction on a pay date, as the payroll page reads it. */
async function medicalOn(page: Page, payDate: string) {
  const body = await readJson<PayrollOverview>(
    page,
    `/api/v1/companies/${HARBORVIEW.id}/payroll?payDate=${payDate}`,
  );
  const james = body.employees.find((e) => e.name === 'Whitaker, James')!;
  return james.deductions.find((d) => d.code === 'MED')!;
}

describe('a contribution change after signing', () => {
  it(
    'takes effect from its date on every screen, and the months before keep their figures',
    async () => {
      let before = { march: 0 };
      await journey(
        {
          baseUrl: server.baseUrl,
          viewport: VIEWPORTS.desktop,
          email: 'admin@example.com',
          home: '/employer-dashboard',
        },
        async (page) => {
          await waitForApp(page);
          await page.goto(`${server.baseUrl}/employer-dashboard/manage-policy?company_id_token=${TOKEN}`);
          await page.getByRole('heading', { level: 1, name: 'Manage policy' }).waitFor();
          await page
            .getByRole('region', { name: 'Who this changes' })
            .getByText(/^No employee's monthly cost changes/)
            .waitFor();

          await page.getByRole('group', { name: ROW }).getByLabel(DEPENDENTS_FIELD).fill('60');
          await page.getByLabel('Takes effect on').selectOption({ label: 'April 1, 2027' });
          // Before saving: who it changes, with the engine's figures, and what happens from when.
          const who = page.getByRole('region', { name: 'Who this changes' });
          const row = who.getByText(/^James Whitaker \(Signed\) · Medical: \$[\d,.]+ → \$[\d,.]+ a month$/);
          await row.waitFor();
          const [, from, to] = (await row.textContent())!.match(/(\$[\d,.]+) → (\$[\d,.]+)/)!;
          expect(from).not.toBe(to);
          await who.getByText('Monthly costs that change from April 1, 2027:').waitFor();
          await page
            .getByText(/Invoices and payroll deductions follow the new contributions from April 1, 2027/)
            .waitFor();
          await checkPage(page);

          await page.getByRole('button', { name: 'Save contributions' }).click();
          await waitForPath(page, '/employer-dashboard/success');
          await page.getByRole('heading', { name: 'Policy changes saved' }).waitFor();
          await checkPage(page);

          // Payroll: March keeps the old terms; from April 2 the new share, saying from when.
          const march = await medicalOn(page, '2027-03-19');
          const april = await medicalOn(page, '2027-04-02');
          expect(march.termsFrom).toBeNull();
          expect(april.termsFrom).toBe('2027-04-01');
          expect(april.regularCents).toBeLessThan(march.regularCents);
          await page.goto(
            `${server.baseUrl}/employer-dashboard/manage-payroll?company_id_token=${TOKEN}&payDate=2027-04-02`,
          );
          await waitForHeading(page, 'Payroll deductions');
          await page
            .getByText(/1 of 20, from April 1, 2027/)
            .first()
            .waitFor();
          await page.getByText(formatCents(april.regularCents)).first().waitFor();
          await checkPage(page);
          before = { march: march.regularCents };
        },
      );

      await journey(
        { baseUrl: server.baseUrl, viewport: VIEWPORTS.phone, email: 'enrolled@example.com' },
        async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          const { employeeForm } = await readJson<{ employeeForm: { id: string } }>(
            page,
            '/api/v1/employee_applications/current',
          );
          const dashboard = await readJson<EmployeeDashboard>(
            page,
            `/api/v1/employee_forms/${employeeForm.id}/dashboard`,
          );
          const medical = dashboard.coverage.lines.find((l) => l.coverageType === 'medical')!;
          // Today (before the plan year) his figure is January's terms, payroll's on the pay dates before April.
          expect(medical.perPaycheckCents).toBe(before.march);
          expect(medical.upcoming).toMatchObject({ from: '2027-04-01', firstPayDate: '2027-04-02' });
          const sentence = describeUpcomingShare(medical.label, medical.upcoming!);
          expect(sentence).toContain('from your paycheck of April 2, 2027');

          await page.goto(`${server.baseUrl}/employee-dashboard`);
          await waitForHeading(page, /^Hi .+, welcome to your benefits$/);
          await page.getByText(sentence, { exact: true }).waitFor();
          await checkPage(page);
          await page.getByRole('link', { name: 'View coverage' }).first().click();
          const card = page.getByRole('region', { name: 'Medical' });
          await card.getByText(formatCents(medical.perPaycheckCents!), { exact: true }).waitFor();
          await card.getByText(sentence, { exact: true }).waitFor();
          await checkPage(page);
        },
      );
    },
    LONG,
  );
});
