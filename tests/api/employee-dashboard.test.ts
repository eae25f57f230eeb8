/**
 * The employee dashboard (issue 14 item 1, decision 0041): one read for every page, an ID card as a PDF, and an
 * enrolled plan's stored SBC. The demo's enrolled@example.com (Harborview, signed: medical, dental, vision and
 * more) is read as the seed made it; nothing here writes to the demo's records but one stored SBC file.
 */
import { Readable } from 'node:stream';
import { auditLog, storedFiles } from '@server/db/schema';
import { newStorageKey } from '@server/plugins/storage/file-storage';
import { isValidMemberId } from '@shared/domain/carrier-identifiers/carrier-identifiers';
import { DEDUCTION_RULES } from '@shared/domain/payroll/deductions';
import { perPaycheckOfMonthly } from '@shared/domain/payroll/paychecks';
import { type EmployeeDashboard, employeeDashboardSchema } from '@shared/schemas/employee-dashboard';
import { employeeStatusResponseSchema } from '@shared/schemas/employer-dashboard';
import type { PayrollOverview } from '@shared/schemas/payroll';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { readPdfText } from '../helpers/pdf-text';
import type { Agent } from '../helpers/test-app';

const suite = apiSuite();
const { employee, texan, admin, nyAdmin } = suite.cast;

const WHOLE_SSN = /\b\d{3}-?\d{2}-?\d{4}\b/;
const dashboardUrl = (formId: string) => `/api/v1/employee_forms/${formId}/dashboard`;

let enrolled: Agent;
let enrolledFormId: string;
let companyId: string;
let ownFormId: string;
let dashboard: EmployeeDashboard;

beforeAll(async () => {
  enrolled = await suite.loginAs('enrolled@example.com');
  const current = (await enrolled.get('/api/v1/employee_applications/current')).json();
  enrolledFormId = current.employeeForm.id;
  companyId = current.company.id;
  ownFormId = (await employee.get('/api/v1/employee_applications/current')).json().employeeForm.id;
  const res = await enrolled.get(dashboardUrl(enrolledFormId));
  expect(res.statusCode).toBe(200);
  dashboard = employeeDashboardSchema.parse(res.json());
});

