import { convertIsoDateToUs } from '../dates/dates';
import { COVERAGE_TYPES, type CoverageType } from '../enums';
import { formatCents } from '../money/money';
import { DEDUCTION_RULES } from '../payroll/deductions';

/**
 * Reconciliation (issue 18 item 3, decision 0065; billing, decision 0071): what the carriers should have (our
 * enrollments in force) against what the carrier files sent, what payroll deducts (the last deduction export)
 * and what the invoices billed (the last invoiced month). One row per person and coverage line that disagrees,
 * naming the side that is wrong and the field: plan, tier, date or amount, or a line one side has and the other
 * lacks. Pure: the server reads the four sides, the screens show the rows.
 */

/** The coverage tier a carrier enrols (the 834's coverage levels). */
export const COVERAGE_TIERS = ['EMP', 'ESP', 'ECH', 'FAM'] as const;
export type CoverageTier = (typeof COVERAGE_TIERS)[number];
export const COVERAGE_TIER_LABELS: Record<CoverageTier, string> = {
  EMP: 'Employee only',
  ESP: 'Employee and spouse',
  ECH: 'Employee and children',
  FAM: 'Family',
};

/** The tier of a line from the dependents enrolled on it: a spouse or partner, children, both, or nobody. */
export function tierOf(dependentTypes: readonly string[]): CoverageTier {
  const partner = dependentTypes.some((t) => t !== 'child');
  const child = dependentTypes.includes('child');
  return partner && child ? 'FAM' : partner ? 'ESP' : child ? 'ECH' : 'EMP';
}

/** A coverage line as enrolled (our truth) or as a carrier file last sent it. Dates are ISO; end null is open. */
export type CoverageLineState = {
  employeeFormId: string;
  coverageType: CoverageType;
  planName: string;
  tier: CoverageTier;
  begin: string;
  end: string | null;
};

/** A line's per-paycheck deduction on a pay date (what the export took, or what the enrollment calls for). */
export type LineDeduction = { employeeFormId: string; coverageType: CoverageType; amountCents: number };

/** A line's premium for a coverage month (what the invoices billed for it, or what the enrollment calls for). */
export type LineCharge = { employeeFormId: string; coverageType: CoverageType; premiumCents: number };

export type ReconciliationInput = {
  /** Everyone's enrolled lines now. */
  enrolled: readonly CoverageLineState[];
  /** The people's names, by employee form id (for the rows). */
  names: ReadonlyMap<string, string>;
  /**
   * What the carriers were last sent, for the coverage lines that have a carrier file at all; a line of a type
   * no file has carried yet is not compared (it has not been sent, which the file history shows).
   */
  carrier: { lines: readonly CoverageLineState[]; coverageTypes: ReadonlySet<CoverageType> };
  /** The last deduction export: its pay date, what it deducted, and what the enrollments call for on that date. */
  payroll: { payDate: string; deducted: readonly LineDeduction[]; expected: readonly LineDeduction[] } | null;
  /**
   * The last invoiced month: what the invoices billed for it (charges and later adjustments together) and what
   * the enrollments in force call for; null before the first invoice.
   */
  billing?: { month: string; billed: readonly LineCharge[]; expected: readonly LineCharge[] } | null;
};

export const MISMATCH_FIELDS = [
  'plan',
  'tier',
  'date',
  'amount',
  'not_at_carrier',
  'only_at_carrier',
  'not_deducted',
  'deducted_without_coverage',
  'not_billed',
  'billed_without_coverage',
] as const;
export type MismatchField = (typeof MISMATCH_FIELDS)[number];

export const MISMATCH_SIDES = ['carrier', 'payroll', 'billing'] as const;
export type MismatchSide = (typeof MISMATCH_SIDES)[number];

export type Mismatch = {
  employeeFormId: string;
  employeeName: string;
  coverageType: CoverageType;
  /** Which side disagrees with the enrollment. */
  side: MismatchSide;
  field: MismatchField;
  /** What the enrollment says, and what the side has, as shown to people. */
  expected: string;
  found: string;
};

const key = (l: { employeeFormId: string; coverageType: CoverageType }) =>
  `${l.employeeFormId}\u0000${l.coverageType}`;
const byKey = <T extends { employeeFormId: string; coverageType: CoverageType }>(rows: readonly T[]) =>
  new Map(rows.map((r) => [key(r), r]));

