/**
 * Manage policy (issue 12 item 1, decision 0030): a plan year and its contributions, with the simulation of spec
 * 2 §9. The writes run on companies made here with the factories, each with an administrator and an employee of
 * its own, so the demo data stays as other files read it; the demo's Harborview is only read.
 */

import { auditLog, companyContributions, companyPolicies } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { CONTRIBUTION_MONEY, dollarsOnly } from '@server/lib/money-row';
import { simulateEmployees } from '@shared/domain/contributions/simulation';
import { COMPANY_POLICY_MESSAGES, type CompanyPolicy } from '@shared/schemas/company-policy';
import { CONTRIBUTION_MESSAGES } from '@shared/schemas/contribution';
import { MESSAGES } from '@shared/schemas/fields';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addContribution,
  createCompany,
  createCompanyAdministrator,
  createEmployee,
  createEmployeeWithAccount,
  createPlan,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { admin: demoAdmin, nyAdmin, employee: demoEmployee } = suite.cast;
const harborview = DEMO_COMPANIES.harborview;

const base = (companyId: string) => `/api/v2/companies/${companyId}/company_policies`;
// docs/spec/2 §7's paths: a plan year by its id, scoped to its company.
const policyUrl = (policyId: string, include = true) =>
  `/api/v2/company_policies/${policyId}${include ? '?include=companyContributions' : ''}`;
const putUrl = (policyId: string) => `/api/v2/company_policies/${policyId}/company_contributions`;

/**
 * A company of its own: an age-rated medical plan (the base plan) and a tier-rated dental plan, a Management
 * class, the default rule on both lines, an administrator, and an employee with a spouse who signs in.
 */
async function makeCompany() {
  const { company, policy, defaultRole } = await createCompany(suite.db);
  const [management] = await suite.db
    .insert((await import('@server/db/schema')).employeeRoles)
    .values({ companyId: company.id, name: 'Management', sortOrder: 1 })
    .returning();
  const medical = await createPlan(suite.db, {
    type: 'medical',
    offerTo: { companyPolicyId: policy.id, isBasePlan: true },
  });
  const dental = await createPlan(suite.db, { type: 'dental', offerTo: { companyPolicyId: policy.id } });
  const medicalRow = await addContribution(suite.db, policy.id, 'medical', { name: 'Default class' });
  const dentalRow = await addContribution(suite.db, policy.id, 'dental', { name: 'Default class' });
  const passwordHash = await demoPasswordHash();
  const adminAccount = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  const worker = await createEmployeeWithAccount(suite.db, suite.cipher, {
    companyId: company.id,
    passwordHash,
    overrides: { employeeRoleId: defaultRole.id, bornAt: '1986-04-02' },
    dependents: [{ dependentType: 'spouse', bornAt: '1987-09-12' }],
  });
  return {
    company,
    policy,
    defaultRole,
    management: management!,
    medical: medical.plan,
    dental: dental.plan,
    medicalRow,
    dentalRow,
    admin: await suite.loginAs(adminAccount.email),
    worker,
    workerAgent: await suite.loginAs(worker.account.email),
  };
}
type Made = Awaited<ReturnType<typeof makeCompany>>;

const row = (overrides: Record<string, unknown>) => ({
  id: null,
  active: true,
  employeeRoleId: null,
  contributionType: 'percentage',
  employeePercentage: 50,
  dependentPercentage: 0,
  employeeFixedAmount: null,
  dependentFixedAmount: null,
  ...overrides,
});
/** The made company's table as stored at first, with overrides on its medical row. */
const table = (
  made: Made,
  version: number,
  medical: Record<string, unknown> = {},
  extra: unknown[] = [],
) => ({
  version,
  companyContributions: [
    row({ id: made.medicalRow.id, serviceLine: 'medical', ...medical }),
    row({ id: made.dentalRow.id, serviceLine: 'dental' }),
    ...extra,
  ],
});

async function read(agent: Agent, policyId: string): Promise<CompanyPolicy> {
  const res = await agent.get(policyUrl(policyId));
  expect(res.statusCode).toBe(200);
  return res.json();
}
/** The stored rows (amounts in cents), read back in the request's dollars through Money. */
const storedRows = async (policyId: string) =>
  (
    await suite.db
      .select()
      .from(companyContributions)
      .where(eq(companyContributions.companyPolicyId, policyId))
      .orderBy(asc(companyContributions.coverageType), asc(companyContributions.id))
  ).map((r) => dollarsOnly(r, CONTRIBUTION_MONEY));