describe('GET /api/v1/employee_forms/:employeeFormId/dashboard', () => {
  it("answers the employee's coverage, priced as the employer's dashboard prices it", async () => {
    expect(dashboard.adminMode).toBe(false);
    expect(dashboard.application.isComplete).toBe(true);
    const types = dashboard.coverage.lines.map((l) => l.coverageType);
    expect(types).toEqual(expect.arrayContaining(['medical', 'dental', 'vision']));
    const medical = dashboard.coverage.lines.find((l) => l.coverageType === 'medical')!;
    expect(medical.planName).not.toBe('');
    expect(medical.monthly).not.toBeNull();
    expect(medical.perPaycheckCents).toBe(
      perPaycheckOfMonthly(medical.monthly!.employeeCents, dashboard.coverage.paychecks),
    );
    expect(medical.coveredMembers[0]).toMatchObject({ relationship: 'employee' });
    expect(medical.startsAt).not.toBeNull();
    expect(medical.plan?.id).toBe(medical.planId);
    // The employer's status page shows the same monthly split for every line.
    const status = employeeStatusResponseSchema.parse(
      (await admin.get(`/api/v1/companies/${companyId}/employees/${enrolledFormId}/status`)).json(),
    );
    for (const line of dashboard.coverage.lines) {
      const election = status.elections.find((e) => e.coverageType === line.coverageType);
      expect(election?.cost?.employeeCents, line.coverageType).toBe(line.monthly?.employeeCents);
      expect(election?.planName, line.coverageType).toBe(line.planName);
    }
    expect(dashboard.coverage.monthlyEmployeeCents).toBe(
      dashboard.coverage.lines.reduce((s, l) => s + (l.monthly?.employeeCents ?? 0), 0),
    );
  });

  it("promises per paycheck what payroll deducts: the company's pay dates, not the frequency on the application", async () => {
    // Harborview pays every other week (its pay schedule); the application was made saying twice a month.
    const payroll: PayrollOverview = (await admin.get(`/api/v1/companies/${companyId}/payroll`)).json();
    const person = payroll.employees.find((e) => e.employeeFormId === enrolledFormId)!;
    expect(person.applicationPayFrequency).toBe('semimonthly');
    expect(dashboard.employee.payFrequency).toBe('biweekly');
    expect(dashboard.coverage.paychecks).toMatchObject({
      frequency: 'biweekly',
      fromCompanySchedule: true,
      paychecks: payroll.payDates.length,
      coveredMonths: 12,
    });
    expect(dashboard.coverage.lines.length).toBeGreaterThan(3);
    for (const line of dashboard.coverage.lines) {
      // An employer-paid line deducts nothing: payroll leaves it out, the dashboard says $0.00.
      const deduction = person.deductions.find((d) => d.code === DEDUCTION_RULES[line.coverageType].code);
      expect(line.perPaycheckCents, line.coverageType).toBe(deduction?.regularCents ?? 0);
      if (deduction) expect(deduction.periodsInYear).toBe(dashboard.coverage.paychecks.paychecks);
    }
    const hsa = person.deductions.find((d) => d.code === 'HSA')!;
    expect(dashboard.healthAccount?.employeePerPaycheckCents).toBe(hsa.regularCents);
    // The done page's summary and the signed application say the same.
    const summary = (
      await enrolled.get(`/api/v1/employee_policies/${dashboard.application.employeePolicyId}/summary`)
    ).json();
    for (const line of dashboard.coverage.lines)
      expect(
        summary.lines.find((l: { coverageType: string }) => l.coverageType === line.coverageType),
      ).toMatchObject({ perPaycheckCents: line.perPaycheckCents });
    expect(summary.healthAccount.perPaycheckCents).toBe(hsa.regularCents);
    expect(summary.totals.perPaycheckCents).toBe(
      dashboard.coverage.perPaycheckCents + (summary.healthAccount.perPaycheckCents as number),
    );
  });

  it('answers the health account with the employee contribution, and a card per medical, dental and vision line', () => {
    expect(dashboard.healthAccount).toMatchObject({ accountType: 'hsa' });
    expect(dashboard.healthAccount!.employeeYearlyCents).toBeGreaterThan(0);
    expect(dashboard.idCards.map((c) => c.coverageType)).toEqual(['medical', 'dental', 'vision']);
    const [medical, dental] = dashboard.idCards;
    // The member id with the line's carrier, made once (decision 0069).
    expect(isValidMemberId(medical!.memberId)).toBe(true);
    expect(medical!.groupNumber).toMatch(/^G[0-9A-F]{8}$/);
    expect(medical!.pharmacy).toEqual({ rxBin: null, rxPcn: null, rxGroup: null });
    expect(dental!.pharmacy).toBeNull();
    expect(medical!.downloadHref).toBe(`${dashboardUrl(enrolledFormId)}/id-cards/medical/pdf`);
  });

  it('masks every SSN', async () => {
    const res = await enrolled.get(dashboardUrl(enrolledFormId));
    expect(res.body).not.toMatch(WHOLE_SSN);
    expect(dashboard.employee.socialSecurityNumberMasked).toMatch(/^XXX-XX-\d{4}$/);
  });

  it('answers an employee who has not finished the application with no coverage yet', async () => {
    const res = await employee.get(dashboardUrl(ownFormId));
    expect(res.statusCode).toBe(200);
    const body = employeeDashboardSchema.parse(res.json());
    expect(body.application.isComplete).toBe(false);
    expect(body.coverage.lines).toEqual([]);
    expect(body.idCards).toEqual([]);
  });

  it("refuses another employee's form (404: ids cannot be probed) and another company's administrator (403)", async () => {
    for (const other of [employee, texan]) {
      const res = await other.get(dashboardUrl(enrolledFormId));
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(dashboard.employee.lastName);
    }
    const res = await nyAdmin.get(dashboardUrl(enrolledFormId));
    expect(res.statusCode).toBe(403);
  });

  it('refuses a caller who is not signed in, and an id that is not one', async () => {
    const res = await suite.app.inject({ method: 'GET', url: dashboardUrl(enrolledFormId) });
    expect(res.statusCode).toBe(401);
    expect((await enrolled.get(dashboardUrl('not-an-id'))).statusCode).toBe(400);
  });

  it("opens the dashboard in admin mode for the company's administrator, and audits it", async () => {
    const res = await admin.get(dashboardUrl(enrolledFormId));
    expect(res.statusCode).toBe(200);
    const body = employeeDashboardSchema.parse(res.json());
    expect(body.adminMode).toBe(true);
    expect(body.application.applicationPath).toBe(`/company-admin/employee-application/${enrolledFormId}`);
    expect(body.coverage.lines).toEqual(dashboard.coverage.lines);
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin_mode.open_dashboard'), eq(auditLog.subjectId, enrolledFormId)));
    expect(audits.length).toBeGreaterThan(0);
    expect(audits[0]!.adminMode).toBe(true);
  });
});

