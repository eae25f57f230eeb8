/**
 * The renewal suite comparison (docs/spec/3, issue 13 item 5, decision 0039): the mappings, each package's costs
 * (equal to the shared census pricing computed here), and selecting a package (version, status, ownership).
 * Each test's company is made with the factories (three suites); the demo companies are only read.
 */
import {
  auditLog,
  companyContributions,
  planSuitePlans,
  renewalContributions,
  renewals,
} from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { loadPricedPlans } from '@server/modules/carriers/plans/plans.service';
import {
  readCompanyClasses,
  readPlanYearCensus,
} from '@server/modules/company/company-policies/company-policies.service';
import type { LineContributionRule } from '@shared/domain/contributions/simulation';
import type { CoverageType } from '@shared/domain/enums';
import { fromCentsOrNull } from '@shared/domain/money/money';
import { selectBasePlan } from '@shared/domain/pricing/build-plan-cost';
import type { PricedPlan } from '@shared/domain/pricing/types';
import { type CensusCost, priceCensusOnLine, priceCensusOnPlan } from '@shared/domain/renewal/census-costs';
import { renewalContributionRules } from '@shared/domain/renewal/suite-costs';
import { RENEWAL_SUITE_MESSAGES } from '@shared/schemas/renewal-suites';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator, createRenewal } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { createRenewalCompany } from '../helpers/renewal-company';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { admin: demoAdmin, nyAdmin, employee: demoEmployee } = suite.cast;

type Made = Awaited<ReturnType<typeof createRenewalCompany>>;
let made: Made;
let agent: Agent;
let token: string;

const mappingsUrl = (policyId = 'current', t = token) =>
  `/api/v2/company_policies/${policyId}/medical_plan_mappings?company_id_token=${t}`;
const costsUrl = (suiteId: string, side: 'current' | 'renewal', include = false) =>
  `/api/v2/plan_suites/${suiteId}/${side}_costs?company_id_token=${token}${include ? '&include=plans' : ''}`;
const SELECT = '/employer-renewal/select-renewal-suite';

beforeAll(async () => {
  made = await createRenewalCompany(suite.db, suite.cipher, { passwordHash: await demoPasswordHash() });
  agent = await suite.loginAs(made.admin.email);
  token = made.company.idToken;
});

