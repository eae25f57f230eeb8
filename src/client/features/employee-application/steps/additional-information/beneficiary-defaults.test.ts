import { describe, expect, it } from 'vitest';
import * as beneficiaryDefaults from './beneficiary-defaults';

describe('toBeneficiaryPairValues', () => {
  it('starts with one beneficiary at 100%', () => {
    const values = beneficiaryDefaults.toBeneficiaryPairValues(null);
    expect(values.beneficiary2Type).toBe('none');
    expect(values.beneficiary1Percentage).toBe(100);
    expect(values.beneficiary2Percentage).toBeNull();
    expect(values.beneficiary1Name).toBe('');
  });
  it('keeps a stored pair', () => {
    const values = beneficiaryDefaults.toBeneficiaryPairValues({
      beneficiary1Name: 'Sam',
      beneficiary1Percentage: 60,
      beneficiary2Type: 'primary',
      beneficiary2Percentage: 40,
    });
    expect(values).toMatchObject({
      beneficiary1Name: 'Sam',
      beneficiary1Percentage: 60,
      beneficiary2Type: 'primary',
      beneficiary2Percentage: 40,
    });
  });
});

describe('toBeneficiaryPairBody', () => {
  it('leaves out the second beneficiary when there is none', () => {
    const body = beneficiaryDefaults.toBeneficiaryPairBody({
      beneficiary1Name: 'A',
      beneficiary2Type: 'none',
      beneficiary2Name: 'B',
    });
    expect(body).toEqual({ beneficiary1Name: 'A', beneficiary2Type: 'none' });
  });
});

describe('withOnFileSsnsForValidation', () => {
  it('stands in for masked SSNs only', () => {
    expect(
      beneficiaryDefaults.withOnFileSsnsForValidation({
        beneficiary1SocialSecurityNumber: 'XXX-XX-1234',
        beneficiary2SocialSecurityNumber: '12',
        beneficiary1Name: 'XXX-XX-1234',
      }),
    ).toEqual({
      beneficiary1SocialSecurityNumber: '123-45-6789',
      beneficiary2SocialSecurityNumber: '12',
      beneficiary1Name: 'XXX-XX-1234',
    });
  });
});
