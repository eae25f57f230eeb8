import {
  type CalendarDate,
  compareDates,
  daysBetween,
  firstOfNextMonth,
  formatLongDate,
} from '../dates/dates';
import type { CoverageType, DependentType } from '../enums';

/**
 * Qualifying life events (issue 14, decision 0046): an employee enrolled in the plan year may add a dependent
 * outside open enrollment after one of these events, within its window. These are the HIPAA special
 * enrollment rights of group health plans (29 CFR 2590.701-6; 45 CFR 146.117): marriage, birth, adoption or
 * placement for adoption, and loss of other coverage. Pure: the service loads, these decide.
 */

export const LIFE_EVENT_KINDS = ['marriage', 'birth', 'adoption', 'loss_of_other_coverage'] as const;
export type LifeEventKind = (typeof LIFE_EVENT_KINDS)[number];

export const LIFE_EVENT_LABELS: Record<LifeEventKind, string> = {
  marriage: 'Marriage',
  birth: 'Birth of a child',
  adoption: 'Adoption or placement for adoption',
  loss_of_other_coverage: 'Loss of other coverage',
};

/**
 * Days after the event within which it must be reported: HIPAA's minimum is 30 days for every special
 * enrollment event; issue 14 gives birth and adoption 60 (as many plans do, and as CHIP-related events have).
 */
export const LIFE_EVENT_WINDOW_DAYS: Record<LifeEventKind, number> = {
  marriage: 30,
  birth: 60,
  adoption: 60,
  loss_of_other_coverage: 30,
};

/** Who each event may add: a marriage a spouse, a birth or adoption a child, a loss of coverage either. */
export const LIFE_EVENT_DEPENDENT_TYPES: Record<LifeEventKind, readonly DependentType[]> = {
  marriage: ['spouse'],
  birth: ['child'],
  adoption: ['child'],
  loss_of_other_coverage: ['spouse', 'child'],
};

/** The lines a life event adds a dependent to: the group health lines special enrollment covers. */
export const LIFE_EVENT_LINES = ['medical', 'dental', 'vision'] as const satisfies readonly CoverageType[];
export type LifeEventLine = (typeof LIFE_EVENT_LINES)[number];
export const isLifeEventLine = (type: CoverageType): type is LifeEventLine =>
  (LIFE_EVENT_LINES as readonly CoverageType[]).includes(type);

export const LIFE_EVENT_MESSAGES = {
  eventDateFuture: 'The date of the event cannot be in the future.',
  windowClosed: (kind: LifeEventKind, daysAgo: number) =>
    `A ${LIFE_EVENT_LABELS[kind].toLowerCase()} must be reported within ${LIFE_EVENT_WINDOW_DAYS[kind]} days of the event; this one was ${daysAgo} days ago. Please contact your benefits administrator.`,
  dependentType: (kind: LifeEventKind) =>
    `A ${LIFE_EVENT_LABELS[kind].toLowerCase()} can add ${LIFE_EVENT_DEPENDENT_TYPES[kind]
      .map((t) => (t === 'child' ? 'a child' : 'a spouse'))
      .join(' or ')}.`,
  birthDate: 'For a birth, the date of the event is the child’s date of birth.',
  adoptedBeforeBirth: 'The adoption or placement cannot be before the child’s date of birth.',
  noLines: 'Choose at least one coverage to add this dependent to.',
  lineNotEnrolled: 'You can add a dependent only to coverage you are enrolled in.',
  attest: 'Please confirm that the event happened as described.',
  ssnRequired: 'Required',
} as const;

/** Whether the event is still within its window on `today`: not in the future, at most the window's days ago. */
export function checkLifeEventWindow(
  kind: LifeEventKind,
  eventDate: CalendarDate,
  today: CalendarDate,
): { ok: true; daysLeft: number } | { ok: false; message: string } {
  const daysAgo = daysBetween(eventDate, today);
  if (daysAgo < 0) return { ok: false, message: LIFE_EVENT_MESSAGES.eventDateFuture };
  const window = LIFE_EVENT_WINDOW_DAYS[kind];
  if (daysAgo > window) return { ok: false, message: LIFE_EVENT_MESSAGES.windowClosed(kind, daysAgo) };
  return { ok: true, daysLeft: window - daysAgo };
}

/** The first day of the month after a date (kept here for its callers; the arithmetic lives in dates.ts). */
export { firstOfNextMonth };

/**
 * When the added dependent's coverage starts. Birth and adoption: the day of the event (HIPAA requires it,
 * 29 CFR 2590.701-6(d)(4)). Marriage and loss of other coverage: the first day of the month after the request
 * (the regulation's latest allowed start, and the practice of most group plans). Never before the employee's own
 * coverage starts.
 */
export function computeLifeEventEffectiveDate(
  kind: LifeEventKind,
  eventDate: CalendarDate,
  requestedOn: CalendarDate,
  coverageStartsOn: CalendarDate | null = null,
): CalendarDate {
  const start = kind === 'birth' || kind === 'adoption' ? eventDate : firstOfNextMonth(requestedOn);
  return coverageStartsOn && compareDates(start, coverageStartsOn) < 0 ? coverageStartsOn : start;
}

