import { describe, expect, it } from 'vitest';
import { US_STATES } from '../enums';
import { calendarDateIn, fixedClock, isTimeZone, todayIn } from './clock';
import { DEFAULT_TIME_ZONE, STATE_TIME_ZONES, timeZoneForState } from './time-zones';

describe('time zones of states', () => {
  it('names the main zone of a state, DC and the territories', () => {
    expect(timeZoneForState('HI')).toBe('Pacific/Honolulu');
    expect(timeZoneForState('AZ')).toBe('America/Phoenix');
    expect(timeZoneForState('CA')).toBe('America/Los_Angeles');
    expect(timeZoneForState('NY')).toBe('America/New_York');
    expect(timeZoneForState('DC')).toBe('America/New_York');
    expect(timeZoneForState('PR')).toBe('America/Puerto_Rico');
    expect(timeZoneForState('GU')).toBe('Pacific/Guam');
  });

  it('gives a state of two zones the one most of its people live in', () => {
    expect(timeZoneForState('TX')).toBe('America/Chicago');
    expect(timeZoneForState('FL')).toBe('America/New_York');
    expect(timeZoneForState('TN')).toBe('America/Chicago');
    expect(timeZoneForState('KY')).toBe('America/New_York');
    expect(timeZoneForState('ID')).toBe('America/Boise');
    expect(timeZoneForState('OR')).toBe('America/Los_Angeles');
  });

  it('reads the code in any case and falls back to the default zone', () => {
    expect(timeZoneForState(' hi ')).toBe('Pacific/Honolulu');
    expect(timeZoneForState('ZZ')).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneForState(null)).toBe(DEFAULT_TIME_ZONE);
  });

  it('maps every state the forms offer, each to a zone the runtime knows', () => {
    for (const state of US_STATES) expect(STATE_TIME_ZONES).toHaveProperty(state);
    for (const zone of Object.values(STATE_TIME_ZONES)) expect(isTimeZone(zone), zone).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('today in a zone', () => {
  // 2026-12-31 23:30 in Honolulu (UTC-10, no daylight saving) is already 2027-01-01 09:30 in UTC.
  const lateNewYearsEveInHawaii = fixedClock('2026-12-31T23:30:00-10:00');

  it('is the calendar date of the clock in the zone, not in UTC', () => {
    expect(todayIn('Pacific/Honolulu', lateNewYearsEveInHawaii)).toBe('2026-12-31');
    expect(todayIn('UTC', lateNewYearsEveInHawaii)).toBe('2027-01-01');
    expect(todayIn('America/New_York', lateNewYearsEveInHawaii)).toBe('2027-01-01');
  });

  it('follows daylight saving time', () => {
    // 2027-03-14 is the spring-forward day: 06:30 UTC is 23:30 on the 13th in Los Angeles (still PST, UTC-8).
    expect(calendarDateIn('America/Los_Angeles', new Date('2027-03-14T07:30:00Z'))).toEqual({
      year: 2027,
      month: 3,
      day: 13,
    });
    // In July Los Angeles is UTC-7: 06:30 UTC is 23:30 the day before; 07:30 UTC is 00:30 that day.
    expect(todayIn('America/Los_Angeles', fixedClock('2027-07-04T06:30:00Z'))).toBe('2027-07-03');
    expect(todayIn('America/Los_Angeles', fixedClock('2027-07-04T07:30:00Z'))).toBe('2027-07-04');
    // Phoenix keeps standard time: 06:30 UTC in July is still 23:30 the day before.
    expect(todayIn('America/Phoenix', fixedClock('2027-07-04T06:30:00Z'))).toBe('2027-07-03');
    expect(todayIn('America/Phoenix', fixedClock('2027-07-04T07:30:00Z'))).toBe('2027-07-04');
  });

  it('refuses an instant that is not one', () => {
    expect(() => fixedClock('not a date')).toThrow(RangeError);
  });
});
