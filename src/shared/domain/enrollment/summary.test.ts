import { describe, expect, it } from 'vitest';
import {
  computeMonthlyOfYearly,
  computePerPaycheckCents,
  describeCoveredPeople,
  summarizeElections,
} from './summary';

describe('computePerPaycheckCents', () => {
  it('spreads a year of the monthly share over the paychecks of the frequency, to the cent rounded down', () => {
    expect(computePerPaycheckCents(10_000, 'monthly')).toBe(10_000);
    expect(computePerPaycheckCents(10_000, 'semimonthly')).toBe(5_000);
    // 120,000 cents over 26 paychecks: 4,615.38… → 4,615 (the year's last paycheck takes the 10 cents left).
    expect(computePerPaycheckCents(10_000, 'biweekly')).toBe(4_615);
    expect(computePerPaycheckCents(10_000, 'weekly')).toBe(2_307);
    expect(computePerPaycheckCents(0, 'weekly')).toBe(0);
  });
});

describe('computeMonthlyOfYearly', () => {
  it('is the regular twelfth of a yearly amount', () => {
    expect(computeMonthlyOfYearly(120_000)).toBe(10_000);
    expect(computeMonthlyOfYearly(100_001)).toBe(8_333);
  });
});

describe('describeCoveredPeople', () => {
  it('names the employee first and joins the rest with "and"', () => {
    expect(describeCoveredPeople([])).toBe('You');
    expect(describeCoveredPeople(['Ava'])).toBe('You and Ava');
    expect(describeCoveredPeople(['Michael', 'Ava', 'Noah'])).toBe('You, Michael, Ava and Noah');
  });
});

describe('summarizeElections', () => {
  const line = (overrides: Partial<Parameters<typeof summarizeElections>[0]['lines'][number]>) => ({
    coverageType: 'medical' as const,
    isEnrolling: 'Yes' as const,
    planName: 'Silver HSA PPO 2500',
    carrierName: 'Blue Shield',
    coverageAmount: null,
    coveredDependents: ['Michael'],
    monthlyEmployeeCents: 25_000,
    ...overrides,
  });

  it('gives each line its status, plan, who is covered and costs, and totals what is priced', () => {
    const summary = summarizeElections({
      payFrequency: 'semimonthly',
      lines: [
        line({}),
        line({ coverageType: 'dental', isEnrolling: 'No', planName: null, monthlyEmployeeCents: null }),
        line({ coverageType: 'vision', isEnrolling: null, planName: null, monthlyEmployeeCents: null }),
        line({
          coverageType: 'life',
          planName: 'Voluntary Life',
          coverageAmount: 100_000,
          coveredDependents: [],
          monthlyEmployeeCents: 1_234,
        }),
      ],
      healthAccount: { label: 'HSA', yearlyCents: 120_000, paychecksLeft: 10, employerYearlyCents: 50_000 },
    });
    expect(summary.paychecksPerYear).toBe(24);
    expect(summary.lines.map((l) => [l.label, l.status, l.statusLabel])).toEqual([
      ['Medical', 'enrolled', 'Enrolled'],
      ['Dental', 'declined', 'Declined'],
      ['Vision', 'not_chosen', 'Not chosen'],
      ['Life', 'enrolled', 'Enrolled'],
    ]);
    expect(summary.lines[0]).toMatchObject({
      planName: 'Silver HSA PPO 2500',
      coveredPeople: 'You and Michael',
      monthlyCents: 25_000,
      perPaycheckCents: 12_500,
    });
    expect(summary.lines[1]).toMatchObject({ planName: null, coveredPeople: null, monthlyCents: null });
    expect(summary.lines[3]).toMatchObject({
      coverageAmount: 100_000,
      coveredPeople: 'You',
      perPaycheckCents: 617,
    });
    // The health account: a twelfth a month, and over the paychecks left a paycheck (as its step shows).
    expect(summary.healthAccount).toMatchObject({ monthlyCents: 10_000, perPaycheckCents: 12_000 });
    expect(summary.totals).toEqual({
      monthlyCents: 25_000 + 1_234 + 10_000,
      perPaycheckCents: 12_500 + 617 + 12_000,
    });
  });

  it('leaves out a health account without a contribution, and an enrolled line that could not be priced from the totals', () => {
    const summary = summarizeElections({
      payFrequency: 'monthly',
      lines: [line({ monthlyEmployeeCents: null })],
      healthAccount: { label: 'FSA', yearlyCents: 0, paychecksLeft: 3, employerYearlyCents: 0 },
    });
    expect(summary.healthAccount).toBeNull();
    expect(summary.lines[0]).toMatchObject({
      status: 'enrolled',
      monthlyCents: null,
      perPaycheckCents: null,
    });
    expect(summary.totals).toEqual({ monthlyCents: 0, perPaycheckCents: 0 });
  });
});
