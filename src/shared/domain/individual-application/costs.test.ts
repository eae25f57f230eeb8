import { listIndividualCoverageOptions } from '@shared/schemas/individual-application';
import { describe, expect, it } from 'vitest';
import { priceIndividualOption } from './costs';

const costs = { self_cost: 31.5, spouse_cost: 29.75, child_cost: [24.1, 24.1], family_cost: 104.9 };

describe('individual coverage options and their costs', () => {
  it('prices each option for the family on file', () => {
    expect(priceIndividualOption(costs, 'ee_self')).toBe(31.5);
    expect(priceIndividualOption(costs, 'ee_spouse')).toBe(61.25);
    expect(priceIndividualOption(costs, 'ee_children')).toBe(79.7);
    expect(priceIndividualOption(costs, 'ee_family')).toBe(104.9);
  });

  it('offers spouse only with a spouse, children only with children, the whole family only with both', () => {
    expect(listIndividualCoverageOptions(false, false)).toEqual(['ee_self']);
    expect(listIndividualCoverageOptions(true, false)).toEqual(['ee_self', 'ee_spouse']);
    expect(listIndividualCoverageOptions(false, true)).toEqual(['ee_self', 'ee_children']);
    expect(listIndividualCoverageOptions(true, true)).toEqual([
      'ee_self',
      'ee_spouse',
      'ee_children',
      'ee_family',
    ]);
  });
});
