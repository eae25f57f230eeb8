import { describe, expect, it } from 'vitest';
import { parseYearlyAmountInput } from './per-paycheck';

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
