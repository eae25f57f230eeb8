import { describe, expect, it } from 'vitest';
import {
  canDecideBenefits,
  canRemoveAdministrator,
  openBenefitsChoices,
  partnerKeyPrefix,
  readBearerKey,
} from './administrators-and-partners';

const KEY = `gcp_${'A'.repeat(40)}b-_`;

describe('canRemoveAdministrator', () => {
  it('keeps the last administrator', () => {
    expect(canRemoveAdministrator(['a'], 'a')).toBe(false);
  });
  it('removes one of two', () => {
    expect(canRemoveAdministrator(['a', 'b'], 'a')).toBe(true);
  });
  it('refuses someone who is not an administrator of the company', () => {
    expect(canRemoveAdministrator(['a', 'b'], 'c')).toBe(false);
  });
});

describe('benefits decisions', () => {
  it('decides a pending person, and one waiting on renewal, but not an approved or denied one', () => {
    expect(canDecideBenefits('pending')).toBe(true);
    expect(canDecideBenefits('waiting_on_renewal')).toBe(true);
    expect(canDecideBenefits('approved')).toBe(false);
    expect(canDecideBenefits('denied')).toBe(false);
    expect(canDecideBenefits(null)).toBe(false);
  });
  it('offers the three choices while pending, approve or deny while waiting on renewal', () => {
    expect(openBenefitsChoices('pending')).toEqual([
      'approve-benefits',
      'deny-benefits',
      'waiting-on-renewal',
    ]);
    expect(openBenefitsChoices('waiting_on_renewal')).toEqual(['approve-benefits', 'deny-benefits']);
    expect(openBenefitsChoices('approved')).toEqual([]);
  });
});

describe('partner keys', () => {
  it('reads a bearer key of the right shape', () => {
    expect(readBearerKey(`Bearer ${KEY}`)).toBe(KEY);
    expect(readBearerKey(`bearer ${KEY}`)).toBe(KEY);
  });
  it('refuses other headers', () => {
    expect(readBearerKey(undefined)).toBeNull();
    expect(readBearerKey(KEY)).toBeNull();
    expect(readBearerKey('Bearer gcp_short')).toBeNull();
    expect(readBearerKey(`Basic ${KEY}`)).toBeNull();
  });
  it('keeps a short prefix in clear', () => {
    expect(partnerKeyPrefix(KEY)).toBe('gcp_AAAAAAAA');
  });
});
