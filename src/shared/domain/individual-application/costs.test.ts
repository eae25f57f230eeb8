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
});
