import { describe, expect, it } from 'vitest';
import { buildScreenCoverageFacts, toCoveragePlan } from './coverage-facts';
import { family, makePlan } from './fixtures';
import type { PlanCostView } from './plan-costs';

const today = { year: 2026, month: 3, day: 10 };
const application = {
  employeeForm: { bornAt: '04/15/1961', annualSalary: 80000 },
  employeeDependents: family,
  employeePolicy: { effectiveAt: null, planYearEffectiveAt: '2026-07-01' },
};
/** The engine's answer above the carrier's ages: every cost 0, marked over_max_age. */
const nothing = { employeeTotalCost: 0, employeeCost: 0, dependentCost: 0, totalPremium: 0, employerCost: 0 };
const overMaxAge: PlanCostView = {
  planID: 'whole-life',
  pricingType: 'age',
  pricing: {},
  costBreakdowns: { ...nothing, message: 'over_max_age' },
  costPerThousand: null,
  childCoverageAmount: null,
};

describe('buildScreenCoverageFacts', () => {
  it("counts ages on the plan year's start when the policy has no date of its own, as the server does", () => {
    const facts = buildScreenCoverageFacts(application, 'medical', [makePlan()], undefined, today);
    // 64 today, 65 on July 1.
    expect(facts.family.employeeAge).toBe(65);
    expect(facts.family.dependents.map((d) => [d.id, d.age])).toEqual([
      ['younger', 7],
      ['spouse', 38],
      ['older', 11],
    ]);
    expect(facts.annualSalary).toBe(80000);
  });

  it("reads whether each plan's rates take the employee's age from the plan-cost call, unknown until it answers", () => {
    const wholeLife = makePlan({ id: 'whole-life', type: 'whole_life', max_issue_age: 64 });
    const facts = (costs?: PlanCostView[]) =>
      buildScreenCoverageFacts(application, 'whole_life', [wholeLife], costs, today).offer.plans[0];
    expect(facts()?.isRatedAtAge).toBeNull();
    expect(facts([overMaxAge])?.isRatedAtAge).toBe(false);
  });
});

describe('toCoveragePlan', () => {
  it('renames the view into the stored fields the shared rule describes', () => {
    const plan = makePlan({
      id: 'life-1',
      type: 'life',
      pricing_type: 'age',
      variable_coverage: true,
      variable_coverage_amount_max: 500000,
      variable_coverage_amount_increment: 10000,
      max_salary_multiplier: 5,
      spouse_coverage: true,
      spouse_coverage_amount: 20000,
    });
    expect(toCoveragePlan(plan)).toMatchObject({
      id: 'life-1',
      isSegmentPriced: false,
      variableCoverage: { maxDollars: 500000, incrementDollars: 10000, maxSalaryMultiplier: 5 },
      covers: { spouse: true, children: false },
      spouseCoverage: { coverageAmount: 20000, variableCoverage: null },
      isRatedAtAge: null,
    });
  });
});
