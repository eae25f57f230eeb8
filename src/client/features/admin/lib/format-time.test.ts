import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { describe, expect, it } from 'vitest';
import { formatDay, formatTime, formatUtcTime } from './format-time';

describe('formatTime', () => {
  it('shows a date and a time people read', () => {
    expect(formatTime('2026-11-18T17:42:00.000Z', 'UTC')).toBe('Nov 18, 2026, 5:42 PM');
    expect(formatTime('2026-11-18T17:42:00.000Z', 'America/Los_Angeles')).toBe('Nov 18, 2026, 9:42 AM');
  });

  it('shows what it was given when it is not a time', () => {
    expect(formatTime('soon')).toBe('soon');
  });
});

describe('formatDay and formatUtcTime', () => {
  it('write the day of a timestamp, and its UTC time', () => {
    expect(formatDay('2026-11-18T17:42:00.000Z')).toBe(formatLongIsoDate('2026-11-18'));
    expect(formatUtcTime('2026-11-18T17:42:00.000Z')).toBe(`${formatLongIsoDate('2026-11-18')} at 17:42 UTC`);
  });
});
