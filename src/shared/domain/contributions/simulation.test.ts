import { describe, expect, it } from 'vitest';
import { buildPlanCost } from '../pricing/build-plan-cost';
import {
  child,
  contributoryMedicalPlan,
  dentalTier,
  employee40,
  familyWithFourYoungChildren,
  medicalSegment,
  silverAgeRated,
  silverMedicalPlan,
  singleEmployee,
  spouse38,
  tierMedicalPlan,
} from '../pricing/fixtures';
import type { PricedPlan, PricingCensus } from '../pricing/types';
import {
  CARRIER_MINIMUM_PERCENT,
  DEFAULT_CONTRIBUTION_RULE,
  isBelowCarrierMinimum,
  readTiers,
  ruleForTier,
  selectContributionPolicy,
  type TypedContributionRule,
} from './contributions';
import {
  listContributionChanges,
  priceEmployeeOnly,
  simulateContribution,
  simulateEmployees,
} from './simulation';

const plan = contributoryMedicalPlan;
const silver = silverMedicalPlan;
const gold = plan('gold', { ...silverAgeRated, baseRateCents: 70_000 });
const tier = tierMedicalPlan;
const rule = (overrides: Partial<TypedContributionRule>): TypedContributionRule => ({
  ...DEFAULT_CONTRIBUTION_RULE,
  contributionType: 'percentage',
  ...overrides,
});
const staff75 = rule({ role: null, employeePercentage: 75, dependentPercentage: 25 });
const managersFixed = rule({
  role: 'managers',
  contributionType: 'fixed',
  employeeFixedAmount: 400,
  dependentFixedAmount: 100,
});
const employeeWithSpouse: PricingCensus = { employee: employee40, dependents: [spouse38] };

describe('selectContributionPolicy', () => {
  it("takes the type of the rule that applies to the employee's role", () => {
    expect(selectContributionPolicy([staff75, managersFixed], 'managers').type).toBe('fixed');
    expect(selectContributionPolicy([staff75, managersFixed], 'staff').type).toBe('percentage');
  });
  it('is the 50%/0% percentage default with no active rule', () => {
    const policy = selectContributionPolicy([{ ...managersFixed, active: false }], 'managers');
    expect(policy.type).toBe('percentage');
  });
});

describe('simulateContribution', () => {
  const cases: Array<[string, PricedPlan, PricingCensus, TypedContributionRule[], string | null]> = [
    ['an age-rated plan, a family, percentages', silver, familyWithFourYoungChildren, [staff75], null],
    ['an age-rated plan, fixed amounts', gold, employeeWithSpouse, [staff75, managersFixed], 'managers'],
    ['a tier-rated plan', tier, employeeWithSpouse, [staff75], null],
    [
      'percent of the base plan',
      gold,
      employeeWithSpouse,
      [rule({ contributionType: 'percent_of_base_plan', employeePercentage: 80, dependentPercentage: 40 })],
      null,
    ],
  ];
  it.each(cases)('agrees with the plan cost the application shows: %s', (_name, p, census, rules, role) => {
    const policy = selectContributionPolicy(rules, role);
    const simulated = simulateContribution({ plan: p, basePlan: silver, policy, role, census })!;
    const cost = buildPlanCost(p, census, { policy, role, basePlan: silver });
    const employeeTotal =
      cost.pricingType === 'age'
        ? cost.costBreakdowns.employeeTotalCost
        : census.dependents.length === 0
          ? cost.costBreakdowns.eeOnly.employeeTotalCost
          : cost.costBreakdowns.eeSpouse.employeeTotalCost;
    expect(simulated.employeeCostCents).toBe(employeeTotal);
    expect(simulated.companyCostCents + simulated.employeeCostCents).toBe(simulated.totalCostCents);
    expect(simulated.employeePremiumCents + simulated.dependentPremiumCents).toBe(simulated.totalCostCents);
    const deps = simulated.dependents;
    expect(deps.reduce((s, d) => s + d.premiumCents, 0)).toBe(simulated.dependentPremiumCents);
    for (const d of deps) expect(d.companyCostCents + d.employeeCostCents).toBe(d.premiumCents);
  });

  it('gives 75% of an employee-only $500 premium (age 21 factor 1) to the company', () => {
    const young: PricingCensus = { employee: { ...employee40, age: 21 }, dependents: [] };
    const s = simulateContribution({
      plan: silver,
      basePlan: null,
      policy: selectContributionPolicy([staff75], null),
      role: null,
      census: young,
    })!;
    expect(s).toMatchObject({ totalCostCents: 50_000, companyCostCents: 37_500, employeeCostCents: 12_500 });
  });

  it('lists dependents not enrolling at zero', () => {
    const s = simulateContribution({
      plan: tier,
      basePlan: null,
      policy: selectContributionPolicy([staff75], null),
      role: null,
      census: singleEmployee,
      otherDependentIds: ['sp'],
    })!;
    expect(s.dependents).toEqual([
      { id: 'sp', isEnrolling: false, premiumCents: 0, companyCostCents: 0, employeeCostCents: 0 },
    ]);
    expect(s.totalCostCents).toBe(medicalSegment.rates.eeOnly);
  });

  it('is null over the plan maximum age', () => {
    const capped = plan('capped', { ...silverAgeRated, maxAge: 30 });
    const policy = selectContributionPolicy([staff75], null);
    expect(
      simulateContribution({ plan: capped, basePlan: null, policy, role: null, census: singleEmployee }),
    ).toBe(null);
  });
});

