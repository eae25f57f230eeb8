import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { PAY_CALENDAR_MESSAGES } from '@shared/domain/payroll/pay-calendar';
import type { PayrollOverview } from '@shared/schemas/payroll';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dollarsToCents, readCsvRecords } from '../helpers/csv';
import { checkPage, downloadedBytes, setUpJourneys, VIEWPORTS, waitForApp } from './browser';
import { sharedServerUrl } from './server';

/**
 * Journey 3 of issue 12 (decision 0032) at 1280 and 375 px, axe on every state: the administrator exports this
 * pay date's deductions CSV; each row reconciles (regular × (periods − 1) + final = annual, and amount ×
 * periods = annual whenever the annual amount divides evenly), the premium lines' annual amounts are the Home's
 * monthly employee cost × 12, and over the plan year's pay dates each line adds up to its annual amount.
 */
const journey = setUpJourneys();
const LONG = { timeout: 180_000 };
const harborviewId = DEMO_COMPANIES.harborview.id;
const harborviewToken = DEMO_COMPANIES.harborview.idToken.slice(0, 16);

async function readJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${sharedServerUrl()}${path}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('payroll deductions at %s width', (label, viewport) => {
  it(
    "exports this pay date's deductions CSV, whose figures add up to the annual employee cost to the cent",
    LONG,
    () =>
      journey(
        { baseUrl: sharedServerUrl(), viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          await waitForApp(page);
          if (label === 'desktop') {
            const nav = page.getByRole('navigation', { name: 'Employer dashboard' });
            await nav.getByRole('link', { name: 'Payroll deductions' }).click();
            await page.getByRole('heading', { level: 1, name: 'Payroll deductions' }).waitFor();
          }
          await page.goto(
            `${sharedServerUrl()}/employer-dashboard/manage-payroll?company_id_token=${harborviewToken}`,
          );
          await page.getByRole('heading', { level: 1, name: 'Payroll deductions' }).waitFor();
          await page.getByRole('combobox', { name: 'Pay date' }).waitFor();
          await waitForApp(page);
          const shown = page.getByText('Whitaker, James', { exact: true }).filter({ visible: true });
          await shown.first().waitFor();
          await page
            .getByText(/Their application says paid twice a month/)
            .filter({ visible: true })
            .first()
            .waitFor();
          await checkPage(page);

          // The schedule form refuses, at its field and by the shared rule, a twice-a-month date on the 14th.
          await page.getByRole('combobox', { name: 'Pay frequency' }).selectOption('semimonthly');
          const anchor = page.getByRole('textbox', { name: 'A pay date' });
          await anchor.fill('01/14/2027');
          await page.getByRole('button', { name: 'Save pay schedule' }).click();
          await page.getByText(PAY_CALENDAR_MESSAGES.semimonthlyAnchor).waitFor();
          expect(await anchor.getAttribute('aria-invalid')).toBe('true');
          await checkPage(page);

          // Before saving a new schedule from July (decision 0076), the page names whose paycheck amounts change.
          await anchor.fill('07/15/2027');
          await page.getByRole('combobox', { name: 'Takes effect on' }).selectOption('2027-07-01');
          await page
            .getByText(
              'Amounts per paycheck that change from July 1, 2027 (the first pay date is July 15, 2027):',
            )
            .waitFor();
          await page.getByText(/^Whitaker, James: \$[\d,.]+ → \$[\d,.]+ per paycheck$/).waitFor();
          await checkPage(page);
          await page.getByRole('combobox', { name: 'Pay frequency' }).selectOption('biweekly');
          await anchor.fill('01/08/2027');
          await page.getByText('Who this changes').waitFor({ state: 'detached' });

          // This pay date: the one the page opened on.
          const payDate = await page.getByRole('combobox', { name: 'Pay date' }).inputValue();
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Export CSV' }).click(),
          ]);
          expect(download.suggestedFilename()).toBe(`payroll-deductions-${payDate}.csv`);
          const rows = readCsvRecords((await downloadedBytes(download)).toString('utf8'));
          expect(rows.length).toBeGreaterThan(0);

          let premiumAnnual = 0;
          for (const row of rows) {
            expect(row.pay_date).toBe(payDate);
            const periods = Number(row.periods_in_year);
            const annual = dollarsToCents(row.annual_amount!);
            const amount = dollarsToCents(row.amount!);
            // The documented rule: the regular amount every period, the cents left over on the last.
            expect(
              dollarsToCents(row.regular_amount!) * (periods - 1) + dollarsToCents(row.final_amount!),
            ).toBe(annual);
            expect(amount).toBe(
              Number(row.pay_period) === periods
                ? dollarsToCents(row.final_amount!)
                : dollarsToCents(row.regular_amount!),
            );
            if (annual % periods === 0) expect(amount * periods).toBe(annual);
            else expect(amount * periods + (annual % periods)).toBe(annual);
            if (!['HSA', 'FSA'].includes(row.deduction_code!)) premiumAnnual += annual;
          }
          // The premium lines over a year are the Home's monthly employee cost × 12, to the cent.
          const home = await readJson<{ premium: { employeeCents: number } }>(
            page,
            `/api/v1/companies/${harborviewId}/dashboard`,
          );
          expect(premiumAnnual).toBe(home.premium.employeeCents * 12);

          // Over every pay date of the plan year, each line adds up to its annual amount.
          const overview = await readJson<PayrollOverview>(page, `/api/v1/companies/${harborviewId}/payroll`);
          const sums = new Map<string, number>();
          for (const date of overview.payDates) {
            const day = await readJson<PayrollOverview>(
              page,
              `/api/v1/companies/${harborviewId}/payroll?payDate=${date}`,
            );
            for (const e of day.employees)
              for (const d of e.deductions)
                sums.set(
                  `${e.employeeId}:${d.code}`,
                  (sums.get(`${e.employeeId}:${d.code}`) ?? 0) + d.amountCents,
                );
          }
          for (const row of rows)
            expect(sums.get(`${row.employee_id}:${row.deduction_code}`)).toBe(
              dollarsToCents(row.annual_amount!),
            );

          // The export is listed, and the page now marks nothing changed against it.
          await page
            .getByRole('link', { name: `payroll-deductions-${payDate}.csv` })
            .first()
            .waitFor();
          await page.getByText('Unchanged').filter({ visible: true }).first().waitFor();
          await checkPage(page);
        },
      ),
  );
});
