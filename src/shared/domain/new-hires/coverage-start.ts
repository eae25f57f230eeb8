import { type CalendarDate, compareDates, toDayNumber } from '../dates/dates';
import type { WaitingPeriod } from '../enums';

/**
 * When a new hire's group coverage can start under the company's waiting period (spec 2 §9's three options;
 * decision 0022). Carriers start coverage on the first of a month, so every option ends on a first:
 * - `first_of_month_after_hire`: the first day of the month after the hire date (hired on the 1st → the next
 *   month's 1st: "after" the hire date, as carriers read it);
 * - `one_month`: the first of the month on or after the day 30 days after the hire date;
 * - `two_months`: the same after 60 days.
 * A company without a waiting period on file gets the first option (the spec's most common one). Coverage
 * never starts before the company policy's effective date.
 */
export const WAITING_PERIOD_DAYS: Record<WaitingPeriod, number | null> = {
  first_of_month_after_hire: null,
  one_month: 30,
  two_months: 60,
};

export const DEFAULT_WAITING_PERIOD: WaitingPeriod = 'first_of_month_after_hire';

/** A day number (since 1970-01-01) back to a calendar date. */
export function fromDayNumber(dayNumber: number): CalendarDate {
  // Civil-from-days (Howard Hinnant), the inverse of toDayNumber.
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

const firstOfNextMonth = (d: CalendarDate): CalendarDate =>
  d.month === 12 ? { year: d.year + 1, month: 1, day: 1 } : { year: d.year, month: d.month + 1, day: 1 };

/** The first of the month on or after a date. */
const firstOnOrAfter = (d: CalendarDate): CalendarDate => (d.day === 1 ? d : firstOfNextMonth(d));

/** The first day a new hire's coverage can start (see the rule above). */
export function computeCoverageStart(input: {
  hiredAt: CalendarDate;
  waitingPeriod: WaitingPeriod | null;
  policyEffectiveAt: CalendarDate | null;
}): CalendarDate {
  const period = input.waitingPeriod ?? DEFAULT_WAITING_PERIOD;
  const days = WAITING_PERIOD_DAYS[period];
  const start =
    days === null
      ? firstOfNextMonth(input.hiredAt)
      : firstOnOrAfter(fromDayNumber(toDayNumber(input.hiredAt) + days));
  if (input.policyEffectiveAt && compareDates(start, input.policyEffectiveAt) < 0)
    return input.policyEffectiveAt;
  return start;
}
