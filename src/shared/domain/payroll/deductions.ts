import { addDays, type CalendarDate, compareDates, formatIsoDate } from '../dates/dates';
import type { CoverageType } from '../enums';
import { assertSplittable, type Cents, formatDecimalDollars } from '../money/money';
import { toCsvCell } from '../text/text';
import { countCoveredMonths, type PlanYear } from './pay-calendar';

/**
 * Payroll deductions (issue 12 item 5, decision 0032): what each paycheck takes for benefits, before or after
 * tax, so that a plan year's paychecks add up to the employee's yearly share to the cent.
 */

export const TAX_TREATMENTS = ['pre_tax', 'after_tax'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];
export const TAX_TREATMENT_LABELS: Record<TaxTreatment, string> = {
  pre_tax: 'Pre-tax',
  after_tax: 'After-tax',
};

/** A deduction line: an enrolled coverage line, or the employee's own health account contribution. */
export type DeductionLine = CoverageType | 'hsa' | 'fsa';

/**
 * How each line is deducted and its payroll code (design; IRS Publication 15-B and 26 U.S.C. §125; the house's
 * domain facts say nothing on taxes, decision 0032). A Section 125 premium-only plan is assumed.
 */
export const DEDUCTION_RULES: Record<DeductionLine, { code: string; label: string; tax: TaxTreatment }> = {
  // Accident and health coverage is a qualified benefit under §125(f): pre-tax.
  medical: { code: 'MED', label: 'Medical', tax: 'pre_tax' },
  dental: { code: 'DEN', label: 'Dental', tax: 'pre_tax' },
  vision: { code: 'VIS', label: 'Vision', tax: 'pre_tax' },
  // Accident pays cash benefits: after-tax so a claim is not taxable income.
  accident: { code: 'ACC', label: 'Accident', tax: 'after_tax' },
  // Group term life: after-tax, so coverage over $50,000 needs no imputed-income adjustment in the deduction.
  life: { code: 'LIFE', label: 'Group life', tax: 'after_tax' },
  // Voluntary term life is outside the premium-only plan: after-tax.
  term_life: { code: 'VLIFE', label: 'Voluntary term life', tax: 'after_tax' },
  // Whole life is not a qualified benefit (§125(f) excludes life insurance other than group term): after-tax.
  whole_life: { code: 'WLIFE', label: 'Whole life', tax: 'after_tax' },
  // Disability paid after tax keeps its benefits tax-free (Pub. 15-B, "Accident and health benefits").
  short_term_disability: { code: 'STD', label: 'Short term disability', tax: 'after_tax' },
  long_term_disability: { code: 'LTD', label: 'Long term disability', tax: 'after_tax' },
  // The employee's own HSA or FSA contribution goes through the cafeteria plan: pre-tax (§125(d), §223).
  hsa: { code: 'HSA', label: 'Health savings account', tax: 'pre_tax' },
  fsa: { code: 'FSA', label: 'Flexible spending account', tax: 'pre_tax' },
};

/**
 * How a line's employee share is paid, in words, the same on every screen as in the export (issue 34 item 3):
 * "Pre-tax payroll deduction" for medical, dental, vision and the health account, "After-tax payroll deduction"
 * for the rest (DEDUCTION_RULES).
 */
export function describePayrollDeduction(line: DeductionLine): string {
  return `${TAX_TREATMENT_LABELS[DEDUCTION_RULES[line].tax]} payroll deduction`;
}

/**
 * An annual amount over a number of pay periods, to the cent: every period but the last takes the regular
 * amount (the annual amount divided by the periods, rounded down to the cent); the last period of the plan year
 * takes the regular amount plus the cents left over (fewer cents than there are periods). So regular × (periods
 * − 1) + final = annual always, and regular × periods = annual whenever the amount divides evenly.
 */
export function splitAnnualAmount(
  annualCents: Cents,
  periods: number,
): { regularCents: Cents; finalCents: Cents; remainderCents: Cents } {
  assertSplittable(annualCents, periods);
  const regularCents = Math.floor(annualCents / periods);
  const remainderCents = annualCents - regularCents * periods;
  return { regularCents, finalCents: regularCents + remainderCents, remainderCents };
}

