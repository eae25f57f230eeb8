import { describe, expect, it } from 'vitest';
import { formatLongIsoDate, parseIsoDate } from '../dates/dates';
import {
  canReviewApplication,
  computeApprovedCoverageStart,
  describeApplicationReview,
  describePremiumBasis,
  enrollmentStateOf,
  isEnrollmentInForce,
} from './application-review';

const d = (iso: string) => parseIsoDate(iso)!;

describe('computeApprovedCoverageStart', () => {
  it('starts on the policy effective date when approved before it', () => {
    expect(
      computeApprovedCoverageStart({
        approvedOn: d('2026-11-20'),
        policyEffectiveAt: d('2027-01-01'),
        hiredAt: null,
        waitingPeriod: null,
      }),
    ).toEqual(d('2027-01-01'));
  });

  it('starts on the first of the next month when approved on or after the effective date', () => {
    const policyEffectiveAt = d('2026-01-01');
    expect(
      computeApprovedCoverageStart({
        approvedOn: d('2026-01-01'),
        policyEffectiveAt,
        hiredAt: null,
        waitingPeriod: null,
      }),
    ).toEqual(d('2026-02-01'));
    expect(
      computeApprovedCoverageStart({
        approvedOn: d('2026-12-31'),
        policyEffectiveAt,
        hiredAt: null,
        waitingPeriod: null,
      }),
    ).toEqual(d('2027-01-01'));
    expect(
      computeApprovedCoverageStart({
        approvedOn: d('2026-03-01'),
        policyEffectiveAt: null,
        hiredAt: null,
        waitingPeriod: null,
      }),
    ).toEqual(d('2026-04-01'));
  });

  it("waits out a new hire's waiting period", () => {
    // Hired Nov 10 with two months: 60 days → Jan 9 → the first on or after is Feb 1.
    expect(
      computeApprovedCoverageStart({
        approvedOn: d('2026-11-20'),
        policyEffectiveAt: d('2026-01-01'),
        hiredAt: d('2026-11-10'),
        waitingPeriod: 'two_months',
      }),
    ).toEqual(d('2027-02-01'));
  });

  it('ignores a waiting period long since served', () => {
    expect(
      computeApprovedCoverageStart({
        approvedOn: d('2026-11-20'),
        policyEffectiveAt: d('2026-01-01'),
        hiredAt: d('2019-05-02'),
        waitingPeriod: 'one_month',
      }),
    ).toEqual(d('2026-12-01'));
  });
});

describe('the review state', () => {
  it('is reviewable only when submitted', () => {
    expect(canReviewApplication('submitted')).toBe(true);
    expect(canReviewApplication('approved')).toBe(false);
    expect(canReviewApplication('returned')).toBe(false);
    expect(canReviewApplication(null)).toBe(false);
  });

  it('reads as the dashboards show it', () => {
    const text = (status: 'submitted' | 'approved' | 'returned' | null) =>
      describeApplicationReview(
        { status, reason: 'Please add your spouse.', effectiveAt: '2027-01-01' },
        formatLongIsoDate,
      );
    expect(text('submitted')).toBe('Submitted — waiting for approval');
    expect(text('approved')).toBe(`Coverage effective ${formatLongIsoDate('2027-01-01')}`);
    expect(text('returned')).toBe('Returned: Please add your spouse.');
    expect(text(null)).toBeNull();
  });
});

describe('the enrollment state billing, payroll, the carrier file and the roster share', () => {
  const signedAt = new Date('2026-11-20T10:00:00Z');
  it('is in force only once a signed application is approved', () => {
    expect(enrollmentStateOf({ signedAt: null, reviewStatus: null })).toBe('not_signed');
    expect(enrollmentStateOf({ signedAt, reviewStatus: 'submitted' })).toBe('awaiting_approval');
    expect(enrollmentStateOf({ signedAt, reviewStatus: 'approved' })).toBe('in_force');
    expect(isEnrollmentInForce({ signedAt: '2026-11-20', reviewStatus: 'approved' })).toBe(true);
  });
  it('does not count a signature without a review as in force', () => {
    expect(isEnrollmentInForce({ signedAt, reviewStatus: null })).toBe(false);
    // A returned application had its signature withdrawn; were one left, it would still wait.
    expect(enrollmentStateOf({ signedAt, reviewStatus: 'returned' })).toBe('awaiting_approval');
    expect(enrollmentStateOf({ signedAt: null, reviewStatus: 'approved' })).toBe('not_signed');
  });
});

describe("the Home's premium basis", () => {
  it('names the approved elections and what waits for approval', () => {
    expect(describePremiumBasis(1, { people: 0, premium: '$0.00' })).toBe(
      'From the approved elections of 1 employee.',
    );
    expect(describePremiumBasis(0, { people: 1, premium: '$965.90' })).toBe(
      'From the approved elections of 0 employees. 1 signed application waits for approval ($965.90 a month): it is billed and deducted once approved.',
    );
    expect(describePremiumBasis(3, { people: 2, premium: '$1,200.00' })).toContain(
      '2 signed applications wait for approval ($1,200.00 a month): they are billed and deducted once approved.',
    );
  });
});
