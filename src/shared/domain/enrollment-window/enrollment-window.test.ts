import { describe, expect, it } from 'vitest';
import {
  describeEnrollmentWindow,
  describeNewPersonWindow,
  ENROLLMENT_WINDOW_MESSAGES,
  enrollmentEndsOnError,
  enrollmentWindowOf,
  isReminderDue,
  openEnrollmentClosesOn,
} from './enrollment-window';

const today = { year: 2026, month: 12, day: 2 };
const window = (startedOn: string, enrollmentEndsOn: string | null = null, on = today) =>
  enrollmentWindowOf({
    planYearStart: '2027-01-01',
    enrollmentEndsOn,
    newHireWindowDays: 30,
    startedOn,
    today: on,
  });

describe('enrollment windows', () => {
  it('closes open enrollment 15 days before the plan year unless the employer set a day', () => {
    expect(openEnrollmentClosesOn('2027-01-01', null)).toBe('2026-12-17');
    expect(openEnrollmentClosesOn('2027-01-01', '2026-12-20')).toBe('2026-12-20');
  });

  it('gives someone hired long ago the open enrollment window, and a new hire their own 30 days', () => {
    expect(window('2019-04-01')).toEqual({
      kind: 'open_enrollment',
      closesOn: '2026-12-17',
      daysLeft: 15,
      isOpen: true,
    });
    expect(window('2026-12-01')).toEqual({
      kind: 'new_hire',
      closesOn: '2026-12-31',
      daysLeft: 29,
      isOpen: true,
    });
    // Hired in time for open enrollment's full length: its window.
    expect(window('2026-11-10').kind).toBe('open_enrollment');
  });

  it('says the days left, the last day and a closed window in words', () => {
    expect(describeEnrollmentWindow(window('2019-04-01'))).toBe(
      'Enroll or decline by December 17, 2026 (15 days left).',
    );
    expect(describeEnrollmentWindow(window('2019-04-01', '2026-12-03'))).toBe(
      'Enroll or decline by December 3, 2026 (1 day left).',
    );
    expect(describeEnrollmentWindow(window('2019-04-01', '2026-12-02'))).toBe(
      'Enroll or decline by December 2, 2026 (today is the last day).',
    );
    const closed = window('2019-04-01', null, { year: 2026, month: 12, day: 18 });
    expect(closed).toMatchObject({ isOpen: false, daysLeft: -1 });
    expect(describeEnrollmentWindow(closed)).toMatch(/^The enrollment window closed on December 17, 2026\./);
  });

  it('tells the administrator adding a person which window is theirs, and a closed one', () => {
    expect(describeNewPersonWindow(window('2019-04-01'))).toBe(
      'They can enroll or decline until December 17, 2026 (open enrollment). The invitation says so.',
    );
    expect(describeNewPersonWindow(window('2026-12-10'))).toBe(
      'They can enroll or decline until January 9, 2027 (their new-hire window). The invitation says so.',
    );
    expect(describeNewPersonWindow(window('2019-04-01', null, { year: 2026, month: 12, day: 20 }))).toBe(
      'Their enrollment window closed on December 17, 2026. Ask the carrier whether it still accepts their choices.',
    );
  });

  it('is due for the automatic reminder within 3 days of closing, not after', () => {
    expect(isReminderDue(window('2019-04-01', '2026-12-05'))).toBe(true);
    expect(isReminderDue(window('2019-04-01', '2026-12-06'))).toBe(false);
    expect(isReminderDue(window('2019-04-01', null, { year: 2026, month: 12, day: 18 }))).toBe(false);
  });

  it('refuses a closing day in the past or later than 5 days before the plan year', () => {
    expect(enrollmentEndsOnError('2026-12-01', '2027-01-01', today)).toBe(
      ENROLLMENT_WINDOW_MESSAGES.endsPast,
    );
    expect(enrollmentEndsOnError('2026-12-28', '2027-01-01', today)).toBe(
      ENROLLMENT_WINDOW_MESSAGES.endsTooLate('2026-12-27'),
    );
    expect(enrollmentEndsOnError('2026-12-27', '2027-01-01', today)).toBeNull();
  });
});
