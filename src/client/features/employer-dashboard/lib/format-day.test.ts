import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it('shows a calendar date as written, whatever the time zone', () => {
    expect(formatDay('2026-12-09')).toBe('December 9, 2026');
  });
  it('shows a timestamp as a day', () => {
    expect(formatDay('2026-12-09T15:00:00.000Z')).toMatch(/^December (9|10), 2026$/);
  });
  it('leaves what is not a date as it is', () => {
    expect(formatDay('soon')).toBe('soon');
  });
});
