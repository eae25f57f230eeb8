import { AsyncLocalStorage } from 'node:async_hooks';
import { type Clock, calendarDateIn, systemClock, todayDateIn } from '@shared/domain/dates/clock';
import { type CalendarDate, formatIsoDate } from '@shared/domain/dates/dates';
import { DEFAULT_TIME_ZONE } from '@shared/domain/dates/time-zones';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';

export type { Clock } from '@shared/domain/dates/clock';

/**
 * The one clock of the server (decision 0084). buildApp is handed a Clock (the system's unless a test sets
 * one) and runs every request and every job inside it; the modules read the instant (`now()`) and the
 * company's calendar date (`companyToday`, `today`) here, never from `new Date()` or a UTC slice of it.
 *
 * A request whose route is scoped to a company (or one of its plan years, people or applications) also
 * carries that company's time zone, so `today()` there is the company's today; elsewhere it is today in
 * DEFAULT_TIME_ZONE (Groupcover's own, for operations' cross-company screens). A job or a loop over many
 * companies names each company's zone.
 */
type ClockContext = { clock: Clock; timeZone: string | null };

const context = new AsyncLocalStorage<ClockContext>();

/** Runs `fn` (a request, a job) on a clock; nested runs keep the zone of the one they start in. */
export function runWithClock<T>(clock: Clock, fn: () => T): T {
  return context.run({ clock, timeZone: context.getStore()?.timeZone ?? null }, fn);
}

/** The clock the current request or job runs on (the system's outside them: scripts, the seed). */
export function currentClock(): Clock {
  return context.getStore()?.clock ?? systemClock;
}

/** Now, as an instant: for timestamps (created_at, audit, token expiry), never for a calendar date. */
export function now(): Date {
  return currentClock().now();
}

/** Milliseconds since the epoch on the current clock. */
export function nowMs(): number {
  return now().getTime();
}

/** Names the time zone of the company the current request acts for (the route scope sets it). */
export function setRequestTimeZone(timeZone: string): void {
  const store = context.getStore();
  if (store) store.timeZone = timeZone;
}

/** The time zone "today" is read in here: the request's company's, else the default. */
export function currentTimeZone(): string {
  return context.getStore()?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Today as a calendar date, in a zone (default: the request's company's, see above). */
export function today(timeZone: string = currentTimeZone()): CalendarDate {
  return todayDateIn(timeZone, currentClock());
}

/** Today as ISO YYYY-MM-DD, in a zone (default: the request's company's). */
export function todayIso(timeZone: string = currentTimeZone()): string {
  return formatIsoDate(today(timeZone));
}

/** A company's time zone (the default zone when there is no such company). */
export async function readCompanyTimeZone(db: Db, companyId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** A company's today, ISO YYYY-MM-DD: the calendar date of the clock in the company's zone. */
export async function companyToday(db: Db, companyId: string): Promise<string> {
  return todayIso(await readCompanyTimeZone(db, companyId));
}

/** A company's today as a calendar date. */
export async function companyTodayDate(db: Db, companyId: string): Promise<CalendarDate> {
  return today(await readCompanyTimeZone(db, companyId));
}

/** Each company's today, ISO (one statement for any number of companies; the default zone for an unknown id). */
export async function companyTodays(db: Db, companyIds: readonly string[]): Promise<Map<string, string>> {
  const rows =
    companyIds.length === 0
      ? []
      : await db
          .select({ id: companies.id, timeZone: companies.timeZone })
          .from(companies)
          .where(inArray(companies.id, [...companyIds]));
  const zoneOf = new Map(rows.map((r) => [r.id, r.timeZone]));
  return new Map(companyIds.map((id) => [id, todayIso(zoneOf.get(id) ?? DEFAULT_TIME_ZONE)]));
}

/**
 * The latest calendar date it is anywhere (UTC+14): a job over every company selects what may be due by it,
 * then keeps what is due by each company's own today.
 */
export function latestTodayAnywhere(): string {
  return todayIso('Pacific/Kiritimati');
}

/** The earliest calendar date it is anywhere (UTC-12), the other end of latestTodayAnywhere's span. */
export function earliestTodayAnywhere(): string {
  return todayIso('Etc/GMT+12');
}

/** An instant's calendar date, ISO, in a zone (default: the request's company's): when a thing happened. */
export function isoDateOf(at: Date, timeZone: string = currentTimeZone()): string {
  return formatIsoDate(calendarDateIn(timeZone, at));
}

/** The clock's reads as one name, for modules that hold a local `now` or `today` of their own. */
export const clock = {
  now,
  nowMs,
  today,
  todayIso,
  companyToday,
  companyTodayDate,
  companyTodays,
  readCompanyTimeZone,
  latestTodayAnywhere,
  earliestTodayAnywhere,
  isoDateOf,
};