const usDate = (iso: string | null) => (iso ? (convertIsoDateToUs(iso) ?? iso) : 'no end date');
const span = (l: CoverageLineState) => `${usDate(l.begin)} to ${usDate(l.end)}`;
const covers = (l: CoverageLineState, day: string) => l.begin <= day && (l.end === null || day <= l.end);

function compareWithCarrier(enrolled: CoverageLineState | undefined, sent: CoverageLineState | undefined) {
  const out: Array<Pick<Mismatch, 'field' | 'expected' | 'found'>> = [];
  if (!enrolled && !sent) return out;
  // A line ended at the carrier and gone from the enrollment agree: nothing is covered on either side.
  if (!enrolled) {
    if (sent!.end === null)
      out.push({
        field: 'only_at_carrier',
        expected: 'Not enrolled',
        found: `${sent!.planName}, ${span(sent!)}`,
      });
    return out;
  }
  if (!sent) {
    out.push({
      field: 'not_at_carrier',
      expected: `${enrolled.planName}, ${span(enrolled)}`,
      found: 'Not sent',
    });
    return out;
  }
  if (enrolled.planName !== sent.planName)
    out.push({ field: 'plan', expected: enrolled.planName, found: sent.planName });
  if (enrolled.tier !== sent.tier)
    out.push({
      field: 'tier',
      expected: COVERAGE_TIER_LABELS[enrolled.tier],
      found: COVERAGE_TIER_LABELS[sent.tier],
    });
  if (enrolled.begin !== sent.begin || enrolled.end !== sent.end)
    out.push({ field: 'date', expected: span(enrolled), found: span(sent) });
  return out;
}

function compareWithPayroll(
  payDate: string,
  enrolled: CoverageLineState | undefined,
  expected: LineDeduction | undefined,
  deducted: LineDeduction | undefined,
) {
  const want = expected?.amountCents ?? 0;
  const took = deducted?.amountCents ?? 0;
  if (want === took) return null;
  if (took === 0)
    return { field: 'not_deducted', expected: formatCents(want), found: 'No deduction' } as const;
  if (want === 0) {
    // Deducted for a line that is enrolled but not covering the pay date: a date mismatch, not an extra line.
    if (enrolled && !covers(enrolled, payDate))
      return {
        field: 'date',
        expected: `Coverage ${span(enrolled)}`,
        found: `${formatCents(took)} deducted on ${usDate(payDate)}`,
      } as const;
    // Enrolled and covered on the pay date: the enrollment calls for nothing (an employer paying it all), or
    // the line has no price on record; either way payroll's amount is the one that disagrees.
    if (enrolled)
      return {
        field: 'amount',
        expected: expected ? formatCents(0) : 'No price on record',
        found: formatCents(took),
      } as const;
    return {
      field: 'deducted_without_coverage',
      expected: 'Not enrolled',
      found: formatCents(took),
    } as const;
  }
  return { field: 'amount', expected: formatCents(want), found: formatCents(took) } as const;
}

/** The invoices against the enrollment for the month: a line billed, unbilled or billed at another premium. */
function compareWithBilling(expected: LineCharge | undefined, billed: LineCharge | undefined) {
  const want = expected?.premiumCents ?? 0;
  const took = billed?.premiumCents ?? 0;
  if (want === took) return null;
  if (took === 0) return { field: 'not_billed', expected: formatCents(want), found: 'Not billed' } as const;
  if (!expected)
    return { field: 'billed_without_coverage', expected: 'Not enrolled', found: formatCents(took) } as const;
  return { field: 'amount', expected: formatCents(want), found: formatCents(took) } as const;
}

