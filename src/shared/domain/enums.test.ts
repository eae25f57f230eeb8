import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTION_TYPES,
  COVERAGE_TYPES,
  COVERED_ELSEWHERE_REASONS,
  DECLINATION_REASONS,
  EMPLOYEE_TYPE_LABELS,
  isUsState,
  PRICING_TYPES,
  SEGMENTS,
  US_STATES,
} from './enums';

describe('enumerations', () => {
  it('lists coverage types in the spec order', () => {
    expect(COVERAGE_TYPES).toEqual([
      'medical',
      'dental',
      'vision',
      'accident',
      'life',
      'term_life',
      'whole_life',
      'short_term_disability',
      'long_term_disability',
    ]);
  });
  it('lists segments, contribution and pricing types', () => {
    expect(SEGMENTS).toEqual(['ee_only', 'ee_spouse', 'ee_children', 'ee_family']);
    expect(CONTRIBUTION_TYPES).toEqual(['fixed', 'percentage', 'percent_of_base_plan']);
    expect(PRICING_TYPES).toEqual(['age', 'segment', 'tier']);
  });
  it('has six covered-elsewhere reasons: every reason but other', () => {
    expect(COVERED_ELSEWHERE_REASONS).toHaveLength(6);
    expect(DECLINATION_REASONS.filter((r) => r !== 'other')).toEqual([...COVERED_ELSEWHERE_REASONS]);
  });
  it('labels employee types as the spec does', () => {
    expect(EMPLOYEE_TYPE_LABELS).toEqual({
      full_time: 'Payroll Employee (W-2)',
      owner: 'Owner, not on Payroll',
      '1099': '1099 Contractor',
    });
  });
  it('has the 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES).size).toBe(51);
    expect(isUsState('DC')).toBe(true);
    expect(isUsState('PR')).toBe(false);
  });
});
