import { describe, expect, it } from 'vitest';
import { buildPricingCensus } from './census';

describe('buildPricingCensus', () => {
  it('ages every member on the effective date and reads tobacco use', () => {
    const census = buildPricingCensus(
      { id: 'e', bornAt: '1986-03-15', tobaccoUser: 'Yes' },
      [
        { id: 's', bornAt: '1987-01-01', dependentType: 'domestic_partner' },
        { id: 'c', bornAt: '2026-02-01', dependentType: 'child' },
      ],
      '2026-03-01',
      { annualSalaryDollars: 52_000 },
    );
    expect(census).toEqual({
      employee: { id: 'e', relationship: 'employee', age: 39, isTobaccoUser: true },
      dependents: [
        { id: 's', relationship: 'domestic_partner', age: 39, isTobaccoUser: false },
        { id: 'c', relationship: 'child', age: 0, isTobaccoUser: false },
      ],
      annualSalaryDollars: 52_000,
      coverageAmountDollars: null,
      spouseCoverageAmountDollars: null,
    });
  });
  it('treats a child born after the effective date as age 0', () => {
    const census = buildPricingCensus(
      { id: 'e', bornAt: '1990-01-01' },
      [{ id: 'c', bornAt: '2026-06-01', dependentType: 'child' }],
      '2026-03-01',
    );
    expect(census.dependents[0]!.age).toBe(0);
  });
});
