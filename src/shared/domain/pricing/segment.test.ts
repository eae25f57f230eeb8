import { describe, expect, it } from 'vitest';
import { dentalTier } from './fixtures';
import { getSegmentRate, selectSegment, splitSegmentPremium } from './segment';

describe('selectSegment', () => {
  it.each([
    [[], 'ee_only'],
    [[{ relationship: 'spouse' as const }], 'ee_spouse'],
    [[{ relationship: 'domestic_partner' as const }], 'ee_spouse'],
    [[{ relationship: 'child' as const }, { relationship: 'child' as const }], 'ee_children'],
    [[{ relationship: 'spouse' as const }, { relationship: 'child' as const }], 'ee_family'],
  ])('%j → %s', (dependents, segment) => {
    expect(selectSegment(dependents)).toBe(segment);
  });
});

describe('segment premiums', () => {
  it('reads the rate of each tier', () => {
    expect(getSegmentRate(dentalTier.rates, 'ee_only')).toBe(3_000);
    expect(getSegmentRate(dentalTier.rates, 'ee_spouse')).toBe(6_000);
    expect(getSegmentRate(dentalTier.rates, 'ee_children')).toBe(7_500);
    expect(getSegmentRate(dentalTier.rates, 'ee_family')).toBe(11_000);
  });

  it("splits a tier into the employee-only rate and the dependents' rest", () => {
    expect(splitSegmentPremium(dentalTier.rates, 'ee_family')).toEqual({
      employeeCents: 3_000,
      dependentCents: 8_000,
    });
    expect(splitSegmentPremium(dentalTier.rates, 'ee_only')).toEqual({
      employeeCents: 3_000,
      dependentCents: 0,
    });
  });

  it('never makes a negative dependent part when a tier is cheaper than employee-only', () => {
    const odd = { eeOnly: 5_000, eeSpouse: 4_000, eeChildren: 6_000, eeFamily: 9_000 };
    expect(splitSegmentPremium(odd, 'ee_spouse')).toEqual({ employeeCents: 4_000, dependentCents: 0 });
  });
});

describe('fractional tier rates', () => {
  it('are rounded to whole cents before splitting', () => {
    const rates = { eeOnly: 2_500.4, eeSpouse: 5_000.6, eeChildren: 5_500, eeFamily: 7_750 };
    expect(splitSegmentPremium(rates, 'ee_spouse')).toEqual({ employeeCents: 2_500, dependentCents: 2_501 });
  });
});
