import {
  addDays,
  addMonths,
  addYears,
  type CalendarDate,
  compareDates,
  firstOfMonth,
  formatIsoDate,
  getDayOfWeek,
  getDaysInMonth,
  parseIsoDate,
  shiftMonth,
  toDayNumber,
} from '../dates/dates';
import type { PayFrequency } from '../enums';

/**
 * The company's pay calendar (issue 12 item 5, decision 0032): its frequency and one pay date it pays on (the
 * anchor) give every pay date of a plan year. Dates are nominal: a payroll system that moves a pay date off a
 * holiday still books the deduction on this one.
 */
export type PaySchedule = { frequency: PayFrequency; anchorPayDate: CalendarDate };

/** A plan year: its first and last day, both included. */
export type PlanYear = { start: CalendarDate; end: CalendarDate };

export const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = {
  weekly: 'Weekly (52 or 53 pay dates a year)',
  biweekly: 'Every other week (26 or 27 pay dates a year)',
  semimonthly: 'Twice a month, on the 15th and the last day (24 pay dates a year)',
  monthly: 'Monthly (12 pay dates a year)',
};

export const PAY_CALENDAR_MESSAGES = {
  semimonthlyAnchor:
    'Twice-a-month pay dates are the 15th and the last day of the month: choose one of those.',
  weekend: 'Weekly and every-other-week pay dates fall on a weekday: choose a Monday to Friday.',
  anchorRange: 'Choose a pay date within a year of the plan year.',
} as const;

const isLastDayOfMonth = (d: CalendarDate) => d.day === getDaysInMonth(d.year, d.month);

/** The plan year of a company policy: its effective date to the day before its renewal (a year when none is set). */
export function planYearOf(effectiveAt: string, renewalAt: string | null): PlanYear | null {
  const start = parseIsoDate(effectiveAt);
  if (!start) return null;
  const renewal = renewalAt ? parseIsoDate(renewalAt) : null;
  const next = renewal && compareDates(renewal, start) > 0 ? renewal : addYears(start, 1);
  const end = addDays(next, -1);
  return { start, end };
}

/**
 * What is wrong with a pay date as the anchor of a schedule, or null: twice-a-month pays on the 15th and the
 * last day; weekly and every-other-week pay on a weekday; the anchor lies within a year of the plan year, so
 * it describes this company's current calendar rather than a typo.
 */
export function checkAnchorPayDate(
  frequency: PayFrequency,
  anchor: CalendarDate,
  planYear: PlanYear | null,
): string | null {
  if (frequency === 'semimonthly' && anchor.day !== 15 && !isLastDayOfMonth(anchor))
    return PAY_CALENDAR_MESSAGES.semimonthlyAnchor;
  if ((frequency === 'weekly' || frequency === 'biweekly') && [0, 6].includes(getDayOfWeek(anchor)))
    return PAY_CALENDAR_MESSAGES.weekend;
  if (
    planYear &&
    (toDayNumber(anchor) < toDayNumber(planYear.start) - 366 ||
      toDayNumber(anchor) > toDayNumber(planYear.end) + 366)
  )
    return PAY_CALENDAR_MESSAGES.anchorRange;
  return null;
}

function* monthsOf(year: PlanYear): Generator<{ year: number; month: number }> {
  for (
    let m = { year: year.start.year, month: year.start.month };
    compareDates({ ...m, day: 1 }, firstOfMonth(year.end)) <= 0;
    m = shiftMonth(m, 1)
  )
    yield m;
}

/**
 * Every pay date of a plan year, in order:
 * - weekly / biweekly: the anchor and every 7th / 14th day before and after it (a 365-day year holds 52 or 53
 *   weekly and 26 or 27 biweekly dates, depending on where the anchor falls);
 * - semimonthly: the 15th and the last day of each month (24 in a twelve-month year; the anchor only says so);
 * - monthly: the anchor's day of each month, the month's last day when shorter or when the anchor is a month-end
 *   (12 in a twelve-month year).
 */
