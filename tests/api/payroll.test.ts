/**
 * Payroll deductions (issue 12 item 5, decision 0032): the pay schedule, a pay date's deductions, the CSV
 * exports. Schedule writes run on companies made here; exports run on the demo's Harborview (this file's own
 * database: nothing else reads its exports), in order, each building on the last.
 */

import {
  auditLog,
  companyPayrollSettings,
  employeeForms,
  employeeHealthAccounts,
  payrollExports,
} from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { PAY_CALENDAR_MESSAGES } from '@shared/domain/payroll/pay-calendar';
import { MESSAGES } from '@shared/schemas/fields';
import { PAYROLL_MESSAGES, type PayrollOverview } from '@shared/schemas/payroll';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { dollarsToCents, readCsvRecords } from '../helpers/csv';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { admin, nyAdmin, employee } = suite.cast;
const harborviewId = DEMO_COMPANIES.harborview.id;

const url = (companyId: string, rest = '') => `/api/v1/companies/${companyId}/payroll${rest}`;

async function overview(agent: Agent, companyId: string, payDate?: string): Promise<PayrollOverview> {
  const res = await agent.get(url(companyId, payDate ? `?payDate=${payDate}` : ''));
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function makeCompany() {
  const { company } = await createCompany(suite.db);
  const account = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash: await demoPasswordHash(),
  });
  return { company, admin: await suite.loginAs(account.email) };
}

const audits = (companyId: string, action: string) =>
  suite.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)));
const exportsOf = (companyId: string) =>
  suite.db.select().from(payrollExports).where(eq(payrollExports.companyId, companyId));

