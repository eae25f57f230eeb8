import { describe, expect, it } from 'vitest';
import { computeAgeOnCoverageDate, resolveAgesOn } from './ages';

const today = { year: 2026, month: 3, day: 10 };

describe('resolveAgesOn', () => {
  it("is the policy's effective date, else the plan year's, else today", () => {
    const planYear = '2026-07-01';
    expect(resolveAgesOn({ policyEffectiveAt: '2026-06-01', planYearEffectiveAt: planYear }, today)).toBe(
      '2026-06-01',
    );
    expect(resolveAgesOn({ policyEffectiveAt: null, planYearEffectiveAt: planYear }, today)).toBe(planYear);
    expect(resolveAgesOn({ policyEffectiveAt: null, planYearEffectiveAt: null }, today)).toBe('2026-03-10');
  });

  it('reads a date with a time part', () => {
    expect(
      resolveAgesOn({ policyEffectiveAt: '2026-06-01T00:00:00.000Z', planYearEffectiveAt: null }, today),
    ).toBe('2026-06-01');
  });
});

describe('computeAgeOnCoverageDate', () => {
  it('counts whole years on the day, from a screen or a stored birth date', () => {
    expect(computeAgeOnCoverageDate('06/15/1961', '2026-07-01')).toBe(65);
    expect(computeAgeOnCoverageDate('1961-06-15', '2026-06-01')).toBe(64);
  });

  it('counts a Feb 29 birthday on Mar 1 in common years', () => {
    expect(computeAgeOnCoverageDate('2000-02-29', '2027-02-28')).toBe(26);
    expect(computeAgeOnCoverageDate('2000-02-29', '2027-03-01')).toBe(27);
  });

  it('is null without a valid birth date, and never below 0', () => {
    expect(computeAgeOnCoverageDate(null, '2026-07-01')).toBeNull();
    expect(computeAgeOnCoverageDate('13/45/1990', '2026-07-01')).toBeNull();
    expect(computeAgeOnCoverageDate('2027-01-01', '2026-07-01')).toBe(0);
  });
});
