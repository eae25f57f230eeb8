import { type CalendarDate, computeAgeOn, parseIsoDate, parseUsDate } from '@shared/domain/dates/dates';

/** Today on the device's calendar. */
export function getToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * The employee's age on the coverage effective date (the date plans are priced on), or today when the policy
 * has none yet; null without a birth date.
 */
export function computeEmployeeAge(
  bornAt: string | null,
  effectiveAt: string | null,
  today: CalendarDate,
): number | null {
  const birth = bornAt ? parseUsDate(bornAt) : null;
  if (!birth) return null;
  const effective = effectiveAt ? parseIsoDate(effectiveAt.slice(0, 10)) : null;
  return computeAgeOn(birth, effective ?? today);
}
