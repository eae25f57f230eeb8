import { describe, expect, it } from 'vitest';
import * as dates from './dates';

describe('dates', () => {
  it('knows leap years', () => {
    expect(dates.isLeapYear(2024)).toBe(true);
    expect(dates.isLeapYear(2026)).toBe(false);
    expect(dates.isLeapYear(1900)).toBe(false);
    expect(dates.isLeapYear(2000)).toBe(true);
    expect(dates.getDaysInMonth(2024, 2)).toBe(29);
    expect(dates.getDaysInMonth(2026, 2)).toBe(28);
    expect(dates.getDaysInMonth(2026, 4)).toBe(30);
    expect(dates.getDaysInMonth(2026, 12)).toBe(31);
  });

  it('parses MM/DD/YYYY and refuses impossible days', () => {
    expect(dates.parseUsDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(dates.parseUsDate('02/29/2026')).toBeNull();
    expect(dates.parseUsDate('13/01/2026')).toBeNull();
    expect(dates.parseUsDate('2026-01-01')).toBeNull();
    expect(dates.parseUsDate('1/1/2026')).toBeNull();
    expect(dates.parseUsDate('01/01/1899')).toBeNull();
  });

  it('parses ISO dates and converts both ways', () => {
    expect(dates.parseIsoDate('2026-11-21')).toEqual({ year: 2026, month: 11, day: 21 });
    expect(dates.parseIsoDate('2026-02-30')).toBeNull();
    expect(dates.convertUsDateToIso('07/04/1990')).toBe('1990-07-04');
    expect(dates.convertUsDateToIso('07/40/1990')).toBeNull();
    expect(dates.convertIsoDateToUs('1990-07-04')).toBe('07/04/1990');
    expect(dates.convertIsoDateToUs('bad')).toBeNull();
  });

  it('computes the age on a date, the birthday itself included', () => {
    const birth = { year: 1986, month: 3, day: 15 };
    expect(dates.computeAgeOn(birth, { year: 2026, month: 3, day: 14 })).toBe(39);
    expect(dates.computeAgeOn(birth, { year: 2026, month: 3, day: 15 })).toBe(40);
    expect(dates.computeAgeOnIso('1986-03-15', '2026-01-01')).toBe(39);
    expect(() => dates.computeAgeOnIso('1986-02-30', '2026-01-01')).toThrow(RangeError);
  });

  it('counts a Feb 29 birthday as Mar 1 in common years', () => {
    const leapling = { year: 2004, month: 2, day: 29 };
    expect(dates.computeAgeOn(leapling, { year: 2025, month: 2, day: 28 })).toBe(20);
    expect(dates.computeAgeOn(leapling, { year: 2025, month: 3, day: 1 })).toBe(21);
    expect(dates.computeAgeOn(leapling, { year: 2028, month: 2, day: 29 })).toBe(24);
  });

  it('compares, counts days and finds weekdays', () => {
    expect(
      dates.compareDates({ year: 2026, month: 1, day: 2 }, { year: 2026, month: 1, day: 1 }),
    ).toBeGreaterThan(0);
    expect(dates.daysBetween({ year: 2026, month: 1, day: 1 }, { year: 2026, month: 12, day: 31 })).toBe(364);
    expect(dates.daysBetween({ year: 2024, month: 2, day: 28 }, { year: 2024, month: 3, day: 1 })).toBe(2);
    expect(dates.getDayOfWeek({ year: 1970, month: 1, day: 1 })).toBe(4); // Thursday
    expect(dates.getDayOfWeek({ year: 2026, month: 11, day: 21 })).toBe(6); // Saturday
  });

  it('writes a date out as people read it, and leaves what is not an ISO date as it is', () => {
    expect(dates.formatLongDate({ year: 2026, month: 12, day: 9 })).toBe('December 9, 2026');
    expect(dates.formatLongIsoDate('2027-01-01')).toBe('January 1, 2027');
    expect(dates.formatLongIsoDate('2024-02-29')).toBe('February 29, 2024');
    expect(dates.formatLongIsoDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('month arithmetic', () => {
  it('shifts months across year ends both ways', () => {
    expect(dates.shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(dates.shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(dates.shiftMonth({ year: 2026, month: 5 }, 25)).toEqual({ year: 2028, month: 6 });
    expect(dates.shiftMonth({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });

  it('names first and last days of months', () => {
    expect(dates.firstOfMonth({ year: 2026, month: 12 })).toEqual({ year: 2026, month: 12, day: 1 });
    expect(dates.firstOfNextMonth({ year: 2026, month: 12, day: 31 } as dates.CalendarDate)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
    expect(dates.firstOfMonthAfter({ year: 2026, month: 11 }, 3)).toEqual({ year: 2027, month: 2, day: 1 });
    expect(dates.endOfMonth({ year: 2028, month: 2 })).toEqual({ year: 2028, month: 2, day: 29 });
    expect(dates.endOfMonth({ year: 2027, month: 2 })).toEqual({ year: 2027, month: 2, day: 28 });
    expect(dates.endOfMonth({ year: 2026, month: 12 })).toEqual({ year: 2026, month: 12, day: 31 });
  });

  it('adds months and years, keeping the day where the month has it', () => {
    expect(dates.addMonths({ year: 2027, month: 1, day: 31 }, 1)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(dates.addMonths({ year: 2026, month: 12, day: 15 }, 1)).toEqual({ year: 2027, month: 1, day: 15 });
    expect(dates.addMonths({ year: 2027, month: 3, day: 31 }, -1)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(dates.addYears({ year: 2028, month: 2, day: 29 }, 1)).toEqual({ year: 2029, month: 2, day: 28 });
    expect(dates.addYears({ year: 2027, month: 1, day: 1 }, 1)).toEqual({ year: 2028, month: 1, day: 1 });
  });

  it('parses stored ISO dates or throws', () => {
    expect(dates.parseIsoDateOrThrow('2027-01-01')).toEqual({ year: 2027, month: 1, day: 1 });
    expect(() => dates.parseIsoDateOrThrow('2027-02-30')).toThrow(RangeError);
  });
});