/** What the engine prices, computed here with the shared census pricing on the plan year's census. */
async function expectedCosts(side: 'current' | 'renewal', suiteIndex: number | null) {
  const census = await readPlanYearCensus(suite.db, made.company.id, made.policy.id);
  let rules: LineContributionRule[];
  if (side === 'current') {
    const rows = await suite.db
      .select()
      .from(companyContributions)
      .where(eq(companyContributions.companyPolicyId, made.policy.id));
    rules = rows.map((r) => ({
      role: r.employeeRoleId,
      active: r.active,
      contributionType: r.contributionType,
      serviceLine: r.coverageType,
      employeePercentage: r.employeePercentage,
      dependentPercentage: r.dependentPercentage,
      employeeFixedAmount: fromCentsOrNull(r.employeeFixedAmountCents),
      dependentFixedAmount: fromCentsOrNull(r.dependentFixedAmountCents),
      tiers: null,
    }));
  } else {
    const rows = await suite.db
      .select()
      .from(renewalContributions)
      .where(eq(renewalContributions.renewalId, made.renewal.renewal.id));
    rules = renewalContributionRules(
      rows.map((r) => ({
        ...r,
        employeeFixedAmount: fromCentsOrNull(r.employeeFixedAmountCents),
        dependentFixedAmount: fromCentsOrNull(r.dependentFixedAmountCents),
      })),
      await readCompanyClasses(suite.db, made.company.id),
    );
  }
  // The package's plans per line, its base plan, and where each current plan goes.
  let planIds: string[];
  let baseIds: string[];
  let replace: (line: CoverageType, currentPlanId: string | null) => string | null;
  if (suiteIndex === null) {
    planIds = [made.medicalA.plan.id, made.medicalB.plan.id, made.dental.plan.id];
    baseIds = [made.medicalA.plan.id];
    replace = (_line, id) => id;
  } else {
    const { suite: s, plans } = made.renewal.suites[suiteIndex]!;
    planIds = plans.map((p) => p.id);
    const flagged = await suite.db
      .select()
      .from(planSuitePlans)
      .where(and(eq(planSuitePlans.planSuiteId, s.id), eq(planSuitePlans.isBasePlan, true)));
    baseIds = flagged.map((f) => f.planId);
    // The helper maps current plan A to each suite's first medical plan and B to its second.
    replace = (line, id) =>
      line !== 'medical'
        ? null
        : id === made.medicalA.plan.id
          ? plans[0]!.id
          : id === made.medicalB.plan.id
            ? plans[1]!.id
            : null;
  }
  const priced = (await loadPricedPlans(suite.db, planIds)).map((p) => p.priced);
  const lines = (['medical', 'dental', 'vision'] as const)
    .map((coverageType) => {
      const plans = priced.filter((p) => p.coverageType === coverageType);
      const basePlan = plans.find((p) => baseIds.includes(p.id)) ?? selectBasePlan(plans);
      return { coverageType, plans, basePlan };
    })
    .filter((l) => l.plans.length > 0);
  const chooser =
    (line: { coverageType: CoverageType; plans: PricedPlan[]; basePlan: PricedPlan | null }) =>
    (_e: unknown, current: string | null) =>
      line.plans.find((p) => p.id === replace(line.coverageType, current)) ?? line.basePlan;
  const perEmployee = census.employees.map((employee) => {
    const parts = lines.map((line) =>
      priceCensusOnLine({
        line,
        basePlan: line.basePlan,
        rules,
        employees: [employee],
        choose: chooser(line),
      }),
    );
    return {
      employeeId: employee.id,
      name: employee.name,
      premium: sum(parts, 'premium'),
      companyContribution: sum(parts, 'companyContribution'),
      employeeDeduction: sum(parts, 'employeeDeduction'),
    };
  });
  const total = lines.map((line) =>
    priceCensusOnLine({
      line,
      basePlan: line.basePlan,
      rules,
      employees: census.employees,
      choose: chooser(line),
    }),
  );
  const perPlan = lines.flatMap((line) =>
    line.plans.map((plan) => ({
      planId: plan.id,
      ...pick(priceCensusOnPlan({ plan, basePlan: line.basePlan, rules, employees: census.employees })),
    })),
  );
  return {
    total: {
      premium: sum(total, 'premium'),
      companyContribution: sum(total, 'companyContribution'),
      employeeDeduction: sum(total, 'employeeDeduction'),
    },
    perEmployee,
    perPlan,
  };
}
const sum = (parts: CensusCost[], key: 'premium' | 'companyContribution' | 'employeeDeduction') =>
  parts.reduce((s, p) => s + p[key], 0);
const pick = (c: CensusCost) => ({
  premium: c.premium,
  companyContribution: c.companyContribution,
  employeeDeduction: c.employeeDeduction,
});

