import {
  type CalendarDate,
  compareDates,
  daysBetween,
  formatLongDate,
  getDaysInMonth,
  parseIsoDate,
} from '../dates/dates';

/**
 * Employment rules of Manage employees (issue 11, decision 0021): when a terminated person's group coverage
 * ends, which last days and rehire dates an administrator may enter, and when a continuation notice is due.
 * Screens preview with these; the server enforces them.
 */

/** How far back a last day may be entered: carriers accept retroactive terminations for about 60 days. */
export const MAX_RETROACTIVE_TERMINATION_DAYS = 60;
/** How far ahead a last day or a rehire date may be entered. */
export const MAX_FUTURE_EMPLOYMENT_DAYS = 365;

export const EMPLOYMENT_MESSAGES = {
  lastDayBeforeHire: 'The last day cannot be before the hire date.',
  lastDayTooEarly: `The last day can be at most ${MAX_RETROACTIVE_TERMINATION_DAYS} days ago. Please contact support for an older termination.`,
  lastDayTooLate: 'The last day can be at most a year from today.',
  rehireNotAfterLastDay: 'The new hire date must be after the last day of the previous employment.',
  rehireTooLate: 'The new hire date can be at most a year from today.',
  rehireTooEarly: `The new hire date can be at most ${MAX_RETROACTIVE_TERMINATION_DAYS} days ago.`,
} as const;

/** Group coverage runs to the last day of the month of the employee's last day of work. */
export function computeCoverageEnd(lastDay: CalendarDate): CalendarDate {
  return { year: lastDay.year, month: lastDay.month, day: getDaysInMonth(lastDay.year, lastDay.month) };
}

/**
 * A last day is refused when before the hire date, more than 60 days before today (older terminations go
 * through support, as carriers refuse most), or more than a year ahead. Null when it may be entered.
 */
export function checkLastDay(input: {
  lastDay: CalendarDate;
  hiredAt: CalendarDate | null;
  today: CalendarDate;
}): string | null {
  if (input.hiredAt && compareDates(input.lastDay, input.hiredAt) < 0)
    return EMPLOYMENT_MESSAGES.lastDayBeforeHire;
  const fromToday = daysBetween(input.today, input.lastDay);
  if (fromToday < -MAX_RETROACTIVE_TERMINATION_DAYS) return EMPLOYMENT_MESSAGES.lastDayTooEarly;
  if (fromToday > MAX_FUTURE_EMPLOYMENT_DAYS) return EMPLOYMENT_MESSAGES.lastDayTooLate;
  return null;
}

/**
 * A rehire date is refused unless after the last day of the previous employment and within 60 days before
 * to a year after today. Null when it may be entered.
 */
export function checkRehireDate(input: {
  hiredAt: CalendarDate;
  lastDay: CalendarDate | null;
  today: CalendarDate;
}): string | null {
  if (input.lastDay && compareDates(input.hiredAt, input.lastDay) <= 0)
    return EMPLOYMENT_MESSAGES.rehireNotAfterLastDay;
  const fromToday = daysBetween(input.today, input.hiredAt);
  if (fromToday < -MAX_RETROACTIVE_TERMINATION_DAYS) return EMPLOYMENT_MESSAGES.rehireTooEarly;
  if (fromToday > MAX_FUTURE_EMPLOYMENT_DAYS) return EMPLOYMENT_MESSAGES.rehireTooLate;
  return null;
}

/**
 * A continuation-coverage notice (federal COBRA at 20+ employees, the state's programme below) is due when
 * the person was enrolled in a coverage line of their current application. We record it as due whatever the
 * company's size; operations decide which notice applies and send it.
 */
export function isContinuationNoticeDue(input: { enrolledLines: number }): boolean {
  return input.enrolledLines > 0;
}

export const INVITATION_STATES = ['not_sent', 'sent', 'expired', 'accepted'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  not_sent: 'Not invited yet',
  sent: 'Invitation sent',
  expired: 'Invitation expired',
  accepted: 'Account created',
};

/**
 * Where a person's invitation stands, from their latest invitation that was not replaced: accepted once they
 * have an account, expired when its link lapsed unused, sent while its link works, not sent when none exists.
 */
export function deriveInvitationState(input: {
  hasAccount: boolean;
  latest: { expiresAt: Date; acceptedAt: Date | null } | null;
  now: Date;
}): InvitationState {
  if (input.hasAccount || input.latest?.acceptedAt) return 'accepted';
  if (!input.latest) return 'not_sent';
  return input.latest.expiresAt.getTime() <= input.now.getTime() ? 'expired' : 'sent';
}

/** What a terminated person's application knows of their employment (ISO dates). */
export type EndedEmployment = {
  companyName: string;
  employmentStatus: 'active' | 'terminated';
  lastDayAt: string | null;
  coverageEndsAt: string | null;
};

export { isApplicationClosed } from './application-closed';

const past = (date: CalendarDate | null, today: CalendarDate) =>
  date !== null && compareDates(date, today) <= 0;

/**
 * The banner of a closed application, to the person ("Your employment with Harborview ended on November 20,
 * 2026. Your coverage ends on November 30, 2026.") or, in admin mode, about them; the tense follows today.
 */
export function describeEmploymentEnded(
  employment: EndedEmployment,
  options: { today: CalendarDate; adminMode: boolean },
): string {
  const lastDay = employment.lastDayAt ? parseIsoDate(employment.lastDayAt) : null;
  const coverageEnd = employment.coverageEndsAt ? parseIsoDate(employment.coverageEndsAt) : null;
  const [whose, they] = options.adminMode ? ['This person’s', 'Their'] : ['Your', 'Your'];
  const ended = lastDay
    ? ` ${past(lastDay, options.today) ? 'ended' : 'ends'} on ${formatLongDate(lastDay)}`
    : ' has ended';
  const coverage = coverageEnd
    ? ` ${they} coverage ${past(coverageEnd, options.today) ? 'ended' : 'ends'} on ${formatLongDate(coverageEnd)}.`
    : '';
  return `${whose} employment with ${employment.companyName}${ended}.${coverage}`;
}

/** Why a write to a closed application is refused (403), after the banner's words. */
export function describeClosedApplicationRefusal(
  employment: EndedEmployment,
  options: { today: CalendarDate; adminMode: boolean },
): string {
  const next = options.adminMode
    ? 'Their application can no longer be changed. Rehire them on Manage employees to reopen it.'
    : 'Your application can no longer be changed.';
  return `${describeEmploymentEnded(employment, options)} ${next}`;
}