describe('isBelowCarrierMinimum', () => {
  it(`warns under ${CARRIER_MINIMUM_PERCENT}% of the employee-only premium`, () => {
    expect(
      isBelowCarrierMinimum('percentage', { employeePercentage: 49.99, employeeFixedAmount: null }, 40_000),
    ).toBe(true);
    expect(
      isBelowCarrierMinimum('percentage', { employeePercentage: 50, employeeFixedAmount: null }, 40_000),
    ).toBe(false);
    expect(
      isBelowCarrierMinimum('fixed', { employeePercentage: null, employeeFixedAmount: 199.99 }, 40_000),
    ).toBe(true);
    expect(
      isBelowCarrierMinimum('fixed', { employeePercentage: null, employeeFixedAmount: 200 }, 40_000),
    ).toBe(false);
    expect(
      isBelowCarrierMinimum(
        'percent_of_base_plan',
        { employeePercentage: 30, employeeFixedAmount: null },
        40_000,
      ),
    ).toBe(true);
  });
  it('does not warn on a premium of nothing', () => {
    expect(isBelowCarrierMinimum('percentage', { employeePercentage: 0, employeeFixedAmount: null }, 0)).toBe(
      false,
    );
  });
});

describe('priceEmployeeOnly', () => {
  it("is the employee's own premium: the tier's employee-only rate, or their age-rated premium alone", () => {
    expect(priceEmployeeOnly(tier, employeeWithSpouse)).toBe(medicalSegment.rates.eeOnly);
    expect(priceEmployeeOnly(plan('d', dentalTier), employeeWithSpouse)).toBe(dentalTier.rates.eeOnly);
    const alone = simulateContribution({
      plan: silver,
      basePlan: null,
      policy: selectContributionPolicy([], null),
      role: null,
      census: singleEmployee,
    })!;
    expect(priceEmployeeOnly(silver, familyWithFourYoungChildren)).toBe(alone.employeePremiumCents);
  });
});

