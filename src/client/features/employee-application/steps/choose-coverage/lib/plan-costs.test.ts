import { describe, expect, it } from 'vitest';
import { makePlan } from './fixtures';
import { findPlanCost, getEmployeeMonthlyCost, isPlanOverMaxAge, type PlanCostView } from './plan-costs';

const share = (cents: number) => ({ employeeTotalCost: cents, employeeCost: cents, dependentCost: 0 });

const ageCost = (cents: number, message: 'over_max_age' | null = null): PlanCostView => ({
  planID: 'plan-1',
  pricingType: 'age',
  pricing: {},
  costBreakdowns: { ...share(cents), message, totalPremium: cents * 2, employerCost: cents },
  costPerThousand: null,
  childCoverageAmount: null,
});

const tierCost: PlanCostView = {
  planID: 'plan-1',
  pricingType: 'tier',
  pricing: {},
  costBreakdowns: {
    eeOnly: share(1000),
    eeSpouse: share(2000),
    eeChildren: share(3000),
    eeFamily: share(4000),
  },
  costPerThousand: null,
  childCoverageAmount: null,
};

describe('getEmployeeMonthlyCost', () => {
  it("is the employee's total of an age-priced cost", () => {
    expect(getEmployeeMonthlyCost(makePlan(), ageCost(41234), 40, null)).toEqual({
      kind: 'price',
      cents: 41234,
    });
  });

  it("is the chosen tier's total, Just Me when none is chosen", () => {
    const plan = makePlan({ pricing_type: 'tier' });
    expect(getEmployeeMonthlyCost(plan, tierCost, 40, null)).toEqual({ kind: 'price', cents: 1000 });
    expect(getEmployeeMonthlyCost(plan, tierCost, 40, 'ee_family')).toEqual({ kind: 'price', cents: 4000 });
  });

  it('is Not Eligible over the maximum age', () => {
    expect(getEmployeeMonthlyCost(makePlan(), ageCost(0, 'over_max_age'), 70, null)).toEqual({
      kind: 'not_eligible',
    });
  });

  it('is pending until the costs arrive', () => {
    expect(getEmployeeMonthlyCost(makePlan(), undefined, 40, null)).toEqual({ kind: 'pending' });
  });
});

describe('isPlanOverMaxAge', () => {
  const wholeLife = makePlan({ type: 'whole_life', max_issue_age: 64 });

  it('knows whole life above the maximum issue age before prices arrive', () => {
    expect(isPlanOverMaxAge(wholeLife, undefined, 65)).toBe(true);
    expect(isPlanOverMaxAge(wholeLife, undefined, 64)).toBe(false);
    expect(isPlanOverMaxAge(wholeLife, undefined, null)).toBe(false);
  });

  it("follows the engine's over_max_age message", () => {
    expect(isPlanOverMaxAge(makePlan(), ageCost(0, 'over_max_age'), 40)).toBe(true);
    expect(isPlanOverMaxAge(makePlan(), ageCost(100), 40)).toBe(false);
  });
});

describe('findPlanCost', () => {
  it('finds the cost of a plan by id', () => {
    expect(findPlanCost([tierCost], 'plan-1')).toBe(tierCost);
    expect(findPlanCost(undefined, 'plan-1')).toBeUndefined();
  });
});
