/**
 * First, a contribution change made before the plan year begins edits it in place and the employees it changes are
 * mailed (decision 0072, amended). Then a pay schedule change takes effect on a date (issue 34 item 2, decision 0076), on the demo's Harborview (this
 * file's own database; plan year 2027, every other Friday from January 8): the administrator moves to twice a
 * month from July 1, 2027. Bad dates are refused and change nothing; the preview names whose paycheck amounts
 * change; after the save the pay dates before July keep every other Friday and the months before July are paid
 * by them, July to December by the twice-a-month pay dates; James Whitaker is mailed, his dashboard and the
 * export say the same.
 */
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { CHANGE_EFFECTIVE_DATE_MESSAGES } from '@shared/domain/changes/effective-dates';
import { formatCents } from '@shared/domain/money/money';
import type { CompanyPolicy } from '@shared/schemas/company-policy';
import { employeeDashboardSchema } from '@shared/schemas/employee-dashboard';
import type { PayrollOverview, PayScheduleImpact } from '@shared/schemas/payroll';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { readCsvRecords } from '../helpers/csv';
import { mailSentTo } from '../helpers/outbox';
import type { Agent } from '../helpers/test-app';

// The job queue works here: the employees are mailed from it.
const suite = apiSuite({ timeoutMs: 120_000, config: { jobsWorker: true } });
const { admin } = suite.cast;
const harborview = DEMO_COMPANIES.harborview;
const PAYROLL = `/api/v1/companies/${harborview.id}/payroll`;
const TWICE_A_MONTH = { frequency: 'semimonthly', anchorPayDate: '07/15/2027' } as const;

let james: Agent;
let jamesFormId: string;

beforeAll(async () => {
  james = await suite.loginAs('enrolled@example.com');
  jamesFormId = (await james.get('/api/v1/employee_applications/current')).json().employeeForm.id;
});

