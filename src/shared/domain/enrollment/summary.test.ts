import { describe, expect, it } from 'vitest';
import { SEMIMONTHLY } from '../payroll/fixtures';
import { computeMonthlyOfYearly, describeCoveredPeople, summarizeElections } from './summary';

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
      paychecks: SEMIMONTHLY,
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
      healthAccount: { label: 'HSA', yearlyCents: 120_000, employerYearlyCents: 50_000 },
    });
    expect(summary.paychecks).toBe(SEMIMONTHLY);
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
    // The health account: a twelfth a month, and over the same paychecks a paycheck (as its step shows).
    expect(summary.healthAccount).toMatchObject({ monthlyCents: 10_000, perPaycheckCents: 5_000 });
    expect(summary.totals).toEqual({
      monthlyCents: 25_000 + 1_234 + 10_000,
      perPaycheckCents: 12_500 + 617 + 5_000,
    });
  });

  it('leaves out a health account without a contribution, and an enrolled line that could not be priced from the totals', () => {
    const summary = summarizeElections({
      paychecks: { ...SEMIMONTHLY, frequency: 'monthly', paychecks: 12 },
      lines: [line({ monthlyEmployeeCents: null })],
      healthAccount: { label: 'FSA', yearlyCents: 0, employerYearlyCents: 0 },
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
