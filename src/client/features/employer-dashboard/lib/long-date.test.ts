import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes the month out', () => {
    expect(formatLongDate('2027-01-01')).toBe('January 1, 2027');
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026');
  });
});