describe('GET medical_plan_mappings', () => {
  it("answers the current renewal's mappings, its three suites and version", async () => {
    const res = await agent.get(mappingsUrl());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.planSuites.map((s: { shortName: string }) => s.shortName)).toEqual([
      'Gold',
      'Silver',
      'Bronze',
    ]);
    expect(body.renewal).toMatchObject({
      id: made.renewal.renewal.id,
      status: 'open',
      version: 1,
      selectedPlanSuiteId: made.renewal.suites[0]!.suite.id,
    });
    const b = body.medicalPlanMappings.find((m: { planID: string }) => m.planID === made.medicalB.plan.id);
    expect(b.items).toEqual(
      made.renewal.suites.map(({ suite: s, plans }) => ({ planSuiteID: s.id, planID: plans[1]!.id })),
    );
    expect(body.medicalPlanMappings).toHaveLength(2);
    // The plan year's own id names the same renewal; the 16-character prefix names the same company.
    const byId = await agent.get(mappingsUrl(made.policy.id, token.slice(0, 16)));
    expect(byId.json()).toEqual(body);
    // Without a token: the caller's active company (this administrator has only this one).
    expect((await agent.get('/api/v2/company_policies/current/medical_plan_mappings')).json()).toEqual(body);
  });

  it("refuses another company's plan year or token (403), an unknown one (404), an employee (403)", async () => {
    const harborview = DEMO_COMPANIES.harborview;
    expect((await agent.get(mappingsUrl(harborview.companyPolicyId))).statusCode).toBe(403);
    expect((await agent.get(mappingsUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await nyAdmin.get(mappingsUrl())).statusCode).toBe(403);
    expect((await demoEmployee.get(mappingsUrl())).statusCode).toBe(403);
    const unknown = await agent.get(mappingsUrl('current', 'no-such-company-token-at-all'));
    expect(unknown.statusCode).toBe(404);
    expect((await agent.get(mappingsUrl('not-an-id'))).statusCode).toBe(400);
  });

  it('answers 404 with the reason when the company has no renewal', async () => {
    const other = await createCompany(suite.db);
    const account = await createCompanyAdministrator(suite.db, other.company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const lone = await suite.loginAs(account.email);
    const res = await lone.get(
      `/api/v2/company_policies/current/medical_plan_mappings?company_id_token=${other.company.idToken}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(RENEWAL_SUITE_MESSAGES.noRenewal);
  });
});

describe('GET plan suite costs', () => {
  it('prices the current package under the current contributions as the engine does', async () => {
    const res = await agent.get(costsUrl('current', 'current', true));
    expect(res.statusCode).toBe(200);
    const { planSuite } = res.json();
    const expected = await expectedCosts('current', null);
    expect(planSuite.id).toBe('current');
    expect(planSuite.plans.map((p: { id: string }) => p.id).sort()).toEqual(
      [made.medicalA.plan.id, made.medicalB.plan.id, made.dental.plan.id].sort(),
    );
    const a = planSuite.plans.find((p: { id: string }) => p.id === made.medicalA.plan.id);
    expect(a).toMatchObject({
      full_display_name: made.medicalA.plan.displayName,
      deductible: 1500,
      estimated_costs: { pcp_visit: '$25', generic_drugs: '$10', urgent_care: '$50' },
    });
    expect(planSuite.currentPlanSuiteCosts).toMatchObject(expected.total);
    expect(planSuite.currentPlanSuiteCosts.premium).toBeGreaterThan(0);
    expect(planSuite.currentEmployeeCosts.map((e: CensusCost) => ({ ...e, employees: undefined }))).toEqual(
      expected.perEmployee.map((e) => ({ ...e, employees: undefined })),
    );
    expect(planSuite.currentPlanCosts.map(({ employees: _e, ...c }: CensusCost) => c)).toEqual(
      expected.perPlan,
    );
    expect(planSuite.renewalPlanSuiteCosts).toBeUndefined();
  });

  it('prices each renewal suite under the renewal rows, mapping each current plan to its replacement', async () => {
    for (const [i, { suite: s }] of made.renewal.suites.entries()) {
      const res = await agent.get(costsUrl(s.id, 'renewal', i === 0));
      expect(res.statusCode).toBe(200);
      const { planSuite } = res.json();
      const expected = await expectedCosts('renewal', i);
      expect(planSuite.shortName).toBe(s.shortName);
      expect(planSuite.renewalPlanSuiteCosts).toMatchObject(expected.total);
      expect(planSuite.renewalEmployeeCosts.map(({ employees: _e, ...c }: CensusCost) => c)).toEqual(
        expected.perEmployee,
      );
      expect(planSuite.renewalPlanCosts.map(({ employees: _e, ...c }: CensusCost) => c)).toEqual(
        expected.perPlan,
      );
      expect(planSuite.plans === undefined).toBe(i !== 0);
    }
    // The suites differ, and the Office row of the renewal is the one its class is priced with.
    const totals = await Promise.all(
      made.renewal.suites.map(async ({ suite: s }) => (await agent.get(costsUrl(s.id, 'renewal'))).json()),
    );
    const premiums = totals.map((t) => t.planSuite.renewalPlanSuiteCosts.premium);
    expect(new Set(premiums).size).toBe(3);
    // A suite under the current contributions, and the current plans under the renewal rows.
    const gold = made.renewal.suites[0]!.suite.id;
    expect((await agent.get(costsUrl(gold, 'current'))).json().planSuite.currentPlanSuiteCosts).toMatchObject(
      (await expectedCosts('current', 0)).total,
    );
    expect(
      (await agent.get(costsUrl('current', 'renewal'))).json().planSuite.renewalPlanSuiteCosts,
    ).toMatchObject((await expectedCosts('renewal', null)).total);
  });

  it("refuses another company's suite (403) and an unknown one (404)", async () => {
    const other = await createCompany(suite.db);
    const theirs = await createRenewal(suite.db, { companyId: other.company.id });
    expect((await agent.get(costsUrl(theirs.suites[0]!.suite.id, 'renewal'))).statusCode).toBe(403);
    expect((await agent.get(costsUrl('00000000-0000-4000-8000-000000000000', 'renewal'))).statusCode).toBe(
      404,
    );
    expect((await demoAdmin.get(costsUrl('current', 'current'))).statusCode).toBe(403);
    expect((await demoEmployee.get(costsUrl('current', 'current'))).statusCode).toBe(403);
  });
});

describe('POST /employer-renewal/select-renewal-suite', () => {
  const readRenewal = async (id: string) =>
    (await suite.db.select().from(renewals).where(eq(renewals.id, id)))[0]!;

  it('selects a package once, audited, and answers the renewal overview of the company', async () => {
    const own = await createRenewalCompany(suite.db, suite.cipher, {
      passwordHash: await demoPasswordHash(),
    });
    const them = await suite.loginAs(own.admin.email);
    const silver = own.renewal.suites[1]!.suite.id;
    const body = { company_id_token: own.company.idToken, plan_suite_id: silver, version: 1 };
    const res = await them.send('POST', SELECT, body, { ifMatch: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      redirect_url: `/benefits-administration/renewal/overview?company_id_token=${own.company.idToken.slice(0, 16)}`,
    });
    const after = await readRenewal(own.renewal.renewal.id);
    expect(after).toMatchObject({ selectedPlanSuiteId: silver, version: 2 });
    const audit = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'renewal.plan_suite_selected'), eq(auditLog.subjectId, after.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ planSuiteId: silver, version: 2 });

    // The same version again is stale: 409 and nothing written.
    const stale = await them.send(
      'POST',
      SELECT,
      { ...body, plan_suite_id: own.renewal.suites[2]!.suite.id },
      {
        ifMatch: null,
      },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', error: RENEWAL_SUITE_MESSAGES.version });
    expect(await readRenewal(own.renewal.renewal.id)).toMatchObject({
      selectedPlanSuiteId: silver,
      version: 2,
    });
  });

  it('refuses each bad request with its answer and writes nothing', async () => {
    const own = await createRenewalCompany(suite.db, suite.cipher, {
      passwordHash: await demoPasswordHash(),
    });
    const them = await suite.loginAs(own.admin.email);
    const gold = own.renewal.suites[0]!.suite.id;
    const send = (body: Record<string, unknown>) => them.send('POST', SELECT, body, { ifMatch: null });
    const missing = await send({ company_id_token: own.company.idToken, plan_suite_id: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({
      plan_suite_id: RENEWAL_SUITE_MESSAGES.suiteRequired,
      version: RENEWAL_SUITE_MESSAGES.versionMissing,
    });
    const theirs = await send({
      company_id_token: own.company.idToken,
      plan_suite_id: made.renewal.suites[0]!.suite.id,
      version: 1,
    });
    expect(theirs.statusCode).toBe(403);
    const unknown = await send({
      company_id_token: own.company.idToken,
      plan_suite_id: '00000000-0000-4000-8000-000000000000',
      version: 1,
    });
    expect(unknown.statusCode).toBe(404);
    // Another company's token: refused before anything is read.
    const otherToken = await send({
      company_id_token: made.company.idToken,
      plan_suite_id: gold,
      version: 1,
    });
    expect(otherToken.statusCode).toBe(403);
    expect((await demoEmployee.send('POST', SELECT, { plan_suite_id: gold, version: 1 })).statusCode).toBe(
      403,
    );
    // Once signed, the package can no longer change.
    await suite.db.update(renewals).set({ status: 'signed' }).where(eq(renewals.id, own.renewal.renewal.id));
    const signed = await send({ company_id_token: own.company.idToken, plan_suite_id: gold, version: 1 });
    expect(signed.statusCode).toBe(409);
    expect(signed.json()).toMatchObject({ code: 'conflict', error: RENEWAL_SUITE_MESSAGES.notOpen });
    expect(await readRenewal(own.renewal.renewal.id)).toMatchObject({
      selectedPlanSuiteId: gold,
      version: 1,
    });
  });
});
