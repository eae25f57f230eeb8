import {
  addDays,
  type CalendarDate,
  compareDates,
  formatIsoDate,
  formatLongIsoDate,
  getDayOfWeek,
  getDaysInMonth,
} from '../dates/dates';
import type { CoverageType, PayFrequency } from '../enums';
import type { Cents } from '../money/money';
import {
  annualShareOfMonthly,
  type CoverageSpan,
  DEDUCTION_RULES,
  listPayDatesWithin,
  splitAnnualAmount,
  termSpanOf,
} from './deductions';
import { countCoveredMonths, listPayDates, type PaySchedule, type PlanYear } from './pay-calendar';

/**
 * A person's paychecks for their coverage (issue 34 item 1, decision 0067): the company's pay schedule, the pay
 * dates of the plan year that fall in the person's coverage, and the months of coverage they pay for. Every
 * per-paycheck figure — the health account step, the done page, the signed application, both dashboards, the
 * life-event preview and the payroll export — is a yearly share over these paychecks, by `perPaycheckOfMonthly`
 * and `perPaycheckOfYearly`, so a screen never promises what payroll does not deduct.
 */
export type PaycheckBasis = {
  /** How often the company pays. */
  frequency: PayFrequency;
  /**
   * True when the company's own pay schedule (Payroll deductions) gave the dates; false while it has none, when a
   * nominal schedule of the frequency on the person's employment record stands in (`nominalPaySchedule`).
   */
  fromCompanySchedule: boolean;
  /** The pay dates of the plan year within the person's coverage. */
  paychecks: number;
  /** The months of coverage those paychecks pay for (12 for a whole plan year). */
  coveredMonths: number;
  /** The first and last of those pay dates (ISO), null when there are none. */
  firstPayDate: string | null;
  lastPayDate: string | null;
  /**
   * Per line whose contributions changed during the plan year (decision 0072): the part of the coverage under
   * the terms of the day asked about, which that line's share is spread over (payroll's termSpanOf); a line
   * left out is spread over the whole coverage, as a health account always is.
   */
  terms?: Partial<Record<CoverageType, PaycheckTerms>>;
};

/** The part of a person's coverage under one line's terms of a day (decision 0072). */
export type PaycheckTerms = {
  from: string;
  until: string;
  paychecks: number;
  coveredMonths: number;
  firstPayDate: string | null;
};

/** How often a company pays, as a sentence ends: "per paycheck (every other week)". */
export const PAY_FREQUENCY_WORDS: Record<PayFrequency, string> = {
  weekly: 'every week',
  biweekly: 'every other week',
  semimonthly: 'twice a month',
  monthly: 'every month',
};

/** "26 paychecks (every other week)", "1 paycheck (every month)". */
export function describePaycheckCount(basis: Pick<PaycheckBasis, 'paychecks' | 'frequency'>): string {
  const n = basis.paychecks;
  return `${n} ${n === 1 ? 'paycheck' : 'paychecks'} (${PAY_FREQUENCY_WORDS[basis.frequency]})`;
}

/**
 * A schedule of a frequency for a company that has not set its own yet: monthly on the last day of the month,
 * twice a month on the 15th and the last day, weekly and every other week on Fridays from the first Friday after
 * the plan year's first day (paid in arrears; 26 every other week in a 365-day plan year, 52 or 53 weekly as the
 * calendar has Fridays).
 */
export function nominalPaySchedule(frequency: PayFrequency, planYear: PlanYear): PaySchedule {
  const { year, month } = planYear.start;
  if (frequency === 'monthly')
    return { frequency, anchorPayDate: { year, month, day: getDaysInMonth(year, month) } };
  if (frequency === 'semimonthly') return { frequency, anchorPayDate: { year, month, day: 15 } };
  const toFriday = (5 - getDayOfWeek(planYear.start) + 7) % 7 || 7;
  return { frequency, anchorPayDate: addDays(planYear.start, toFriday) };
}