describe('reading', () => {
  it("answers Harborview's biweekly calendar and the next pay date's deductions, pre-tax and after-tax", async () => {
    const body = await overview(admin, harborviewId);
    expect(body.schedule).toMatchObject({ frequency: 'biweekly', anchorPayDate: '2027-01-08' });
    expect(body.version).toBe(1);
    expect(body.planYear).toEqual({ start: '2027-01-01', end: '2027-12-31' });
    expect(body.payDates).toHaveLength(26);
    expect(body.payDate).toBe('2027-01-08');
    expect(body.columns.map((c) => c.name)).toContain('final_amount');
    const whitaker = body.employees.find((e) => e.name === 'Whitaker, James')!;
    // His application says semimonthly; the company's biweekly schedule governs, and the page says so.
    expect(whitaker.applicationPayFrequency).toBe('semimonthly');
    expect(whitaker.deductions.map((d) => [d.code, d.tax])).toEqual([
      ['MED', 'pre_tax'],
      ['DEN', 'pre_tax'],
      ['VIS', 'pre_tax'],
      ['LIFE', 'after_tax'],
      ['WLIFE', 'after_tax'],
      ['STD', 'after_tax'],
      ['HSA', 'pre_tax'],
    ]);
    expect(whitaker.deductions.every((d) => d.change === 'new' && d.periodNumber === 1)).toBe(true);
    expect(body.totals.totalCents).toBe(body.totals.preTaxCents + body.totals.afterTaxCents);
  });

  it("adds up, over the plan year's pay dates, to each line's annual share, and the premiums to the Home's × 12", async () => {
    const first = await overview(admin, harborviewId);
    const sums = new Map<string, number>();
    for (const payDate of first.payDates) {
      const body = await overview(admin, harborviewId, payDate);
      for (const e of body.employees)
        for (const d of e.deductions) {
          const key = `${e.employeeFormId}:${d.code}`;
          sums.set(key, (sums.get(key) ?? 0) + d.amountCents);
          expect(d.amountCents).toBe(d.periodNumber === d.periodsInYear ? d.finalCents : d.regularCents);
          expect(d.regularCents * (d.periodsInYear - 1) + d.finalCents).toBe(d.annualCents);
        }
    }
    let premiumAnnual = 0;
    for (const e of first.employees)
      for (const d of e.deductions) {
        expect(sums.get(`${e.employeeFormId}:${d.code}`)).toBe(d.annualCents);
        if (d.line !== 'hsa' && d.line !== 'fsa') premiumAnnual += d.annualCents;
      }
    const home = (await admin.get(`/api/v1/companies/${harborviewId}/dashboard`)).json();
    expect(premiumAnnual).toBe(home.premium.employeeCents * 12);
    const hsa = first.employees.flatMap((e) => e.deductions).find((d) => d.code === 'HSA')!;
    expect(hsa.annualCents).toBe(240_000);
  });

  it('puts the cents left over on the last pay date of the plan year', async () => {
    const body = await overview(admin, harborviewId, '2027-12-24');
    const medical = body.employees[0]!.deductions.find((d) => d.code === 'MED')!;
    expect(medical.periodNumber).toBe(26);
    expect(medical.amountCents).toBe(medical.finalCents);
    expect(medical.finalCents - medical.regularCents).toBe(medical.annualCents % 26);
  });

  it('refuses a pay date the schedule does not have, at its field', async () => {
    for (const payDate of ['2027-01-09', '2027-02-30', 'soon']) {
      const res = await admin.get(url(harborviewId, `?payDate=${payDate}`));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ payDate: PAYROLL_MESSAGES.payDate });
    }
  });

  it('shows no pay dates before a schedule is saved', async () => {
    const { company, admin: own } = await makeCompany();
    const body = await overview(own, company.id);
    expect(body).toMatchObject({ schedule: null, version: 0, payDates: [], payDate: null, employees: [] });
  });

  it('refuses another company, an employee and a malformed id', async () => {
    expect((await nyAdmin.get(url(harborviewId))).statusCode).toBe(403);
    expect((await employee.get(url(harborviewId))).statusCode).toBe(403);
    expect((await admin.get(url('not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('the pay schedule', () => {
  const schedule = (version: number, overrides: Record<string, unknown> = {}) => ({
    frequency: 'semimonthly',
    anchorPayDate: '01/15/2027',
    version,
    ...overrides,
  });

  it('saves the first schedule from version 0, audits the field names, and gives the pay dates', async () => {
    const { company, admin: own } = await makeCompany();
    const res = await own.send('PUT', url(company.id, '/schedule'), schedule(0));
    expect(res.statusCode).toBe(200);
    const body: PayrollOverview = res.json();
    expect(body.version).toBe(1);
    expect(body.schedule).toMatchObject({ frequency: 'semimonthly', anchorPayDate: '2027-01-15' });
    expect(body.payDates).toHaveLength(24);
    expect(body.payDates.slice(0, 2)).toEqual(['2027-01-15', '2027-01-31']);
    const [audit] = await audits(company.id, 'payroll.schedule_updated');
    expect(audit!.details).toEqual({
      fields: ['frequency', 'anchorPayDate'],
      effectiveOn: res.json().planYear.start,
    });

    const monthly = await own.send(
      'PUT',
      url(company.id, '/schedule'),
      schedule(1, { frequency: 'monthly', anchorPayDate: '01/29/2027' }),
    );
    expect(monthly.json().version).toBe(2);
    expect(monthly.json().payDates).toHaveLength(12);
    expect(monthly.json().payDates[1]).toBe('2027-02-28');
  });

  it('writes nothing for a save that changes nothing', async () => {
    const { company, admin: own } = await makeCompany();
    await own.send('PUT', url(company.id, '/schedule'), schedule(0));
    const again = await own.send('PUT', url(company.id, '/schedule'), schedule(1));
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(1);
    expect(await audits(company.id, 'payroll.schedule_updated')).toHaveLength(1);
  });

  it.each([
    ['no frequency', { frequency: undefined }, { frequency: PAYROLL_MESSAGES.frequency }],
    ['an unknown frequency', { frequency: 'daily' }, { frequency: PAYROLL_MESSAGES.frequency }],
    ['a date in another shape', { anchorPayDate: '2027-01-15' }, { anchorPayDate: MESSAGES.dateFormat }],
    ['a date that does not exist', { anchorPayDate: '02/30/2027' }, { anchorPayDate: MESSAGES.dateInvalid }],
    [
      'twice a month on the 14th',
      { anchorPayDate: '01/14/2027' },
      { anchorPayDate: PAY_CALENDAR_MESSAGES.semimonthlyAnchor },
    ],
    [
      'every other week on a Saturday',
      { frequency: 'biweekly', anchorPayDate: '01/09/2027' },
      { anchorPayDate: PAY_CALENDAR_MESSAGES.weekend },
    ],
    [
      'a pay date years away from the plan year',
      { frequency: 'monthly', anchorPayDate: '01/15/2030' },
      { anchorPayDate: PAY_CALENDAR_MESSAGES.anchorRange },
    ],
    [
      'no version and no frequency',
      { version: undefined, frequency: undefined },
      { version: PAYROLL_MESSAGES.version, frequency: PAYROLL_MESSAGES.frequency },
    ],
  ])('refuses %s at its field and writes nothing', async (_name, overrides, fieldErrors) => {
    const { company, admin: own } = await makeCompany();
    const res = await own.send('PUT', url(company.id, '/schedule'), schedule(0, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual(fieldErrors);
    const rows = await suite.db
      .select()
      .from(companyPayrollSettings)
      .where(eq(companyPayrollSettings.companyId, company.id));
    expect(rows).toEqual([]);
    expect(await audits(company.id, 'payroll.schedule_updated')).toEqual([]);
  });

  it('answers a stale version 409 and writes nothing', async () => {
    const { company, admin: own } = await makeCompany();
    await own.send('PUT', url(company.id, '/schedule'), schedule(0));
    const stale = await own.send('PUT', url(company.id, '/schedule'), schedule(0, { frequency: 'monthly' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', error: PAYROLL_MESSAGES.versionConflict });
    const body = await overview(own, company.id);
    expect(body).toMatchObject({ version: 1, schedule: { frequency: 'semimonthly' } });
  });

  it("refuses another company's administrator and writes nothing", async () => {
    const res = await nyAdmin.send('PUT', url(harborviewId, '/schedule'), schedule(1));
    expect(res.statusCode).toBe(403);
    expect((await overview(admin, harborviewId)).schedule?.frequency).toBe('biweekly');
  });
});

describe('exports', () => {
  const exportBody = (payDate: string, basedOnExportId: string | null) => ({ payDate, basedOnExportId });
  let firstExportId = '';

  it('refuses a company without a schedule, and a pay date the schedule does not have, writing nothing', async () => {
    const { company, admin: own } = await makeCompany();
    const none = await own.send('POST', url(company.id, '/exports'), exportBody('2027-01-08', null));
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ payDate: PAYROLL_MESSAGES.noSchedule });
    const wrong = await admin.send('POST', url(harborviewId, '/exports'), exportBody('2027-01-09', null));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ payDate: PAYROLL_MESSAGES.payDate });
    const shape = await admin.send('POST', url(harborviewId, '/exports'), {
      payDate: 'x',
      basedOnExportId: 'y',
    });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().fieldErrors).sort()).toEqual(['basedOnExportId', 'payDate']);
    expect(await exportsOf(company.id)).toEqual([]);
    expect(await exportsOf(harborviewId)).toEqual([]);
  });

  it('exports the pay date: stored, audited, a CSV whose figures reconcile with the annual amounts', async () => {
    const res = await admin.send('POST', url(harborviewId, '/exports'), exportBody('2027-01-22', null));
    expect(res.statusCode).toBe(201);
    const summary = res.json();
    firstExportId = summary.id;
    expect(summary).toMatchObject({
      payDate: '2027-01-22',
      frequency: 'biweekly',
      rowCount: 7,
      fileName: 'payroll-deductions-2027-01-22.csv',
    });
    const [audit] = await audits(harborviewId, 'payroll.exported');
    expect(audit!.details).toEqual({ payDate: '2027-01-22', rows: 7 });

    const csv = await admin.get(url(harborviewId, `/exports/${summary.id}/csv`));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="payroll-deductions-2027-01-22.csv"',
    );
    const page = await overview(admin, harborviewId, '2027-01-22');
    const rows = readCsvRecords(csv.body);
    expect(rows).toHaveLength(7);
    for (const row of rows) {
      expect(row).toMatchObject({ employee_name: 'Whitaker, James', pay_date: '2027-01-22', change: 'new' });
      expect(row.pay_period).toBe('2');
      const n = Number(row.periods_in_year);
      expect(dollarsToCents(row.regular_amount!) * (n - 1) + dollarsToCents(row.final_amount!)).toBe(
        dollarsToCents(row.annual_amount!),
      );
      if (dollarsToCents(row.annual_amount!) % n === 0)
        expect(dollarsToCents(row.amount!) * n).toBe(dollarsToCents(row.annual_amount!));
      const shown = page.employees[0]!.deductions.find((d) => d.code === row.deduction_code)!;
      expect(dollarsToCents(row.amount!)).toBe(shown.amountCents);
      expect(row.employee_id).toBe(page.employees[0]!.employeeId);
    }
    expect(csv.body).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    expect(page.lastExport?.id).toBe(summary.id);
    // The page now compares with this export: nothing changed.
    expect(page.employees[0]!.deductions.every((d) => d.change === 'unchanged')).toBe(true);
  });

  it('answers an export based on an older one 409 and writes nothing', async () => {
    const stale = await admin.send('POST', url(harborviewId, '/exports'), exportBody('2027-02-05', null));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', error: PAYROLL_MESSAGES.exportConflict });
    expect(await exportsOf(harborviewId)).toHaveLength(1);
  });

  it('marks the changes since the last export: changed, ended, unchanged; and guards names against formulas', async () => {
    const page = await overview(admin, harborviewId);
    const formId = page.employees[0]!.employeeFormId;
    const policyId = (await suite.db.select().from(employeeHealthAccounts)).find(
      () => true,
    )!.employeePolicyId;
    await suite.db
      .update(employeeHealthAccounts)
      .set({ yearlyContributionAmountCents: 260_000 })
      .where(eq(employeeHealthAccounts.employeePolicyId, policyId));
    await suite.db
      .update(employeeForms)
      .set({ lastName: '=HYPERLINK("http://x")' })
      .where(eq(employeeForms.id, formId));

    const second = await admin.send(
      'POST',
      url(harborviewId, '/exports'),
      exportBody('2027-02-05', firstExportId),
    );
    expect(second.statusCode).toBe(201);
    const rows = readCsvRecords(
      (await admin.get(url(harborviewId, `/exports/${second.json().id}/csv`))).body,
    );
    const byCode = Object.fromEntries(rows.map((r) => [r.deduction_code, r]));
    expect(byCode.HSA).toMatchObject({ change: 'changed', amount: '100.00', annual_amount: '2600.00' });
    expect(byCode.MED!.change).toBe('unchanged');
    expect(byCode.MED!.employee_name).toBe(`'=HYPERLINK("http://x"), James`);

    await suite.db
      .delete(employeeHealthAccounts)
      .where(eq(employeeHealthAccounts.employeePolicyId, policyId));
    const third = await admin.send(
      'POST',
      url(harborviewId, '/exports'),
      exportBody('2027-02-19', second.json().id),
    );
    const ended = readCsvRecords(
      (await admin.get(url(harborviewId, `/exports/${third.json().id}/csv`))).body,
    );
    expect(ended.find((r) => r.deduction_code === 'HSA')).toMatchObject({ change: 'ended', amount: '0.00' });
    expect(ended.filter((r) => r.change === 'unchanged')).toHaveLength(6);
    const listed = await overview(admin, harborviewId);
    expect(listed.exports.map((e) => e.payDate)).toEqual(['2027-02-19', '2027-02-05', '2027-01-22']);
    expect(listed.exports[0]!.exportedBy).toBeTruthy();
  });

  it('takes exactly one of parallel exports based on the same last export', async () => {
    const last = (await overview(admin, harborviewId)).lastExport!.id;
    const before = (await exportsOf(harborviewId)).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin.send('POST', url(harborviewId, '/exports'), exportBody('2027-03-05', last)),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await exportsOf(harborviewId)).toHaveLength(before + 1);
  });

  it("refuses another company's export and another company's administrator", async () => {
    expect((await nyAdmin.get(url(harborviewId, `/exports/${firstExportId}/csv`))).statusCode).toBe(403);
    const ny = (nyAdmin.session.companies as Array<{ id: string }>)[0]!.id;
    const elsewhere = await nyAdmin.get(url(ny, `/exports/${firstExportId}/csv`));
    expect(elsewhere.statusCode).toBe(404);
    const before = (await exportsOf(harborviewId)).length;
    const post = await nyAdmin.send('POST', url(harborviewId, '/exports'), exportBody('2027-03-05', null));
    expect(post.statusCode).toBe(403);
    expect(await exportsOf(harborviewId)).toHaveLength(before);
    expect((await employee.get(url(harborviewId, `/exports/${firstExportId}/csv`))).statusCode).toBe(403);
  });
});
