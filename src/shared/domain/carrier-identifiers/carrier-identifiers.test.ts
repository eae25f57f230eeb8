import { describe, expect, it } from 'vitest';
import {
  CARRIER_CODE_SHAPE,
  formatMemberId,
  formatPersonMemberId,
  isValidMemberId,
  luhnCheckDigit,
  resolveGroupNumber,
  resolvePlanCode,
} from './carrier-identifiers';

describe('member ids', () => {
  it('computes the Luhn check digit (the published example 7992739871 → 3)', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('12345678')).toBe(2);
    expect(luhnCheckDigit('00000000')).toBe(0);
  });

  it('formats GC, eight digits and the check digit, zero-padded', () => {
    expect(formatMemberId(12_345_678)).toBe('GC123456782');
    expect(formatMemberId(42)).toBe('GC000000422');
    expect(() => formatMemberId(100_000_000)).toThrow();
    expect(() => formatMemberId(-1)).toThrow();
    expect(() => formatMemberId(1.5)).toThrow();
  });

  it('accepts what it formats and refuses a mistyped digit or two swapped neighbours', () => {
    for (const n of [0, 7, 12_345_678, 99_999_999, 31_415_926])
      expect(isValidMemberId(formatMemberId(n))).toBe(true);
    expect(isValidMemberId('GC123456783')).toBe(false);
    expect(isValidMemberId('GC213456782')).toBe(false);
    expect(isValidMemberId('GC12345678')).toBe(false);
    expect(isValidMemberId('XX123456782')).toBe(false);
    expect(isValidMemberId('GCC6F8F6487A')).toBe(false);
  });

  it("gives each covered person the subscriber's id and their sequence", () => {
    expect(formatPersonMemberId('GC123456782', 1)).toBe('GC123456782-01');
    expect(formatPersonMemberId('GC123456782', 12)).toBe('GC123456782-12');
  });
});

describe('group numbers and plan codes', () => {
  const companyId = 'a1b2c3d4-0000-4000-8000-000000000000';

  it("uses the carrier's group number when on record, else ours from the company's id", () => {
    expect(resolveGroupNumber('EMP-10442', companyId)).toBe('EMP-10442');
    expect(resolveGroupNumber('  604512 ', companyId)).toBe('604512');
    expect(resolveGroupNumber(null, companyId)).toBe('GA1B2C3D4');
    expect(resolveGroupNumber('  ', companyId)).toBe('GA1B2C3D4');
  });

  it("uses the carrier's plan code when on record, else the plan's raw name", () => {
    expect(resolvePlanCode({ p1: 'HMO-30' }, 'p1', 'Carrier HMO 30')).toBe('HMO-30');
    expect(resolvePlanCode({ p1: 'HMO-30' }, 'p2', 'Carrier PPO')).toBe('Carrier PPO');
    expect(resolvePlanCode(null, 'p1', 'Carrier HMO 30')).toBe('Carrier HMO 30');
  });

  it('takes group numbers and codes as carriers write them, nothing that breaks a file', () => {
    for (const ok of ['EMP-10442', '604512', 'G 1234/A', 'A.B-1'])
      expect(CARRIER_CODE_SHAPE.test(ok)).toBe(true);
    for (const bad of ['', ' 1', 'A*B', 'A~B', 'A:B', 'A^B', 'x'.repeat(31), 'A\u0007B'])
      expect(CARRIER_CODE_SHAPE.test(bad)).toBe(false);
  });
});