/** Every disagreement, by person (name order) and line; empty when the four sides agree. */
export function reconcile(input: ReconciliationInput): Mismatch[] {
  const enrolled = byKey(input.enrolled);
  const sent = byKey(input.carrier.lines);
  const rows: Mismatch[] = [];
  const nameOf = (id: string) => input.names.get(id) ?? 'Unknown employee';

  const carrierKeys = new Set(
    [...enrolled.keys(), ...sent.keys()].filter((k) =>
      input.carrier.coverageTypes.has((enrolled.get(k) ?? sent.get(k))!.coverageType),
    ),
  );
  for (const k of carrierKeys) {
    const line = (enrolled.get(k) ?? sent.get(k))!;
    for (const m of compareWithCarrier(enrolled.get(k), sent.get(k)))
      rows.push({
        employeeFormId: line.employeeFormId,
        employeeName: nameOf(line.employeeFormId),
        coverageType: line.coverageType,
        side: 'carrier',
        ...m,
      });
  }

  if (input.payroll) {
    const expected = byKey(input.payroll.expected);
    const deducted = byKey(input.payroll.deducted);
    for (const k of new Set([...expected.keys(), ...deducted.keys()])) {
      const line = (expected.get(k) ?? deducted.get(k))!;
      const m = compareWithPayroll(input.payroll.payDate, enrolled.get(k), expected.get(k), deducted.get(k));
      if (m)
        rows.push({
          employeeFormId: line.employeeFormId,
          employeeName: nameOf(line.employeeFormId),
          coverageType: line.coverageType,
          side: 'payroll',
          ...m,
        });
    }
  }

  if (input.billing) {
    const expected = byKey(input.billing.expected);
    const billed = byKey(input.billing.billed);
    for (const k of new Set([...expected.keys(), ...billed.keys()])) {
      const line = (expected.get(k) ?? billed.get(k))!;
      const m = compareWithBilling(expected.get(k), billed.get(k));
      if (m)
        rows.push({
          employeeFormId: line.employeeFormId,
          employeeName: nameOf(line.employeeFormId),
          coverageType: line.coverageType,
          side: 'billing',
          ...m,
        });
    }
  }

  const fieldOrder = (f: MismatchField) => MISMATCH_FIELDS.indexOf(f);
  const sideOrder = (s: MismatchSide) => MISMATCH_SIDES.indexOf(s);
  return rows.sort(
    (a, b) =>
      a.employeeName.localeCompare(b.employeeName) ||
      a.employeeFormId.localeCompare(b.employeeFormId) ||
      COVERAGE_ORDER(a.coverageType) - COVERAGE_ORDER(b.coverageType) ||
      sideOrder(a.side) - sideOrder(b.side) ||
      fieldOrder(a.field) - fieldOrder(b.field),
  );
}

const COVERAGE_ORDER = (t: CoverageType) => COVERAGE_TYPES.indexOf(t);

const LABELS: Record<MismatchField, string> = {
  plan: 'The carrier has another plan',
  tier: 'The carrier has another tier',
  date: 'The carrier has other dates',
  amount: 'Payroll deducts another amount',
  not_at_carrier: 'Not sent to the carrier',
  only_at_carrier: 'The carrier still has this coverage',
  not_deducted: 'No payroll deduction',
  deducted_without_coverage: 'Payroll deducts without coverage',
  not_billed: 'Not billed',
  billed_without_coverage: 'Billed without coverage',
};

/** A row's heading as the screens show it ("Medical: The carrier has another plan"; the line as payroll names it). */
export function describeMismatch(m: Pick<Mismatch, 'coverageType' | 'side' | 'field'>): string {
  const label =
    m.field === 'date' && m.side === 'payroll'
      ? 'Payroll deducts outside the coverage dates'
      : m.field === 'amount' && m.side === 'billing'
        ? 'The invoice bills another premium'
        : LABELS[m.field];
  return `${DEDUCTION_RULES[m.coverageType].label}: ${label}`;
}

/**
 * The sentence when a check finds no mismatch: what agrees, by what there was to compare (issue 34 item 7), so
 * a company with no carrier file, payroll export or invoice is not told that they agree.
 */
export function describeAgreement(compared: {
  carrierFileCount: number;
  payDate: string | null;
  invoiceMonth?: string | null;
}): string {
  const sides = [
    compared.carrierFileCount > 0 ? 'the carrier files' : null,
    compared.payDate !== null ? 'the payroll export' : null,
    compared.invoiceMonth ? 'the invoices' : null,
  ].filter((s): s is string => s !== null);
  if (sides.length === 0)
    return 'Nothing to compare yet: enrollments are checked against each carrier file, payroll export and invoice once made.';
  const last = sides.pop()!;
  return `Enrollments${sides.length > 0 ? `, ${sides.join(', ')}` : ''} and ${last} agree.`;
}
