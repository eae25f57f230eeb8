import { describe, expect, it } from 'vitest';
import { type SummaryLineInput, summarizeElections } from '../enrollment/summary';
import { formatCents } from '../money/money';
import { SEMIMONTHLY } from '../payroll/fixtures';
import {
  compareRenewalLines,
  compareRenewalTotals,
  describePriceChange,
  findContinuingPlan,
} from './renewal-comparison';

const enrolled = (
  coverageType: SummaryLineInput['coverageType'],
  planName: string,
  monthlyEmployeeCents: number,
): SummaryLineInput => ({
  coverageType,
  isEnrolling: 'Yes',
  planName,
  carrierName: 'Blue Shield',
  coverageAmount: null,
  coveredDependents: ['Michael'],
  monthlyEmployeeCents,
});

const declined = (coverageType: SummaryLineInput['coverageType']): SummaryLineInput => ({
  coverageType,
  isEnrolling: 'No',
  planName: null,
  carrierName: null,
  coverageAmount: null,
  coveredDependents: [],
  monthlyEmployeeCents: null,
});

/** A person's elections, paid twice a month, without a health account. */
const summarizeSemimonthly = (lines: Parameters<typeof summarizeElections>[0]['lines']) =>
  summarizeElections({ paychecks: SEMIMONTHLY, lines, healthAccount: null });

/** The plan year in force: medical and dental enrolled, vision declined, accident (not offered next year). */
const current = summarizeSemimonthly([
  enrolled('medical', 'Silver PPO 2000', 24_000),
  enrolled('dental', 'Dental Plus', 3_150),
  declined('vision'),
  enrolled('accident', 'Accident Basic', 800),
]);

/** The renewal: medical moved to the plan replacing it, dental kept, vision still declined, a new life line. */
const renewal = summarizeSemimonthly([
  enrolled('medical', 'Silver PPO 2500', 25_200),
  enrolled('dental', 'Dental Plus', 3_150),
  declined('vision'),
  enrolled('life', 'Voluntary Life', 1_000),
]);

describe('compareRenewalLines', () => {
  const lines = compareRenewalLines(current.lines, renewal.lines);
  const byLine = new Map(lines.map((l) => [l.coverageType, l]));

  it('lists the lines the renewal asks about, in its order', () => {
    expect(lines.map((l) => [l.coverageType, l.label])).toEqual([
      ['medical', 'Medical'],
      ['dental', 'Dental'],
      ['vision', 'Vision'],
      ['life', 'Life'],
    ]);
  });

  it('sets a changed plan beside the one it replaces, with both prices and the difference', () => {
    expect(byLine.get('medical')).toEqual({
      coverageType: 'medical',
      label: 'Medical',
      current: {
        planName: 'Silver PPO 2000',
        statusLabel: 'Enrolled',
        monthlyCents: 24_000,
        perPaycheckCents: 12_000,
      },
      renewal: {
        planName: 'Silver PPO 2500',
        statusLabel: 'Enrolled',
        monthlyCents: 25_200,
        perPaycheckCents: 12_600,
      },
      changeCents: 1_200,
    });
    expect(describePriceChange(1_200, formatCents)).toBe('$12.00 a month more');
  });

  it('gives the same plan at the same price a change of zero', () => {
    const dental = byLine.get('dental')!;
    expect(dental.current?.planName).toBe('Dental Plus');
    expect(dental.renewal.planName).toBe('Dental Plus');
    expect(dental.current?.monthlyCents).toBe(3_150);
    expect(dental.renewal.perPaycheckCents).toBe(1_575);
    expect(dental.changeCents).toBe(0);
    expect(describePriceChange(dental.changeCents, formatCents)).toBe('The same price');
  });

  it('shows a line declined on both sides without prices or a change', () => {
    expect(byLine.get('vision')).toEqual({
      coverageType: 'vision',
      label: 'Vision',
      current: { planName: null, statusLabel: 'Declined', monthlyCents: null, perPaycheckCents: null },
      renewal: { planName: null, statusLabel: 'Declined', monthlyCents: null, perPaycheckCents: null },
      changeCents: null,
    });
  });

  it('has no current side for a line only the renewal offers', () => {
    const life = byLine.get('life')!;
    expect(life.current).toBeNull();
    expect(life.renewal).toEqual({
      planName: 'Voluntary Life',
      statusLabel: 'Enrolled',
      monthlyCents: 1_000,
      perPaycheckCents: 500,
    });
    expect(life.changeCents).toBeNull();
  });

  it('leaves out a line only the current year has (the renewal does not ask about it)', () => {
    expect(byLine.has('accident')).toBe(false);
  });

  it('has no current side at all for an employee with no application on the year renewed', () => {
    const alone = compareRenewalLines([], renewal.lines);
    expect(alone.every((l) => l.current === null && l.changeCents === null)).toBe(true);
  });
});

describe('compareRenewalTotals', () => {
  it("sets each year's own summary total beside the other, a line only the current year has included", () => {
    // Current: 240.00 + 31.50 + 8.00 (accident) = 279.50; renewal: 252.00 + 31.50 + 10.00 = 293.50.
    expect(current.totals.monthlyCents).toBe(27_950);
    expect(renewal.totals.monthlyCents).toBe(29_350);
    expect(compareRenewalTotals(current.totals, renewal.totals)).toEqual({
      currentMonthlyCents: 27_950,
      renewalMonthlyCents: 29_350,
      changeCents: 1_400,
    });
    expect(describePriceChange(1_400, formatCents)).toBe('$14.00 a month more');
  });

  it('says a cheaper renewal costs less', () => {
    const cheaper = compareRenewalTotals({ monthlyCents: 10_000 }, { monthlyCents: 9_650 });
    expect(cheaper.changeCents).toBe(-350);
    expect(describePriceChange(cheaper.changeCents, formatCents)).toBe('$3.50 a month less');
  });

  it('has no current total or change without a current application', () => {
    expect(compareRenewalTotals(null, renewal.totals)).toEqual({
      currentMonthlyCents: null,
      renewalMonthlyCents: 29_350,
      changeCents: null,
    });
  });
});

describe('findContinuingPlan', () => {
  it('is the same plan when the renewal offers it again', () => {
    expect(findContinuingPlan('gold', ['gold', 'silver'], ['gold-27'])).toBe('gold');
  });
  it("is the plan the package maps it to, among the line's plans", () => {
    expect(findContinuingPlan('gold', ['gold-27', 'silver-27'], ['kaiser-27', 'gold-27'])).toBe('gold-27');
  });
  it("is the line's only plan when nothing maps it", () => {
    expect(findContinuingPlan('dental', ['dental-27'], [])).toBe('dental-27');
  });
  it('is none when several plans are offered and none continues it', () => {
    expect(findContinuingPlan('gold', ['a', 'b'], ['c'])).toBeNull();
  });
});
