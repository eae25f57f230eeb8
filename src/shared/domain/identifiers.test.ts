import { describe, expect, it } from 'vitest';
import * as identifiers from './identifiers';

describe('isValidSsn', () => {
  it('accepts nine digits with or without dashes', () => {
    expect(identifiers.isValidSsn('123-45-6789')).toBe(true);
    expect(identifiers.isValidSsn('123456789')).toBe(true);
    expect(identifiers.isValidSsn('123 45 6789')).toBe(true);
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
    expect(identifiers.isValidSsn(ssn)).toBe(false);
  });
});

describe('tax ids', () => {
  it('accepts ITINs: 9XX with group 50–65, 70–88, 90–92, 94–99', () => {
    expect(identifiers.isValidItin('912-50-1234')).toBe(true);
    expect(identifiers.isValidItin('912-78-1234')).toBe(true);
    expect(identifiers.isValidItin('912-92-1234')).toBe(true);
    expect(identifiers.isValidItin('912-99-1234')).toBe(true);
    expect(identifiers.isValidItin('912-93-1234')).toBe(false);
    expect(identifiers.isValidItin('912-49-1234')).toBe(false);
    expect(identifiers.isValidItin('812-70-1234')).toBe(false);
    expect(identifiers.isValidItin('9127')).toBe(false);
  });
  it('SSN or tax id accepts either', () => {
    expect(identifiers.isValidSsnOrTaxId('123-45-6789')).toBe(true);
    expect(identifiers.isValidSsnOrTaxId('912-70-1234')).toBe(true);
    expect(identifiers.isValidSsnOrTaxId('912-10-1234')).toBe(false);
  });
  it('EIN: XX-XXXXXXX, not all zeros', () => {
    expect(identifiers.isValidEin('12-3456789')).toBe(true);
    expect(identifiers.isValidEin('123456789')).toBe(true);
    expect(identifiers.isValidEin('00-0000000')).toBe(false);
    expect(identifiers.isValidEin('123-456789')).toBe(false);
  });
  it.each([
    ['01', true, 'Brookhaven, the lowest'],
    ['06', true, 'Brookhaven'],
    ['07', false, 'never assigned'],
    ['09', false, 'never assigned'],
    ['10', true, 'Andover'],
    ['17', false, 'never assigned'],
    ['20', true, 'internet'],
    ['28', false, 'never assigned'],
    ['31', true, 'Small Business Administration'],
    ['49', false, 'never assigned'],
    ['69', false, 'never assigned'],
    ['70', false, 'never assigned'],
    ['71', true, 'Philadelphia'],
    ['78', false, 'never assigned'],
    ['89', false, 'never assigned'],
    ['94', true, 'Memphis'],
    ['96', false, 'never assigned'],
    ['97', false, 'never assigned'],
    ['99', true, 'Philadelphia, the highest'],
  ])('EIN prefix %s → %s (%s)', (prefix, valid) => {
    expect(identifiers.hasIrsCampusPrefix(`${prefix}-1234567`)).toBe(valid);
    expect(identifiers.isValidEin(`${prefix}-1234567`)).toBe(valid);
  });
  it('counts 83 assigned prefixes of the 100', () => {
    const assigned = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).filter((p) =>
      identifiers.hasIrsCampusPrefix(`${p}1234567`),
    );
    expect(assigned).toHaveLength(83);
  });
  it('masks and formats an EIN', () => {
    expect(identifiers.maskEin('94-3817265')).toBe('**-***7265');
    expect(identifiers.maskEin('')).toBe('');
    expect(identifiers.formatEin('943817265')).toBe('94-3817265');
  });
});

describe('isValidAbaRoutingNumber', () => {
  it.each([
    ['021000021', true, 'JPMorgan Chase'],
    ['011000015', true, 'Federal Reserve Boston'],
    ['123456789', false, 'a bad checksum'],
    ['02100002', false, 'the wrong length'],
    ['021-000-021', false, 'separators'],
    ['000000000', false, 'all zeros'],
  ])('%s → %s (%s): valid only when its weighted sum is divisible by 10', (routingNumber, valid) => {
    expect(identifiers.isValidAbaRoutingNumber(routingNumber)).toBe(valid);
  });
});

describe('masking', () => {
  it('shows only the last four: XXX-XX-1234', () => {
    expect(identifiers.maskSsn('123-45-6789')).toBe('XXX-XX-6789');
    expect(identifiers.maskSsn('123456789')).toBe('XXX-XX-6789');
    expect(identifiers.maskSsn('12')).toBe('');
    expect(identifiers.isMaskedSsn('XXX-XX-6789')).toBe(true);
    expect(identifiers.isMaskedSsn('123-45-6789')).toBe(false);
  });
  it('masks bank numbers and extracts digits', () => {
    expect(identifiers.maskAccountNumber('000123456789')).toBe('••••6789');
    expect(identifiers.maskAccountNumber('')).toBe('');
    expect(identifiers.lastFourDigits('12-34')).toBe('1234');
    expect(identifiers.extractDigits('(555) 123-4567')).toBe('5551234567');
  });
  it('formats nine digits as an SSN', () => {
    expect(identifiers.formatSsn('123456789')).toBe('123-45-6789');
    expect(identifiers.formatSsn('12345')).toBe('12345');
  });
});
