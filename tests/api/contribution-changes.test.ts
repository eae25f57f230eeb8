/**
 * Changes take effect on a date (issue 34 item 2, decision 0072), on the demo's Harborview (this file's own
 * database; plan year 2027, every other Friday from January 8): James Whitaker signed and was approved; the
 * administrator raises the Management class’s medical contribution for dependents from 50% to 60% from April 1, 2027. Bad dates are refused and
 * change nothing; the months and pay dates before April keep their figures on the invoices, the payroll export
 * and his dashboard; from April the invoice splits the premium anew and payroll spreads his new share over the
 * pay dates from April 2, saying so in the export.
 */
import { companyContributions, invoiceLines, invoices } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { issueDueInvoices } from '@server/modules/money/billing/billing.service';
import { CHANGE_EFFECTIVE_DATE_MESSAGES } from '@shared/domain/changes/effective-dates';
import { formatCents } from '@shared/domain/money/money';
import type { CompanyPolicy } from '@shared/schemas/company-policy';
import { contributionValueFields } from '@shared/schemas/contribution';
import { employeeDashboardSchema } from '@shared/schemas/employee-dashboard';
import type { PayrollOverview } from '@shared/schemas/payroll';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { readCsvRecords } from '../helpers/csv';
import { mailSentTo } from '../helpers/outbox';
import type { Agent } from '../helpers/test-app';

// The job queue works here: the employees are mailed from it.
const suite = apiSuite({ timeoutMs: 120_000, config: { jobsWorker: true } });
const { admin } = suite.cast;
const harborview = DEMO_COMPANIES.harborview;
const POLICY = `/api/v2/company_policies/${harborview.companyPolicyId}`;
const PAYROLL = `/api/v1/companies/${harborview.id}/payroll`;

let james: Agent;
let jamesFormId: string;

beforeAll(async () => {
  james = await suite.loginAs('enrolled@example.com');
  jamesFormId = (await james.get('/api/v1/employee_applications/current')).json().employeeForm.id;
});