async function payroll(payDate?: string): Promise<PayrollOverview> {
  const res = await admin.get(payDate ? `${PAYROLL}?payDate=${payDate}` : PAYROLL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function jamesMedicalOn(payDate: string) {
  const person = (await payroll(payDate)).employees.find((e) => e.employeeFormId === jamesFormId)!;
  return person.deductions.find((d) => d.code === 'MED')!;
}

let monthly: number;
let wholeYearRegular: number;

async function deductionNotices(subject: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await mailSentTo(suite.db, 'enrolled@example.com')).filter(
      (m) => m.template === 'deductionChange' && m.subject === subject,
    );
    if (mails.length > 0 || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('a contribution change before the plan year (decision 0072, amended)', () => {
  it('edits the table for the whole year and mails James his old and new share from January 1', async () => {
    const POLICY = `/api/v2/company_policies/${harborview.companyPolicyId}`;
    const p: CompanyPolicy = (await admin.get(`${POLICY}?include=companyContributions`)).json();
    const management = p.classes.find((c) => c.name === 'Management')!.id;
    const oldMedical = (await jamesMedicalOn('2027-01-08')).annualCents / 12;
    const res = await admin.send('PUT', `${POLICY}/company_contributions`, {
      version: p.version,
      effectiveOn: '2027-01-01',
      companyContributions: p.companyContributions!.map(({ effectiveFrom: _, name: __, ...row }) => ({
        ...row,
        ...(row.serviceLine === 'medical' && row.employeeRoleId === management
          ? { dependentPercentage: 60 }
          : {}),
      })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const newMedical = (await jamesMedicalOn('2027-01-08')).annualCents / 12;
    expect(newMedical).toBeLessThan(oldMedical);
    const notices = await deductionNotices(
      'Your benefit deductions with Harborview Architecture, Inc. change from January 1, 2027',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(
      `Medical: ${formatCents(oldMedical)} a month (${formatCents(Math.floor((oldMedical * 12) / 26))} per paycheck) before, ${formatCents(newMedical)} a month (${formatCents(Math.floor((newMedical * 12) / 26))} per paycheck) from then`,
    );
    expect(notices[0]!.text).toContain(
      'Payroll deducts the new amounts from your paycheck of January 8, 2027',
    );
  });
});

describe('a pay schedule change from July', () => {
  it('offers the firsts of the plan year’s months and refuses a past month or a day not the 1st, changing nothing', async () => {
    const page = await payroll();
    expect(page.schedule).toMatchObject({
      frequency: 'biweekly',
      anchorPayDate: '2027-01-08',
      effectiveFrom: null,
    });
    expect(page.earlierSchedules).toEqual([]);
    expect(page.scheduleChange.effectiveDates).toEqual(
      Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}-01`),
    );
    expect(page.payDates).toHaveLength(26);
    const past = await admin.send('PUT', `${PAYROLL}/schedule`, {
      ...TWICE_A_MONTH,
      version: page.version,
      effectiveOn: '2026-11-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ effectiveOn: CHANGE_EFFECTIVE_DATE_MESSAGES.past });
    const mid = await admin.send('PUT', `${PAYROLL}/schedule`, {
      ...TWICE_A_MONTH,
      version: page.version,
      effectiveOn: '2027-07-15',
    });
    expect(mid.statusCode).toBe(400);
    expect(mid.json().fieldErrors).toEqual({ effectiveOn: CHANGE_EFFECTIVE_DATE_MESSAGES.notFirst });
    const after = await payroll();
    expect(after.version).toBe(page.version);
    expect(after.payDates).toEqual(page.payDates);

    const medical = await jamesMedicalOn('2027-01-08');
    expect(medical).toMatchObject({ periodsInYear: 26, termsFrom: null });
    monthly = medical.annualCents / 12;
    wholeYearRegular = medical.regularCents;
  });

  it('previews whose amount per paycheck changes from the first twice-a-month pay date, saving nothing', async () => {
    const page = await payroll();
    const res = await admin.send('POST', `${PAYROLL}/schedule/preview`, {
      ...TWICE_A_MONTH,
      version: page.version,
      effectiveOn: '2027-07-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    const impact: PayScheduleImpact = res.json();
    expect(impact).toMatchObject({
      effectiveOn: '2027-07-01',
      firstPayDate: '2027-07-15',
      wholePlanYear: false,
    });
    const whitaker = impact.people.find((p) => p.employeeFormId === jamesFormId)!;
    expect(whitaker.name).toBe('Whitaker, James');
    // Fewer pay dates from July (12 twice-a-month against 13 every other Friday): more per paycheck.
    expect(whitaker.afterCents).toBeGreaterThan(whitaker.beforeCents);
    // A preview of the same schedule as today changes nobody.
    const same = await admin.send('POST', `${PAYROLL}/schedule/preview`, {
      frequency: 'biweekly',
      anchorPayDate: '01/08/2027',
      version: page.version,
      effectiveOn: '2027-07-01',
    });
    expect((same.json() as PayScheduleImpact).people).toEqual([]);
    expect((await payroll()).version).toBe(page.version);
  });

  it('keeps every other Friday before July and pays twice a month from July 15', async () => {
    const page = await payroll();
    const res = await admin.send('PUT', `${PAYROLL}/schedule`, {
      ...TWICE_A_MONTH,
      version: page.version,
      effectiveOn: '2027-07-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved: PayrollOverview = res.json();
    expect(saved.schedule).toMatchObject({
      frequency: 'semimonthly',
      anchorPayDate: '2027-07-15',
      effectiveFrom: '2027-07-01',
    });
    expect(saved.earlierSchedules).toEqual([
      { from: null, frequency: 'biweekly', anchorPayDate: '2027-01-08', until: '2027-06-30' },
    ]);
    expect(saved.scheduleChange.effectiveDates[0]).toBe('2027-07-01');
    const before = saved.payDates.filter((d) => d < '2027-07-01');
    const after = saved.payDates.filter((d) => d >= '2027-07-01');
    expect(before).toHaveLength(13);
    expect(before.at(-1)).toBe('2027-06-25');
    expect(after.slice(0, 3)).toEqual(['2027-07-15', '2027-07-31', '2027-08-15']);
    expect(after).toHaveLength(12);

    // January to June: six months of his share over the 13 Fridays; July to December over the 12 new dates.
    const june = await jamesMedicalOn('2027-06-25');
    expect(june).toMatchObject({
      periodNumber: 13,
      periodsInYear: 13,
      termsFrom: null,
      annualCents: monthly * 6,
    });
    expect((await jamesMedicalOn('2027-01-08')).amountCents).toBe(june.regularCents);
    const july = await jamesMedicalOn('2027-07-15');
    expect(july).toMatchObject({
      periodNumber: 1,
      periodsInYear: 12,
      termsFrom: '2027-07-01',
      annualCents: monthly * 6,
    });
    expect(july.regularCents).toBe(Math.floor((monthly * 6) / 12));
    // What he pays over the year is still his monthly share × 12, to the cent.
    expect(june.regularCents * 12 + june.finalCents + july.regularCents * 11 + july.finalCents).toBe(
      monthly * 12,
    );
    expect(Math.abs(june.regularCents - wholeYearRegular)).toBeLessThanOrEqual(1);
  });

  it('mails James, once, his amounts per paycheck before and from the change', async () => {
    const notices = await deductionNotices(
      'Your benefit deductions with Harborview Architecture, Inc. change from July 1, 2027',
    );
    expect(notices).toHaveLength(1);
    const [june, july] = [await jamesMedicalOn('2027-06-25'), await jamesMedicalOn('2027-07-15')];
    expect(notices[0]!.text).toContain(
      'changes its pay schedule from July 1, 2027: it pays twice a month from then',
    );
    expect(notices[0]!.text).toContain(
      `Medical: ${formatCents(monthly)} a month (${formatCents(june.regularCents)} per paycheck) before, ${formatCents(monthly)} a month (${formatCents(july.regularCents)} per paycheck) from then`,
    );
    expect(notices[0]!.text).toContain('Payroll deducts the new amounts from your paycheck of July 15, 2027');
  });

  it('shows James and the export the same figures', async () => {
    // Today (before the plan year) his dashboard shows what payroll takes from January.
    const dashboard = employeeDashboardSchema.parse(
      (await james.get(`/api/v1/employee_forms/${jamesFormId}/dashboard`)).json(),
    );
    const medical = dashboard.coverage.lines.find((l) => l.coverageType === 'medical')!;
    expect(medical.perPaycheckCents).toBe((await jamesMedicalOn('2027-01-08')).regularCents);

    const page = await payroll('2027-07-15');
    const res = await admin.send('POST', `${PAYROLL}/exports`, {
      payDate: '2027-07-15',
      basedOnExportId: page.lastExport?.id ?? null,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().frequency).toBe('semimonthly');
    const csv = readCsvRecords((await admin.get(`${PAYROLL}/exports/${res.json().id}/csv`)).body);
    const row = csv.find((r) => r.employee_name === 'Whitaker, James' && r.deduction_code === 'MED')!;
    expect(row).toMatchObject({ terms_from: '2027-07-01', pay_period: '1', periods_in_year: '12' });
  });
});
