import { describe, expect, it } from 'vitest';
import { CMS_AGE_CURVE, getCmsAgeFactor } from './age-curve';

describe('CMS federal default age curve', () => {
  it('has one factor for every age 0 to 64', () => {
    expect(CMS_AGE_CURVE).toHaveLength(65);
  });

  it.each([
    [0, 0.765],
    [14, 0.765],
    [15, 0.833],
    [18, 0.913],
    [20, 0.97],
    [21, 1.0],
    [24, 1.0],
    [25, 1.004],
    [30, 1.135],
    [40, 1.278],
    [50, 1.786],
    [60, 2.714],
    [63, 2.952],
    [64, 3.0],
    [65, 3.0],
    [90, 3.0],
  ])('age %i → %f', (age, factor) => {
    expect(getCmsAgeFactor(age)).toBe(factor);
  });

  it('uses 0.913 at 18, not the widely copied 0.851', () => {
    expect(getCmsAgeFactor(18)).not.toBe(0.851);
  });

  it('floors fractional ages to whole years', () => {
    expect(getCmsAgeFactor(18.9)).toBe(0.913);
  });

  it('never falls from one age to the next', () => {
    for (let age = 1; age < CMS_AGE_CURVE.length; age++) {
      expect(CMS_AGE_CURVE[age]!).toBeGreaterThanOrEqual(CMS_AGE_CURVE[age - 1]!);
    }
  });

  it('refuses negative ages', () => {
    expect(() => getCmsAgeFactor(-1)).toThrow(RangeError);
    expect(() => getCmsAgeFactor(Number.NaN)).toThrow(RangeError);
  });
});
