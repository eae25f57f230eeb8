import { describe, expect, it } from 'vitest';
import { isHttpsAddress, offeredAddress, planLinkFieldsOf } from './plan-documents';

describe('planLinkFieldsOf', () => {
  it('gives medical a directory and a formulary, dental and vision a directory, other lines the SBC only', () => {
    expect(planLinkFieldsOf('medical')).toEqual(['sbcUrl', 'providerDirectoryUrl', 'formularyUrl']);
    expect(planLinkFieldsOf('dental')).toEqual(['sbcUrl', 'providerDirectoryUrl']);
    expect(planLinkFieldsOf('vision')).toEqual(['sbcUrl', 'providerDirectoryUrl']);
    expect(planLinkFieldsOf('life')).toEqual(['sbcUrl']);
  });
});

describe('isHttpsAddress', () => {
  it('takes https addresses only', () => {
    expect(isHttpsAddress('https://carrier.example/sbc/gold.pdf')).toBe(true);
    expect(isHttpsAddress('http://carrier.example/sbc.pdf')).toBe(false);
    expect(isHttpsAddress('javascript:alert(1)')).toBe(false);
    expect(isHttpsAddress('https://user:pw@carrier.example/')).toBe(false);
    expect(isHttpsAddress('carrier.example/sbc.pdf')).toBe(false);
    expect(isHttpsAddress('')).toBe(false);
  });

  it('offers a stored address only when it is https', () => {
    expect(offeredAddress('https://a.example/x')).toBe('https://a.example/x');
    expect(offeredAddress('javascript:alert(1)')).toBeNull();
    expect(offeredAddress(null)).toBeNull();
  });
});
