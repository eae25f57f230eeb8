import { companyContributions, companyPolicyPlans, planRates, plans } from '@server/db/schema';
import { DEMO_COMPANIES, DEMO_EMPLOYEE_FORM_IDS } from '@server/db/seed';
import { toContributionPolicy, toPricedPlan } from '@server/modules/carriers/plans/to-priced-plan';
import { fromCentsOrNull } from '@shared/domain/money/money';
import { buildPlanCost } from '@shared/domain/pricing/build-plan-cost';
import { buildPricingCensus } from '@shared/domain/pricing/census';
import { planCostsResponseSchema, plansResponseSchema } from '@shared/schemas/plans';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmployee } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { findStoredForm, loadApplicationAsAdmin, loadOwnApplication } from '../helpers/application';

const suite = apiSuite();
const { employee, texan, admin, nyAdmin } = suite.cast;

/** The engine's costs of every plan of a line, computed here from the stored rows. */
async function expectedCosts(
  companyPolicyId: string,
  type: 'medical' | 'dental',
  employee: {
    id: string;
    bornAt: string;
    tobaccoUser: 'Yes' | 'No' | null;
    roleId: string | null;
    salary: number | null;
  },
  dependents: Array<{ id: string; bornAt: string; dependentType: 'spouse' | 'domestic_partner' | 'child' }>,
) {
  const linked = await suite.db
    .select({ plan: plans, isBasePlan: companyPolicyPlans.isBasePlan })
    .from(companyPolicyPlans)
    .innerJoin(plans, eq(plans.id, companyPolicyPlans.planId))
    .where(and(eq(companyPolicyPlans.companyPolicyId, companyPolicyId), eq(plans.type, type)))
    .orderBy(plans.displayName, plans.id);
  const rates = await suite.db
    .select()
    .from(planRates)
    .where(
      inArray(
        planRates.planId,
        linked.map((l) => l.plan.id),
      ),
    );
  const contributions = await suite.db
    .select()
    .from(companyContributions)
    .where(
      and(
        eq(companyContributions.companyPolicyId, companyPolicyId),
        eq(companyContributions.coverageType, type),
      ),
    );
  const priced = linked.map((l) =>
    toPricedPlan(
      l.plan,
      rates.filter((r) => r.planId === l.plan.id),
    ),
  );
  const basePlan = priced[linked.findIndex((l) => l.isBasePlan)] ?? null;
  const census = buildPricingCensus(
    { id: employee.id, bornAt: employee.bornAt, tobaccoUser: employee.tobaccoUser },
    dependents,
    '2027-01-01',
    { annualSalaryDollars: employee.salary },
  );
  const policy = toContributionPolicy(contributions, employee.roleId, '2027-01-01');
  return priced.map((p) => buildPlanCost(p, census, { policy, role: employee.roleId, basePlan }));
}

