import { describe, expect, it } from 'vitest';
import { describeCensusSummary, groupDigits } from './census-summary';

describe('describeCensusSummary', () => {
  it('says how many rows and what each does, with thousands grouped', () => {
    expect(describeCensusSummary({ rows: 50, toAdd: 48, toUpdate: 0, unchanged: 0, withErrors: 2 })).toBe(
      '50 rows: 48 to add, 0 to update, 0 unchanged, 2 with errors.',
    );
    expect(describeCensusSummary({ rows: 1, toAdd: 0, toUpdate: 1, unchanged: 0, withErrors: 0 })).toBe(
      '1 row: 0 to add, 1 to update, 0 unchanged, 0 with errors.',
    );
    expect(describeCensusSummary({ rows: 1000, toAdd: 1000, toUpdate: 0, unchanged: 0, withErrors: 0 })).toBe(
      '1,000 rows: 1,000 to add, 0 to update, 0 unchanged, 0 with errors.',
    );
    expect([0, 999, 1000, 1234567].map(groupDigits)).toEqual(['0', '999', '1,000', '1,234,567']);
  });
});
