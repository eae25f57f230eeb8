import { fields, VOLUNTARY_LIFE_FIELDS } from '@shared/domain/enrollment/fixtures';
import { describe, expect, it } from 'vitest';
import type { PlanRow, RateRow } from './to-priced-plan';
import { PlanDataError, rateToCents, toContributionPolicy, toPricedPlan } from './to-priced-plan';

const plan = (overrides: Partial<PlanRow>): PlanRow =>
  ({
    ...fields({ id: 'p1' }),
    tobaccoFactor: null,
    salaryCoveragePercentage: null,
    maxBenefitCents: null,
    ...overrides,
  }) as PlanRow;
const rate = (r: Partial<RateRow> & Pick<RateRow, 'unit' | 'rate'>): RateRow => ({
  member: 'any',
  tier: null,
  minAge: null,
  maxAge: null,
  ...r,
});

describe('toPricedPlan', () => {
  it('maps an age-21 base in dollars to cents, with the tobacco factor and the child cap for medical', () => {
    const priced = toPricedPlan(plan({ tobaccoFactor: 1.25, maxAge: 64 }), [
      rate({ unit: 'age21_base', rate: 598.4 }),
    ]);
    expect(priced).toEqual({
      id: 'p1',
      coverageType: 'medical',
      contributionStrategy: 'Contributory',
      pricing: {
        kind: 'age_rated',
        baseRateCents: 59840,
        tobaccoFactor: 1.25,
        maxAge: 64,
        capChildrenUnder21: true,
      },
    });
  });

  it('maps four tier premiums to segment rates in cents, and refuses a plan missing a tier', () => {
    const tiers = (['ee_only', 'ee_spouse', 'ee_children', 'ee_family'] as const).map((tier, i) =>
      rate({ unit: 'monthly_premium', tier, rate: 42.18 + i }),
    );
    expect(toPricedPlan(plan({ type: 'dental', pricingType: 'tier' }), tiers).pricing).toEqual({
      kind: 'segment',
      pricingType: 'tier',
      rates: { eeOnly: 4218, eeSpouse: 4318, eeChildren: 4418, eeFamily: 4518 },
    });
    expect(() => toPricedPlan(plan({ type: 'dental', pricingType: 'segment' }), tiers.slice(1))).toThrow(
      PlanDataError,
    );
  });

  it('maps variable life with spouse and child coverage; per-thousand rates keep fractional cents', () => {
    const priced = toPricedPlan(plan(VOLUNTARY_LIFE_FIELDS), [
      rate({ unit: 'per_thousand', member: 'employee', minAge: 30, maxAge: 34, rate: 0.055 }),
      rate({ unit: 'per_thousand', member: 'employee', minAge: 0, maxAge: 29, rate: 0.05 }),
      rate({ unit: 'per_thousand', member: 'spouse', minAge: 0, maxAge: 99, rate: 0.08 }),
      rate({ unit: 'per_thousand', member: 'child', minAge: 0, maxAge: 26, rate: 0.2 }),
    ]);
    expect(priced.pricing).toEqual({
      kind: 'life',
      bands: [
        { minAge: 0, maxAge: 29, rateCents: 5 },
        { minAge: 30, maxAge: 34, rateCents: 5.5 },
      ],
      coverageAmountDollars: null,
      variableCoverage: { maxDollars: 500000, incrementDollars: 10000, maxSalaryMultiplier: 5 },
      spouseCoverage: {
        coverageAmountDollars: null,
        variableCoverage: { maxDollars: 250000, incrementDollars: 5000, maxSalaryMultiplier: null },
        bands: [{ minAge: 0, maxAge: 99, rateCents: 8 }],
      },
      childCoverage: { coverageAmountDollars: 10000, costPerThousandCents: 20 },
      maxAge: null,
    });
  });

  it('maps whole life (max issue age), short and long term disability', () => {
    const whole = toPricedPlan(
      plan({ type: 'whole_life', coverageAmountCents: 2_500_000, maxIssueAge: 64 }),
      [rate({ unit: 'per_thousand', member: 'employee', minAge: 18, maxAge: 29, rate: 0.87 })],
    );
    expect(whole.pricing).toMatchObject({
      kind: 'whole_life',
      maxIssueAge: 64,
      coverageAmountDollars: 25000,
    });
    const std = toPricedPlan(
      plan({ type: 'short_term_disability', salaryCoveragePercentage: 60, maxBenefitCents: 150_000 }),
      [rate({ unit: 'per_10_weekly_benefit', member: 'employee', minAge: 0, maxAge: 99, rate: 0.31 })],
    );
    expect(std.pricing).toEqual({
      kind: 'short_term_disability',
      salaryCoveragePercentage: 60,
      maxWeeklyBenefitDollars: 1500,
      bands: [{ minAge: 0, maxAge: 99, rateCents: 31 }],
    });
    const ltd = toPricedPlan(
      plan({ type: 'long_term_disability', salaryCoveragePercentage: 60, maxBenefitCents: 1_000_000 }),
      [rate({ unit: 'per_100_monthly_payroll', member: 'employee', minAge: 0, maxAge: 99, rate: 0.19 })],
    );
    expect(ltd.pricing).toMatchObject({ kind: 'long_term_disability', maxMonthlyBenefitDollars: 10000 });
  });

  it('maps age-banded monthly premiums (no tier) to an age curve over a $1 base', () => {
    const priced = toPricedPlan(plan({ type: 'dental' }), [
      rate({ unit: 'monthly_premium', minAge: 0, maxAge: 39, rate: 30 }),
      rate({ unit: 'monthly_premium', minAge: 40, maxAge: 64, rate: 45.5 }),
    ]);
    expect(priced.pricing).toMatchObject({
      kind: 'age_rated',
      baseRateCents: 100,
      capChildrenUnder21: false,
    });
    const curve = (priced.pricing as unknown as { ageCurve: number[] }).ageCurve;
    expect([curve[10], curve[39], curve[40], curve[64]]).toEqual([30, 30, 45.5, 45.5]);
  });

  it('converts dollars with up to four decimals to cents exactly', () => {
    expect(rateToCents(0.055)).toBe(5.5);
    expect(rateToCents(1.1234)).toBe(112.34);
    expect(rateToCents(598.4)).toBe(59840);
  });
});

