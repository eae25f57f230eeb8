import { describe, expect, it } from 'vitest';
import { findPlanCost, getEmployeeMonthlyCost, type PlanCostView } from './plan-costs';

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
    expect(getEmployeeMonthlyCost(ageCost(41234), false, null)).toEqual({
      kind: 'price',
      cents: 41234,
    });
  });

  it("is the chosen tier's total, Just Me when none is chosen", () => {
    expect(getEmployeeMonthlyCost(tierCost, false, null)).toEqual({ kind: 'price', cents: 1000 });
    expect(getEmployeeMonthlyCost(tierCost, false, 'ee_family')).toEqual({ kind: 'price', cents: 4000 });
  });

  it('is Not Eligible when the shared rule finds the employee too old, or the cost says over_max_age', () => {
    expect(getEmployeeMonthlyCost(undefined, true, null)).toEqual({ kind: 'not_eligible' });
    expect(getEmployeeMonthlyCost(ageCost(0, 'over_max_age'), false, null)).toEqual({ kind: 'not_eligible' });
  });

  it('is pending until the costs arrive', () => {
    expect(getEmployeeMonthlyCost(undefined, false, null)).toEqual({ kind: 'pending' });
  });
});

describe('findPlanCost', () => {
  it('finds the cost of a plan by id', () => {
    expect(findPlanCost([tierCost], 'plan-1')).toBe(tierCost);
    expect(findPlanCost(undefined, 'plan-1')).toBeUndefined();
  });
});
