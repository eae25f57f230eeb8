import { describe, expect, it } from 'vitest';
import { describeLineChoice, describeLineCost } from './summary-text';

describe('describeLineCost', () => {
  it('says the monthly and per-paycheck cost, or nothing when the line is not priced', () => {
    expect(describeLineCost(12_000, 5_538)).toBe('$120.00 a month · $55.38 per paycheck');
    expect(describeLineCost(null, null)).toBeNull();
  });
});

describe('describeLineChoice', () => {
  it('names the plan and its amount when enrolled, else the status', () => {
    const enrolled = { status: 'enrolled' as const, statusLabel: 'Enrolled' };
    expect(describeLineChoice({ ...enrolled, planName: 'Gold PPO 500', coverageAmount: null })).toBe(
      'Gold PPO 500',
    );
    expect(describeLineChoice({ ...enrolled, planName: 'Voluntary Life', coverageAmount: 100_000 })).toBe(
      'Voluntary Life, $100,000',
    );
    expect(
      describeLineChoice({
        status: 'declined',
        statusLabel: 'Declined',
        planName: null,
        coverageAmount: null,
      }),
    ).toBe('Declined');
  });
});
