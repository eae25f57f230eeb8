import { describe, expect, it } from 'vitest';
import type { LineContributionRule } from '../contributions/simulation';
import { medicalSegment } from '../pricing/fixtures';
import type { PricedPlan } from '../pricing/types';
import {
  ACA_AFFORDABILITY_PERCENT_2026,
  checkParticipation,
  computeAffordability,
  describeAffordabilityThreshold,
  findRowsBelowCarrierMinimum,
  selectAffordabilityThreshold,
} from './checks';

const rule = (overrides: Partial<LineContributionRule>): LineContributionRule => ({
  serviceLine: 'medical',
  role: null,
  active: true,
  contributionType: 'percentage',
  employeePercentage: 50,
  dependentPercentage: 0,
  employeeFixedAmount: null,
  dependentFixedAmount: null,
  ...overrides,
});

describe('participation', () => {
  it('counts valid waivers out and warns when fewer than 70% of the rest enroll', () => {
    const enrolled = { isEnrolledInMedical: true, hasValidWaiver: false };
    const waived = { isEnrolledInMedical: false, hasValidWaiver: true };
    const nothing = { isEnrolledInMedical: false, hasValidWaiver: false };
    expect(checkParticipation([enrolled, enrolled, waived, nothing])).toMatchObject({
      counted: 3,
      enrolled: 2,
      required: 3,
      meetsRequirement: false,
      warning: '1 more employee needs to enroll in medical to reach 70%.',
    });
    expect(checkParticipation([enrolled, enrolled, enrolled, waived, nothing]).warning).toBeNull();
  });
});

describe('minimum contribution', () => {
  const premium = 40_000;
  it('flags the rows paying under 50% of the employee-only premium for an employee they apply to', () => {
    const rules = [rule({ employeePercentage: 60 }), rule({ role: 'office', employeePercentage: 40 })];
    expect(
      findRowsBelowCarrierMinimum(rules, [
        { employeeRoleId: null, employeeOnlyPremiumCents: premium },
        { employeeRoleId: 'office', employeeOnlyPremiumCents: premium },
      ]),
    ).toEqual([1]);
  });
  it('applies the default row to a class without a row; a fixed amount is checked against each premium', () => {
    const rules = [rule({ contributionType: 'fixed', employeeFixedAmount: 250, employeePercentage: null })];
    // $250 is over half of $400 but under half of $600.
    expect(
      findRowsBelowCarrierMinimum(rules, [{ employeeRoleId: 'crew', employeeOnlyPremiumCents: 40_000 }]),
    ).toEqual([]);
    expect(
      findRowsBelowCarrierMinimum(rules, [{ employeeRoleId: 'crew', employeeOnlyPremiumCents: 60_000 }]),
    ).toEqual([0]);
  });
  it('ignores employees not priced and lines without rows', () => {
    expect(
      findRowsBelowCarrierMinimum([], [{ employeeRoleId: null, employeeOnlyPremiumCents: premium }]),
    ).toEqual([]);
    expect(
      findRowsBelowCarrierMinimum(
        [rule({ employeePercentage: 10 })],
        [{ employeeRoleId: null, employeeOnlyPremiumCents: null }],
      ),
    ).toEqual([]);
  });
});

describe('ACA affordability', () => {
  const cheap: PricedPlan = {
    id: 'cheap',
    coverageType: 'medical',
    contributionStrategy: 'Contributory',
    pricing: medicalSegment,
  };
  const dear: PricedPlan = {
    ...cheap,
    id: 'dear',
    pricing: {
      ...medicalSegment,
      rates: { ...medicalSegment.rates, eeOnly: medicalSegment.rates.eeOnly * 2 },
    },
  };
  const person = (id: string, salary: number | null) => ({
    id,
    name: id,
    employeeRoleId: null,
    census: { employee: { id, relationship: 'employee' as const, age: 40 }, dependents: [] },
    elections: {},
    annualSalaryDollars: salary,
  });
  it('takes the cheapest plan’s employee-only cost after the contribution, × 12, over the salary, against 9.96%', () => {
    const [rich, poor, unknown] = computeAffordability({
      plans: [dear, cheap],
      basePlan: null,
      rules: [rule({ employeePercentage: 50 })],
      employees: [person('rich', 100_000), person('poor', 10_000), person('unknown', null)],
    });
    const cost = medicalSegment.rates.eeOnly / 2;
    expect(rich).toMatchObject({ employeeOnlyCostCents: cost, isAffordable: true });
    expect(rich!.percentOfSalary).toBeCloseTo(((cost * 12) / 100_000 / 100) * 100, 2);
    expect(poor!.isAffordable).toBe(((cost * 12) / 100 / 10_000) * 100 <= ACA_AFFORDABILITY_PERCENT_2026);
    expect(unknown).toMatchObject({ percentOfSalary: null, isAffordable: null });
  });
});

describe('the affordability threshold of a plan year', () => {
  it("is the plan year's own percentage when published, else the latest published, and says so", () => {
    expect(selectAffordabilityThreshold(2026)).toEqual({ year: 2026, percent: 9.96 });
    expect(selectAffordabilityThreshold(2027)).toEqual({ year: 2026, percent: 9.96 });
    expect(describeAffordabilityThreshold(2026)).toBe('For 2026 coverage is affordable at 9.96% or less.');
    expect(describeAffordabilityThreshold(2027)).toBe(
      'Coverage is affordable at 9.96% or less: the IRS percentage for 2026 plan years, the latest published; ' +
        'the 2027 percentage applies once the IRS publishes it.',
    );
  });
});