/** A person's paychecks under a schedule for their coverage span in the plan year. */
export function describePaychecks(input: {
  schedule: PaySchedule;
  fromCompanySchedule: boolean;
  planYear: PlanYear;
  span: CoverageSpan | null;
  /** Per line, the days its contributions changed during the plan year; and the day whose terms are asked about. */
  termChanges?: Partial<Record<CoverageType, readonly CalendarDate[]>>;
  on?: CalendarDate;
}): PaycheckBasis {
  const { span } = input;
  const dates = span ? listPayDatesWithin(listPayDates(input.schedule, input.planYear), span) : [];
  const basis: PaycheckBasis = {
    frequency: input.schedule.frequency,
    fromCompanySchedule: input.fromCompanySchedule,
    paychecks: dates.length,
    coveredMonths: span ? countCoveredMonths(span.start, span.end) : 0,
    firstPayDate: dates[0] ? formatIsoDate(dates[0]) : null,
    lastPayDate: dates.at(-1) ? formatIsoDate(dates.at(-1)!) : null,
  };
  if (!span || !input.termChanges) return basis;
  const terms: Partial<Record<CoverageType, PaycheckTerms>> = {};
  for (const [line, changes] of Object.entries(input.termChanges) as Array<
    [CoverageType, readonly CalendarDate[]]
  >) {
    const part = termSpanOf(span, changes, input.on ?? span.start);
    if (compareDates(part.start, span.start) === 0 && compareDates(part.end, span.end) === 0) continue;
    const own = listPayDatesWithin(dates, part);
    terms[line] = {
      from: formatIsoDate(part.start),
      until: formatIsoDate(part.end),
      paychecks: own.length,
      coveredMonths: countCoveredMonths(part.start, part.end),
      firstPayDate: own[0] ? formatIsoDate(own[0]) : null,
    };
  }
  return Object.keys(terms).length > 0 ? { ...basis, terms } : basis;
}

/**
 * A yearly amount over the paychecks, as payroll deducts it (splitAnnualAmount, decision 0032): the regular
 * amount, the last paycheck taking the cents left over. With no paycheck in the coverage, the whole amount.
 */
export function perPaycheckOfYearly(yearlyCents: Cents, basis: Pick<PaycheckBasis, 'paychecks'>): Cents {
  const amount = Math.max(0, yearlyCents);
  return basis.paychecks < 1 ? amount : splitAnnualAmount(amount, basis.paychecks).regularCents;
}

/** A monthly employee share per paycheck: the coverage's yearly share over its paychecks (the regular amount). */
export function perPaycheckOfMonthly(
  monthlyCents: Cents,
  basis: Pick<PaycheckBasis, 'paychecks' | 'coveredMonths' | 'terms'>,
  line?: CoverageType,
): Cents {
  // After a change of the line's contributions, the share of the part of the coverage under the same terms.
  const part = (line && basis.terms?.[line]) || basis;
  return perPaycheckOfYearly(annualShareOfMonthly(monthlyCents, part.coveredMonths), part);
}

/**
 * The note under a summary's amounts, the same on the done page and the signed application: what a
 * per-paycheck amount is a share of, and over which paychecks.
 */
export function explainPerPaycheck(basis: PaycheckBasis): string {
  const monthsOf = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;
  const months = monthsOf(basis.coveredMonths);
  const changed = (Object.entries(basis.terms ?? {}) as Array<[CoverageType, PaycheckTerms]>)
    .map(
      ([line, t]) =>
        ` ${DEDUCTION_RULES[line].label}: its contribution changed on ${formatLongIsoDate(t.from)}, so its amount is that share for the ${monthsOf(t.coveredMonths)} from then to ${formatLongIsoDate(t.until)} over their ${describePaycheckCount({ paychecks: t.paychecks, frequency: basis.frequency })}.`,
    )
    .join('');
  return (
    "Amounts are your share after your employer's contribution. A per-paycheck amount is your share for the " +
    `${months} of your coverage this plan year over its ${describePaycheckCount(basis)}, as payroll deducts ` +
    `it (the last paycheck takes any cents left over).${changed}`
  );
}
