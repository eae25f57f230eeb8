/**
 * One enrollment state for billing, payroll, the carrier and the roster (issue 34 item 4, decision 0071), on the
 * demo's Harborview (this file's own database): James Whitaker's application is approved, Nora Pending's is
 * signed and waits for operations. A month of billing, a payroll export, the 834s and reconciliation all carry
 * James and leave Nora out, and agree; once operations approve her, reconciliation names each side that has not
 * caught up, and the next invoice, export and file bring all four sides together again.
 */
import {
  carrierFiles,
  carriers,
  employeePolicies,
  employeePolicyCoverages,
  invoiceLines,
  invoices,
  payrollExportLines,
} from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { issueDueInvoices } from '@server/modules/money/billing/billing.service';
import { generateDueFilesAndCheck } from '@server/modules/operations/reconciliation/reconciliation.service';
import { describeAgreement } from '@shared/domain/reconciliation/reconciliation';
import { companyDashboardResponseSchema } from '@shared/schemas/employer-dashboard';
import type { EmployeeListRow } from '@shared/schemas/manage-employees';
import type { PayrollOverview } from '@shared/schemas/payroll';
import type { ReconciliationReport } from '@shared/schemas/reconciliation';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployeeWithAccount } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { findWhitakerMedical } from '../helpers/demo-people';
import { type Agent, demoPasswordHash } from '../helpers/test-app';
import { expectValid834 } from '../helpers/x12-834';

const suite = apiSuite({ timeoutMs: 120_000 });
const { admin } = suite.cast;
const harborviewId = DEMO_COMPANIES.harborview.id;
const REPORT = `/api/v2/companies/${harborviewId}/reconciliation`;
const JANUARY = '2027-01-01';

let ops: Agent;
let james: { formId: string; policyId: string; planId: string; companyPolicyId: string };
let nora: { formId: string; policyId: string };

beforeAll(async () => {
  ops = await suite.loginAs('ops@example.com');
  // An 834 needs the carrier's FEIN on record.
  await suite.db.update(carriers).set({ fein: '06-0000001' });
  const row = await findWhitakerMedical(suite.db);
  expect(row.reviewStatus).toBe('approved');
  james = {
    formId: row.formId,
    policyId: row.employeePolicyId,
    planId: row.planId!,
    companyPolicyId: row.companyPolicyId,
  };

  // Nora signed for James's medical plan, employee only; operations have not reviewed it.
  const made = await createEmployeeWithAccount(suite.db, suite.cipher, {
    passwordHash: await demoPasswordHash(),
    companyId: harborviewId,
    companyPolicyId: james.companyPolicyId,
    ssn: '501234567',
    overrides: { firstName: 'Nora', lastName: 'Pending', bornAt: '1990-05-05', hiredAt: '2024-03-01' },
  });
  await suite.db.insert(employeePolicyCoverages).values({
    employeePolicyId: made.policy.id,
    coverageType: 'medical',
    isEnrolling: 'Yes',
    planId: james.planId,
  });
  const at = new Date('2026-11-25T15:00:00Z');
  await suite.db
    .update(employeePolicies)
    .set({ signedAt: at, completedAt: at, reviewStatus: 'submitted' })
    .where(eq(employeePolicies.id, made.policy.id));
  nora = { formId: made.form.id, policyId: made.policy.id };
});

async function report(): Promise<ReconciliationReport> {
  const res = await admin.get(REPORT);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Who the company's invoices bill for a month (charges and adjustments), by employee form id. */
async function billedFor(month: string) {
  const rows = await suite.db
    .select({
      formId: invoiceLines.employeeFormId,
      kind: invoiceLines.kind,
      premiumCents: invoiceLines.premiumCents,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.companyId, harborviewId), eq(invoiceLines.forMonth, month)));
  return rows;
}

async function exportPayroll(payDate?: string) {
  const overview: PayrollOverview = (
    await admin.get(`/api/v1/companies/${harborviewId}/payroll${payDate ? `?payDate=${payDate}` : ''}`)
  ).json();
  const res = await admin.send('POST', `/api/v1/companies/${harborviewId}/payroll/exports`, {
    payDate: overview.payDate,
    basedOnExportId: overview.lastExport?.id ?? null,
  });
  expect(res.statusCode, res.body).toBe(201);
  const lines = await suite.db
    .select({ formId: payrollExportLines.employeeFormId, change: payrollExportLines.change })
    .from(payrollExportLines)
    .where(eq(payrollExportLines.exportId, res.json().id));
  return {
    payDate: overview.payDate,
    formIds: new Set(lines.filter((l) => l.change !== 'ended').map((l) => l.formId)),
  };
}

