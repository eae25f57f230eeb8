import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContributionPolicy } from '../contributions/contributions';
import { CONTRIBUTION_TYPES } from '../enums';
import { buildPlanCost, distributeSegmentPremium, selectBasePlan } from './build-plan-cost';
import {
  child,
  dentalTier,
  employee40,
  familyWithFourYoungChildren,
  medicalSegment,
  silverAgeRated,
  singleEmployee,
  termLife,
  wholeLife,
} from './fixtures';
import type { PricedPlan, PricingCensus } from './types';

/** A plan to price; contributory unless said otherwise. */
const pricedPlan = (
  id: string,
  coverageType: PricedPlan['coverageType'],
  pricing: PricedPlan['pricing'],
  contributionStrategy: PricedPlan['contributionStrategy'] = 'Contributory',
): PricedPlan => ({ id, coverageType, contributionStrategy, pricing });

/** A percent-of-base-plan policy with one rule for every role: these percents, no fixed amounts. */
const percentOfBasePlan = (employeePercentage: number, dependentPercentage: number): ContributionPolicy => ({
  type: 'percent_of_base_plan',
  rules: [
    {
      role: null,
      active: true,
      employeePercentage,
      dependentPercentage,
      employeeFixedAmount: null,
      dependentFixedAmount: null,
    },
  ],
});

const defaultPolicy: ContributionPolicy = { type: 'percentage', rules: [] };
const silver = pricedPlan('silver', 'medical', silverAgeRated);
const bronze = pricedPlan('bronze', 'medical', { kind: 'age_rated', baseRateCents: 40_000 });
const dental = pricedPlan('dental', 'dental', dentalTier);
const employerPaidAccident = pricedPlan(
  'accident',
  'accident',
  {
    kind: 'segment',
    pricingType: 'tier',
    rates: { eeOnly: 1_200, eeSpouse: 2_000, eeChildren: 2_200, eeFamily: 3_000 },
  },
  'Non-Contributory',
);

describe('buildPlanCost: age-rated', () => {
  it('applies the default rule (50% employee, 0% dependents)', () => {
    const cost = buildPlanCost(silver, singleEmployee, { policy: defaultPolicy, role: null });
    expect(cost).toEqual({
      planID: 'silver',
      pricingType: 'age',
      pricing: { emp: 63_900 },
      costBreakdowns: {
        employeeTotalCost: 31_950,
        employeeCost: 31_950,
        dependentCost: 0,
        message: null,
        totalPremium: 63_900,
        employerCost: 31_950,
      },
      costPerThousand: null,
      childCoverageAmount: null,
    });
  });

  it('lists every member, the free fourth child at $0', () => {
    const cost = buildPlanCost(silver, familyWithFourYoungChildren, { policy: defaultPolicy, role: null });
    expect(cost.pricing).toEqual({ emp: 63_900, sp: 62_300, c12: 38_250, c3: 0, c16: 42_950, c8: 38_250 });
    expect(cost.costBreakdowns).toMatchObject({
      employeeCost: 31_950,
      dependentCost: 181_750,
      employeeTotalCost: 213_700,
    });
  });

  it('percent of base plan: the employer pays a percent of the least expensive plan, the employee the rest', () => {
    const policy = percentOfBasePlan(50, 0);
    const cost = buildPlanCost(silver, singleEmployee, { policy, role: null, basePlan: bronze });
    // silver 63,900¢; bronze at 40 = 51,120¢; 50% of bronze = 25,560¢
    expect(cost.costBreakdowns).toMatchObject({ employerCost: 25_560, employeeCost: 38_340 });
  });

  it('shows over_max_age with zero costs for an employee past the carrier maximum', () => {
    const plan: PricedPlan = { ...silver, pricing: { ...silverAgeRated, maxAge: 39 } };
    const cost = buildPlanCost(plan, singleEmployee, { policy: defaultPolicy, role: null });
    const zero = {
      employeeTotalCost: 0,
      employeeCost: 0,
      dependentCost: 0,
      totalPremium: 0,
      employerCost: 0,
    };
    expect(cost.costBreakdowns).toEqual({ ...zero, message: 'over_max_age' });
  });

  it('carries the cost per thousand and child coverage of life plans', () => {
    const life = pricedPlan('life', 'term_life', termLife);
    const census: PricingCensus = {
      employee: employee40,
      dependents: [child('c1', 4)],
      annualSalaryDollars: 80_000,
      coverageAmountDollars: 100_000,
    };
    const cost = buildPlanCost(life, census, { policy: { type: 'percentage', rules: [] }, role: null });
    expect(cost).toMatchObject({
      costPerThousand: 30,
      childCoverageAmount: 10_000,
      pricing: { emp: 3_000, c1: 200 },
    });
  });

  it('shows whole life over the maximum issue age as over_max_age', () => {
    const plan = pricedPlan('wl', 'whole_life', wholeLife);
    const cost = buildPlanCost(
      plan,
      { employee: { ...employee40, age: 70 }, dependents: [] },
      { policy: defaultPolicy, role: null },
    );
    expect(cost.pricingType).toBe('age');
    expect(cost.costBreakdowns).toMatchObject({ message: 'over_max_age' });
  });
});

