import { type CalendarDate, compareDates, firstOfNextMonth } from '../dates/dates';
import type { WaitingPeriod } from '../enums';
import { computeCoverageStart } from '../new-hires/coverage-start';

/**
 * Operations' review of a signed employee application (issue 18, decision 0064). Signing submits it; operations
 * approve it (its coverages become effective on the date below) or return it with a reason (the employee
 * corrects it and signs again, which submits it again).
 */
export const APPLICATION_REVIEW_STATUSES = ['submitted', 'approved', 'returned'] as const;
export type ApplicationReviewStatus = (typeof APPLICATION_REVIEW_STATUSES)[number];

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

/**
 * One enrollment state for billing, payroll, the carrier file and the roster (decision 0071): a signed
 * application is in force (billed, deducted, sent to its carriers, counted as enrolled) once operations approved
 * it; signed and not yet approved it waits, and nobody is billed, deducted or sent for it. An approval later
 * than an invoice or a pay date is caught up there: the next invoice bills the months since its coverage began.
 */
export const ENROLLMENT_STATES = ['not_signed', 'awaiting_approval', 'in_force'] as const;
export type EnrollmentState = (typeof ENROLLMENT_STATES)[number];

export function enrollmentStateOf(application: {
  signedAt: Date | string | null;
  reviewStatus: ApplicationReviewStatus | null;
}): EnrollmentState {
  if (!application.signedAt) return 'not_signed';
  return application.reviewStatus === 'approved' ? 'in_force' : 'awaiting_approval';
}

export const isEnrollmentInForce = (application: Parameters<typeof enrollmentStateOf>[0]): boolean =>
  enrollmentStateOf(application) === 'in_force';

/** What the roster and the status page say of a signed application's enrollment. */
export const ENROLLMENT_STATE_LABELS: Record<Exclude<EnrollmentState, 'not_signed'>, string> = {
  awaiting_approval: 'Waiting for approval',
  in_force: 'Enrolled',
};

/**
 * The Home's line under the monthly premium: whose elections it totals (the ones in force, as the invoice bills
 * them) and, when some signed applications wait for approval, what they will add once approved.
 */
export function describePremiumBasis(inForce: number, awaiting: { people: number; premium: string }): string {
  const basis =
    inForce === 1
      ? 'From the approved elections of 1 employee.'
      : `From the approved elections of ${inForce} employees.`;
  if (awaiting.people === 0) return basis;
  const waits =
    awaiting.people === 1
      ? `1 signed application waits for approval (${awaiting.premium} a month): it is billed and deducted once approved.`
      : `${awaiting.people} signed applications wait for approval (${awaiting.premium} a month): they are billed and deducted once approved.`;
  return `${basis} ${waits}`;
}