async function policy(): Promise<CompanyPolicy> {
  const res = await admin.get(`${POLICY}?include=companyContributions`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const managementOf = (p: CompanyPolicy) => p.classes.find((c) => c.name === 'Management')!.id;

/** The stored table sent back with the Management class's medical share of dependents changed. */
function raised(p: CompanyPolicy, dependentPercentage: number, extra: Record<string, unknown> = {}) {
  const management = managementOf(p);
  return {
    version: p.version,
    companyContributions: p.companyContributions!.map(({ effectiveFrom: _, name: __, ...row }) => ({
      ...row,
      ...(row.serviceLine === 'medical' && row.employeeRoleId === management ? { dependentPercentage } : {}),
    })),
    ...extra,
  };
}

/** James's medical deduction on a pay date, as the payroll page computes it. */
async function jamesMedicalOn(payDate: string) {
  const body: PayrollOverview = (await admin.get(`${PAYROLL}?payDate=${payDate}`)).json();
  expect(body.payDate).toBe(payDate);
  const person = body.employees.find((e) => e.employeeFormId === jamesFormId)!;
  return person.deductions.find((d) => d.code === 'MED')!;
}

async function medicalBilled(month: string) {
  return suite.db
    .select({
      kind: invoiceLines.kind,
      companyCents: invoiceLines.companyCents,
      employeeCents: invoiceLines.employeeCents,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoices.companyId, harborview.id),
        eq(invoiceLines.employeeFormId, jamesFormId),
        eq(invoiceLines.coverageType, 'medical'),
        eq(invoiceLines.forMonth, month),
      ),
    );
}

let before: { monthlyEmployeeCents: number; perPaycheckCents: number };

describe('a contribution change from April', () => {
  it('offers the firsts of the plan year’s months and refuses a past month or a day not the 1st, changing nothing', async () => {
    const p = await policy();
    expect(p.contributionChange).toEqual({
      effectiveDates: Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}-01`),
      tableFrom: null,
    });
    const past = await admin.send(
      'PUT',
      `${POLICY}/company_contributions`,
      raised(p, 60, { effectiveOn: '2026-11-01' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ effectiveOn: CHANGE_EFFECTIVE_DATE_MESSAGES.past });
    const mid = await admin.send(
      'PUT',
      `${POLICY}/company_contributions`,
      raised(p, 60, { effectiveOn: '2027-04-15' }),
    );
    expect(mid.statusCode).toBe(400);
    expect(mid.json().fieldErrors).toEqual({ effectiveOn: CHANGE_EFFECTIVE_DATE_MESSAGES.notFirst });
    // Tiering applies to the whole plan year: switching it on from April is refused (a valid tiered table).
    const tiered = raised(p, 60, { effectiveOn: '2027-04-01', hasTieredContributions: true });
    tiered.companyContributions = tiered.companyContributions.map((row) => ({
      ...row,
      ...Object.fromEntries(
        contributionValueFields(row.contributionType, true)
          .filter((f) => !f.startsWith('employee'))
          .map((f) => [f, 0]),
      ),
    }));
    const tiering = await admin.send('PUT', `${POLICY}/company_contributions`, tiered);
    expect(Object.keys(tiering.json().fieldErrors)).toEqual(['hasTieredContributions']);
    expect((await policy()).version).toBe(p.version);

    // What James's dashboard and payroll say before the change is saved.
    const dashboard = employeeDashboardSchema.parse(
      (await james.get(`/api/v1/employee_forms/${jamesFormId}/dashboard`)).json(),
    );
    const medical = dashboard.coverage.lines.find((l) => l.coverageType === 'medical')!;
    before = {
      monthlyEmployeeCents: medical.monthly!.employeeCents,
      perPaycheckCents: medical.perPaycheckCents!,
    };
    expect((await jamesMedicalOn('2027-01-08')).amountCents).toBe(before.perPaycheckCents);
  });

  it('closes the old row on April 1 and starts the new one there; the table shown is the new one', async () => {
    const res = await admin.send(
      'PUT',
      `${POLICY}/company_contributions`,
      raised(await policy(), 60, { effectiveOn: '2027-04-01' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved: CompanyPolicy = res.json();
    expect(saved.contributionChange).toMatchObject({ tableFrom: '2027-04-01' });
    expect(saved.contributionChange!.effectiveDates[0]).toBe('2027-04-01');
    const medical = (role: string | null) =>
      saved.companyContributions!.find((r) => r.serviceLine === 'medical' && r.employeeRoleId === role)!;
    expect(medical(managementOf(saved))).toMatchObject({
      employeePercentage: 90,
      dependentPercentage: 60,
      effectiveFrom: '2027-04-01',
    });
    // The default class's row did not change: it still covers the whole plan year.
    expect(medical(null)).toMatchObject({ employeePercentage: 70, effectiveFrom: null });
    const rows = await suite.db
      .select()
      .from(companyContributions)
      .where(
        and(
          eq(companyContributions.companyPolicyId, harborview.companyPolicyId),
          eq(companyContributions.coverageType, 'medical'),
        ),
      );
    const managementRows = rows.filter((r) => r.employeeRoleId === managementOf(saved));
    expect(
      managementRows.map((r) => [r.dependentPercentage, r.effectiveFrom, r.effectiveUntil]).sort(),
    ).toEqual([
      [50, null, '2027-04-01'],
      [60, '2027-04-01', null],
    ]);
  });

  it('mails James, once, his old and new share and the first paycheck that deducts it', async () => {
    const deadline = Date.now() + 20_000;
    let mails = await mailSentTo(suite.db, 'enrolled@example.com');
    while (!mails.some((m) => m.template === 'deductionChange') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      mails = await mailSentTo(suite.db, 'enrolled@example.com');
    }
    const notices = mails.filter((m) => m.template === 'deductionChange');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(
      'Your benefit deductions with Harborview Architecture, Inc. change from April 1, 2027',
    );
    const april = await jamesMedicalOn('2027-04-02');
    // Dental's contributions did not change: it stays spread over the year's 26 pay dates.
    const dentalApril = (
      (await admin.get(`${PAYROLL}?payDate=2027-04-02`)).json() as PayrollOverview
    ).employees
      .find((e) => e.employeeFormId === jamesFormId)!
      .deductions.find((d) => d.code === 'DEN')!;
    expect(dentalApril).toMatchObject({ periodNumber: 7, periodsInYear: 26, termsFrom: null });
    const march = await jamesMedicalOn('2027-03-19');
    expect(notices[0]!.text).toContain(
      `Medical: ${formatCents(before.monthlyEmployeeCents)} a month (${formatCents(march.regularCents)} per paycheck) before, ${formatCents(april.annualCents / 9)} a month (${formatCents(april.regularCents)} per paycheck) from then`,
    );
    expect(notices[0]!.text).toContain('Payroll deducts the new amounts from your paycheck of April 2, 2027');
  });

  it('keeps the pay dates before April, and spreads the new share over the pay dates from April 2', async () => {
    const march = await jamesMedicalOn('2027-03-19');
    // January to March: three months of the old share over the six pay dates of those months.
    expect(march).toMatchObject({ periodNumber: 6, periodsInYear: 6, termsFrom: null });
    expect(march.annualCents).toBe(before.monthlyEmployeeCents * 3);
    // Spread over January's to March's pay dates now (before the change, over the year's 26).
    expect((await jamesMedicalOn('2027-01-08')).amountCents).toBe(march.regularCents);
    const april = await jamesMedicalOn('2027-04-02');
    expect(april).toMatchObject({ periodNumber: 1, periodsInYear: 20, termsFrom: '2027-04-01' });
    // Nine months of the new, smaller share.
    expect(april.annualCents % 9).toBe(0);
    const newMonthly = april.annualCents / 9;
    expect(newMonthly).toBeLessThan(before.monthlyEmployeeCents);

    // Today (before the plan year) his dashboard still shows the terms of January.
    const dashboard = employeeDashboardSchema.parse(
      (await james.get(`/api/v1/employee_forms/${jamesFormId}/dashboard`)).json(),
    );
    const medical = dashboard.coverage.lines.find((l) => l.coverageType === 'medical')!;
    expect(medical.monthly!.employeeCents).toBe(before.monthlyEmployeeCents);
    expect(medical.perPaycheckCents).toBe(march.regularCents);
    // And it says what changes, from when and from which paycheck: payroll's figures from April.
    expect(medical.upcoming).toEqual({
      from: '2027-04-01',
      monthlyEmployeeCents: newMonthly,
      perPaycheckCents: april.regularCents,
      firstPayDate: '2027-04-02',
    });
    // A line the change leaves alone says nothing.
    expect(dashboard.coverage.lines.find((l) => l.coverageType === 'dental')?.upcoming ?? null).toBeNull();

    // The exports: March unchanged, April marked changed, with the day its terms apply from.
    for (const payDate of ['2027-03-19', '2027-04-02']) {
      const page: PayrollOverview = (await admin.get(`${PAYROLL}?payDate=${payDate}`)).json();
      const res = await admin.send('POST', `${PAYROLL}/exports`, {
        payDate,
        basedOnExportId: page.lastExport?.id ?? null,
      });
      expect(res.statusCode, res.body).toBe(201);
      const csv = readCsvRecords((await admin.get(`${PAYROLL}/exports/${res.json().id}/csv`)).body);
      const row = csv.find((r) => r.employee_name === 'Whitaker, James' && r.deduction_code === 'MED')!;
      if (payDate === '2027-04-02')
        expect(row).toMatchObject({ change: 'changed', terms_from: '2027-04-01', periods_in_year: '20' });
      else expect(row).toMatchObject({ terms_from: '', periods_in_year: '6' });
    }
  });

  it('bills January to March with the old split and April with the new, with no adjustment of the months before', async () => {
    await issueDueInvoices(suite.db, harborview.id, '2027-03-01');
    const [january, march, april] = await Promise.all([
      medicalBilled('2027-01-01'),
      medicalBilled('2027-03-01'),
      medicalBilled('2027-04-01'),
    ]);
    for (const month of [january, march]) {
      expect(month.map((l) => l.kind)).toEqual(['charge']);
      expect(month[0]!.employeeCents).toBe(before.monthlyEmployeeCents);
    }
    expect(april.map((l) => l.kind)).toEqual(['charge']);
    expect(april[0]!.employeeCents).toBeLessThan(before.monthlyEmployeeCents);
    // The premium is the same: the company pays what the employee no longer does.
    expect(april[0]!.companyCents + april[0]!.employeeCents).toBe(
      january[0]!.companyCents + january[0]!.employeeCents,
    );
  });
});
