import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_TYPES, type ContributionType } from '../enums';
import {
  allocateCentsByWeight,
  type ContributionRule,
  computeEmployeeContribution,
  computeEmployerContribution,
  computeEmployerShare,
  DEFAULT_CONTRIBUTION_RULE,
  selectContributionRule,
  splitDependentCosts,
  splitPremium,
} from './contributions';

const rule = (overrides: Partial<ContributionRule>): ContributionRule => ({
  ...DEFAULT_CONTRIBUTION_RULE,
  ...overrides,
});
const managersRule = rule({ role: 'managers', employeePercentage: 100, dependentPercentage: 50 });
const companyDefaultRule = rule({ role: null, employeePercentage: 75, dependentPercentage: 25 });
const inactiveStaffRule = rule({ role: 'staff', active: false, employeePercentage: 90 });

describe('selectContributionRule', () => {
  it("picks the active rule of the employee's role", () => {
    expect(selectContributionRule([companyDefaultRule, managersRule], 'managers')).toBe(managersRule);
  });
  it('falls back to the default role when the role has no active rule', () => {
    expect(selectContributionRule([inactiveStaffRule, companyDefaultRule], 'staff')).toBe(companyDefaultRule);
    expect(selectContributionRule([companyDefaultRule, managersRule], null)).toBe(companyDefaultRule);
  });
  it('falls back to 50% employee, 0% dependents when nothing applies', () => {
    const { employeePercentage, dependentPercentage, ...rest } = selectContributionRule([], 'anyone');
    expect([employeePercentage, dependentPercentage]).toEqual([50, 0]);
    expect(rest).toEqual({ role: null, active: true, employeeFixedAmount: null, dependentFixedAmount: null });
    expect(selectContributionRule([inactiveStaffRule], 'staff')).toBe(DEFAULT_CONTRIBUTION_RULE);
  });
});

describe('computeEmployerShare', () => {
  it('fixed: the lesser of the premium and the fixed amount', () => {
    expect(computeEmployerShare('fixed', 30_000, null, 100, 0)).toBe(10_000);
    expect(computeEmployerShare('fixed', 30_000, null, 400, 0)).toBe(30_000); // larger than the premium
    expect(computeEmployerShare('fixed', 30_000, null, 123.456, 0)).toBe(12_346);
  });
  it('fixed: a missing or negative amount is 0', () => {
    expect(computeEmployerShare('fixed', 30_000, null, null, 0)).toBe(0);
    expect(computeEmployerShare('fixed', 30_000, null, -5, 0)).toBe(0);
  });
  it('percentage: premium × percent, rounded half up to the cent', () => {
    expect(computeEmployerShare('percentage', 33_333, 50, null, 0)).toBe(16_667);
    expect(computeEmployerShare('percentage', 40_000, 0, null, 0)).toBe(0);
    expect(computeEmployerShare('percentage', 40_000, 100, null, 0)).toBe(40_000);
  });
  it('percentage: out-of-range percents are held to 0–100', () => {
    expect(computeEmployerShare('percentage', 40_000, 150, null, 0)).toBe(40_000);
    expect(computeEmployerShare('percentage', 40_000, -10, null, 0)).toBe(0);
    expect(computeEmployerShare('percentage', 40_000, null, null, 0)).toBe(0);
  });
  it('percent of base plan: percent of the base premium as dollars, never above the premium', () => {
    expect(computeEmployerShare('percent_of_base_plan', 60_000, 50, null, 40_000)).toBe(20_000);
    expect(computeEmployerShare('percent_of_base_plan', 30_000, 100, null, 40_000)).toBe(30_000);
  });
  it('is 0 on a zero premium', () => {
    expect(computeEmployerShare('fixed', 0, null, 100, 0)).toBe(0);
  });
});

