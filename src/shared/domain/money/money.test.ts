import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatWholeDollars,
  fromCents,
  parseNumericInput,
  roundCents,
  splitCentsEvenly,
  toCents,
} from './money';

describe('money', () => {
  it('rounds half up to whole cents, absorbing float noise', () => {
    expect(roundCents(16_666.5)).toBe(16_667);
    expect(roundCents(45_650.000000001)).toBe(45_650);
    expect(roundCents(1.005 * 100)).toBe(101);
  });
  it('converts dollars to cents and back', () => {
    expect(toCents(12.34)).toBe(1_234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1_234)).toBe(12.34);
  });
  it('formats cents and whole dollars', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatWholeDollars(1_500)).toBe('$1,500');
  });
  it('parses typed amounts by stripping non-numeric characters', () => {
    expect(parseNumericInput('$52,000')).toBe(52_000);
    expect(parseNumericInput('52000.50')).toBe(52_000.5);
    expect(parseNumericInput('')).toBeNull();
    expect(parseNumericInput('abc')).toBeNull();
    expect(parseNumericInput('.')).toBeNull();
  });
  it('splits evenly with the extra cents first', () => {
    expect(splitCentsEvenly(1_000, 3)).toEqual([334, 333, 333]);
    expect(splitCentsEvenly(0, 2)).toEqual([0, 0]);
    expect(() => splitCentsEvenly(100, 0)).toThrow(RangeError);
    expect(() => splitCentsEvenly(-1, 2)).toThrow(RangeError);
  });
  it('an even split always sums to the total and differs by at most one cent', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.integer({ min: 1, max: 60 }), (total, parts) => {
        const split = splitCentsEvenly(total, parts);
        expect(split.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
