import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as money from './money';

describe('money', () => {
  it('rounds half up to whole cents, absorbing float noise', () => {
    expect(money.roundCents(16_666.5)).toBe(16_667);
    expect(money.roundCents(45_650.000000001)).toBe(45_650);
    expect(money.roundCents(1.005 * 100)).toBe(101);
  });
  it('converts dollars to cents and back', () => {
    expect(money.toCents(12.34)).toBe(1_234);
    expect(money.toCents(0.1 + 0.2)).toBe(30);
    expect(money.fromCents(1_234)).toBe(12.34);
  });
  it('formats cents and whole dollars', () => {
    expect(money.formatCents(123_456)).toBe('$1,234.56');
    expect(money.formatCents(0)).toBe('$0.00');
    expect(money.formatWholeDollars(1_500)).toBe('$1,500');
  });
  it('splits evenly with the extra cents first', () => {
    expect(money.splitCentsEvenly(1_000, 3)).toEqual([334, 333, 333]);
    expect(money.splitCentsEvenly(0, 2)).toEqual([0, 0]);
    expect(() => money.splitCentsEvenly(100, 0)).toThrow(RangeError);
    expect(() => money.splitCentsEvenly(-1, 2)).toThrow(RangeError);
  });
  it('an even split always sums to the total and differs by at most one cent', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.integer({ min: 1, max: 60 }), (total, parts) => {
        const split = money.splitCentsEvenly(total, parts);
        expect(split.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('parseAmountInput', () => {
  it('reads the ways a person types an amount', () => {
    for (const [typed, dollars] of [
      ['96000', 96_000],
      ['96,000', 96_000],
      ['96,000.00', 96_000],
      ['$96,000', 96_000],
      ['$96,000.00', 96_000],
      [' 96000 ', 96_000],
      ['1,234,567.5', 1_234_567.5],
      ['0', 0],
      ['$0.99', 0.99],
    ] as const)
      expect(money.parseAmountInput(typed), typed).toBe(dollars);
  });

  it('gives empty text as empty, not as zero', () => {
    expect(money.parseAmountInput('')).toBe('');
    expect(money.parseAmountInput('   ')).toBe('');
  });

  it('refuses anything that is not an amount instead of keeping its digits', () => {
    for (const typed of [
      '02/30/2026', // once stored as 2302026
      '-5', // once stored as 5
      '-0',
      '5-',
      '96k',
      'abc',
      'NaN',
      'Infinity',
      '1e5',
      '0x10',
      '9,60,00',
      '96,00',
      ',96000',
      '96000,',
      '1,2345',
      '96000.001',
      '96.000.00',
      '96000.',
      '.5',
      '.',
      '$',
      '$$5',
      '5$',
      '$ 5',
      '96 000',
      '９６',
    ])
      expect(money.parseAmountInput(typed), typed).toBeNull();
  });

  it('reads back every amount formatted with or without $, commas and cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: money.MAX_AMOUNT_DOLLARS * 100 }), (cents) => {
        const dollars = cents / 100;
        const grouped = dollars.toLocaleString('en-US', { minimumFractionDigits: 2 });
        expect(money.parseAmountInput(grouped)).toBe(dollars);
        expect(money.parseAmountInput(`$${grouped}`)).toBe(dollars);
        expect(money.parseAmountInput(` ${dollars.toFixed(2)} `)).toBe(dollars);
        if (cents % 100 === 0) expect(money.parseAmountInput(String(cents / 100))).toBe(dollars);
      }),
    );
  });

  it('never reads a text with a minus sign, a letter or a slash as an amount', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
        fc.constantFrom('-', 'e', 'E', '/', 'x', 'k', '%'),
        fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
        (before, bad, after) => {
          expect(money.parseAmountInput(`${before}${bad}${after}`)).toBeNull();
        },
      ),
    );
  });
});

describe('isAmount', () => {
  it.each([0, 96_000, 12.34, 999_999_999.99, money.MAX_AMOUNT_DOLLARS])(
    'takes %s (whole cents from $0 to the ceiling)',
    (amount) => {
      expect(money.isAmount(amount)).toBe(true);
    },
  );

  it.each([money.MAX_AMOUNT_DOLLARS + 0.01, -1, 0.001, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s',
    (amount) => {
      expect(money.isAmount(amount)).toBe(false);
    },
  );

  it('holds for every whole number of cents up to the ceiling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: money.MAX_AMOUNT_DOLLARS * 100 }), (cents) => {
        expect(money.hasWholeCents(cents / 100)).toBe(true);
        expect(money.isAmount(cents / 100)).toBe(true);
      }),
    );
  });
});

describe('formatting without Intl', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const usdWhole = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });

  it('writes cents and whole dollars exactly as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(money.formatCents(cents)).toBe(usd.format(cents / 100));
        expect(money.formatWholeDollars(cents)).toBe(usdWhole.format(cents));
      }),
    );
    for (const cents of [0, 5, 99, 100, 999_999, 1_000_000, -1, -100_000]) {
      expect(money.formatCents(cents)).toBe(usd.format(cents / 100));
    }
  });
});

describe('Money', () => {
  it('converts nullable amounts, fractional rates and typed amounts', () => {
    expect(money.Money.toCentsOrNull(null)).toBeNull();
    expect(money.Money.toCentsOrNull(96_000.1)).toBe(9_600_010);
    expect(money.Money.fromCentsOrNull(undefined)).toBeNull();
    expect(money.Money.fromCentsOrNull(1_999)).toBe(19.99);
    expect(money.Money.toFractionalCents(0.1234)).toBe(12.34);
    expect(money.Money.parse('$96,000.50')).toBe(9_600_050);
    expect(money.Money.parse(' ')).toBe('');
    expect(money.Money.parse('12.345')).toBeNull();
  });
  it('adds, multiplies and formats', () => {
    expect(money.Money.sum([1, 2, 3])).toBe(6);
    expect(money.Money.multiply(1_001, 0.5)).toBe(501);
    expect(money.Money.formatDecimal(123_456)).toBe('1234.56');
    expect(money.Money.formatDecimal(5)).toBe('0.05');
    expect(money.Money.format(123_456)).toBe('$1,234.56');
  });
  it('every amount of whole cents survives the trip to cents and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: money.MAX_AMOUNT_CENTS }), (cents) => {
        expect(money.toCents(money.fromCents(cents))).toBe(cents);
      }),
    );
  });
});
