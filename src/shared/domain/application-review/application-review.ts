import { type CalendarDate, compareDates } from '../dates/dates';
import type { WaitingPeriod } from '../enums';
import { computeCoverageStart } from '../new-hires/coverage-start';

/**
 * Operations' review of a signed employee application (issue 18, decision 0064). Signing submits it; operations
 * approve it (its coverages become effective on the date below) or return it with a reason (the employee
 * corrects it and signs again, which submits it again).
 */
export const APPLICATION_REVIEW_STATUSES = ['submitted', 'approved', 'returned'] as const;
export type ApplicationReviewStatus = (typeof APPLICATION_REVIEW_STATUSES)[number];

const firstOfNextMonth = (d: CalendarDate): CalendarDate =>
  d.month === 12 ? { year: d.year + 1, month: 1, day: 1 } : { year: d.year, month: d.month + 1, day: 1 };

/**
 * The day an approved application's coverages start: the company policy's effective date when approved before
 * it, else the first of the month after the approval day; never before the company's waiting period lets the
 * employee start (computeCoverageStart, decision 0022, from the hire date when one is on file).
 */
export function computeApprovedCoverageStart(input: {
  approvedOn: CalendarDate;
  policyEffectiveAt: CalendarDate | null;
  hiredAt: CalendarDate | null;
  waitingPeriod: WaitingPeriod | null;
}): CalendarDate {
  const { approvedOn, policyEffectiveAt } = input;
  const base =
    policyEffectiveAt && compareDates(approvedOn, policyEffectiveAt) < 0
      ? policyEffectiveAt
      : firstOfNextMonth(approvedOn);
  if (!input.hiredAt) return base;
  const waited = computeCoverageStart({
    hiredAt: input.hiredAt,
    waitingPeriod: input.waitingPeriod,
    policyEffectiveAt,
  });
  return compareDates(waited, base) > 0 ? waited : base;
}

/** Whether operations may approve or return it now: only a submitted (signed, not yet reviewed) application. */
export const canReviewApplication = (status: ApplicationReviewStatus | null): boolean =>
  status === 'submitted';

/** The texts the employee's and the employer's dashboards show for the review (dates formatted by the caller). */
export const APPLICATION_REVIEW_TEXTS = {
  submitted: 'Submitted — waiting for approval',
  approved: (formattedDate: string) => `Coverage effective ${formattedDate}`,
  returned: (reason: string) => `Returned: ${reason}`,
} as const;

/** The dashboards' line for a review state; null before the application is signed (nothing to review). */
export function describeApplicationReview(
  review: { status: ApplicationReviewStatus | null; reason: string | null; effectiveAt: string | null },
  formatDate: (iso: string) => string,
): string | null {
  switch (review.status) {
    case 'submitted':
      return APPLICATION_REVIEW_TEXTS.submitted;
    case 'approved':
      return review.effectiveAt ? APPLICATION_REVIEW_TEXTS.approved(formatDate(review.effectiveAt)) : null;
    case 'returned':
      return APPLICATION_REVIEW_TEXTS.returned(review.reason ?? '');
    default:
      return null;
  }
}
