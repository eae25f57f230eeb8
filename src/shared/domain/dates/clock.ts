import type { CalendarDate } from './dates';
import { formatIsoDate } from './dates';

/**
 * The one clock (decision 0084): what time it is. The server is handed one (the system's, or a test's fixed
 * one) and reads every instant and every "today" through it.
 */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at one instant (tests, scripts that replay a day). */
export function fixedClock(at: Date | string): Clock {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid instant: ${String(at)}`);
  return { now: () => new Date(instant) };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date an instant falls on in an IANA time zone. */
export function calendarDateIn(timeZone: string, at: Date): CalendarDate {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Today in a time zone, ISO YYYY-MM-DD: the calendar date the clock's instant falls on there. */
export function todayIn(timeZone: string, clock: Clock = systemClock): string {
  return formatIsoDate(calendarDateIn(timeZone, clock.now()));
}

/** Today in a time zone as a calendar date. */
export function todayDateIn(timeZone: string, clock: Clock = systemClock): CalendarDate {
  return calendarDateIn(timeZone, clock.now());
}

/** Whether a name is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
