import { describe, expect, it } from 'vitest';
import {
  canContributeToHealthAccount,
  computeEmployeeYearlyMaximum,
  countRemainingPaychecks,
  getPaychecksPerYear,
  HSA_LIMITS_2026,
  hasHealthAccountStep,
  selectYearlyMaximum,
  spreadContributionOverPaychecks,
} from './health-account';

const hsa2026 = { individualCents: HSA_LIMITS_2026.selfOnlyCents, familyCents: HSA_LIMITS_2026.familyCents };
const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('health account maximum', () => {
  it('uses the 2026 IRS limits', () => {
    expect(HSA_LIMITS_2026).toMatchObject({
      selfOnlyCents: 440_000,
      familyCents: 875_000,
      catchUpCents: 100_000,
    });
  });
  it('uses the family maximum when dependents are covered', () => {
    expect(selectYearlyMaximum(hsa2026, true)).toBe(875_000);
    expect(selectYearlyMaximum(hsa2026, false)).toBe(440_000);
  });
  it("subtracts the employer's contribution", () => {
    expect(computeEmployeeYearlyMaximum(hsa2026, false, 100_000)).toBe(340_000);
    expect(computeEmployeeYearlyMaximum(hsa2026, true, 100_000)).toBe(775_000);
  });
  it('never goes below 0', () => {
    expect(computeEmployeeYearlyMaximum(hsa2026, false, 500_000)).toBe(0);
    expect(computeEmployeeYearlyMaximum(hsa2026, false, -5)).toBe(440_000);
  });
});

describe('countRemainingPaychecks', () => {
  it.each([
    // monthly: month-end pay days left, this month included
    ['monthly', d(2026, 1, 15), 12],
    ['monthly', d(2026, 7, 1), 6],
    ['monthly', d(2026, 12, 31), 1],
    // semimonthly: the 15th and month-end
    ['semimonthly', d(2026, 1, 10), 24],
    ['semimonthly', d(2026, 1, 15), 24],
    ['semimonthly', d(2026, 1, 16), 23],
    ['semimonthly', d(2026, 12, 20), 1],
    // weekly: Fridays left; biweekly: half of them, rounded up
    ['weekly', d(2026, 1, 1), 52],
    ['biweekly', d(2026, 1, 1), 26],
    ['weekly', d(2026, 11, 21), 5],
    ['biweekly', d(2026, 11, 21), 3],
    ['weekly', d(2026, 12, 25), 1],
    // never less than one
    ['weekly', d(2026, 12, 26), 1],
    ['biweekly', d(2026, 12, 31), 1],
  ] as const)('%s from %o: %i left', (frequency, from, left) => {
    expect(countRemainingPaychecks(frequency, from)).toBe(left);
  });
  it('knows the paychecks of a full year', () => {
    expect(getPaychecksPerYear('weekly')).toBe(52);
    expect(getPaychecksPerYear('semimonthly')).toBe(24);
  });
});

describe('spreadContributionOverPaychecks', () => {
  it('spreads evenly over the paychecks left', () => {
    expect(spreadContributionOverPaychecks(120_000, 'monthly', d(2026, 7, 1))).toEqual({
      paychecksLeft: 6,
      perPaycheckCents: 20_000,
      schedule: [20_000, 20_000, 20_000, 20_000, 20_000, 20_000],
    });
  });
  it('keeps every cent, the extra ones on the last paycheck (as payroll deducts them)', () => {
    const spread = spreadContributionOverPaychecks(100_000, 'monthly', d(2026, 10, 5));
    expect(spread.schedule).toEqual([33_333, 33_333, 33_334]);
    expect(spread.perPaycheckCents).toBe(33_333);
  });
});

describe('hasHealthAccountStep', () => {
  it('shows the step only when the benefit is done or incomplete', () => {
    expect(hasHealthAccountStep('done')).toBe(true);
    expect(hasHealthAccountStep('incomplete')).toBe(true);
    expect(hasHealthAccountStep('not_offered')).toBe(false);
    expect(hasHealthAccountStep(null)).toBe(false);
  });
});

describe('canContributeToHealthAccount', () => {
  it('lets anyone contribute to an FSA', () => {
    expect(canContributeToHealthAccount('fsa', false)).toBe(true);
  });
  it('needs an HSA-eligible medical plan for an HSA', () => {
    expect(canContributeToHealthAccount('hsa', true)).toBe(true);
    expect(canContributeToHealthAccount('hsa', false)).toBe(false);
  });
  it('takes nothing where there is no account', () => {
    expect(canContributeToHealthAccount('none', true)).toBe(false);
  });
});