/** Whether an event may add a dependent of this type. */
export function allowsDependentType(kind: LifeEventKind, type: DependentType): boolean {
  return LIFE_EVENT_DEPENDENT_TYPES[kind].includes(type);
}

/**
 * Whether the dependent's SSN is asked now. Signing asks one for every enrolling dependent (docs/spec/1), and so do
 * marriage and loss of coverage; a newborn or newly adopted child rarely has one yet (the Social Security
 * Administration issues it weeks later), so it may follow through edit-dependent-information.
 */
export function isSsnRequiredForLifeEvent(kind: LifeEventKind): boolean {
  return kind !== 'birth' && kind !== 'adoption';
}

export type LifeEventFacts = {
  kind: LifeEventKind;
  /** Null when the typed date is not a date (the schema reports that). */
  eventDate: CalendarDate | null;
  dependentType: DependentType | null;
  dependentBornAt: CalendarDate | null;
  coverageTypes: readonly CoverageType[];
  /** The lines the employee is enrolled in (medical, dental, vision); null when not known (the browser's form). */
  enrolledLines: readonly CoverageType[] | null;
};

/**
 * Every refusal of a reported event, by field (`eventDate`, `dependent.dependentType`, `dependent.bornAt`,
 * `coverageTypes`): the window, who the event may add, a birth's date, the lines. Empty when it may be recorded.
 */
export function validateLifeEvent(facts: LifeEventFacts, today: CalendarDate): Record<string, string> {
  const errors: Record<string, string> = {};
  if (facts.eventDate) {
    const window = checkLifeEventWindow(facts.kind, facts.eventDate, today);
    if (!window.ok) errors.eventDate = window.message;
  }
  if (facts.dependentType && !allowsDependentType(facts.kind, facts.dependentType))
    errors['dependent.dependentType'] = LIFE_EVENT_MESSAGES.dependentType(facts.kind);
  if (facts.eventDate && facts.dependentBornAt) {
    const order = compareDates(facts.dependentBornAt, facts.eventDate);
    if (facts.kind === 'birth' && order !== 0) errors['dependent.bornAt'] = LIFE_EVENT_MESSAGES.birthDate;
    if (facts.kind === 'adoption' && order > 0)
      errors['dependent.bornAt'] = LIFE_EVENT_MESSAGES.adoptedBeforeBirth;
  }
  if (facts.coverageTypes.length === 0) errors.coverageTypes = LIFE_EVENT_MESSAGES.noLines;
  else if (facts.enrolledLines && facts.coverageTypes.some((t) => !facts.enrolledLines!.includes(t)))
    errors.coverageTypes = LIFE_EVENT_MESSAGES.lineNotEnrolled;
  return errors;
}

/** "Coverage starts January 1, 2027": an added dependent's effective date in words. */
export function describeEffectiveDate(date: CalendarDate): string {
  return `Coverage starts ${formatLongDate(date)}`;
}

export const LIFE_EVENT_BLOCKERS = {
  notSigned: 'Life events can be reported once the benefits application is signed.',
  employmentEnded: 'Coverage changes are closed: employment has ended.',
  notEligible: 'This employee is not eligible for benefits at this time.',
  noLines: 'There is no medical, dental or vision coverage to add a dependent to.',
} as const;

/**
 * Why no life event can be reported now, or null: a life event changes a signed enrollment, of an eligible
 * person still employed, enrolled in at least one of medical, dental and vision.
 */
export function findLifeEventBlocker(input: {
  isSigned: boolean;
  isEmploymentEnded: boolean;
  isEligible: boolean;
  enrolledLineCount: number;
}): string | null {
  if (input.isEmploymentEnded) return LIFE_EVENT_BLOCKERS.employmentEnded;
  if (!input.isEligible) return LIFE_EVENT_BLOCKERS.notEligible;
  if (!input.isSigned) return LIFE_EVENT_BLOCKERS.notSigned;
  if (input.enrolledLineCount === 0) return LIFE_EVENT_BLOCKERS.noLines;
  return null;
}

/**
 * A person's cost with a dependent added to some lines (decision 0067): the current total, each chosen line's
 * current share swapped for its new one, a month and a paycheck (the lines' own per-paycheck amounts added up, as
 * payroll deducts them). The server's preview and the screen's choice of lines use this one sum.
 */
export function costWithDependent(
  current: { monthlyEmployeeCents: number; perPaycheckCents: number },
  lines: ReadonlyArray<{
    current: { employeeCents: number } | null;
    monthly: { employeeCents: number } | null;
    currentPerPaycheckCents: number | null;
    perPaycheckCents: number | null;
  }>,
): { monthlyEmployeeCents: number; perPaycheckCents: number } {
  return lines.reduce(
    (sum, l) => ({
      monthlyEmployeeCents:
        sum.monthlyEmployeeCents -
        (l.current?.employeeCents ?? 0) +
        (l.monthly?.employeeCents ?? l.current?.employeeCents ?? 0),
      perPaycheckCents:
        sum.perPaycheckCents -
        (l.currentPerPaycheckCents ?? 0) +
        (l.perPaycheckCents ?? l.currentPerPaycheckCents ?? 0),
    }),
    current,
  );
}
