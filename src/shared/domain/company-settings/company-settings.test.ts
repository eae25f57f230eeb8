import { describe, expect, it } from 'vitest';
import { isValidBankAccountNumber, isValidNaicsCode, listMissingBankNumbers } from './company-settings';

describe('isValidNaicsCode', () => {
  it.each([
    ['541310', true, 'architectural services'],
    ['722511', true, 'full-service restaurants'],
    ['311811', true, 'retail bakeries'],
    ['921110', true, 'executive offices (public administration)'],
    ['541', false, 'a three-digit code'],
    ['5413100', false, 'seven digits'],
    ['991234', false, 'no sector 99'],
    ['101234', false, 'no sector 10'],
    ['54131a', false, 'a letter'],
  ])('%s → %s (%s)', (code, valid) => {
    expect(isValidNaicsCode(code)).toBe(valid);
  });
});

describe('isValidBankAccountNumber', () => {
  it.each([
    ['1234', true],
    ['12345678901234567', true],
    ['123', false],
    ['123456789012345678', false],
    ['1234-5678', false],
  ])('%s → %s', (value, valid) => expect(isValidBankAccountNumber(value)).toBe(valid));
});

describe('listMissingBankNumbers', () => {
  it('asks for both numbers when no account is on file', () => {
    expect(listMissingBankNumbers({ hasAccountOnFile: false, routingNumber: '', accountNumber: '' })).toEqual(
      ['routingNumber', 'accountNumber'],
    );
  });
  it('keeps both numbers on file when neither is typed', () => {
    expect(listMissingBankNumbers({ hasAccountOnFile: true, routingNumber: '', accountNumber: '' })).toEqual(
      [],
    );
  });
  it('asks for the account number at a new bank', () => {
    expect(
      listMissingBankNumbers({ hasAccountOnFile: true, routingNumber: '021000021', accountNumber: '' }),
    ).toEqual(['accountNumber']);
  });
  it('takes a new account number at the same bank', () => {
    expect(
      listMissingBankNumbers({ hasAccountOnFile: true, routingNumber: '', accountNumber: '000123456' }),
    ).toEqual([]);
  });
});