describe('toContributionPolicy', () => {
  const row = (role: string | null, type: 'fixed' | 'percentage', employee: number) => ({
    employeeRoleId: role,
    contributionType: type,
    active: true,
    employeePercentage: type === 'percentage' ? employee : null,
    dependentPercentage: type === 'percentage' ? 0 : null,
    employeeFixedAmountCents: type === 'fixed' ? employee * 100 : null,
    dependentFixedAmountCents: type === 'fixed' ? 0 : null,
  });
  it("takes the type of the rule that applies to the employee's role, else the default's", () => {
    const rows = [row(null, 'percentage', 70), row('mgmt', 'fixed', 500)];
    expect(toContributionPolicy(rows, 'mgmt', '2027-01-01').type).toBe('fixed');
    expect(toContributionPolicy(rows, 'other', '2027-01-01').type).toBe('percentage');
    expect(toContributionPolicy(rows, null, '2027-01-01').rules).toHaveLength(2);
  });
  it('uses a percentage (the engine default 50%/0%) when the line has no rule', () => {
    expect(toContributionPolicy([], null, '2027-01-01')).toEqual({ type: 'percentage', rules: [] });
  });
  it('reads the rows in effect on the day: a change from April closes the old row and opens the new one', () => {
    const rows = [
      { ...row(null, 'percentage', 70), effectiveUntil: '2027-04-01' },
      { ...row(null, 'percentage', 75), effectiveFrom: '2027-04-01' },
    ];
    const employeeShare = (on: string) =>
      toContributionPolicy(rows, null, on).rules.map((r) => r.employeePercentage);
    expect(employeeShare('2027-03-31')).toEqual([70]);
    expect(employeeShare('2027-04-01')).toEqual([75]);
  });
});
