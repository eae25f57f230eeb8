import {
  addDays,
  type CalendarDate,
  formatIsoDate,
  formatLongIsoDate,
  parseIsoDate,
  toDayNumber,
} from '../dates/dates';

/**
 * Enrollment windows (issue 35 item 6, decision 0080): how long a person has to enroll or decline. Open enrollment
 * closes on a day the employer sets before the plan year starts (the carrier needs the elections some days before
 * coverage begins); a new hire has a number of days from their hire date (carriers accept a new hire's election
 * within 31 days of eligibility; 30 is the usual window). The window is shown to the employee and on Home, and
 * reminders go out before it closes. It is not enforced: a late election needs the carrier's consent, which the
 * administrator asks for.
 */

export const NEW_HIRE_WINDOW_DAYS = { min: 10, max: 31, default: 30 } as const;
/** Open enrollment closes at the latest this many days before the plan year starts (the carrier's lead time). */
export const OPEN_ENROLLMENT_LEAD_DAYS = 5;
/** Without a day set, open enrollment closes this many days before the plan year starts. */
export const DEFAULT_OPEN_ENROLLMENT_LEAD_DAYS = 15;
/** The automatic reminder goes this many days before a window closes. */
export const REMINDER_DAYS_BEFORE_CLOSE = 3;

export const ENROLLMENT_WINDOW_MESSAGES = {
  newHireDays: `Choose between ${NEW_HIRE_WINDOW_DAYS.min} and ${NEW_HIRE_WINDOW_DAYS.max} days: carriers accept a new hire's election within ${NEW_HIRE_WINDOW_DAYS.max} days.`,
  endsTooLate: (latest: string) =>
    `Open enrollment must close by ${formatLongIsoDate(latest)}, ${OPEN_ENROLLMENT_LEAD_DAYS} days before the plan year starts, so the carriers receive the elections in time.`,
  endsPast: 'Choose today or a later day.',
  version: 'The plan year was changed in another window. Reload to see the latest.',
} as const;

/** The day open enrollment closes: the one the employer set, else 15 days before the plan year starts. */
export function openEnrollmentClosesOn(planYearStart: string, enrollmentEndsOn: string | null): string {
  return (
    enrollmentEndsOn ??
    formatIsoDate(addDays(parseIsoDate(planYearStart)!, -DEFAULT_OPEN_ENROLLMENT_LEAD_DAYS))
  );
}

/** The latest day open enrollment may close for a plan year starting on `planYearStart`. */
export const latestOpenEnrollmentClose = (planYearStart: string): string =>
  formatIsoDate(addDays(parseIsoDate(planYearStart)!, -OPEN_ENROLLMENT_LEAD_DAYS));

/** Why a chosen closing day is refused (its field's message), or null. */
export function enrollmentEndsOnError(
  endsOn: string,
  planYearStart: string,
  today: CalendarDate,
): string | null {
  if (endsOn < formatIsoDate(today)) return ENROLLMENT_WINDOW_MESSAGES.endsPast;
  const latest = latestOpenEnrollmentClose(planYearStart);
  return endsOn > latest ? ENROLLMENT_WINDOW_MESSAGES.endsTooLate(latest) : null;
}

export type EnrollmentWindow = {
  kind: 'open_enrollment' | 'new_hire';
  /** The last day to enroll or decline (ISO). */
  closesOn: string;
  /** Days from today to the closing day (0 on the day itself; negative once closed). */
  daysLeft: number;
  isOpen: boolean;
};

/**
 * A person's window: open enrollment's, unless they were hired (or added, without a hire date) too late for its
 * full length, when their own new-hire days from that day close it later.
 */
export function enrollmentWindowOf(input: {
  planYearStart: string;
  enrollmentEndsOn: string | null;
  newHireWindowDays: number;
  /** The hire date, else the day they were added (ISO). */
  startedOn: string;
  today: CalendarDate;
}): EnrollmentWindow {
  const openEnrollment = openEnrollmentClosesOn(input.planYearStart, input.enrollmentEndsOn);
  const newHire = formatIsoDate(addDays(parseIsoDate(input.startedOn)!, input.newHireWindowDays));
  const kind = newHire > openEnrollment ? 'new_hire' : 'open_enrollment';
  const closesOn = kind === 'new_hire' ? newHire : openEnrollment;
  const daysLeft = toDayNumber(parseIsoDate(closesOn)!) - toDayNumber(input.today);
  return { kind, closesOn, daysLeft, isOpen: daysLeft >= 0 };
}

/** The window in words, the same for the employee, Home and the mail: "Enroll by January 5, 2027 (3 days left)". */
export function describeEnrollmentWindow(window: EnrollmentWindow): string {
  const day = formatLongIsoDate(window.closesOn);
  if (!window.isOpen)
    return `The enrollment window closed on ${day}. Ask your benefits administrator whether the carrier still accepts your choices.`;
  const left =
    window.daysLeft === 0
      ? 'today is the last day'
      : window.daysLeft === 1
        ? '1 day left'
        : `${window.daysLeft} days left`;
  return `Enroll or decline by ${day} (${left}).`;
}

/** A new person's window as the administrator adding them reads it (Add new employee, decision 0080). */
export function describeNewPersonWindow(window: EnrollmentWindow): string {
  const day = formatLongIsoDate(window.closesOn);
  if (!window.isOpen)
    return `Their enrollment window closed on ${day}. Ask the carrier whether it still accepts their choices.`;
  const why = window.kind === 'new_hire' ? 'their new-hire window' : 'open enrollment';
  return `They can enroll or decline until ${day} (${why}). The invitation says so.`;
}

/** Whether the automatic reminder is due for a window today: open, and closing within the reminder's days. */
export const isReminderDue = (window: EnrollmentWindow): boolean =>
  window.isOpen && window.daysLeft <= REMINDER_DAYS_BEFORE_CLOSE;