const contributionAudits = (policyId: string) =>
  suite.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.subjectId, policyId), eq(auditLog.action, 'company_policy.contributions_updated')),
    );
const storedVersion = async (policyId: string) =>
  (await suite.db.select().from(companyPolicies).where(eq(companyPolicies.id, policyId)))[0]!.version;

/** The employee's own plan cost of a plan on a line, with their dependents, as their application reads it. */
async function employeeCostOf(made: Made, type: string, planId: string, dependentIds: string[]) {
  const res = await made.workerAgent.get(
    `/api/v1/employee_policies/${made.worker.policy.id}/plan_costs?type=${type}&dependentIDs=${dependentIds.join(',')}`,
  );
  expect(res.statusCode).toBe(200);
  const cost = res.json().planCosts.find((c: { planID: string }) => c.planID === planId);
  return cost.costBreakdowns;
}

describe('reading', () => {
  it("lists the company's plan years and names the one manage policy edits", async () => {
    const res = await demoAdmin.get(base(harborview.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      currentCompanyPolicyId: harborview.companyPolicyId,
      policies: [{ id: harborview.companyPolicyId, status: 'upcoming', effectiveAt: '2027-01-01' }],
    });
  });

  it('answers the policy, its lines, classes and contributions, and a simulation equal to the engine', async () => {
    const body = await read(demoAdmin, harborview.companyPolicyId);
    expect(body).toMatchObject({
      id: harborview.companyPolicyId,
      status: 'upcoming',
      state: 'CA',
      effectiveAt: '2027-01-01',
      waitingPeriod: 'first_of_month_after_hire',
      typeOfContribution: 'percentage',
      hasTieredContributions: false,
      version: 1,
    });
    expect(body.lines.map((l) => l.coverageType)).toEqual(harborview.offeredCoverageTypes);
    expect(body.classes.map((c) => [c.name, c.isDefault])).toEqual([
      ['All Staff', true],
      ['Management', false],
    ]);
    const medicalDefault = body.companyContributions!.find(
      (r) => r.serviceLine === 'medical' && r.employeeRoleId === null,
    );
    expect(medicalDefault).toMatchObject({ contributionType: 'percentage', employeePercentage: 70 });
    // The server's employeeContributions are the shared simulation of what it sends the browser.
    const sim = body.simulation!;
    expect(sim.lines.map((l) => l.coverageType)).toEqual(['medical', 'dental', 'vision']);
    const rules = body.companyContributions!.map((r) => ({ ...r, role: r.employeeRoleId }));
    expect(body.employeeContributions).toEqual(simulateEmployees(sim.lines, sim.employees, rules));
    expect(body.employeeContributions!.length).toBeGreaterThan(0);
    // Ages, never a birth date or an SSN.
    expect(JSON.stringify(sim.employees)).not.toMatch(/bornAt|ssn|\d{4}-\d{2}-\d{2}/i);
  });

  it("prices an employee's simulation as their own application prices the plan", async () => {
    const made = await makeCompany();
    const body = await read(made.admin, made.policy.id);
    const spouseId = made.worker.dependents[0]!.id;
    const simulated = body.employeeContributions!.find(
      (c) => c.employeeId === made.worker.form.id && c.coverageType === 'medical',
    )!;
    // No choice yet: the base plan with every active dependent.
    expect(simulated.planId).toBe(made.medical.id);
    const own = await employeeCostOf(made, 'medical', made.medical.id, [spouseId]);
    expect(simulated.employeeCost).toBe(own.employeeTotalCost);
    expect(simulated.totalCost).toBe(own.totalPremium);
    expect(simulated.companyCost).toBe(own.employerCost);
    expect(simulated.dependents).toHaveLength(1);
    expect(simulated.dependents[0]!.companyCost + simulated.dependents[0]!.employeeCost).toBe(
      simulated.dependentPremium,
    );
  });

  it("refuses another company's administrator, an employee, another company's plan year and a malformed id", async () => {
    const url = policyUrl(harborview.companyPolicyId);
    expect((await nyAdmin.get(url)).statusCode).toBe(403);
    expect((await demoEmployee.get(url)).statusCode).toBe(403);
    const made = await makeCompany();
    // Another company's plan year; an unknown one; a malformed id.
    expect((await made.admin.get(policyUrl(harborview.companyPolicyId))).statusCode).toBe(403);
    expect((await made.admin.get(policyUrl(crypto.randomUUID()))).statusCode).toBe(404);
    expect((await made.admin.get(policyUrl('not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('saving the contributions', () => {
  it('raises the medical contribution, writes once, audits, and the unsigned application shows it at once', async () => {
    const made = await makeCompany();
    const spouseId = made.worker.dependents[0]!.id;
    const before = await employeeCostOf(made, 'medical', made.medical.id, [spouseId]);
    const res = await made.admin.send(
      'PUT',
      putUrl(made.policy.id),
      table(made, 1, { employeePercentage: 75 }),
    );
    expect(res.statusCode).toBe(200);
    const saved: CompanyPolicy = res.json();
    expect(saved.version).toBe(2);
    expect(saved.companyContributions!.find((r) => r.id === made.medicalRow.id)).toMatchObject({
      employeePercentage: 75,
      dependentPercentage: 0,
      active: true,
    });
    // The cache the plan costs read was forgotten: the next read is the new price, within the 5 s.
    const after = await employeeCostOf(made, 'medical', made.medical.id, [spouseId]);
    expect(after.employeeTotalCost).toBeLessThan(before.employeeTotalCost);
    const employeeOwn = before.totalPremium - before.employeeTotalCost; // 50% of the employee's premium
    expect(before.employerCost).toBe(employeeOwn);
    expect(after.employerCost).toBe(Math.round((employeeOwn * 2 * 75) / 100));
    const audits = await contributionAudits(made.policy.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toEqual({
      lines: ['medical'],
      added: 0,
      changed: 1,
      deactivated: 0,
      effectiveOn: made.policy.effectiveAt,
    });
    // A save that changes nothing keeps the version.
    const again = await made.admin.send(
      'PUT',
      putUrl(made.policy.id),
      table(made, 2, { employeePercentage: 75 }),
    );
    expect(again.json().version).toBe(2);
  });

  it('adds a class row, deactivates a removed saved row, and does not store a removed unsaved one', async () => {
    const made = await makeCompany();
    const res = await made.admin.send('PUT', putUrl(made.policy.id), {
      version: 1,
      companyContributions: [
        row({ id: made.medicalRow.id, serviceLine: 'medical' }),
        row({
          serviceLine: 'medical',
          employeeRoleId: made.management.id,
          contributionType: 'fixed',
          employeeFixedAmount: 400,
          dependentFixedAmount: 150.5,
          employeePercentage: 90,
        }),
        row({ serviceLine: 'dental', employeeRoleId: made.management.id, active: false }),
        row({ serviceLine: 'dental', employeePercentage: 80 }),
        // The saved dental default row is left out: it is deactivated.
      ],
    });
    expect(res.statusCode).toBe(200);
    const rows = await storedRows(made.policy.id);
    expect(rows).toHaveLength(4);
    const managementMedical = rows.find((r) => r.employeeRoleId === made.management.id)!;
    expect(managementMedical).toMatchObject({
      name: 'Management',
      contributionType: 'fixed',
      employeeFixedAmount: 400,
      dependentFixedAmount: 150.5,
      // Only what the type reads is kept.
      employeePercentage: null,
    });
    expect(rows.find((r) => r.id === made.dentalRow.id)).toMatchObject({
      active: false,
      employeePercentage: 50,
    });
    expect(rows.filter((r) => r.coverageType === 'dental' && r.active)).toHaveLength(1);
    expect(await storedVersion(made.policy.id)).toBe(2);
  });

  it('refuses each invalid table with every field error at once, and writes nothing', async () => {
    const made = await makeCompany();
    const cases: Array<[unknown, Record<string, string>]> = [
      [
        table(made, 1, { employeePercentage: 150, dependentPercentage: null }),
        {
          'companyContributions.0.employeePercentage': CONTRIBUTION_MESSAGES.percentage,
          'companyContributions.0.dependentPercentage': CONTRIBUTION_MESSAGES.percentage,
        },
      ],
      [
        table(made, 1, { contributionType: 'fixed', employeeFixedAmount: -1, dependentFixedAmount: 10.123 }),
        {
          'companyContributions.0.employeeFixedAmount': CONTRIBUTION_MESSAGES.fixedAmount,
          'companyContributions.0.dependentFixedAmount': CONTRIBUTION_MESSAGES.fixedAmount,
        },
      ],
      [
        table(made, 1, { active: false }),
        { 'companyContributions.medical': CONTRIBUTION_MESSAGES.atLeastOne },
      ],
      [
        table(made, 1, {}, [row({ serviceLine: 'medical', employeePercentage: 60 })]),
        { 'companyContributions.2.employeeRoleId': COMPANY_POLICY_MESSAGES.duplicateClass },
      ],
      [
        table(made, 1, {}, [row({ serviceLine: 'vision' })]),
        { 'companyContributions.2.serviceLine': COMPANY_POLICY_MESSAGES.lineNotOffered },
      ],
      [
        table(made, 1, { contributionType: 'half' }),
        { 'companyContributions.0.contributionType': MESSAGES.required },
      ],
    ];
    const rowsBefore = await storedRows(made.policy.id);
    for (const [body, fieldErrors] of cases) {
      const res = await made.admin.send('PUT', putUrl(made.policy.id), body);
      expect(res.statusCode, JSON.stringify(fieldErrors)).toBe(400);
      expect(res.json().fieldErrors).toEqual(fieldErrors);
    }
    expect(await storedRows(made.policy.id)).toEqual(rowsBefore);
    expect(await storedVersion(made.policy.id)).toBe(1);
  });

  it('turns tiered contributions on and off: per-tier values are stored, priced at once and cleared', async () => {
    const made = await makeCompany();
    const spouseId = made.worker.dependents[0]!.id;
    const before = await employeeCostOf(made, 'medical', made.medical.id, [spouseId]);
    expect(before.dependentCost).toBeGreaterThan(0);
    const tiers = {
      dependentPercentage: null,
      spouseDependentPercentage: 100,
      childrenDependentPercentage: 50,
      familyDependentPercentage: 40,
    };
    // A tiered table without the tier values: each one's error at its field, nothing written.
    const missing = await made.admin.send('PUT', putUrl(made.policy.id), {
      ...table(made, 1),
      hasTieredContributions: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toEqual(
      [0, 1].flatMap((i) =>
        ['spouse', 'children', 'family'].map((t) => `companyContributions.${i}.${t}DependentPercentage`),
      ),
    );
    expect(await storedVersion(made.policy.id)).toBe(1);

    const on = await made.admin.send('PUT', putUrl(made.policy.id), {
      version: 1,
      hasTieredContributions: true,
      companyContributions: [
        row({ id: made.medicalRow.id, serviceLine: 'medical', ...tiers }),
        row({ id: made.dentalRow.id, serviceLine: 'dental', ...tiers, spouseDependentPercentage: 30 }),
      ],
    });
    expect(on.statusCode).toBe(200);
    const saved: CompanyPolicy = on.json();
    expect(saved).toMatchObject({ hasTieredContributions: true, version: 2 });
    const medicalRow = (await storedRows(made.policy.id)).find((r) => r.id === made.medicalRow.id)!;
    expect(medicalRow).toMatchObject({ ...tiers, spouseDependentFixedAmount: null });
    // The company now pays the whole spouse tier's dependents' part on medical: the employee pays none of it.
    const after = await employeeCostOf(made, 'medical', made.medical.id, [spouseId]);
    expect(after.dependentCost).toBe(0);
    expect(after.employeeCost).toBe(before.employeeCost);
    // The dental tier plan's spouse tier: 30% of the dependents' part.
    const dentalRes = await made.workerAgent.get(
      `/api/v1/employee_policies/${made.worker.policy.id}/plan_costs?type=dental&dependentIDs=${spouseId}`,
    );
    const dental = dentalRes.json().planCosts.find((c: { planID: string }) => c.planID === made.dental.id);
    const spousePremium: number = dental.pricing[spouseId];
    expect(spousePremium).toBeGreaterThan(0);
    expect(dental.costBreakdowns.eeSpouse.dependentCost).toBe(
      spousePremium - Math.round((spousePremium * 30) / 100),
    );
    // Its other tiers take their own values.
    expect(dental.costBreakdowns.eeFamily.dependentCost).toBeGreaterThan(0);
    const simulated = saved.employeeContributions!.find(
      (c) => c.employeeId === made.worker.form.id && c.coverageType === 'medical',
    )!;
    expect(simulated.employeeCost).toBe(after.employeeTotalCost);
    const audits = await contributionAudits(made.policy.id);
    expect(audits.at(-1)!.details).toMatchObject({ lines: ['medical', 'dental'], tiered: true });

    // Off again: the single value is asked once more, the tier values are cleared, the price comes back.
    const off = await made.admin.send('PUT', putUrl(made.policy.id), {
      ...table(made, 2),
      hasTieredContributions: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().hasTieredContributions).toBe(false);
    const cleared = (await storedRows(made.policy.id)).find((r) => r.id === made.medicalRow.id)!;
    expect(cleared).toMatchObject({ dependentPercentage: 0, spouseDependentPercentage: null });
    expect(await employeeCostOf(made, 'medical', made.medical.id, [spouseId])).toEqual(before);
  });

  it('answers a stale version 409 and writes nothing', async () => {
    const made = await makeCompany();
    expect(
      (await made.admin.send('PUT', putUrl(made.policy.id), table(made, 1, { employeePercentage: 60 })))
        .statusCode,
    ).toBe(200);
    const stale = await made.admin.send(
      'PUT',
      putUrl(made.policy.id),
      table(made, 1, { employeePercentage: 90 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', error: COMPANY_POLICY_MESSAGES.version });
    const medical = (await storedRows(made.policy.id)).find((r) => r.id === made.medicalRow.id)!;
    expect(medical.employeePercentage).toBe(60);
  });

  it('lets exactly one of parallel saves based on one version win', async () => {
    const made = await makeCompany();
    const answers = await Promise.all(
      [60, 65, 70, 75, 80, 85].map((p) =>
        made.admin.send('PUT', putUrl(made.policy.id), table(made, 1, { employeePercentage: p })),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await storedVersion(made.policy.id)).toBe(2);
    const audits = await contributionAudits(made.policy.id);
    expect(audits).toHaveLength(1);
  });

  it("refuses another company's ids with 403 and writes nothing", async () => {
    const made = await makeCompany();
    const other = await makeCompany();
    const attempts: Array<[string, unknown]> = [
      // Another company's plan year.
      [putUrl(other.policy.id), table(other, 1)],
      // Another plan year's contribution row.
      [
        putUrl(made.policy.id),
        table(made, 1, {}, [row({ id: other.medicalRow.id, serviceLine: 'medical' })]),
      ],
      // Another company's class.
      [
        putUrl(made.policy.id),
        table(made, 1, {}, [row({ serviceLine: 'medical', employeeRoleId: other.management.id })]),
      ],
    ];
    for (const [url, body] of attempts)
      expect((await made.admin.send('PUT', url, body)).statusCode, url).toBe(403);
    expect((await nyAdmin.send('PUT', putUrl(made.policy.id), table(made, 1))).statusCode).toBe(403);
    expect(await storedVersion(made.policy.id)).toBe(1);
    expect(await storedVersion(other.policy.id)).toBe(1);
    expect((await storedRows(other.policy.id)).map((r) => r.employeePercentage)).toEqual([50, 50]);
  });

  it('refuses changes to a cancelled plan year', async () => {
    const made = await makeCompany();
    await suite.db
      .update(companyPolicies)
      .set({ status: 'cancelled' })
      .where(eq(companyPolicies.id, made.policy.id));
    const res = await made.admin.send(
      'PUT',
      putUrl(made.policy.id),
      table(made, 1, { employeePercentage: 80 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
  });

  it('counts the applications a change reaches: unsigned at once, signed from next payroll', async () => {
    const made = await makeCompany();
    const signed = await createEmployee(suite.db, suite.cipher, { companyId: made.company.id });
    const { employeePolicies } = await import('@server/db/schema');
    await suite.db
      .update(employeePolicies)
      .set({ signedAt: new Date(), completedAt: new Date() })
      .where(eq(employeePolicies.id, signed.policy.id));
    const body = await read(made.admin, made.policy.id);
    expect(body.applications).toEqual({ unsigned: 1, signed: 1 });
  });
});
