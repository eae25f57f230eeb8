import { type CalendarDate, computeAgeOn, formatIsoDate, parseIsoDate } from '../dates/dates';
import { parseBirthDate } from './family';

/** The dates a policy knows: its own effective date and its plan year's (ISO, possibly with a time part). */
export interface CoverageDates {
  policyEffectiveAt: string | null;
  planYearEffectiveAt: string | null;
}

const isoDay = (value: string | null) => (value ? parseIsoDate(value.slice(0, 10)) : null);

/**
 * The day ages are counted on, the day plans are priced on: the policy's effective date, else the plan
 * year's, else today (ISO YYYY-MM-DD). The server and the screen both ask here, so they count the same age.
 */
export function resolveAgesOn(dates: CoverageDates, today: CalendarDate): string {
  return formatIsoDate(isoDay(dates.policyEffectiveAt) ?? isoDay(dates.planYearEffectiveAt) ?? today);
}

/** A person's age in whole years on that day (never below 0); null without a valid birth date. */
export function computeAgeOnCoverageDate(bornAt: string | null | undefined, agesOn: string): number | null {
  const birth = parseBirthDate(bornAt);
  const on = parseIsoDate(agesOn);
  if (!birth || !on) return null;
  return Math.max(0, computeAgeOn(birth, on));
}