describe('tiered contributions (decision 0034)', () => {
  // Percentages: 25% of a spouse's part, 50% of children's, 80% of a family's dependents.
  const tiered = rule({
    employeePercentage: 75,
    dependentPercentage: null,
    tiers: readTiers(
      { spouseDependentPercentage: 25, childrenDependentPercentage: 50, familyDependentPercentage: 80 },
      true,
    ),
  });
  const policy = selectContributionPolicy([tiered], null);
  const kids = [child('c12', 12), child('c8', 8)];

  it('takes the tier rule a tier-rated plan shows for each tier', () => {
    const cost = buildPlanCost(tier, singleEmployee, { policy, role: null });
    if (cost.pricingType === 'age') throw new Error('a tier plan');
    const { eeOnly, eeSpouse, eeChildren, eeFamily } = medicalSegment.rates;
    const employeePays = eeOnly - 0.75 * eeOnly;
    expect(cost.costBreakdowns.eeOnly.employeeTotalCost).toBe(employeePays);
    expect(cost.costBreakdowns.eeSpouse.dependentCost).toBe((eeSpouse - eeOnly) * 0.75);
    expect(cost.costBreakdowns.eeChildren.dependentCost).toBe((eeChildren - eeOnly) * 0.5);
    expect(cost.costBreakdowns.eeFamily.dependentCost).toBe((eeFamily - eeOnly) * 0.2);
  });

  it.each([
    ['a spouse', [spouse38], 25],
    ['children', kids, 50],
    ['a spouse and children', [spouse38, ...kids], 80],
  ])('prices an age-rated plan on the tier its dependents fall in: %s', (_name, dependents, percent) => {
    const census: PricingCensus = { employee: employee40, dependents };
    const simulated = simulateContribution({ plan: silver, basePlan: null, policy, role: null, census })!;
    const cost = buildPlanCost(silver, census, { policy, role: null });
    if (cost.pricingType !== 'age') throw new Error('an age plan');
    const employerForDependents = simulated.dependents.reduce((s, d) => s + d.companyCostCents, 0);
    expect(employerForDependents).toBe(Math.round((simulated.dependentPremiumCents * percent) / 100));
    expect(simulated.employeeCostCents).toBe(cost.costBreakdowns.employeeTotalCost);
  });

  it('simulates a tier-rated plan as the application prices it', () => {
    const census: PricingCensus = { employee: employee40, dependents: [spouse38, ...kids] };
    const simulated = simulateContribution({ plan: tier, basePlan: null, policy, role: null, census })!;
    const cost = buildPlanCost(tier, census, { policy, role: null });
    if (cost.pricingType === 'age') throw new Error('a tier plan');
    expect(simulated.employeeCostCents).toBe(cost.costBreakdowns.eeFamily.employeeTotalCost);
  });

  it('fixed amounts per tier, capped at the tier premium', () => {
    const fixed = rule({
      contributionType: 'fixed',
      employeeFixedAmount: 300,
      tiers: readTiers(
        {
          spouseDependentFixedAmount: 100,
          childrenDependentFixedAmount: 2_000,
          familyDependentFixedAmount: 0,
        },
        true,
      ),
    });
    const cost = buildPlanCost(tier, singleEmployee, {
      policy: selectContributionPolicy([fixed], null),
      role: null,
    });
    if (cost.pricingType === 'age') throw new Error('a tier plan');
    const { eeOnly, eeSpouse, eeFamily } = medicalSegment.rates;
    expect(cost.costBreakdowns.eeSpouse.dependentCost).toBe(eeSpouse - eeOnly - 10_000);
    expect(cost.costBreakdowns.eeChildren.dependentCost).toBe(0);
    expect(cost.costBreakdowns.eeFamily.dependentCost).toBe(eeFamily - eeOnly);
  });

  it('ignores tier values when the plan year is not tiered', () => {
    expect(readTiers({ spouseDependentPercentage: 25 }, false)).toBe(null);
    const untiered = rule({ employeePercentage: 75, dependentPercentage: 10, tiers: null });
    expect(ruleForTier(untiered, 'ee_family')).toBe(untiered);
    expect(ruleForTier(tiered, 'ee_only')).toBe(tiered);
    expect(ruleForTier(tiered, 'ee_children')).toMatchObject({ dependentPercentage: 50 });
  });
});

describe('listContributionChanges', () => {
  it('names each employee and line whose cost the edited table changes, with the cost before and after', () => {
    const lines = [{ coverageType: 'medical' as const, basePlanId: 'silver', plans: [silver] }];
    const employees = [
      { id: 'ana', employeeRoleId: null, census: employeeWithSpouse, elections: { medical: null } },
      { id: 'ben', employeeRoleId: 'managers', census: employeeWithSpouse, elections: { medical: null } },
    ];
    const saved = simulateEmployees(lines, employees, [
      { ...staff75, serviceLine: 'medical' },
      { ...managersFixed, serviceLine: 'medical' },
    ]);
    // Only the default class's row changes: Ana's cost falls, Ben (a manager) keeps his.
    const edited = simulateEmployees(lines, employees, [
      { ...staff75, employeePercentage: 90, serviceLine: 'medical' },
      { ...managersFixed, serviceLine: 'medical' },
    ]);
    const changes = listContributionChanges(saved, edited);
    expect(changes.map((c) => c.employeeId)).toEqual(['ana']);
    expect(changes[0]!.afterCents).toBeLessThan(changes[0]!.beforeCents);
    expect(listContributionChanges(saved, saved)).toEqual([]);
  });
});
