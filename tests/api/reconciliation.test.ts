/**
 * Reconciliation (issue 18 item 3, decision 0065) on the demo's Harborview (this file's own database): after
 * the nightly files and a payroll export the three sides agree; a plan change not yet sent shows at the carrier
 * and in payroll, a termination shows as dates, a new file clears the carrier's rows; operations' list keeps
 * each company's last check; the company's administrators see their own company only.
 */

import { carriers, employeePolicies, employeePolicyCoverages, plans } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { invalidateCompanyPeople } from '@server/lib/company-people';
import { generateDueFilesAndCheck } from '@server/modules/operations/reconciliation/reconciliation.service';
import type { PayrollOverview } from '@shared/schemas/payroll';
import type { ReconciliationList, ReconciliationReport } from '@shared/schemas/reconciliation';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { findWhitakerMedical } from '../helpers/demo-people';
import type { Agent } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const { admin, nyAdmin, employee } = suite.cast;
const harborviewId = DEMO_COMPANIES.harborview.id;
const REPORT = `/api/v2/companies/${harborviewId}/reconciliation`;
const LIST = '/api/v2/admin/reconciliations';

let ops: Agent;
beforeAll(async () => {
  ops = await suite.loginAs('ops@example.com');
  // The demo's carriers have no FEIN on record; an 834 needs one.
  await suite.db.update(carriers).set({ fein: '06-0000001' });
  // Operations approved every signed application: only approved ones go to a carrier (decision 0064).
  await suite.db
    .update(employeePolicies)
    .set({ reviewStatus: 'approved' })
    .where(isNotNull(employeePolicies.signedAt));
});

async function report(agent: Agent = admin): Promise<ReconciliationReport> {
  const res = await agent.get(REPORT);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const whitakerMedical = () => findWhitakerMedical(suite.db);

const rowsOf = (body: ReconciliationReport, formId: string) =>
  body.mismatches
    .filter((m) => m.employeeFormId === formId)
    .map((m) => [m.coverageType, m.side, m.field, m.label]);

describe('a company after its files and its payroll export', () => {
  it('compares nothing before any file or export', async () => {
    const body = await report();
    expect(body).toMatchObject({
      companyId: harborviewId,
      payDate: null,
      carrierFileCount: 0,
      mismatches: [],
    });
  });

  it("agrees on all three sides after the nightly files and an export, and operations' list keeps the check", async () => {
    const run = await generateDueFilesAndCheck({ db: suite.db, cipher: suite.cipher }, new Date());
    expect(run.companyIds).toContain(harborviewId);
    const overview: PayrollOverview = (await admin.get(`/api/v1/companies/${harborviewId}/payroll`)).json();
    const exported = await admin.send('POST', `/api/v1/companies/${harborviewId}/payroll/exports`, {
      payDate: overview.payDate,
      basedOnExportId: overview.lastExport?.id ?? null,
    });
    expect(exported.statusCode).toBe(201);
    const body = await report();
    expect(body.payDate).toBe(overview.payDate);
    expect(body.carrierFileCount).toBeGreaterThanOrEqual(2);
    expect(body.mismatches).toEqual([]);

    // The export recorded a check: Harborview is in the full list with no mismatches, not in the default one.
    const all: ReconciliationList = (await ops.get(`${LIST}?show=all`)).json();
    expect(all.companies.find((c) => c.companyId === harborviewId)).toMatchObject({
      companyName: 'Harborview Architecture, Inc.',
      payDate: overview.payDate,
      mismatchCount: 0,
    });
    const flagged: ReconciliationList = (await ops.get(LIST)).json();
    expect(flagged.companies.some((c) => c.companyId === harborviewId)).toBe(false);
  });

  it('shows a plan change not yet sent at the carrier and in payroll; a new file clears the carrier row', async () => {
    const line = await whitakerMedical();
    const [current] = await suite.db.select().from(plans).where(eq(plans.id, line.planId!));
    const other = await createPlan(suite.db, {
      type: 'medical',
      carrierId: current!.carrierId,
      state: current!.state ?? undefined,
      offerTo: { companyPolicyId: line.companyPolicyId },
    });
    await suite.db
      .update(employeePolicyCoverages)
      .set({ planId: other.plan.id })
      .where(
        and(
          eq(employeePolicyCoverages.employeePolicyId, line.employeePolicyId),
          eq(employeePolicyCoverages.coverageType, 'medical'),
        ),
      );
    // Written past the services, so the cached census is forgotten as a service's write would.
    await invalidateCompanyPeople(suite.db, [harborviewId]);
    const before = await report();
    // The carrier still has the old plan, and payroll deducted the old plan's share: the test plan has no
    // price for him, so the amount payroll took is the one that disagrees.
    expect(rowsOf(before, line.formId)).toEqual([
      ['medical', 'carrier', 'plan', 'Medical: The carrier has another plan'],
      ['medical', 'payroll', 'amount', 'Medical: Payroll deducts another amount'],
    ]);
    expect(before.mismatches[1]).toMatchObject({ expected: 'No price on record' });
    expect(before.mismatches[0]).toMatchObject({
      expected: other.plan.displayName,
      found: current!.displayName,
    });

    // Operations sends the change: the route checks the company after the file.
    const sent = await ops.send('POST', '/api/v2/admin/carrier_files', {
      companyId: harborviewId,
      carrierId: current!.carrierId,
      kind: 'changes',
    });
    expect(sent.statusCode).toBe(201);
    const after = await report();
    expect(after.mismatches.filter((m) => m.side === 'carrier')).toEqual([]);
    const list: ReconciliationList = (await ops.get(LIST)).json();
    const payrollRows = after.mismatches.filter((m) => m.side === 'payroll').length;
    expect(list.companies.find((c) => c.companyId === harborviewId)?.mismatchCount ?? 0).toBe(payrollRows);
  });
});

describe('access', () => {
  it("lets a company's administrators read their own company only, and operations everything", async () => {
    expect((await nyAdmin.get(REPORT)).statusCode).toBe(403);
    expect((await employee.get(REPORT)).statusCode).toBe(403);
    expect((await ops.get(REPORT)).statusCode).toBe(200);
    expect((await admin.get(LIST)).statusCode).toBe(403);
    expect((await admin.send('POST', LIST, { companyId: harborviewId })).statusCode).toBe(403);
  });

  it('runs a check for operations and refuses a bad request without writing', async () => {
    const ran = await ops.send('POST', LIST, { companyId: harborviewId });
    expect(ran.statusCode).toBe(200);
    expect((ran.json() as ReconciliationReport).companyId).toBe(harborviewId);
    const unknown = await ops.send('POST', LIST, { companyId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const bad = await ops.send('POST', LIST, { companyId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect((await ops.get(`${LIST}?show=some`)).statusCode).toBe(400);
  });
});
