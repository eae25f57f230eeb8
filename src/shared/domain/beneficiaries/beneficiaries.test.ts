import { describe, expect, it } from 'vitest';
import { computeBeneficiaryPercentages, parseBeneficiaryPercentageInput } from './beneficiaries';

describe('computeBeneficiaryPercentages', () => {
  it('gives a primary second beneficiary the remainder of 100', () => {
    expect(computeBeneficiaryPercentages('primary', 70)).toEqual({ percentage1: 70, percentage2: 30 });
    expect(computeBeneficiaryPercentages('primary', null)).toEqual({ percentage1: 50, percentage2: 50 });
    expect(computeBeneficiaryPercentages('primary', 100)).toEqual({ percentage1: 99, percentage2: 1 });
  });
  it('defaults both to 50 when the second is contingent', () => {
    expect(computeBeneficiaryPercentages('contingent', 70)).toEqual({ percentage1: 50, percentage2: 50 });
  });
  it('gives the first beneficiary 100 when there is no second', () => {
    expect(computeBeneficiaryPercentages('none', 70)).toEqual({ percentage1: 100, percentage2: null });
  });
});

describe('parseBeneficiaryPercentageInput', () => {
  it('keeps at most two digits starting 1–9; empty is 1', () => {
    expect(parseBeneficiaryPercentageInput('45')).toBe(45);
    expect(parseBeneficiaryPercentageInput('456')).toBe(45);
    expect(parseBeneficiaryPercentageInput('07')).toBe(7);
    expect(parseBeneficiaryPercentageInput('a5%')).toBe(5);
    expect(parseBeneficiaryPercentageInput('')).toBe(1);
    expect(parseBeneficiaryPercentageInput('0')).toBe(1);
  });
});
