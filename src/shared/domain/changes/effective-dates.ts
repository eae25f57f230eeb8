import {
  type CalendarDate,
  firstOfMonth,
  firstOfNextMonth,
  formatIsoDate,
  formatLongIsoDate,
  parseIsoDate,
} from '../dates/dates';
import type { PlanYear } from '../payroll/pay-calendar';

/**
 * When a change to the plan year's terms (its contributions) takes effect (issue 34 item 2, decision 0072):
 * on the first of a month, from today's month at the earliest (a month already under way is adjusted on the
 * next invoice; nothing earlier is ever re-priced), within the plan year. A change effective on or before the
 * plan year's first day edits the terms in place; a later one closes the rows it changes on its date and adds
 * new ones from it.
 */

export const CHANGE_EFFECTIVE_DATE_MESSAGES = {
  notFirst: 'Choose the first day of a month.',
  past: 'Choose this month or a later one: a change never applies to earlier months.',
  outside: 'Choose a month of this plan year.',
  beforeScheduled: (date: string) =>
    `A change from ${formatLongIsoDate(date)} is already saved: choose that month or a later one.`,
} as const;

const firstOf = firstOfMonth;
const nextMonth = firstOfNextMonth;

/** The first day of the plan year's first month (its own first day when that is the 1st). */
const planYearFirstMonth = (planYear: PlanYear) => formatIsoDate(firstOf(planYear.start));

/**
 * The dates a change may take effect from, earliest first: the first of each month from today's month (or the
 * plan year's first month, when later; or a change already saved, when later still) to the plan year's last
 * month. The first is the default.
 */
export function listChangeEffectiveDates(
  today: CalendarDate,
  planYear: PlanYear,
  scheduledFrom: string | null = null,
): string[] {
  const earliest = [formatIsoDate(firstOf(today)), planYearFirstMonth(planYear), scheduledFrom ?? '']
    .filter(Boolean)
    .reduce((a, b) => (a > b ? a : b));
  const out: string[] = [];
  const last = formatIsoDate(planYear.end);
  for (let d = parseIsoDate(earliest)!; formatIsoDate(d) <= last; d = nextMonth(d))
    out.push(formatIsoDate(d));
  return out;
}

/** Why a chosen effective date is refused (the field's message), or null when it may be saved. */
export function changeEffectiveDateError(
  date: string,
  today: CalendarDate,
  planYear: PlanYear,
  scheduledFrom: string | null = null,
): string | null {
  const parsed = parseIsoDate(date);
  if (parsed?.day !== 1) return CHANGE_EFFECTIVE_DATE_MESSAGES.notFirst;
  if (date < formatIsoDate(firstOf(today))) return CHANGE_EFFECTIVE_DATE_MESSAGES.past;
  if (date > formatIsoDate(planYear.end)) return CHANGE_EFFECTIVE_DATE_MESSAGES.outside;
  if (scheduledFrom && date < scheduledFrom && date > planYearFirstMonth(planYear))
    return CHANGE_EFFECTIVE_DATE_MESSAGES.beforeScheduled(scheduledFrom);
  return null;
}

/** Whether a change from this date edits the terms in place: on or before the plan year's first month. */
export const changesInPlace = (effectiveOn: string, planYear: PlanYear): boolean =>
  effectiveOn <= planYearFirstMonth(planYear);

/** A row's span (null from: the plan year's start; null until: its end; until is exclusive). */
export type EffectiveSpan = { effectiveFrom: string | null; effectiveUntil: string | null };

/** Whether a row is in effect on a day. */
export const isInEffectOn = (row: EffectiveSpan & { active: boolean }, day: string): boolean =>
  row.active &&
  (row.effectiveFrom === null || row.effectiveFrom <= day) &&
  (row.effectiveUntil === null || day < row.effectiveUntil);