/** A premium line's yearly employee share: its monthly share × the months of coverage (12 for a whole year). */
export function annualShareOfMonthly(monthlyCents: Cents, coveredMonths: number): Cents {
  return Math.max(0, monthlyCents) * coveredMonths;
}

/** The amount of pay period `n` (1-based) of `periods` under splitAnnualAmount. */
export function amountForPeriod(annualCents: Cents, periods: number, n: number): Cents {
  const split = splitAnnualAmount(annualCents, periods);
  return n === periods ? split.finalCents : split.regularCents;
}

/** A person's coverage for the deductions: the plan year, narrowed by a later start or an earlier end. */
export type CoverageSpan = { start: CalendarDate; end: CalendarDate };

/** The span a person is covered in the plan year: from their own effective date, to their coverage end if set. */
export function coverageSpanIn(
  year: PlanYear,
  effectiveAt: CalendarDate | null,
  coverageEndsAt: CalendarDate | null,
): CoverageSpan | null {
  const start = effectiveAt && compareDates(effectiveAt, year.start) > 0 ? effectiveAt : year.start;
  const end = coverageEndsAt && compareDates(coverageEndsAt, year.end) < 0 ? coverageEndsAt : year.end;
  return compareDates(end, start) < 0 ? null : { start, end };
}

/**
 * The part of a coverage span one set of premium terms covers (decision 0072): a change of contributions takes
 * effect on the first of a month and is never retroactive, so the span splits at each change inside it; this is
 * the part holding `day` (clamped to the span). A line's share for that part (its months × the monthly share
 * then) is spread over that part's own pay dates, so the pay dates before a change keep their amounts.
 */
export function termSpanOf(
  span: CoverageSpan,
  termChanges: readonly CalendarDate[],
  day: CalendarDate,
): CoverageSpan {
  const inside = termChanges
    .filter((c) => compareDates(c, span.start) > 0 && compareDates(c, span.end) <= 0)
    .sort(compareDates);
  const at =
    compareDates(day, span.start) < 0 ? span.start : compareDates(day, span.end) > 0 ? span.end : day;
  let start = span.start;
  let end = span.end;
  for (const change of inside) {
    if (compareDates(change, at) <= 0) start = change;
    else {
      end = addDays(change, -1);
      break;
    }
  }
  return { start, end };
}

/**
 * A yearly amount's share for a part of the coverage (decision 0076): by its months, rounded so that the parts
 * add up to the amount exactly (each part's share is the difference of the rounded shares of the months up to
 * its end and up to its start).
 */
export function yearlyShareOfPart(yearlyCents: Cents, span: CoverageSpan, part: CoverageSpan): Cents {
  return yearlyShareOfMonths(yearlyCents, {
    total: countCoveredMonths(span.start, span.end),
    before: countCoveredMonths(span.start, addDays(part.start, -1)),
    months: countCoveredMonths(part.start, part.end),
  });
}

/** yearlyShareOfPart by counts: the coverage's months, those before the part, the part's own. */
export function yearlyShareOfMonths(
  yearlyCents: Cents,
  months: { total: number; before: number; months: number },
): Cents {
  const amount = Math.max(0, yearlyCents);
  const upTo = (n: number) => (n >= months.total ? amount : Math.floor((amount * n) / months.total));
  return months.total < 1 ? amount : upTo(months.before + months.months) - upTo(months.before);
}

/** The pay dates that fall within a coverage span, both ends included: the person's own paychecks. */
export function listPayDatesWithin(payDates: readonly CalendarDate[], span: CoverageSpan): CalendarDate[] {
  return payDates.filter((d) => compareDates(d, span.start) >= 0 && compareDates(d, span.end) <= 0);
}

/** One line's input: the monthly employee share of a coverage line, or a yearly health account contribution. */
export type DeductionSource =
  | { line: CoverageType; monthlyEmployeeCents: Cents }
  | { line: 'hsa' | 'fsa'; yearlyCents: Cents };

