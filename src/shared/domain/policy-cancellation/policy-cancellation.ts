import { type CalendarDate, compareDates, endOfMonth, shiftMonth } from '../dates/dates';

/**
 * Cancelling the company's group policy (issue 12 item 8, decision 0033). The last day of coverage is the end
 * of a month (carriers end group coverage at a month's end), from the end of the current month, at most
 * twelve months ahead and never after the plan year's last day (the day before its renewal).
 */

export const CANCELLATION_REASONS = [
  'cost',
  'switching_provider',
  'joining_peo',
  'closing_business',
  'too_few_employees',
  'individual_coverage',
  'other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  cost: 'Premiums are too expensive',
  switching_provider: 'Moving to another carrier or broker',
  joining_peo: 'Joining a PEO',
  closing_business: 'Closing or selling the business',
  too_few_employees: 'Too few employees to keep a group plan',
  individual_coverage: 'Moving employees to individual coverage (ICHRA)',
  other: 'Other',
};

/** How far ahead a cancellation may be scheduled, in months after the current one. */
export const MAX_MONTHS_AHEAD = 12;

export const CANCELLATION_MESSAGES = {
  reason: 'Please choose why you are cancelling.',
  reasonDetails: 'Please tell us why you are cancelling.',
  reasonDetailsLength: 'Please keep this to 500 characters.',
  lastDay: 'Please choose the last day of coverage from the list: the end of a month.',
  acknowledged: 'Please confirm that you understand what cancelling means.',
  version: 'This policy was changed in another window. Reload to see the latest.',
  alreadyScheduled: 'A cancellation is already scheduled for this policy. Reload to see it.',
  nothingScheduled: 'No cancellation is scheduled for this policy. Reload to see the latest.',
  noPolicy: 'This company has no policy to cancel.',
  noAccess: 'Cancelling the company policy online is not available for this company. Please contact support.',
  tooLateToWithdraw: 'This cancellation has taken effect and can no longer be withdrawn.',
} as const;

/** The last day of a date's month (kept here for its callers; the arithmetic lives in dates.ts). */
export { endOfMonth };

/**
 * The days a cancellation may name as the last day of coverage: each month's end from this month's, at most
 * MAX_MONTHS_AHEAD months on, and before the policy's renewal (its plan year ends the day before). Empty when
 * the plan year has already ended.
 */
export function listLastDayOptions(input: {
  today: CalendarDate;
  renewalAt: CalendarDate | null;
}): CalendarDate[] {
  const options: CalendarDate[] = [];
  for (let k = 0; k <= MAX_MONTHS_AHEAD; k++) {
    const day = endOfMonth(shiftMonth(input.today, k));
    if (input.renewalAt && compareDates(day, input.renewalAt) >= 0) break;
    options.push(day);
  }
  return options;
}

/** Coverage that was to start after the last day never starts (a plan year cancelled before it begins). */
export function isCancelledBeforeStart(lastDay: CalendarDate, effectiveAt: CalendarDate | null): boolean {
  return effectiveAt !== null && compareDates(lastDay, effectiveAt) < 0;
}

/** A scheduled cancellation takes effect the day after the last day of coverage. */
export function hasCancellationTakenEffect(lastDay: CalendarDate, today: CalendarDate): boolean {
  return compareDates(today, lastDay) > 0;
}
