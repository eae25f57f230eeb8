import { describe, expect, it } from 'vitest';
import { describeInsuranceTypes, formatMomentDay } from './broker-of-record-text';

describe('broker-of-record text', () => {
  it('names the insurance types a letter covers, and spells out a day', () => {
    expect(describeInsuranceTypes(['medical', 'shortTermDisability'])).toBe('Medical, Short Term Disability');
    expect(describeInsuranceTypes(['unknown'])).toBe('unknown');
    expect(formatMomentDay('2027-03-01T15:00:00.000Z')).toBe('March 1, 2027');
  });
});
