/**
 * The employee dashboard's coming year (issue 35 item 5, decision 0079): while the employee has a renewal on the
 * coming plan year, open or signed, the dashboard gives that year's elections beside the current year's, each
 * figure the renewal's election summary (the figures its done page and signed PDF show).
 */
import { employeePolicies } from '@server/db/schema';
import { employeeDashboardSchema } from '@shared/schemas/employee-dashboard';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedRenewal } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const dashboardUrl = (formId: string) => `/api/v1/employee_forms/${formId}/dashboard`;

describe('the coming plan year on the employee dashboard', () => {
  it('shows the renewal beside the current year while it is open and once signed, and nothing without one', async () => {
    const world = await createSignedRenewal(suite.db, suite.cipher, {
      passwordHash: await demoPasswordHash(),
      dental: 'No',
    });
    const ana = world.employees[0]!;
    const agent = await suite.loginAs(ana.account.email);
    const read = async () => {
      const res = await agent.get(dashboardUrl(ana.form.id));
      expect(res.statusCode, res.body).toBe(200);
      return employeeDashboardSchema.parse(res.json());
    };

    // Open, not signed: the coming year is there, its elections those the renewal carried over.
    const open = await read();
    const summary = (await agent.get(`/api/v1/employee_policies/${ana.renewalPolicy.id}/summary`)).json();
    expect(open.comingYear).toEqual({
      employeePolicyId: ana.renewalPolicy.id,
      planYearStartsOn: '2027-01-01',
      currentPlanYearStartsOn: '2026-01-01',
      signedAt: null,
      lines: summary.lines.map((l: Record<string, unknown>) => ({
        coverageType: l.coverageType,
        label: l.label,
        statusLabel: l.statusLabel,
        planName: l.planName,
        monthlyCents: l.monthlyCents,
        perPaycheckCents: l.perPaycheckCents,
      })),
      healthAccount: null,
      totals: summary.totals,
      renewalPath: '/employee-renewal',
    });
    const medical = open.comingYear!.lines.find((l) => l.coverageType === 'medical')!;
    // Carried to the package's plan, priced: not the current year's plan.
    expect(medical.statusLabel).toBe('Enrolled');
    expect(medical.planName).toBe(world.renewalPlans.find((p) => p.type === 'medical')?.displayName);
    expect(medical.planName).not.toBe(world.currentPlans.medical.displayName);
    expect(medical.monthlyCents).toEqual(expect.any(Number));
    const dental = open.comingYear!.lines.find((l) => l.coverageType === 'dental')!;
    expect(dental).toMatchObject({ statusLabel: 'Declined', planName: null, monthlyCents: null });
    // The current year stays the current application's.
    expect(open.application.employeePolicyId).not.toBe(ana.renewalPolicy.id);
    expect(open.coverage.lines.find((l) => l.coverageType === 'medical')?.planName).toBe(
      world.currentPlans.medical.displayName,
    );

    // Signed: the same year, with when it was signed.
    const signedAt = new Date('2026-11-20T15:00:00Z');
    await suite.db
      .update(employeePolicies)
      .set({ signedAt, completedAt: signedAt })
      .where(eq(employeePolicies.id, ana.renewalPolicy.id));
    const signed = await read();
    expect(signed.comingYear?.signedAt).toBe(signedAt.toISOString());
    expect(signed.comingYear?.totals).toEqual(open.comingYear!.totals);

    // Another person's dashboard with no renewal on a coming year has none.
    const enrolled = await suite.loginAs('enrolled@example.com');
    const formId = (await enrolled.get('/api/v1/employee_applications/current')).json().employeeForm.id;
    const theirs = employeeDashboardSchema.parse((await enrolled.get(dashboardUrl(formId))).json());
    expect(theirs.comingYear).toBeNull();
  });
});
