import { describe, expect, it } from 'vitest';
import { nextPlanYearStart } from './next-plan-year';

describe('nextPlanYearStart', () => {
  it("takes the plan year's renewal date, else its start a year on, else next January 1", () => {
    expect(nextPlanYearStart({ effectiveAt: '2026-01-01', renewalAt: '2027-01-01' }, '2026-11-25')).toBe(
      '2027-01-01',
    );
    expect(nextPlanYearStart({ effectiveAt: '2026-07-01', renewalAt: null }, '2026-11-25')).toBe(
      '2027-07-01',
    );
    expect(nextPlanYearStart({ effectiveAt: '2028-02-29', renewalAt: null }, '2026-11-25')).toBe(
      '2029-03-01',
    );
    expect(nextPlanYearStart(null, '2026-11-25')).toBe('2027-01-01');
  });
});
