import { describe, expect, it } from 'vitest';
import { pickFilter } from './filters';

const FILTERS = ['open', 'all', 'closed'] as const;

describe('pickFilter', () => {
  it('keeps a filter the page offers', () => {
    expect(pickFilter(FILTERS, 'closed')).toBe('closed');
  });

  it("falls back to the page's first filter for anything else", () => {
    expect(pickFilter(FILTERS, null)).toBe('open');
    expect(pickFilter(FILTERS, 'everything')).toBe('open');
  });
});