/** Every 834 sent to Harborview's carriers, parsed strictly; the names of the subscribers they carry. */
async function subscribersSent(): Promise<string[]> {
  const files = await suite.db
    .select({ id: carrierFiles.id, kind: carrierFiles.kind })
    .from(carrierFiles)
    .where(eq(carrierFiles.companyId, harborviewId));
  const names: string[] = [];
  for (const file of files.filter((f) => f.kind !== 'life_census')) {
    const res = await ops.get(`/api/v2/admin/carrier_files/${file.id}/download`);
    expect(res.statusCode).toBe(200);
    const segments = expectValid834(res.body);
    segments.forEach((s, i) => {
      // A subscriber's INS*Y*18 is followed by its REFs and its NM1*IL name.
      if (s.tag !== 'INS' || s.elements[1] !== '18') return;
      const name = segments.slice(i).find((n) => n.tag === 'NM1' && n.elements[0] === 'IL');
      names.push(`${name!.elements[2]}, ${name!.elements[3]}`);
    });
  }
  return names;
}

describe('one approved and one unapproved application', () => {
  it('bills, deducts, sends and counts the approved one only, and reconciliation finds them consistent', async () => {
    // A month of billing: January's invoice bills James and not Nora.
    await issueDueInvoices(suite.db, harborviewId, '2026-12-02');
    const january = await billedFor(JANUARY);
    expect(january.some((l) => l.formId === james.formId)).toBe(true);
    expect(january.some((l) => l.formId === nora.formId)).toBe(false);

    // The Home totals what the invoice bills, and says what waits for approval.
    const home = companyDashboardResponseSchema.parse(
      (await admin.get(`/api/v1/companies/${harborviewId}/dashboard`)).json(),
    );
    const [invoice] = await suite.db.select().from(invoices).where(eq(invoices.companyId, harborviewId));
    expect(home.premium.premiumCents).toBe(invoice!.premiumCents);
    expect(home.premium.awaitingApproval.people).toBe(1);
    expect(home.premium.awaitingApproval.premiumCents).toBeGreaterThan(0);

    // The roster: both completed, one enrolled and one waiting.
    const list = (
      await admin.get(`/api/v1/companies/${harborviewId}/employees?tab=active&pageSize=100`)
    ).json();
    const rowOf = (formId: string) =>
      (list.employees as EmployeeListRow[]).find((e) => e.employeeFormId === formId)!;
    expect(rowOf(james.formId)).toMatchObject({ applicationStatus: 'completed', enrollment: 'in_force' });
    expect(rowOf(nora.formId)).toMatchObject({
      applicationStatus: 'completed',
      enrollment: 'awaiting_approval',
    });

    // The carrier files (the nightly run) and a payroll export.
    await generateDueFilesAndCheck({ db: suite.db, cipher: suite.cipher }, new Date());
    const sent = await subscribersSent();
    expect(sent).toContain('WHITAKER, JAMES');
    expect(sent).not.toContain('PENDING, NORA');
    const exported = await exportPayroll();
    expect(exported.formIds.has(james.formId)).toBe(true);
    expect(exported.formIds.has(nora.formId)).toBe(false);

    const body = await report();
    expect(body).toMatchObject({ invoiceMonth: JANUARY, payDate: exported.payDate, mismatches: [] });
    expect(describeAgreement(body)).toBe(
      'Enrollments, the carrier files, the payroll export and the invoices agree.',
    );
  });

  it('once approved, names each side not caught up, and the next invoice, export and file agree again', async () => {
    const [policy] = await suite.db
      .select()
      .from(employeePolicies)
      .where(eq(employeePolicies.id, nora.policyId));
    const approved = await ops.send('POST', `/api/v2/admin/applications/${nora.policyId}/approve`, {
      version: policy!.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const behind = await report();
    const noraRows = behind.mismatches
      .filter((m) => m.employeeFormId === nora.formId)
      .map((m) => [m.side, m.field, m.label]);
    expect(noraRows).toEqual([
      ['carrier', 'not_at_carrier', 'Medical: Not sent to the carrier'],
      ['payroll', 'not_deducted', 'Medical: No payroll deduction'],
      ['billing', 'not_billed', 'Medical: Not billed'],
    ]);
    expect(behind.mismatches.filter((m) => m.employeeFormId !== nora.formId)).toEqual([]);

    // February's invoice bills her January as an adjustment and February as a charge.
    await issueDueInvoices(suite.db, harborviewId, '2027-01-15');
    expect((await billedFor(JANUARY)).filter((l) => l.formId === nora.formId).map((l) => l.kind)).toEqual([
      'adjustment',
    ]);
    expect(
      (await billedFor('2027-02-01')).filter((l) => l.formId === nora.formId).map((l) => l.kind),
    ).toEqual(['charge']);
    await generateDueFilesAndCheck({ db: suite.db, cipher: suite.cipher }, new Date());
    expect(await subscribersSent()).toContain('PENDING, NORA');
    const exported = await exportPayroll(behind.payDate!);
    expect(exported.formIds.has(nora.formId)).toBe(true);

    const after = await report();
    expect(after.invoiceMonth).toBe('2027-02-01');
    expect(after.mismatches).toEqual([]);
  });
});
