import { describe, expect, it } from 'vitest';
import {
  checkLastDay,
  checkRehireDate,
  computeCoverageEnd,
  deriveInvitationState,
  describeClosedApplicationRefusal,
  describeEmploymentEnded,
  EMPLOYMENT_MESSAGES,
  isApplicationClosed,
  isContinuationNoticeDue,
} from './employment';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const today = d(2026, 11, 25);

describe('computeCoverageEnd', () => {
  it('runs coverage to the last day of the month of the last day', () => {
    expect(computeCoverageEnd(d(2026, 11, 3))).toEqual(d(2026, 11, 30));
    expect(computeCoverageEnd(d(2026, 12, 31))).toEqual(d(2026, 12, 31));
    expect(computeCoverageEnd(d(2027, 1, 1))).toEqual(d(2027, 1, 31));
  });
  it('ends February on the 29th in a leap year and the 28th otherwise', () => {
    expect(computeCoverageEnd(d(2028, 2, 10))).toEqual(d(2028, 2, 29));
    expect(computeCoverageEnd(d(2027, 2, 10))).toEqual(d(2027, 2, 28));
    expect(computeCoverageEnd(d(2100, 2, 1))).toEqual(d(2100, 2, 28));
    expect(computeCoverageEnd(d(2000, 2, 1))).toEqual(d(2000, 2, 29));
  });
  it('ends 30-day months on the 30th', () => {
    expect(computeCoverageEnd(d(2027, 4, 30))).toEqual(d(2027, 4, 30));
    expect(computeCoverageEnd(d(2027, 9, 1))).toEqual(d(2027, 9, 30));
  });
});

describe('checkLastDay', () => {
  const hiredAt = d(2024, 3, 1);
  it('accepts a last day between 60 days ago and a year ahead, on or after the hire date', () => {
    expect(checkLastDay({ lastDay: today, hiredAt, today })).toBeNull();
    expect(checkLastDay({ lastDay: d(2026, 9, 26), hiredAt, today })).toBeNull(); // 60 days ago
    expect(checkLastDay({ lastDay: d(2027, 11, 25), hiredAt, today })).toBeNull(); // 365 days ahead
    expect(checkLastDay({ lastDay: d(2026, 11, 1), hiredAt: d(2026, 11, 1), today })).toBeNull();
  });
  it('refuses a last day before the hire date', () => {
    expect(checkLastDay({ lastDay: d(2026, 10, 31), hiredAt: d(2026, 11, 1), today })).toBe(
      EMPLOYMENT_MESSAGES.lastDayBeforeHire,
    );
  });
  it('refuses a last day more than 60 days ago or more than a year ahead', () => {
    expect(checkLastDay({ lastDay: d(2026, 9, 25), hiredAt, today })).toBe(
      EMPLOYMENT_MESSAGES.lastDayTooEarly,
    );
    expect(checkLastDay({ lastDay: d(2027, 11, 26), hiredAt, today })).toBe(
      EMPLOYMENT_MESSAGES.lastDayTooLate,
    );
  });
  it('checks only the window when the hire date is unknown', () => {
    expect(checkLastDay({ lastDay: today, hiredAt: null, today })).toBeNull();
  });
});

describe('checkRehireDate', () => {
  it('accepts a date after the last day, within the window', () => {
    expect(checkRehireDate({ hiredAt: d(2026, 12, 1), lastDay: d(2026, 11, 20), today })).toBeNull();
  });
  it('refuses a date on or before the last day', () => {
    expect(checkRehireDate({ hiredAt: d(2026, 11, 20), lastDay: d(2026, 11, 20), today })).toBe(
      EMPLOYMENT_MESSAGES.rehireNotAfterLastDay,
    );
  });
  it('refuses a date more than 60 days ago or more than a year ahead', () => {
    expect(checkRehireDate({ hiredAt: d(2026, 9, 1), lastDay: null, today })).toBe(
      EMPLOYMENT_MESSAGES.rehireTooEarly,
    );
    expect(checkRehireDate({ hiredAt: d(2028, 1, 1), lastDay: null, today })).toBe(
      EMPLOYMENT_MESSAGES.rehireTooLate,
    );
  });
});

describe('isContinuationNoticeDue', () => {
  it('is due when the person was enrolled in any line, not otherwise', () => {
    expect(isContinuationNoticeDue({ enrolledLines: 2 })).toBe(true);
    expect(isContinuationNoticeDue({ enrolledLines: 0 })).toBe(false);
  });
});

describe('deriveInvitationState', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const open = { expiresAt: new Date('2026-12-09T12:00:00Z'), acceptedAt: null };
  it('is accepted once the person has an account', () => {
    expect(deriveInvitationState({ hasAccount: true, latest: null, now })).toBe('accepted');
    expect(deriveInvitationState({ hasAccount: true, latest: open, now })).toBe('accepted');
  });
  it('is not sent without an invitation, sent while its link works, expired after', () => {
    expect(deriveInvitationState({ hasAccount: false, latest: null, now })).toBe('not_sent');
    expect(deriveInvitationState({ hasAccount: false, latest: open, now })).toBe('sent');
    expect(deriveInvitationState({ hasAccount: false, latest: { ...open, expiresAt: now }, now })).toBe(
      'expired',
    );
  });
});

describe('a closed application (decision 0026)', () => {
  const ended = {
    companyName: 'Harborview Architecture',
    employmentStatus: 'terminated' as const,
    lastDayAt: '2026-11-20',
    coverageEndsAt: '2026-11-30',
  };
  it('is closed while the person is terminated, open again once rehired', () => {
    expect(isApplicationClosed(ended)).toBe(true);
    expect(isApplicationClosed({ employmentStatus: 'active' })).toBe(false);
  });
  it('tells the person, in the tense today gives', () => {
    expect(describeEmploymentEnded(ended, { today, adminMode: false })).toBe(
      'Your employment with Harborview Architecture ended on November 20, 2026. Your coverage ends on November 30, 2026.',
    );
    expect(describeEmploymentEnded(ended, { today: d(2026, 12, 1), adminMode: false })).toBe(
      'Your employment with Harborview Architecture ended on November 20, 2026. Your coverage ended on November 30, 2026.',
    );
    expect(describeEmploymentEnded(ended, { today: d(2026, 11, 19), adminMode: false })).toBe(
      'Your employment with Harborview Architecture ends on November 20, 2026. Your coverage ends on November 30, 2026.',
    );
  });
  it('speaks of them in admin mode, and copes without dates', () => {
    expect(describeClosedApplicationRefusal(ended, { today, adminMode: true })).toBe(
      'This person’s employment with Harborview Architecture ended on November 20, 2026. Their coverage ends on November 30, 2026. Their application can no longer be changed. Rehire them on Manage employees to reopen it.',
    );
    expect(
      describeEmploymentEnded(
        { ...ended, lastDayAt: null, coverageEndsAt: null },
        { today, adminMode: false },
      ),
    ).toBe('Your employment with Harborview Architecture has ended.');
  });
});