describe('buildPlanCost: segment and tier', () => {
  it('gives all four tiers with what the employee pays', () => {
    const cost = buildPlanCost(dental, singleEmployee, { policy: defaultPolicy, role: null });
    expect(cost.pricingType).toBe('tier');
    expect(cost.costBreakdowns).toEqual({
      eeOnly: { employeeTotalCost: 1_500, employeeCost: 1_500, dependentCost: 0 },
      eeSpouse: { employeeTotalCost: 4_500, employeeCost: 1_500, dependentCost: 3_000 },
      eeChildren: { employeeTotalCost: 6_000, employeeCost: 1_500, dependentCost: 4_500 },
      eeFamily: { employeeTotalCost: 9_500, employeeCost: 1_500, dependentCost: 8_000 },
    });
  });

  it('keeps pricingType segment for segment plans', () => {
    expect(
      buildPlanCost({ ...dental, pricing: medicalSegment }, singleEmployee, {
        policy: defaultPolicy,
        role: null,
      }).pricingType,
    ).toBe('segment');
  });

  it('shares the tier premium among the covered dependents to the cent', () => {
    const record = distributeSegmentPremium(dentalTier, familyWithFourYoungChildren);
    expect(record).toEqual({ emp: 3_000, sp: 1_600, c12: 1_600, c3: 1_600, c16: 1_600, c8: 1_600 });
    const odd = distributeSegmentPremium(
      { ...dentalTier, rates: { ...dentalTier.rates, eeChildren: 4_001 } },
      {
        employee: employee40,
        dependents: [child('a', 1), child('b', 2)],
      },
    );
    expect(odd).toEqual({ emp: 3_000, a: 501, b: 500 });
  });

  it('non-contributory (employer-paid) accident costs the employee nothing in every tier', () => {
    const cost = buildPlanCost(employerPaidAccident, singleEmployee, { policy: defaultPolicy, role: null });
    const zero = { employeeTotalCost: 0, employeeCost: 0, dependentCost: 0 };
    expect(cost.costBreakdowns).toEqual({ eeOnly: zero, eeSpouse: zero, eeChildren: zero, eeFamily: zero });
  });

  it('percent of base plan against a segment base plan uses the base tier premiums', () => {
    const policy = percentOfBasePlan(100, 50);
    const rich: PricedPlan = {
      ...dental,
      id: 'rich',
      pricing: {
        ...dentalTier,
        rates: { eeOnly: 4_000, eeSpouse: 9_000, eeChildren: 9_000, eeFamily: 14_000 },
      },
    };
    const cost = buildPlanCost(rich, singleEmployee, { policy, role: null, basePlan: dental });
    // eeFamily: employee 4,000 − 3,000 = 1,000; dependents 10,000 − 50% × 8,000 = 6,000
    expect(cost.costBreakdowns).toMatchObject({
      eeFamily: { employeeCost: 1_000, dependentCost: 6_000, employeeTotalCost: 7_000 },
    });
  });
});

describe('selectBasePlan', () => {
  it('picks the least expensive plan by reference premium', () => {
    expect(selectBasePlan([silver, bronze])?.id).toBe('bronze');
    expect(
      selectBasePlan([
        dental,
        { ...dental, id: 'cheap', pricing: { ...dentalTier, rates: { ...dentalTier.rates, eeOnly: 100 } } },
      ])?.id,
    ).toBe('cheap');
  });
  it('is null when no plan can be ranked', () => {
    expect(selectBasePlan([])).toBeNull();
    expect(selectBasePlan([pricedPlan('wl', 'whole_life', wholeLife)])).toBeNull();
  });
});

describe('plan cost properties', () => {
  it('never shows a negative cost and the employee never pays more than the premium', () => {
    const ruleArb = fc.record({
      role: fc.constant(null),
      active: fc.constant(true),
      employeePercentage: fc.option(fc.double({ min: -50, max: 150, noNaN: true })),
      dependentPercentage: fc.option(fc.double({ min: -50, max: 150, noNaN: true })),
      employeeFixedAmount: fc.option(fc.double({ min: -100, max: 5_000, noNaN: true })),
      dependentFixedAmount: fc.option(fc.double({ min: -100, max: 5_000, noNaN: true })),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRIBUTION_TYPES),
        ruleArb,
        fc.integer({ min: 0, max: 300_000 }),
        fc.array(fc.integer({ min: 0, max: 70 }), { maxLength: 6 }),
        fc.boolean(),
        (type, rule, base, ages, nonContributory) => {
          const plan = pricedPlan(
            'p',
            'medical',
            { kind: 'age_rated', baseRateCents: base },
            nonContributory ? 'Non-Contributory' : 'Contributory',
          );
          const census: PricingCensus = {
            employee: employee40,
            dependents: ages.map((a, i) => child(`c${i}`, a)),
          };
          const cost = buildPlanCost(plan, census, {
            policy: { type, rules: [rule] },
            role: null,
            basePlan: bronze,
          });
          const b = cost.costBreakdowns as {
            employeeCost: number;
            dependentCost: number;
            employeeTotalCost: number;
            totalPremium: number;
            employerCost: number;
          };
          expect(b.employeeCost).toBeGreaterThanOrEqual(0);
          expect(b.dependentCost).toBeGreaterThanOrEqual(0);
          expect(b.employerCost).toBeGreaterThanOrEqual(0);
          expect(b.employeeTotalCost + b.employerCost).toBe(b.totalPremium);
          expect(Object.values(cost.pricing).reduce((s, c) => s + c, 0)).toBe(b.totalPremium);
        },
      ),
    );
  });
});
