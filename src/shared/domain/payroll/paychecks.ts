import {
  addDays,
  type CalendarDate,
  compareDates,
  formatIsoDate,
  formatLongIsoDate,
  getDayOfWeek,
  getDaysInMonth,
  parseIsoDate,
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
  yearlyShareOfMonths,
} from './deductions';
import {
  countCoveredMonths,
  listCalendarPayDates,
  listScheduleChangeDays,
  type PayCalendar,
  type PaySchedule,
  type PlanYear,
  scheduleOn,
} from './pay-calendar';

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
  /**
   * When the company's pay schedule changes during the coverage (decision 0076): the part of the coverage under
   * the schedule of the day asked about, which every line without terms of its own, and the health account, is
   * spread over; `monthsBefore` counts the coverage's months before it (the health account's share of the part).
   */
  part?: PaycheckTerms & { monthsBefore: number };
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

/**
 * A person's paychecks under the company's pay calendar (a schedule, or several when it changed during the plan
 * year: decision 0076) for their coverage span in the plan year, as of a day (the span's start when left out).
 */
export function describePaychecks(input: {
  calendar: PayCalendar;
  fromCompanySchedule: boolean;
  planYear: PlanYear;
  span: CoverageSpan | null;
  /** Per line, the days its contributions changed during the plan year; and the day whose terms are asked about. */
  termChanges?: Partial<Record<CoverageType, readonly CalendarDate[]>>;
  on?: CalendarDate;
}): PaycheckBasis {
  const { span, planYear } = input;
  const on = input.on ?? span?.start ?? planYear.start;
  const dates = span ? listPayDatesWithin(listCalendarPayDates(input.calendar, planYear), span) : [];
  const schedule = scheduleOn(input.calendar, planYear, on);
  const basis: PaycheckBasis = {
    frequency: schedule?.frequency ?? 'monthly',
    fromCompanySchedule: input.fromCompanySchedule,
    paychecks: dates.length,
    coveredMonths: span ? countCoveredMonths(span.start, span.end) : 0,
    firstPayDate: dates[0] ? formatIsoDate(dates[0]) : null,
    lastPayDate: dates.at(-1) ? formatIsoDate(dates.at(-1)!) : null,
  };
  if (!span) return basis;
  const scheduleChanges = listScheduleChangeDays(input.calendar, planYear);
  const partOf = (changes: readonly CalendarDate[]): PaycheckTerms | null => {
    const part = termSpanOf(span, changes, on);
    if (compareDates(part.start, span.start) === 0 && compareDates(part.end, span.end) === 0) return null;
    const own = listPayDatesWithin(dates, part);
    return {
      from: formatIsoDate(part.start),
      until: formatIsoDate(part.end),
      paychecks: own.length,
      coveredMonths: countCoveredMonths(part.start, part.end),
      firstPayDate: own[0] ? formatIsoDate(own[0]) : null,
    };
  };
  const terms: Partial<Record<CoverageType, PaycheckTerms>> = {};
  for (const [line, changes] of Object.entries(input.termChanges ?? {}) as Array<
    [CoverageType, readonly CalendarDate[]]
  >) {
    if (changes.length === 0) continue;
    const part = partOf([...changes, ...scheduleChanges]);
    if (part) terms[line] = part;
  }
  const part = scheduleChanges.length > 0 ? partOf(scheduleChanges) : null;
  return {
    ...basis,
    ...(Object.keys(terms).length > 0 ? { terms } : {}),
    ...(part
      ? {
          part: {
            ...part,
            monthsBefore: countCoveredMonths(span.start, addDays(parseIsoDate(part.from)!, -1)),
          },
        }
      : {}),
  };
}

/**
 * A yearly amount over the paychecks, as payroll deducts it (splitAnnualAmount, decision 0032): the regular
 * amount, the last paycheck taking the cents left over. With no paycheck in the coverage, the whole amount.
 */
export function perPaycheckOfYearly(
  yearlyCents: Cents,
  basis: Pick<PaycheckBasis, 'paychecks'> & Partial<Pick<PaycheckBasis, 'coveredMonths' | 'part'>>,
): Cents {
  // After a change of the pay schedule, the part's share of the amount over the part's paychecks (decision 0076).
  const { part } = basis;
  const amount = part
    ? yearlyShareOfMonths(yearlyCents, {
        total: basis.coveredMonths ?? 12,
        before: part.monthsBefore,
        months: part.coveredMonths,
      })
    : Math.max(0, yearlyCents);
  const paychecks = part ? part.paychecks : basis.paychecks;
  return paychecks < 1 ? amount : splitAnnualAmount(amount, paychecks).regularCents;
}

/** A monthly employee share per paycheck: the coverage's yearly share over its paychecks (the regular amount). */
export function perPaycheckOfMonthly(
  monthlyCents: Cents,
  basis: Pick<PaycheckBasis, 'paychecks' | 'coveredMonths' | 'terms' | 'part'>,
  line?: CoverageType,
): Cents {
  // After a change of the line's contributions or the pay schedule, the share of the part of the coverage under
  // the same terms and schedule.
  const part = (line && basis.terms?.[line]) || basis.part || basis;
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
  const { part } = basis;
  const schedule = part
    ? ` Your employer's pay schedule changes during the plan year, so amounts under the schedule of now are your share for the ${monthsOf(part.coveredMonths)} from ${formatLongIsoDate(part.from)} to ${formatLongIsoDate(part.until)} over their ${describePaycheckCount({ paychecks: part.paychecks, frequency: basis.frequency })}.`
    : '';
  return (
    "Amounts are your share after your employer's contribution. A per-paycheck amount is your share for the " +
    `${months} of your coverage this plan year over its ${describePaycheckCount(basis)}, as payroll deducts ` +
    `it (the last paycheck takes any cents left over).${changed}${schedule}`
  );
}
