import { describe, expect, it } from 'vitest';
import { coverageTypeLabel } from './coverage-type-label';

describe('coverageTypeLabel', () => {
  it('uses the shared labels', () => {
    expect(coverageTypeLabel('medical')).toBe('Medical');
    expect(coverageTypeLabel('term_life')).toBe('Term life');
    expect(coverageTypeLabel('short_term_disability')).toBe('Short term disability');
  });

  it('still reads well for a type it does not know', () => {
    expect(coverageTypeLabel('critical_illness')).toBe('Critical illness');
  });
});
