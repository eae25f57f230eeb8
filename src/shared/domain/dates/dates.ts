/**
 * Calendar dates without time zones. Forms use MM/DD/YYYY strings; the API and the database use ISO
 * YYYY-MM-DD. All arithmetic is on year/month/day numbers, so no result depends on the machine's zone.
 */
export interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number; // 1–31
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A year is a leap year when divisible by 4, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month of a year (February follows the leap-year rule). */
export function getDaysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** A year/month/day triple names a real calendar day (years 1900–2999). */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    year >= 1900 &&
    year <= 2999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= getDaysInMonth(year, month)
  );
}

/** Parses MM/DD/YYYY into a calendar date; null when the shape is wrong or the day does not exist. */
export function parseUsDate(value: string): CalendarDate | null {
  const m = US_DATE.exec(value);
  if (!m) return null;
  const date = { month: Number(m[1]), day: Number(m[2]), year: Number(m[3]) };
  return isRealDate(date.year, date.month, date.day) ? date : null;
}

/** Parses ISO YYYY-MM-DD into a calendar date; null when the shape is wrong or the day does not exist. */
export function parseIsoDate(value: string): CalendarDate | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isRealDate(date.year, date.month, date.day) ? date : null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Formats a calendar date as ISO YYYY-MM-DD. */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date as people read it, "January 1, 2027": the screens and the e-mails write dates this way (spelt out
 * rather than with Intl, whose locale data costs the phone start-up time: decision 0019).
 */
export function formatLongDate(date: CalendarDate): string {
  return `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

/** "2027-01-01" → "January 1, 2027"; a value that is not an ISO date is shown as it is. */
export function formatLongIsoDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatLongDate(date) : iso;
}

/** Formats a calendar date as MM/DD/YYYY. */
export function formatUsDate(date: CalendarDate): string {
  return `${pad(date.month, 2)}/${pad(date.day, 2)}/${pad(date.year, 4)}`;
}

/** Converts a form date MM/DD/YYYY to ISO YYYY-MM-DD; null when invalid. */
export function convertUsDateToIso(value: string): string | null {
  const date = parseUsDate(value);
  return date ? formatIsoDate(date) : null;
}

/** Converts ISO YYYY-MM-DD to the form's MM/DD/YYYY; null when invalid. */
export function convertIsoDateToUs(value: string): string | null {
  const date = parseIsoDate(value);
  return date ? formatUsDate(date) : null;
}

/** Orders two calendar dates: negative when a is earlier, 0 when equal, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** A person's age in whole years on a date: birthdays on Feb 29 fall on Mar 1 in common years. */
export function computeAgeOn(birth: CalendarDate, on: CalendarDate): number {
  let age = on.year - birth.year;
  const birthdayThisYear =
    birth.month === 2 && birth.day === 29 && !isLeapYear(on.year) ? { month: 3, day: 1 } : birth;
  if (
    on.month < birthdayThisYear.month ||
    (on.month === birthdayThisYear.month && on.day < birthdayThisYear.day)
  ) {
    age -= 1;
  }
  return age;
}

/** Age in whole years between two ISO dates; throws on an invalid date (callers pass stored dates). */
export function computeAgeOnIso(birthIso: string, onIso: string): number {
  const birth = parseIsoDate(birthIso);
  const on = parseIsoDate(onIso);
  if (!birth || !on) throw new RangeError(`Invalid ISO date: ${birth ? onIso : birthIso}`);
  return computeAgeOn(birth, on);
}

/** Day number since 1970-01-01 (proleptic Gregorian), for day differences. */
export function toDayNumber(date: CalendarDate): number {
  // Days-from-civil (Howard Hinnant), exact for all Gregorian dates.
  const y = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (date.month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + date.day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** Day of week, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function getDayOfWeek(date: CalendarDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** A day number (since 1970-01-01) back to a calendar date: the inverse of toDayNumber. */
export function fromDayNumber(dayNumber: number): CalendarDate {
  // Civil-from-days (Howard Hinnant), exact for all Gregorian dates.
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The date `days` days after (before, when negative) a date. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

// Month arithmetic: the one copy (decision 0084). Months are counted on year * 12 + month, so December + 1 is
// January of the next year and January - 1 is December of the one before.

/** A year and month `months` months after (before, when negative) another. */
export function shiftMonth(
  date: { year: number; month: number },
  months: number,
): { year: number; month: number } {
  const index = date.year * 12 + (date.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The first day of a date's month. */
export function firstOfMonth(date: { year: number; month: number }): CalendarDate {
  return { year: date.year, month: date.month, day: 1 };
}

/** The first day of the month `months` months after (before, when negative) a date's month. */
export function firstOfMonthAfter(date: { year: number; month: number }, months: number): CalendarDate {
  return { ...shiftMonth(date, months), day: 1 };
}

/** The first day of the month after a date's month. */
export function firstOfNextMonth(date: { year: number; month: number }): CalendarDate {
  return firstOfMonthAfter(date, 1);
}

/** The last day of a date's month. */
export function endOfMonth(date: { year: number; month: number }): CalendarDate {
  return { year: date.year, month: date.month, day: getDaysInMonth(date.year, date.month) };
}

/**
 * The same day `months` months on (back, when negative); a day the target month lacks becomes its last day
 * (January 31 + 1 month is February 28 or 29).
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const target = shiftMonth(date, months);
  return { ...target, day: Math.min(date.day, getDaysInMonth(target.year, target.month)) };
}

/** The same day a number of years on; February 29 becomes February 28 in a common year. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  return addMonths(date, years * 12);
}

/** ISO YYYY-MM-DD to a calendar date; throws on a value that is not one (callers pass stored dates). */
export function parseIsoDateOrThrow(iso: string): CalendarDate {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Invalid ISO date: ${iso}`);
  return date;
}