/** A deduction's figures on a pay date, as the page shows them and the CSV writes them. */
export type DeductionFigures = {
  code: string;
  label: string;
  tax: TaxTreatment;
  /** This pay date's amount (the final amount on the person's last pay date of the plan year). */
  amountCents: Cents;
  regularCents: Cents;
  finalCents: Cents;
  annualCents: Cents;
  /**
   * This pay date's number among the person's pay dates the amount is spread over, and how many there are: the
   * plan year's within their coverage, or, after a change of contributions, those from the change on.
   */
  periodNumber: number;
  periodsInYear: number;
  /**
   * The first day of the terms the amounts follow when the line's contributions or the pay schedule changed during
   * the plan year (decisions 0072, 0076), else null.
   */
  termsFrom: string | null;
};

export type Deduction = DeductionFigures & { line: DeductionLine };

/**
 * A person's deductions on a pay date. Their pay dates are the schedule's dates within their coverage span; a
 * premium line's annual share is its monthly employee share × the months of that span (12 for a whole year);
 * a health account's is the yearly contribution the employee chose. Lines of nothing are left out. Empty when
 * the pay date is outside the span.
 */
export function computeDeductions(input: {
  payDates: readonly CalendarDate[];
  payDate: CalendarDate;
  span: CoverageSpan | null;
  sources: readonly DeductionSource[];
  /**
   * Per line, the days its contributions changed (firsts of months, decision 0072); the monthly shares are those
   * on the pay date.
   */
  termChanges?: Partial<Record<CoverageType, readonly CalendarDate[]>>;
  /** The days the company's pay schedule changed during the plan year (decision 0076): every line splits there. */
  scheduleChanges?: readonly CalendarDate[];
}): Deduction[] {
  const { span } = input;
  if (!span) return [];
  const own = listPayDatesWithin(input.payDates, span);
  if (!own.some((d) => compareDates(d, input.payDate) === 0)) return [];
  const scheduleChanges = input.scheduleChanges ?? [];
  // A premium line over the part of the span its terms and pay schedule cover; a health account over the part
  // of its pay schedule, with its share of the yearly amount.
  return input.sources.flatMap((source) => {
    const yearly = 'yearlyCents' in source;
    const changes = yearly
      ? scheduleChanges
      : [...(input.termChanges?.[source.line] ?? []), ...scheduleChanges];
    const part = termSpanOf(span, changes, input.payDate);
    const dates = listPayDatesWithin(own, part);
    const index = dates.findIndex((d) => compareDates(d, input.payDate) === 0);
    const annualCents = yearly
      ? yearlyShareOfPart(source.yearlyCents, span, part)
      : annualShareOfMonthly(source.monthlyEmployeeCents, countCoveredMonths(part.start, part.end));
    if (annualCents <= 0 || index < 0) return [];
    const split = splitAnnualAmount(annualCents, dates.length);
    const rule = DEDUCTION_RULES[source.line];
    return [
      {
        line: source.line,
        code: rule.code,
        label: rule.label,
        tax: rule.tax,
        amountCents: index + 1 === dates.length ? split.finalCents : split.regularCents,
        regularCents: split.regularCents,
        finalCents: split.finalCents,
        annualCents,
        periodNumber: index + 1,
        periodsInYear: dates.length,
        termsFrom: compareDates(part.start, span.start) === 0 ? null : formatIsoDate(part.start),
      },
    ];
  });
}

export const CHANGE_FLAGS = ['new', 'changed', 'ended', 'unchanged'] as const;
export type ChangeFlag = (typeof CHANGE_FLAGS)[number];
export const CHANGE_FLAG_LABELS: Record<ChangeFlag, string> = {
  new: 'New',
  changed: 'Changed',
  ended: 'Ended',
  unchanged: 'Unchanged',
};

/** What a previous export said about one person's line. */
export type ExportedFigure = {
  employeeFormId: string;
  code: string;
  regularCents: Cents;
  annualCents: Cents;
};

const figureKey = (f: { employeeFormId: string; code: string }) => `${f.employeeFormId}\u0000${f.code}`;

