import { describe, expect, it } from 'vitest';
import * as disability from './disability';
import { employee40, longTermDisability, shortTermDisability } from './fixtures';

describe('short term disability', () => {
  it('weekly benefit = annual / 52 × coverage %', () => {
    expect(disability.computeWeeklyBenefitCents(52_000, 60, 1_000)).toBe(60_000);
  });
  it('caps the weekly benefit at the plan maximum', () => {
    expect(disability.computeWeeklyBenefitCents(104_000, 60, 1_000)).toBe(100_000);
  });
  it('is 0 without a salary', () => {
    expect(disability.computeWeeklyBenefitCents(null, 60, 1_000)).toBe(0);
  });
  it('premium = weekly benefit / $10 × the age-band rate', () => {
    const census = { employee: employee40, dependents: [], annualSalaryDollars: 52_000 };
    expect(disability.priceShortTermDisabilityPlan(shortTermDisability, census)).toEqual({
      memberCents: [3_300],
      employeeCents: 3_300,
      dependentCents: 0,
      isOverMaxAge: false,
    });
    expect(
      disability.priceShortTermDisabilityPlan(shortTermDisability, {
        ...census,
        annualSalaryDollars: 104_000,
      }).employeeCents,
    ).toBe(5_500);
  });
  it('is not eligible outside every age band', () => {
    const census = { employee: { ...employee40, age: 70 }, dependents: [], annualSalaryDollars: 52_000 };
    expect(disability.priceShortTermDisabilityPlan(shortTermDisability, census).isOverMaxAge).toBe(true);
  });
});

describe('long term disability', () => {
  it('monthly benefit = annual / 12 × coverage %, capped at the maximum', () => {
    expect(disability.computeMonthlyBenefitCents(60_000, 60, 5_000)).toBe(300_000);
    expect(disability.computeMonthlyBenefitCents(120_000, 60, 5_000)).toBe(500_000);
  });
  it('covered payroll stops at the salary that earns the maximum benefit', () => {
    expect(disability.computeCoveredMonthlyPayrollCents(60_000, 60, 5_000)).toBe(500_000);
    expect(disability.computeCoveredMonthlyPayrollCents(120_000, 60, 5_000)).toBe(833_333);
    expect(disability.computeCoveredMonthlyPayrollCents(120_000, 0, 5_000)).toBe(0);
  });
  it('premium = covered payroll / $100 × the age-band rate', () => {
    const census = { employee: employee40, dependents: [], annualSalaryDollars: 60_000 };
    expect(disability.priceLongTermDisabilityPlan(longTermDisability, census).employeeCents).toBe(2_250);
    expect(
      disability.priceLongTermDisabilityPlan(longTermDisability, { ...census, annualSalaryDollars: 120_000 })
        .employeeCents,
    ).toBe(3_750);
  });
  it('is not eligible outside every age band', () => {
    const census = { employee: { ...employee40, age: 17 }, dependents: [], annualSalaryDollars: 60_000 };
    expect(disability.priceLongTermDisabilityPlan(longTermDisability, census)).toMatchObject({
      employeeCents: 0,
      isOverMaxAge: true,
    });
  });
});
