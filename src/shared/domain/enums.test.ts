import { describe, expect, it } from 'vitest';
import * as enums from './enums';

describe('enumerations', () => {
  it('lists coverage types in the spec order', () => {
    expect(enums.COVERAGE_TYPES.join(' ')).toBe(
      'medical dental vision accident life term_life whole_life short_term_disability long_term_disability',
    );
  });
  it('lists segments, contribution and pricing types', () => {
    expect(enums.SEGMENTS).toEqual(['ee_only', 'ee_spouse', 'ee_children', 'ee_family']);
    expect(enums.CONTRIBUTION_TYPES).toEqual(['fixed', 'percentage', 'percent_of_base_plan']);
    expect(enums.PRICING_TYPES).toEqual(['age', 'segment', 'tier']);
  });
  it('has six covered-elsewhere reasons: every reason but other', () => {
    expect(enums.COVERED_ELSEWHERE_REASONS).toHaveLength(6);
    expect(enums.DECLINATION_REASONS.filter((r) => r !== 'other')).toEqual([
      ...enums.COVERED_ELSEWHERE_REASONS,
    ]);
  });
  it('labels employee types as the spec does', () => {
    expect(enums.EMPLOYEE_TYPE_LABELS).toEqual({
      full_time: 'Payroll Employee (W-2)',
      owner: 'Owner, not on Payroll',
      '1099': '1099 Contractor',
    });
  });
  it('has the 50 states and DC', () => {
    expect(enums.US_STATES).toHaveLength(51);
    expect(new Set(enums.US_STATES).size).toBe(51);
    expect(enums.isUsState('DC')).toBe(true);
    expect(enums.isUsState('PR')).toBe(false);
  });
});