/**
 * Each line against the last export: new when it was not in it, changed when its regular amount or annual
 * amount differs (the standing deduction a payroll system holds; a last period's catch-up is not a change),
 * unchanged otherwise; and the lines of the last export that are gone now, ended. No last export: all new.
 */
export function compareWithLastExport<
  T extends { employeeFormId: string; code: string; regularCents: Cents; annualCents: Cents },
>(
  current: readonly T[],
  last: readonly ExportedFigure[] | null,
): { flags: ChangeFlag[]; ended: ExportedFigure[] } {
  if (!last) return { flags: current.map(() => 'new'), ended: [] };
  const before = new Map(last.map((f) => [figureKey(f), f]));
  const now = new Set(current.map(figureKey));
  const flags = current.map((line): ChangeFlag => {
    const previous = before.get(figureKey(line));
    if (!previous) return 'new';
    return previous.regularCents === line.regularCents && previous.annualCents === line.annualCents
      ? 'unchanged'
      : 'changed';
  });
  return { flags, ended: last.filter((f) => !now.has(figureKey(f))) };
}

/** The deductions CSV's columns, in order, with what each holds (shown on the page and in decision 0032). */
export const PAYROLL_CSV_COLUMNS = [
  ['employee_name', 'Last name, first name'],
  ['employee_id', "The employee's Groupcover id (never an SSN)"],
  ['employee_number', "The payroll system's own employee number, when it sent one (empty otherwise)"],
  ['member_id', "The member id with the line's carrier, as on the ID card (empty for HSA and FSA)"],
  ['group_number', "The group number with the line's carrier, as on the ID card (empty for HSA and FSA)"],
  ['pay_date', 'The pay date, YYYY-MM-DD'],
  ['pay_period', "This pay date's number among the employee's pay dates of the plan year"],
  ['periods_in_year', "How many of the plan year's pay dates carry the deduction"],
  ['deduction_code', 'MED, DEN, VIS, ACC, LIFE, VLIFE, WLIFE, STD, LTD, HSA or FSA'],
  ['line', 'The benefit in words'],
  ['tax_treatment', 'pre_tax (Section 125) or after_tax'],
  ['amount', "This pay date's deduction in dollars (the final amount on the last period)"],
  ['regular_amount', 'The deduction of every period but the last'],
  ['final_amount', 'The last period of the plan year: the regular amount plus the cents left over'],
  ['annual_amount', 'The yearly employee share: regular × (periods − 1) + final'],
  ['change', 'new, changed, ended or unchanged against the last export'],
  [
    'terms_from',
    'When contributions or the pay schedule changed during the plan year: the day the amounts of this row apply from (the periods count from it); empty otherwise',
  ],
] as const;

/** One CSV row's figures. */
export type PayrollCsvRow = DeductionFigures & {
  employeeName: string;
  employeeId: string;
  employeeNumber: string | null;
  memberId: string | null;
  groupNumber: string | null;
  payDate: string;
  change: ChangeFlag;
};

const dollars = (cents: Cents) => formatDecimalDollars(cents);

/** The deductions CSV: a header row and one row per line, CRLF line ends. */
export function buildPayrollCsv(rows: readonly PayrollCsvRow[]): string {
  const lines = [PAYROLL_CSV_COLUMNS.map(([name]) => name).join(',')];
  for (const r of rows)
    lines.push(
      [
        r.employeeName,
        r.employeeId,
        r.employeeNumber ?? '',
        r.memberId ?? '',
        r.groupNumber ?? '',
        r.payDate,
        String(r.periodNumber),
        String(r.periodsInYear),
        r.code,
        r.label,
        r.tax,
        dollars(r.amountCents),
        dollars(r.regularCents),
        dollars(r.finalCents),
        dollars(r.annualCents),
        r.change,
        r.termsFrom ?? '',
      ]
        .map(toCsvCell)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}

/** The file name of a pay date's export. */
export const payrollCsvFileName = (payDate: CalendarDate) =>
  `payroll-deductions-${formatIsoDate(payDate)}.csv`;
