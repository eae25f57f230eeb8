import { describe, expect, it } from 'vitest';
import { isRenewalDueSoon, noticeCategoryOf } from './notices';

describe('noticeCategoryOf', () => {
  it('puts optional notices in a category and keeps the rest required', () => {
    expect(noticeCategoryOf('invoiceReady')).toBe('billing_receipts');
    expect(noticeCategoryOf('renewalDue')).toBe('reminders');
    expect(noticeCategoryOf('paymentFailed')).toBeNull();
    expect(noticeCategoryOf('applicationApproved')).toBeNull();
    expect(noticeCategoryOf('applicationReturned')).toBeNull();
    expect(noticeCategoryOf('applicationInvitation')).toBeNull();
    expect(noticeCategoryOf('coverageEffective')).toBeNull();
    expect(noticeCategoryOf('toString')).toBeNull();
  });
});

describe('isRenewalDueSoon', () => {
  it('is due from 30 days before the effective date to the day itself', () => {
    expect(isRenewalDueSoon('2027-01-01', '2026-12-02')).toBe(true);
    expect(isRenewalDueSoon('2027-01-01', '2026-12-01')).toBe(false);
    expect(isRenewalDueSoon('2027-01-01', '2027-01-01')).toBe(true);
    expect(isRenewalDueSoon('2027-01-01', '2027-01-02')).toBe(false);
  });
});
