import {
  type CalendarDate,
  compareDates,
  firstOfNextMonth,
  fromDayNumber,
  toDayNumber,
} from '../dates/dates';
import type { WaitingPeriod } from '../enums';

/**
 * When a new hire's group coverage can start under the company's waiting period (docs/spec/2 §9's three options;
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

/** Kept here for its callers; the rule lives with the other date arithmetic. */
export { fromDayNumber };

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
