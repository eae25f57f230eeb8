import { addDays, compareDates, formatIsoDate, formatLongIsoDate, parseIsoDate } from '../dates/dates';
import type { CoverageType, DependentType } from '../enums';
import { formatCents } from '../money/money';

/**
 * The employee dashboard's rules (issue 14 item 1, decision 0041): when a line's
 * coverage runs, and the reference numbers printed on an ID card. Pure: the service loads, these decide.
 */

/** The lines an ID card is issued for (issue 14: medical, dental and vision). */
export const ID_CARD_LINES = ['medical', 'dental', 'vision'] as const satisfies readonly CoverageType[];
export type IdCardLine = (typeof ID_CARD_LINES)[number];
export const isIdCardLine = (type: CoverageType): type is IdCardLine =>
  (ID_CARD_LINES as readonly CoverageType[]).includes(type);

export const COVERAGE_LINE_LABELS: Record<CoverageType, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  accident: 'Accident',
  life: 'Life',
  term_life: 'Term life',
  whole_life: 'Whole life',
  short_term_disability: 'Short term disability',
  long_term_disability: 'Long term disability',
};

export const RELATIONSHIP_LABELS: Record<'employee' | DependentType, string> = {
  employee: 'Employee',
  spouse: 'Spouse',
  domestic_partner: 'Domestic partner',
  child: 'Child',
};

/**
 * When a line's coverage runs (ISO dates): from the application's own effective date, else the plan year's;
 * to the day before the plan year renews, or the coverage end of a terminated person when that is sooner.
 * Null ends are open (no renewal date on file).
 */
export function resolveCoverageSpan(input: {
  applicationEffectiveAt: string | null;
  planYearEffectiveAt: string | null;
  planYearRenewalAt: string | null;
  coverageEndsAt: string | null;
}): { startsAt: string | null; endsAt: string | null } {
  const startsAt = input.applicationEffectiveAt ?? input.planYearEffectiveAt;
  const renewal = input.planYearRenewalAt ? parseIsoDate(input.planYearRenewalAt.slice(0, 10)) : null;
  const yearEnd = renewal ? addDays(renewal, -1) : null;
  const ends = input.coverageEndsAt ? parseIsoDate(input.coverageEndsAt.slice(0, 10)) : null;
  let end = yearEnd;
  if (ends && (!end || compareDates(ends, end) < 0)) end = ends;
  return { startsAt: startsAt ? startsAt.slice(0, 10) : null, endsAt: end ? formatIsoDate(end) : null };
}

/** Pharmacy fields we do not hold (decision 0041): the card says so instead of inventing a number. */
export const PHARMACY_NOT_ON_FILE = 'Ask your carrier';

/**
 * The sentence for a line whose share a saved contribution change alters (decision 0072), the same on the
 * dashboard and its coverage page: from when, the new share a month and a paycheck, and the first paycheck.
 */
export function describeUpcomingShare(
  label: string,
  upcoming: {
    from: string;
    monthlyEmployeeCents: number;
    perPaycheckCents: number;
    firstPayDate: string | null;
  },
): string {
  const paycheck = upcoming.firstPayDate
    ? ` (${formatCents(upcoming.perPaycheckCents)} per paycheck, from your paycheck of ${formatLongIsoDate(upcoming.firstPayDate)})`
    : '';
  return `Your employer's contribution changes on ${formatLongIsoDate(upcoming.from)}: your ${label.toLowerCase()} share becomes ${formatCents(upcoming.monthlyEmployeeCents)} a month${paycheck}.`;
}
