import { addYears, type CalendarDate, compareDates, firstOfMonthAfter } from '../dates/dates';

/*
 * Large group quote request (issue 16 item 4, decision 0054): an employer too large for our small-group plans
 * asks a large-group underwriter for quotes. These are the rules both the form and the server apply.
 */

/**
 * A request's status in operations' queue: new (sent, nobody has it yet), in_review (an underwriter is working on
 * the census), quoted (quotes were sent to the contact), declined (no quote will be made).
 */
export const QUOTE_REQUEST_STATUSES = ['new', 'in_review', 'quoted', 'declined'] as const;
export type QuoteRequestStatus = (typeof QUOTE_REQUEST_STATUSES)[number];

export const QUOTE_REQUEST_STATUS_LABELS: Readonly<Record<QuoteRequestStatus, string>> = {
  new: 'New',
  in_review: 'In review',
  quoted: 'Quoted',
  declined: 'Declined',
};

/** What each status tells the employer on the done page. */
export const QUOTE_REQUEST_STATUS_DESCRIPTIONS: Readonly<Record<QuoteRequestStatus, string>> = {
  new: 'Received: an underwriter will pick it up shortly.',
  in_review: 'An underwriter is reviewing your census.',
  quoted: 'Your quotes were sent to your contact by e-mail.',
  declined: 'We could not quote this request; your contact was told why.',
};

/** The statuses a company may not send another request in: its request is still being answered. */
export const OPEN_QUOTE_REQUEST_STATUSES = [
  'new',
  'in_review',
] as const satisfies readonly QuoteRequestStatus[];

/** A request is still being answered (new or in review): the company cannot send another one. */
export function isQuoteRequestOpen(status: QuoteRequestStatus): boolean {
  return (OPEN_QUOTE_REQUEST_STATUSES as readonly string[]).includes(status);
}

/**
 * The steps operations may take: a new request goes into review (or is answered at once); a request in review is
 * answered, or put back; an answer may be corrected (quoted ↔ declined) or reopened into review.
 */
export const QUOTE_REQUEST_STATUS_STEPS: Readonly<Record<QuoteRequestStatus, readonly QuoteRequestStatus[]>> =
  {
    new: ['in_review', 'quoted', 'declined'],
    in_review: ['new', 'quoted', 'declined'],
    quoted: ['in_review', 'declined'],
    declined: ['in_review', 'quoted'],
  };

/** Whether operations may move a request from one status to another. */
export function canMoveQuoteRequest(from: QuoteRequestStatus, to: QuoteRequestStatus): boolean {
  return QUOTE_REQUEST_STATUS_STEPS[from].includes(to);
}

/** Business days an underwriter takes to review a census and send quotes (what the done page promises). */
export const QUOTE_TURNAROUND_BUSINESS_DAYS = 5;

/** The largest employee count the form takes (a typo guard, not an underwriting rule). */
export const MAX_EMPLOYEES = 99_999;

/**
 * The smallest group the large-group market takes: 51 employees (the ACA's large employer, PHSA §2791(e)),
 * except in the four states that kept small group to 100 employees under the PACE Act of 2015 (California,
 * Colorado, New York, Vermont), where it is 101.
 */
export const LARGE_GROUP_MINIMUM = 51;
export const LARGE_GROUP_MINIMUM_IN_100_STATES = 101;
export const SMALL_GROUP_TO_100_STATES = ['CA', 'CO', 'NY', 'VT'] as const;

/** The large-group minimum in a state (by its two-letter code). */
export function largeGroupMinimum(state: string): number {
  return (SMALL_GROUP_TO_100_STATES as readonly string[]).includes(state)
    ? LARGE_GROUP_MINIMUM_IN_100_STATES
    : LARGE_GROUP_MINIMUM;
}

/**
 * Full-time equivalent employees as the form can estimate them: every full-time employee, and each part-time one
 * as half (the ACA counts part-time hours ÷ 120 a month; half is a 20-hour week). The underwriter confirms it from
 * the census.
 */
export function estimateFullTimeEquivalents(fullTime: number, partTime: number): number {
  return fullTime + Math.floor(partTime / 2);
}

export type EmployeeCounts = { total: number; fullTime: number; partTime: number };
export type EmployeeCountProblem = 'sumMismatch' | 'tooSmall' | null;

/**
 * The counts agree (full-time + part-time = total) and make a large group in the state (estimated full-time
 * equivalents at least the state's minimum). The sum is checked first: a group too small by a wrong sum is not
 * told it is too small.
 */
export function checkEmployeeCounts(counts: EmployeeCounts, state: string): EmployeeCountProblem {
  if (counts.fullTime + counts.partTime !== counts.total) return 'sumMismatch';
  if (estimateFullTimeEquivalents(counts.fullTime, counts.partTime) < largeGroupMinimum(state))
    return 'tooSmall';
  return null;
}

/** How far ahead coverage may be quoted: an underwriter quotes at most 6 months ahead (rates are filed per quarter). */
export const EFFECTIVE_DATE_MONTHS_AHEAD = 6;

export type EffectiveDateProblem = 'notFirstOfMonth' | 'notInFuture' | 'tooFar' | null;

/**
 * The desired effective date: the 1st of a month, after today, at most EFFECTIVE_DATE_MONTHS_AHEAD months ahead
 * (the 1st of the month six months after this one is the last allowed).
 */
export function checkEffectiveDate(date: CalendarDate, today: CalendarDate): EffectiveDateProblem {
  if (date.day !== 1) return 'notFirstOfMonth';
  if (compareDates(date, today) <= 0) return 'notInFuture';
  const months = (date.year - today.year) * 12 + (date.month - today.month);
  if (months > EFFECTIVE_DATE_MONTHS_AHEAD) return 'tooFar';
  return null;
}

/** The effective dates the form offers: the 1st of each month after today, up to the limit. */
export function listEffectiveDates(today: CalendarDate): CalendarDate[] {
  const dates: CalendarDate[] = [];
  for (let ahead = 1; ahead <= EFFECTIVE_DATE_MONTHS_AHEAD; ahead++) {
    dates.push(firstOfMonthAfter(today, ahead));
  }
  return dates;
}

export type RenewalDateProblem = 'tooOld' | 'tooFar' | null;

/**
 * The current coverage's renewal date: within a year either side of today (a renewal further back has passed
 * without one, further ahead is a typo). Underwriters quote ahead of it.
 */
export function checkRenewalDate(date: CalendarDate, today: CalendarDate): RenewalDateProblem {
  if (compareDates(date, addYears(today, -1)) < 0) return 'tooOld';
  if (compareDates(date, addYears(today, 1)) > 0) return 'tooFar';
  return null;
}

/** The carrier field's value for "No current coverage" (the other values are the medical carrier list's ids). */
export const NO_CURRENT_CARRIER = 'none';
