import { describe, expect, it } from 'vitest';
import {
  canContributeToHealthAccount,
  computeEmployeeYearlyMaximum,
  HSA_LIMITS_2026,
  hasHealthAccountStep,
  selectYearlyMaximum,
} from './health-account';

const hsa2026 = { individualCents: HSA_LIMITS_2026.selfOnlyCents, familyCents: HSA_LIMITS_2026.familyCents };

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
