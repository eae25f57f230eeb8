import { type CalendarDate, compareDates, getDaysInMonth } from '../dates/dates';

/*
 * Claims help (issue 14, decision 0045): an employee asks the support team about a claim of a medical, dental or
 * vision line they are enrolled in. These are the rules both the form and the server apply.
 */

/** The lines claims help covers: the ones a provider bills a carrier for. */
export const CLAIM_COVERAGE_TYPES = ['medical', 'dental', 'vision'] as const;
export type ClaimCoverageType = (typeof CLAIM_COVERAGE_TYPES)[number];

/**
 * A request's status: open (sent, waiting for support), in_review (support is working on it with the carrier),
 * resolved (support answered it), closed (nothing more will happen: withdrawn, a duplicate, or resolved and done).
 */
export const CLAIM_STATUSES = ['open', 'in_review', 'resolved', 'closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = {
  open: 'Open',
  in_review: 'In review',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Who wrote a message: the employee, their company's administrator or broker for them, or support (operations). */
export const CLAIM_MESSAGE_AUTHORS = ['employee', 'administrator', 'support'] as const;
export type ClaimMessageAuthor = (typeof CLAIM_MESSAGE_AUTHORS)[number];

/**
 * The steps support may take. A resolved request may be taken up again; closed is the end (a new question is a
 * new request).
 */
export const CLAIM_STATUS_STEPS: Readonly<Record<ClaimStatus, readonly ClaimStatus[]>> = {
  open: ['in_review', 'resolved', 'closed'],
  in_review: ['open', 'resolved', 'closed'],
  resolved: ['in_review', 'closed'],
  closed: [],
};

/** Whether support may move a request from one status to another. */
export function canMoveClaim(from: ClaimStatus, to: ClaimStatus): boolean {
  return CLAIM_STATUS_STEPS[from].includes(to);
}

/** A closed request takes no more messages or attachments. */
export function isClaimOpenForReplies(status: ClaimStatus): boolean {
  return status !== 'closed';
}

/**
 * The status after a message: the employee's (or their administrator's) reply to a resolved request means the
 * answer did not settle it, so it goes back to support's review; any other message leaves the status alone.
 */
export function statusAfterMessage(status: ClaimStatus, author: ClaimMessageAuthor): ClaimStatus {
  return status === 'resolved' && author !== 'support' ? 'in_review' : status;
}

/** How far back claims help reaches: care received in the last 12 months (carriers' usual filing limit). */
export const CLAIM_LOOKBACK_MONTHS = 12;

/** The earliest date of service accepted on `today`: the same day 12 months before (Feb 29 → Feb 28). */
export function earliestDateOfService(today: CalendarDate): CalendarDate {
  const year = today.year - CLAIM_LOOKBACK_MONTHS / 12;
  return { year, month: today.month, day: Math.min(today.day, getDaysInMonth(year, today.month)) };
}

export type DateOfServiceProblem = 'future' | 'tooOld';

/** A date of service is not after today and not before earliestDateOfService(today); else why not. */
export function checkDateOfService(date: CalendarDate, today: CalendarDate): DateOfServiceProblem | null {
  if (compareDates(date, today) > 0) return 'future';
  if (compareDates(date, earliestDateOfService(today)) < 0) return 'tooOld';
  return null;
}

/** The amount billed: at least one cent, at most $1,000,000 (a hospital stay can run to hundreds of thousands). */
export const MIN_CLAIM_AMOUNT_CENTS = 1;
export const MAX_CLAIM_AMOUNT_CENTS = 100_000_000;

/** Whether an amount in cents is one a claim may have been billed for. */
export function isClaimAmountCents(cents: number): boolean {
  return Number.isInteger(cents) && cents >= MIN_CLAIM_AMOUNT_CENTS && cents <= MAX_CLAIM_AMOUNT_CENTS;
}

/** Text limits: the provider's name, what happened, and each message. */
export const CLAIM_LIMITS = {
  providerName: 100,
  description: 2000,
  message: 2000,
  /** Files on one request (each at most the server's upload limit). */
  attachments: 10,
} as const;
