import { describe, expect, it } from 'vitest';
import { formatEstimatedCost, getEstimatedCostLabel, listEstimatedCostKeys } from './estimated-costs';

describe('formatEstimatedCost', () => {
  it('shows $0 Copay for free preventive care and prescriptions', () => {
    expect(formatEstimatedCost('preventive_care', '$0')).toBe('$0 Copay');
    expect(formatEstimatedCost('generic_drugs', '0')).toBe('$0 Copay');
    expect(formatEstimatedCost('drug_tier_1', '$0.00 copay')).toBe('$0 Copay');
  });

  it('leaves other costs as given', () => {
    expect(formatEstimatedCost('preventive_care', '$10 copay')).toBe('$10 copay');
    expect(formatEstimatedCost('emergency_room', '$0')).toBe('$0');
    expect(formatEstimatedCost('brand_drugs', '$0 copay after deductible')).toBe('$0 copay after deductible');
  });
});

describe('listEstimatedCostKeys', () => {
  it('lists known keys in order, then others alphabetically', () => {
    expect(
      listEstimatedCostKeys([
        { hospitalization: 'x', pcp_visit: 'y' },
        { lab_tests: 'z', preventive_care: '$0', acupuncture: 'w' },
      ]),
    ).toEqual(['preventive_care', 'pcp_visit', 'hospitalization', 'acupuncture', 'lab_tests']);
  });
});

describe('getEstimatedCostLabel', () => {
  it('names known and unknown keys', () => {
    expect(getEstimatedCostLabel('pcp_visit')).toBe('Primary care visit');
    expect(getEstimatedCostLabel('lab_tests')).toBe('Lab tests');
  });
});
