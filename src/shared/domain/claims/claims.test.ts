import { describe, expect, it } from 'vitest';
import {
  canMoveClaim,
  checkDateOfService,
  earliestDateOfService,
  isClaimAmountCents,
  isClaimOpenForReplies,
  statusAfterMessage,
} from './claims';

const today = { year: 2026, month: 6, day: 15 };

describe('date of service', () => {
  it('accepts today and any day of the last 12 months', () => {
    expect(checkDateOfService(today, today)).toBeNull();
    expect(checkDateOfService({ year: 2025, month: 6, day: 15 }, today)).toBeNull();
    expect(checkDateOfService({ year: 2026, month: 1, day: 1 }, today)).toBeNull();
  });
  it('refuses tomorrow as in the future', () => {
    expect(checkDateOfService({ year: 2026, month: 6, day: 16 }, today)).toBe('future');
  });
  it('refuses a day more than 12 months ago as too old', () => {
    expect(checkDateOfService({ year: 2025, month: 6, day: 14 }, today)).toBe('tooOld');
  });
  it('reaches back to February 28 from a leap day', () => {
    expect(earliestDateOfService({ year: 2028, month: 2, day: 29 })).toEqual({
      year: 2027,
      month: 2,
      day: 28,
    });
  });
});

describe('amount billed', () => {
  it('is one cent to one million dollars, in whole cents', () => {
    expect(isClaimAmountCents(0)).toBe(false);
    expect(isClaimAmountCents(1)).toBe(true);
    expect(isClaimAmountCents(100_000_000)).toBe(true);
    expect(isClaimAmountCents(100_000_001)).toBe(false);
    expect(isClaimAmountCents(12.5)).toBe(false);
  });
});

describe('status', () => {
  it('lets support review, resolve, close and take up a resolved request again', () => {
    expect(canMoveClaim('open', 'in_review')).toBe(true);
    expect(canMoveClaim('in_review', 'resolved')).toBe(true);
    expect(canMoveClaim('resolved', 'in_review')).toBe(true);
    expect(canMoveClaim('resolved', 'closed')).toBe(true);
  });
  it('never moves a closed request, nor to the status it has', () => {
    expect(canMoveClaim('closed', 'open')).toBe(false);
    expect(canMoveClaim('open', 'open')).toBe(false);
  });
  it('takes replies until closed', () => {
    expect(isClaimOpenForReplies('resolved')).toBe(true);
    expect(isClaimOpenForReplies('closed')).toBe(false);
  });
  it("sends a resolved request back to review on the employee's reply, not on support's", () => {
    expect(statusAfterMessage('resolved', 'employee')).toBe('in_review');
    expect(statusAfterMessage('resolved', 'administrator')).toBe('in_review');
    expect(statusAfterMessage('resolved', 'support')).toBe('resolved');
    expect(statusAfterMessage('open', 'employee')).toBe('open');
  });
});