export function listPayDates(schedule: PaySchedule, year: PlanYear): CalendarDate[] {
  const within = (d: CalendarDate) => compareDates(d, year.start) >= 0 && compareDates(d, year.end) <= 0;
  const { frequency, anchorPayDate: anchor } = schedule;
  if (frequency === 'weekly' || frequency === 'biweekly') {
    const step = frequency === 'weekly' ? 7 : 14;
    const start = toDayNumber(year.start);
    const offset = (((toDayNumber(anchor) - start) % step) + step) % step;
    const dates: CalendarDate[] = [];
    for (let day = start + offset; day <= toDayNumber(year.end); day += step)
      dates.push(addDays(year.start, day - start));
    return dates;
  }
  const dates: CalendarDate[] = [];
  const monthEnd = isLastDayOfMonth(anchor);
  for (const { year: y, month: m } of monthsOf(year)) {
    const last = getDaysInMonth(y, m);
    if (frequency === 'semimonthly')
      dates.push({ year: y, month: m, day: 15 }, { year: y, month: m, day: last });
    else dates.push({ year: y, month: m, day: monthEnd ? last : Math.min(anchor.day, last) });
  }
  return dates.filter(within);
}

/**
 * A company's pay calendar (issue 34 item 2, decision 0076): its schedule, and each earlier schedule it replaced
 * during a plan year, each in force from a day (null: from before the plan year). A schedule change takes effect
 * on the first of a month, so the pay dates before it keep their schedule.
 */
export type PayCalendarEntry = { from: string | null; schedule: PaySchedule };
export type PayCalendar = readonly PayCalendarEntry[];

/** The entries of a calendar that govern a plan year, earliest first: the one in force on its first day, then the later ones inside it. */
function entriesIn(calendar: PayCalendar, year: PlanYear): PayCalendarEntry[] {
  const start = formatIsoDate(year.start);
  const end = formatIsoDate(year.end);
  const sorted = [...calendar].sort((a, b) => (a.from ?? '').localeCompare(b.from ?? ''));
  const atStart = sorted.filter((e) => e.from === null || e.from <= start).at(-1) ?? sorted[0];
  if (!atStart) return [];
  return [
    { from: null, schedule: atStart.schedule },
    ...sorted.filter((e) => e.from !== null && e.from > start && e.from <= end),
  ];
}

/** The days inside a plan year a calendar changes schedule on (firsts of months), earliest first. */
export function listScheduleChangeDays(calendar: PayCalendar, year: PlanYear): CalendarDate[] {
  return entriesIn(calendar, year).flatMap((e) => (e.from ? [parseIsoDate(e.from)!] : []));
}

/** The schedule in force on a day of a plan year (the first when the day is before it). */
export function scheduleOn(calendar: PayCalendar, year: PlanYear, day: CalendarDate): PaySchedule | null {
  const iso = formatIsoDate(day);
  const entries = entriesIn(calendar, year);
  return (entries.filter((e) => e.from === null || e.from <= iso).at(-1) ?? entries[0])?.schedule ?? null;
}

/**
 * Every pay date of a plan year under a calendar: each schedule's dates from the day it takes effect to the day
 * before the next one does (listPayDates within each part).
 */
export function listCalendarPayDates(calendar: PayCalendar, year: PlanYear): CalendarDate[] {
  const entries = entriesIn(calendar, year);
  return entries.flatMap((entry, i) => {
    const from = entry.from ? parseIsoDate(entry.from)! : year.start;
    const next = entries[i + 1]?.from;
    const until = next ? addDays(parseIsoDate(next)!, -1) : year.end;
    return listPayDates(entry.schedule, year).filter(
      (d) => compareDates(d, from) >= 0 && compareDates(d, until) <= 0,
    );
  });
}

/**
 * The months of coverage in a span (first and last day included), a part month counted whole: a person covered
 * January 1 to December 31 has 12, March 1 to June 30 has 4, January 1 to June 15 has 6. Coverage starts on a
 * first and ends on a month-end in this product, so a part month arises only from an odd date.
 */
export function countCoveredMonths(start: CalendarDate, end: CalendarDate): number {
  if (compareDates(end, start) < 0) return 0;
  const after = addDays(end, 1);
  let months = 0;
  while (compareDates(addMonths(start, months + 1), after) <= 0) months++;
  return compareDates(addMonths(start, months), after) < 0 ? months + 1 : months;
}
