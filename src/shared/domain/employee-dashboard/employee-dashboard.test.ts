import { describe, expect, it } from 'vitest';
import { describeUpcomingShare, isIdCardLine, resolveCoverageSpan } from './employee-dashboard';

describe('resolveCoverageSpan', () => {
  const year = { planYearEffectiveAt: '2026-01-01', planYearRenewalAt: '2027-01-01' };

  it('runs the plan year, to the day before it renews', () => {
    expect(resolveCoverageSpan({ ...year, applicationEffectiveAt: null, coverageEndsAt: null })).toEqual({
      startsAt: '2026-01-01',
      endsAt: '2026-12-31',
    });
  });

  it("starts on the application's own date (a new hire) and ends on a sooner coverage end", () => {
    expect(
      resolveCoverageSpan({ ...year, applicationEffectiveAt: '2026-03-01', coverageEndsAt: '2026-06-30' }),
    ).toEqual({ startsAt: '2026-03-01', endsAt: '2026-06-30' });
  });

  it('keeps the year end when the coverage end is later, and leaves an unknown end open', () => {
    expect(
      resolveCoverageSpan({ ...year, applicationEffectiveAt: null, coverageEndsAt: '2027-03-31' }).endsAt,
    ).toBe('2026-12-31');
    expect(
      resolveCoverageSpan({
        applicationEffectiveAt: null,
        planYearEffectiveAt: null,
        planYearRenewalAt: null,
        coverageEndsAt: null,
      }),
    ).toEqual({ startsAt: null, endsAt: null });
  });
});

describe('ID card numbers', () => {
  it('issues cards for medical, dental and vision only', () => {
    expect(isIdCardLine('medical')).toBe(true);
    expect(isIdCardLine('vision')).toBe(true);
    expect(isIdCardLine('life')).toBe(false);
  });
});

describe('describeUpcomingShare', () => {
  it('says from when the share changes, a month and a paycheck, and the first paycheck', () => {
    const upcoming = {
      from: '2027-04-01',
      monthlyEmployeeCents: 40_210,
      perPaycheckCents: 18_094,
      firstPayDate: '2027-04-02',
    };
    expect(describeUpcomingShare('Medical', upcoming)).toBe(
      "Your employer's contribution changes on April 1, 2027: your medical share becomes $402.10 a month ($180.94 per paycheck, from your paycheck of April 2, 2027).",
    );
    expect(describeUpcomingShare('Dental', { ...upcoming, firstPayDate: null })).toBe(
      "Your employer's contribution changes on April 1, 2027: your dental share becomes $402.10 a month.",
    );
  });
});