describe('splitPremium', () => {
  /** Splits a premium against no base plan (only percent of base plan reads the base parts). */
  const splitAlone = (
    type: ContributionType,
    r: ContributionRule,
    employeeCents: number,
    dependentCents: number,
    nonContributory = false,
  ) =>
    splitPremium(
      type,
      r,
      { employeeCents, dependentCents },
      { employeeCents: 0, dependentCents: 0 },
      nonContributory,
    );

  it('splits employee and dependent parts separately under the default rule', () => {
    const split = splitAlone('percentage', DEFAULT_CONTRIBUTION_RULE, 50_000, 30_000);
    expect(split).toEqual({
      premiumCents: 80_000,
      employeePremiumCents: 50_000,
      dependentPremiumCents: 30_000,
      employerForEmployeeCents: 25_000,
      employerForDependentsCents: 0,
      employerTotalCents: 25_000,
      employeeCostCents: 25_000,
      dependentCostCents: 30_000,
      employeeTotalCents: 55_000,
    });
  });
  it('fixed larger than the premium: the employee pays nothing', () => {
    const fixed = rule({ employeeFixedAmount: 1_000, dependentFixedAmount: 50 });
    const split = splitAlone('fixed', fixed, 45_000, 20_000);
    expect(split).toMatchObject({
      employeeCostCents: 0,
      dependentCostCents: 15_000,
      employerTotalCents: 50_000,
    });
  });
  it('non-contributory plans are paid 100% by the employer', () => {
    const split = splitAlone('percentage', DEFAULT_CONTRIBUTION_RULE, 1_200, 800, true);
    expect(split).toMatchObject({ employerTotalCents: 2_000, employeeTotalCents: 0 });
  });
  it('refuses negative premiums', () => {
    expect(() => splitAlone('percentage', DEFAULT_CONTRIBUTION_RULE, -1, 0)).toThrow(RangeError);
  });
});

describe('computeEmployeeContribution / computeEmployerContribution', () => {
  const policy = { type: 'percentage' as const, rules: [companyDefaultRule, managersRule] };
  it("uses the role's rule", () => {
    const premium = { employeeCents: 40_000, dependentCents: 20_000 };
    expect(computeEmployeeContribution(policy, 'managers', premium).employeeTotalCents).toBe(10_000);
    expect(computeEmployerContribution(policy, 'managers', premium)).toBe(50_000);
    expect(computeEmployerContribution(policy, null, premium)).toBe(35_000);
  });
});

describe('allocateCentsByWeight / splitDependentCosts', () => {
  it('shares in proportion and sums exactly', () => {
    expect(allocateCentsByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCentsByWeight(1_000, [3, 1])).toEqual([750, 250]);
    expect(allocateCentsByWeight(10, [0, 0])).toEqual([5, 5]);
    expect(allocateCentsByWeight(0, [1, 2])).toEqual([0, 0]);
    expect(allocateCentsByWeight(5, [])).toEqual([]);
  });
  it("gives each dependent the company's and the employee's part", () => {
    expect(splitDependentCosts([10_000, 5_000], 6_000)).toEqual([
      { premiumCents: 10_000, companyCostCents: 4_000, employeeCostCents: 6_000 },
      { premiumCents: 5_000, companyCostCents: 2_000, employeeCostCents: 3_000 },
    ]);
  });
});

describe('contribution properties', () => {
  const maybe = (arb: fc.Arbitrary<number>) => fc.option(arb, { nil: null });
  it('employee + employer = premium, neither negative, for any rule and type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRIBUTION_TYPES),
        fc.record({
          role: fc.constant(null),
          active: fc.constant(true),
          employeePercentage: maybe(fc.double({ min: -100, max: 200, noNaN: true })),
          dependentPercentage: maybe(fc.double({ min: -100, max: 200, noNaN: true })),
          employeeFixedAmount: maybe(fc.double({ min: -1_000, max: 10_000, noNaN: true })),
          dependentFixedAmount: maybe(fc.double({ min: -1_000, max: 10_000, noNaN: true })),
        }),
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 1_000_000 }),
        fc.boolean(),
        (type, r, emp, dep, baseEmp, baseDep, nonContributory) => {
          const s = splitPremium(
            type,
            r,
            { employeeCents: emp, dependentCents: dep },
            { employeeCents: baseEmp, dependentCents: baseDep },
            nonContributory,
          );
          expect(s.employeeTotalCents + s.employerTotalCents).toBe(emp + dep);
          expect(s.employeeCostCents + s.employerForEmployeeCents).toBe(emp);
          expect(s.dependentCostCents + s.employerForDependentsCents).toBe(dep);
          for (const v of [
            s.employeeCostCents,
            s.dependentCostCents,
            s.employerForEmployeeCents,
            s.employerForDependentsCents,
          ]) {
            expect(v).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(v)).toBe(true);
          }
        },
      ),
    );
  });
  it('weighted allocation always sums to the total and stays non-negative', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000 }),
        fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const parts = allocateCentsByWeight(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts.every((p) => p >= 0)).toBe(true);
        },
      ),
    );
  });
});
