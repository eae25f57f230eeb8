import { describe, expect, it } from 'vitest';
import {
  extractDigits,
  formatSsn,
  isMaskedSsn,
  isValidAbaRoutingNumber,
  isValidEin,
  isValidItin,
  isValidSsn,
  isValidSsnOrTaxId,
  lastFourDigits,
  maskAccountNumber,
  maskSsn,
} from './identifiers';

describe('isValidSsn', () => {
  it('accepts nine digits with or without dashes', () => {
    expect(isValidSsn('123-45-6789')).toBe(true);
    expect(isValidSsn('123456789')).toBe(true);
    expect(isValidSsn('123 45 6789')).toBe(true);
  });
  it.each([
    ['000-12-3456', 'area 000'],
    ['666-12-3456', 'area 666'],
    ['900-12-3456', 'area 900–999'],
    ['999-12-3456', 'area 900–999'],
    ['123-00-4567', 'group 00'],
    ['123-45-0000', 'serial 0000'],
    ['12-345-6789', 'misplaced dashes'],
    ['12345678', 'eight digits'],
    ['1234567890', 'ten digits'],
    ['abc-de-fghi', 'letters'],
  ])('refuses %s (%s)', (ssn) => {
    expect(isValidSsn(ssn)).toBe(false);
  });
});

describe('tax ids', () => {
  it('accepts ITINs: 9XX with group 50–65, 70–88, 90–92, 94–99', () => {
    expect(isValidItin('912-50-1234')).toBe(true);
    expect(isValidItin('912-78-1234')).toBe(true);
    expect(isValidItin('912-92-1234')).toBe(true);
    expect(isValidItin('912-99-1234')).toBe(true);
    expect(isValidItin('912-93-1234')).toBe(false);
    expect(isValidItin('912-49-1234')).toBe(false);
    expect(isValidItin('812-70-1234')).toBe(false);
    expect(isValidItin('9127')).toBe(false);
  });
  it('SSN or tax id accepts either', () => {
    expect(isValidSsnOrTaxId('123-45-6789')).toBe(true);
    expect(isValidSsnOrTaxId('912-70-1234')).toBe(true);
    expect(isValidSsnOrTaxId('912-10-1234')).toBe(false);
  });
  it('EIN: XX-XXXXXXX, not all zeros', () => {
    expect(isValidEin('12-3456789')).toBe(true);
    expect(isValidEin('123456789')).toBe(true);
    expect(isValidEin('00-0000000')).toBe(false);
    expect(isValidEin('123-456789')).toBe(false);
  });
});

describe('isValidAbaRoutingNumber', () => {
  it('accepts numbers whose weighted sum is divisible by 10', () => {
    expect(isValidAbaRoutingNumber('021000021')).toBe(true); // JPMorgan Chase
    expect(isValidAbaRoutingNumber('011000015')).toBe(true); // Federal Reserve Boston
  });
  it('refuses a bad checksum, the wrong length, separators and all zeros', () => {
    expect(isValidAbaRoutingNumber('123456789')).toBe(false);
    expect(isValidAbaRoutingNumber('02100002')).toBe(false);
    expect(isValidAbaRoutingNumber('021-000-021')).toBe(false);
    expect(isValidAbaRoutingNumber('000000000')).toBe(false);
  });
});

describe('masking', () => {
  it('shows only the last four: XXX-XX-1234', () => {
    expect(maskSsn('123-45-6789')).toBe('XXX-XX-6789');
    expect(maskSsn('123456789')).toBe('XXX-XX-6789');
    expect(maskSsn('12')).toBe('');
    expect(isMaskedSsn('XXX-XX-6789')).toBe(true);
    expect(isMaskedSsn('123-45-6789')).toBe(false);
  });
  it('masks bank numbers and extracts digits', () => {
    expect(maskAccountNumber('000123456789')).toBe('••••6789');
    expect(maskAccountNumber('')).toBe('');
    expect(lastFourDigits('12-34')).toBe('1234');
    expect(extractDigits('(555) 123-4567')).toBe('5551234567');
  });
  it('formats nine digits as an SSN', () => {
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('12345')).toBe('12345');
  });
});