describe('GET …/dashboard/id-cards/:coverageType/pdf', () => {
  it('answers the card as a PDF: member, ids, plan, members covered, pharmacy fields; no SSN', async () => {
    const res = await enrolled.get(`${dashboardUrl(enrolledFormId)}/id-cards/medical/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    const text = await readPdfText(res.rawPayload);
    const card = dashboard.idCards[0]!;
    for (const expected of [
      card.memberName,
      card.memberId,
      card.groupNumber,
      card.planName,
      card.carrierName,
      'RxBIN',
      'Ask your carrier',
      ...card.members.map((m) => m.memberId),
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(WHOLE_SSN);
    expect(text).not.toContain('XXX-XX');
  });

  it('answers the administrator in admin mode; refuses others and a line without a card', async () => {
    const url = `${dashboardUrl(enrolledFormId)}/id-cards/dental/pdf`;
    expect((await admin.get(url)).statusCode).toBe(200);
    expect((await employee.get(url)).statusCode).toBe(404);
    expect((await nyAdmin.get(url)).statusCode).toBe(403);
    expect((await employee.get(`${dashboardUrl(ownFormId)}/id-cards/medical/pdf`)).statusCode).toBe(404);
    expect((await enrolled.get(`${dashboardUrl(enrolledFormId)}/id-cards/life/pdf`)).statusCode).toBe(400);
  });
});

describe('GET …/dashboard/plans/:planId/sbc', () => {
  it("serves an enrolled plan's stored SBC to the employee only", async () => {
    const medical = dashboard.coverage.lines.find((l) => l.coverageType === 'medical')!;
    const bytes = Buffer.from('%PDF-1.4\n% SBC\n%%EOF\n');
    const storageKey = newStorageKey();
    const stored = await suite.app.fileStorage.put(storageKey, Readable.from(bytes), {
      contentType: 'application/pdf',
      maxBytes: 1_000_000,
    });
    await suite.db.insert(storedFiles).values({
      companyId,
      recordType: 'plan_sbc',
      recordId: medical.planId,
      originalName: 'Medical SBC.pdf',
      contentType: 'application/pdf',
      sizeBytes: stored.size,
      sha256: stored.sha256,
      storageKey,
    });
    const body = employeeDashboardSchema.parse((await enrolled.get(dashboardUrl(enrolledFormId))).json());
    const sbc = body.coverage.lines.find((l) => l.coverageType === 'medical')!.plan!.sbc;
    const href = `${dashboardUrl(enrolledFormId)}/plans/${medical.planId}/sbc`;
    expect(sbc).toMatchObject({ kind: 'document', href });
    const res = await enrolled.get(href);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect((await employee.get(href)).statusCode).toBe(404);
    // A plan the employee is not enrolled in (here: the dental plan's id under medical's document) answers 404.
    const dental = dashboard.coverage.lines.find((l) => l.coverageType === 'dental')!;
    expect(
      (await enrolled.get(`${dashboardUrl(enrolledFormId)}/plans/${dental.planId}/sbc`)).statusCode,
    ).toBe(404);
  });
});
