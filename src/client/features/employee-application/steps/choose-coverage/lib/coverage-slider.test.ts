import { describe, expect, it } from 'vitest';
import { getCoverageSliderRange, getSpouseCoverageSliderRange } from './coverage-slider';
import { makePlan } from './fixtures';

const life = makePlan({
  type: 'life',
  variable_coverage: true,
  variable_coverage_amount_increment: 10000,
  variable_coverage_amount_max: 500000,
  max_salary_multiplier: 5,
  spouse_variable_coverage: true,
  spouse_variable_coverage_amount_max: 100000,
  spouse_variable_coverage_amount_increment: 5000,
});

describe('getCoverageSliderRange', () => {
  it('caps at salary × multiplier rounded down to the increment', () => {
    expect(getCoverageSliderRange(life, 52500)).toEqual({ max: 260000, step: 10000 });
  });

  it('caps at the plan maximum', () => {
    expect(getCoverageSliderRange(life, 250000)).toEqual({ max: 500000, step: 10000 });
  });

  it('offers nothing without a salary when the plan ties the amount to salary', () => {
    expect(getCoverageSliderRange(life, null).max).toBe(0);
  });
});

describe('getSpouseCoverageSliderRange', () => {
  it("is the plan's spouse maximum and increment", () => {
    expect(getSpouseCoverageSliderRange(life)).toEqual({ max: 100000, step: 5000 });
  });
});
