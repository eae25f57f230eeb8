import { fixedClock } from '@shared/domain/dates/clock';
import { readToday } from '@shared/schemas/fields';
import { describe, expect, it } from 'vitest';
import {
  clock,
  currentTimeZone,
  earliestTodayAnywhere,
  latestTodayAnywhere,
  now,
  runWithClock,
  setRequestTimeZone,
  today,
  todayIso,
} from './clock';

// 23:30 on New Year's Eve in Honolulu: 2027-01-01 09:30 UTC.
const hawaiiMidnight = fixedClock('2026-12-31T23:30:00-10:00');

describe('the server clock', () => {
  it('reads the clock the request or job runs on, the system one outside', async () => {
    await runWithClock(hawaiiMidnight, async () => {
      await Promise.resolve();
      expect(now().toISOString()).toBe('2027-01-01T09:30:00.000Z');
      expect(clock.nowMs()).toBe(Date.parse('2027-01-01T09:30:00Z'));
    });
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it("gives today in the request's company's zone once the scope names it, else in the default zone", async () => {
    await runWithClock(hawaiiMidnight, async () => {
      expect(currentTimeZone()).toBe('America/New_York');
      expect(todayIso()).toBe('2027-01-01');
      setRequestTimeZone('Pacific/Honolulu');
      await Promise.resolve();
      expect(todayIso()).toBe('2026-12-31');
      expect(today()).toEqual({ year: 2026, month: 12, day: 31 });
      expect(todayIso('UTC')).toBe('2027-01-01');
      expect(clock.isoDateOf(new Date('2027-01-01T05:00:00Z'))).toBe('2026-12-31');
    });
  });

  it('spans every zone for the jobs over all companies', () => {
    runWithClock(hawaiiMidnight, () => {
      expect(latestTodayAnywhere()).toBe('2027-01-01');
      expect(earliestTodayAnywhere()).toBe('2026-12-31');
    });
  });

  it('keeps readToday in the browser on the local clock until the server hands it its own', () => {
    const local = new Date();
    expect(readToday()).toEqual({
      year: local.getFullYear(),
      month: local.getMonth() + 1,
      day: local.getDate(),
    });
  });
});