describe('GET /api/v1/employee_policies/{id}/plans', () => {
  it("lists the line's offered plans in dollars with the company's eligibility badge", async () => {
    const app = await loadOwnApplication(employee);
    const res = await employee.get(`/api/v1/employee_policies/${app.employeePolicy.id}/plans?type=medical`);
    expect(res.statusCode).toBe(200);
    const body = plansResponseSchema.parse(res.json());
    expect(body.plans.map((p) => p.display_name)).toEqual([
      'Gold PPO 500',
      'Platinum HMO 10',
      'Silver HMO 2000',
      'Silver HSA PPO 2500',
    ]);
    expect(body.plans[0]).toMatchObject({
      carrier: 'Blue Shield of California',
      deductible: 500,
      limit: 8200,
      pricing_type: 'age',
      is_company_eligible_for_plan: 'eligible',
      contribution_strategy: 'Contributory',
    });
    const life = plansResponseSchema.parse(
      (await employee.get(`/api/v1/employee_policies/${app.employeePolicy.id}/plans?type=life`)).json(),
    );
    expect(life.plans[0]).toMatchObject({ variable_coverage: true, variable_coverage_amount_max: 500000 });
  });

  it('maps the quiz result to the badge: not eligible gives ineligible, unanswered gives unknown', async () => {
    const app = await loadOwnApplication(texan);
    const badges = async () =>
      new Set(
        (await texan.get(`/api/v1/employee_policies/${app.employeePolicy.id}/plans?type=medical`))
          .json()
          .plans.map((p: { is_company_eligible_for_plan: string }) => p.is_company_eligible_for_plan),
      );
    const answers = {
      isEnrollingW2: false,
      spouseOnlyGroup: false,
      partnershipWithSpouses: false,
      decliningEmployee: false,
    };
    expect(
      (await texan.send('PUT', `/api/v1/employee_policies/${app.employeePolicy.id}/eligibility`, answers))
        .statusCode,
    ).toBe(200);
    expect(await badges()).toEqual(new Set(['ineligible']));
    const unanswered = {
      isEnrollingW2: null,
      spouseOnlyGroup: null,
      partnershipWithSpouses: null,
      decliningEmployee: null,
    };
    await texan.send('PUT', `/api/v1/employee_policies/${app.employeePolicy.id}/eligibility`, unanswered);
    expect(await badges()).toEqual(new Set(['unknown']));
  });

  it('refuses an unknown type, another employee (404) and another company (403)', async () => {
    const app = await loadOwnApplication(employee);
    const bad = await employee.get(`/api/v1/employee_policies/${app.employeePolicy.id}/plans?type=pets`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ type: 'Choose a coverage type.' });
    expect(
      (await texan.get(`/api/v1/employee_policies/${app.employeePolicy.id}/plans?type=medical`)).statusCode,
    ).toBe(404);
    expect(
      (await nyAdmin.get(`/api/v1/employee_policies/${app.employeePolicy.id}/plans?type=medical`)).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/v1/employee_policies/{id}/plan_costs', () => {
  it('prices employee@example.com with spouse and two children across all medical plans exactly as the engine does', async () => {
    const app = await loadOwnApplication(employee);
    const form = await findStoredForm(suite.db, app.employeeForm.id);
    const ids = app.employeeDependents.map((d) => d.id);
    expect(app.employeeDependents.map((d) => d.dependentType)).toEqual(['spouse', 'child', 'child']);
    const res = await employee.get(
      `/api/v1/employee_policies/${app.employeePolicy.id}/plan_costs?type=medical&dependentIDs=${ids.join(',')}`,
    );
    expect(res.statusCode).toBe(200);
    const body = planCostsResponseSchema.parse(res.json());
    const expected = await expectedCosts(
      DEMO_COMPANIES.harborview.companyPolicyId,
      'medical',
      {
        id: form!.id,
        bornAt: form!.bornAt!,
        tobaccoUser: form!.tobaccoUser,
        roleId: form!.employeeRoleId,
        salary: fromCentsOrNull(form!.annualSalaryCents),
      },
      app.employeeDependents.map((d) => ({
        id: d.id,
        bornAt: `${d.bornAt.slice(6)}-${d.bornAt.slice(0, 2)}-${d.bornAt.slice(3, 5)}`,
        dependentType: d.dependentType,
      })),
    );
    expect(body.planCosts).toHaveLength(4);
    expect(body.planCosts).toEqual(expected);
    // By hand for Gold PPO 500 ($598.40 at 21): Emily 37 (1.238), Michael 39 (1.262), Ava 9 and Noah 6 (0.765).
    const gold = body.planCosts[0]!;
    expect(Object.values(gold.pricing)).toEqual([74082, 75518, 45778, 45778]);
    // 70% of the employee's premium and 30% of the dependents' (the default role's rule).
    expect(gold.costBreakdowns).toMatchObject({
      totalPremium: 241156,
      employeeCost: 74082 - Math.round(74082 * 0.7),
      dependentCost: 167074 - Math.round(167074 * 0.3),
    });
  });

  it('charges only the three oldest children under 21: the youngest of four costs 0', async () => {
    const { form, policy, dependents } = await createEmployee(suite.db, suite.cipher, {
      companyId: DEMO_COMPANIES.harborview.id,
      companyPolicyId: DEMO_COMPANIES.harborview.companyPolicyId,
      overrides: { bornAt: '1985-05-05', employeeRoleId: DEMO_COMPANIES.harborview.defaultRoleId },
      dependents: [
        { dependentType: 'spouse', bornAt: '1986-01-01' },
        { dependentType: 'child', bornAt: '2012-01-01' },
        { dependentType: 'child', bornAt: '2014-01-01' },
        { dependentType: 'child', bornAt: '2016-01-01' },
        { dependentType: 'child', bornAt: '2019-01-01' },
      ],
    });
    const ids = dependents.map((d) => d.id);
    const res = await admin.get(
      `/api/v1/employee_policies/${policy.id}/plan_costs?type=medical&dependentIDs=${ids.join(',')}`,
    );
    expect(res.statusCode).toBe(200);
    const body = planCostsResponseSchema.parse(res.json());
    const youngest = dependents[4]!.id;
    for (const cost of body.planCosts) {
      expect(cost.pricing[youngest]).toBe(0);
      expect(cost.pricing[dependents[3]!.id]).toBeGreaterThan(0);
    }
    const expected = await expectedCosts(
      DEMO_COMPANIES.harborview.companyPolicyId,
      'medical',
      {
        id: form.id,
        bornAt: form.bornAt!,
        tobaccoUser: null,
        roleId: form.employeeRoleId,
        salary: fromCentsOrNull(form.annualSalaryCents),
      },
      dependents.map((d) => ({ id: d.id, bornAt: d.bornAt, dependentType: d.dependentType })),
    );
    expect(body.planCosts).toEqual(expected);
  });

  it('prices tier plans with the segment breakdowns and percent-of-base-plan contributions (NY)', async () => {
    const buffalo = await suite.loginAs('employee.buffalo@example.com');
    const app = await loadOwnApplication(buffalo);
    const res = await buffalo.get(
      `/api/v1/employee_policies/${app.employeePolicy.id}/plan_costs?type=medical`,
    );
    const body = planCostsResponseSchema.parse(res.json());
    expect(body.planCosts.every((c) => c.pricingType === 'tier' && 'eeFamily' in c.costBreakdowns)).toBe(
      true,
    );
    const form = await findStoredForm(suite.db, app.employeeForm.id);
    const expected = await expectedCosts(
      DEMO_COMPANIES.elmwood.companyPolicyId,
      'medical',
      {
        id: form!.id,
        bornAt: form!.bornAt!,
        tobaccoUser: null,
        roleId: form!.employeeRoleId,
        salary: fromCentsOrNull(form!.annualSalaryCents),
      },
      [],
    );
    expect(body.planCosts).toEqual(expected);
  });

  it("refuses another employee's dependents and policies, and another company's administrator", async () => {
    const app = await loadOwnApplication(employee);
    const other = await loadApplicationAsAdmin(admin, DEMO_EMPLOYEE_FORM_IDS.texas);
    const theirs = other.employeeDependents.map((d) => d.id).join(',');
    const res = await employee.get(
      `/api/v1/employee_policies/${app.employeePolicy.id}/plan_costs?type=medical&dependentIDs=${theirs}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ dependentIDs: 'Choose only your own dependents.' });
    expect(
      (await employee.get(`/api/v1/employee_policies/${other.employeePolicy.id}/plan_costs?type=medical`))
        .statusCode,
    ).toBe(404);
    expect(
      (await nyAdmin.get(`/api/v1/employee_policies/${app.employeePolicy.id}/plan_costs?type=medical`))
        .statusCode,
    ).toBe(403);
    const bad = await employee.get(
      `/api/v1/employee_policies/${app.employeePolicy.id}/plan_costs?type=life&coverageAmount=-5`,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['coverageAmount']);
  });
});
