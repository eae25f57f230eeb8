import { describe, expect, it } from 'vitest';
import { computePerPaycheckCents, parseYearlyAmountInput } from './per-paycheck';

describe('parseYearlyAmountInput', () => {
  it('reads dollars with or without $ and commas', () => {
    expect(parseYearlyAmountInput('$1,200.50')).toBe(1200.5);
    expect(parseYearlyAmountInput('600')).toBe(600);
  });
  it('gives null for empty or invalid input', () => {
    expect(parseYearlyAmountInput('')).toBeNull();
    expect(parseYearlyAmountInput('-5')).toBeNull();
    expect(parseYearlyAmountInput('abc')).toBeNull();
  });
});

describe('computePerPaycheckCents', () => {
  it('spreads evenly, the last paycheck carrying any extra cents', () => {
    expect(computePerPaycheckCents(1200, 24)).toBe(5000);
    expect(computePerPaycheckCents(100, 3)).toBe(3333);
  });
  it('puts everything on one paycheck when none are counted', () => {
    expect(computePerPaycheckCents(50, 0)).toBe(5000);
  });
});
