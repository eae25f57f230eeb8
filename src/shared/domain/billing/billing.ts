import {
  endOfMonth,
  firstOfMonthAfter,
  firstOfMonth as firstOfMonthDate,
  formatIsoDate,
} from '../dates/dates';
import type { CoverageType } from '../enums';

/**
 * The list bill (decision 0031): one invoice per company per coverage month, billed in advance, with
 * adjustments for what changed in the months already billed. Months are ISO dates of their first day
 * ('2027-01-01'). Pure rules; the billing service loads the enrollments, calls these and stores the result.
 */

export const INVOICE_STATUSES = ['open', 'pending', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const INVOICE_LINE_KINDS = ['charge', 'adjustment'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];
export const ADJUSTMENT_REASONS = ['added', 'terminated', 'changed'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Due',
  pending: 'Payment pending',
  paid: 'Paid',
};
export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  added: 'Added late',
  terminated: 'Coverage ended',
  changed: 'Coverage changed',
};

/** A plan year's months: twelve from the month it starts. */
export const PLAN_YEAR_MONTHS = 12;

const MONTH = /^(\d{4})-(\d{2})-\d{2}$/;

function parts(iso: string): { year: number; month: number } {
  const match = MONTH.exec(iso);
  if (!match) throw new Error('Expected an ISO date.');
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The first day of the month a date falls in. */
export function firstOfMonth(iso: string): string {
  return formatIsoDate(firstOfMonthDate(parts(iso)));
}

/** The first day of the month `count` months after (or before, when negative) the month of `iso`. */
export function addMonths(iso: string, count: number): string {
  return formatIsoDate(firstOfMonthAfter(parts(iso), count));
}

/** The last day of the month of `iso`. */
export function lastOfMonth(iso: string): string {
  return formatIsoDate(endOfMonth(parts(iso)));
}

/** "January 2027". */
export function formatBillingMonth(iso: string): string {
  const { year, month } = parts(iso);
  const name = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${name} ${year}`;
}

/**
 * When a month's invoice is issued: on the first day of the month before (premium is billed a month in
 * advance), except the plan year's first month, the binder invoice, which is issued as soon as the plan year
 * exists because carriers want the first premium before coverage starts.
 */
export function invoiceIssueDate(month: string, planYearStart: string): string {
  return month === firstOfMonth(planYearStart) ? month : addMonths(month, -1);
}

/** An invoice is due on the first day of the month it pays for (the day coverage for it begins). */
export function invoiceDueDate(month: string): string {
  return firstOfMonth(month);
}

/** Autopay debits an invoice this many days before it is due, so the debit settles by the due date. */
export const AUTOPAY_DAYS_BEFORE_DUE = 5;

/** Whether autopay debits an invoice due on `dueAt` today: from five days before its due date. */
export function isAutopayDue(dueAt: string, today: string): boolean {
  const due = Date.parse(`${dueAt}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  return now >= due - AUTOPAY_DAYS_BEFORE_DUE * 86_400_000;
}

/** The plan year's months whose invoice has been issued by `today`, oldest first. */
export function listIssuedMonths(planYearStart: string, today: string): string[] {
  const first = firstOfMonth(planYearStart);
  const months: string[] = [];
  for (let i = 0; i < PLAN_YEAR_MONTHS; i++) {
    const month = addMonths(first, i);
    if (i === 0 || invoiceIssueDate(month, first) <= today) months.push(month);
  }
  return months;
}

/** A person is billed for a month when covered on its first day: coverage starts on a 1st and ends at month end. */
export function isCoveredInMonth(
  person: { effectiveAt: string; coverageEndsAt: string | null },
  month: string,
): boolean {
  return person.effectiveAt <= month && (person.coverageEndsAt === null || person.coverageEndsAt >= month);
}

export type Split = { premiumCents: number; companyCents: number; employeeCents: number };

/** One enrolled line of a person, as priced for a month. */
export type EnrolledLine = Split & {
  coverageType: CoverageType;
  planName: string;
  carrierName: string;
  /** The person's member id and the group number with the line's carrier (decision 0069). */
  memberId?: string | null;
  groupNumber?: string | null;
  dependentCount: number;
};

/** A person with a signed application and the coverage dates the invoice bills. */
export type BillablePerson = {
  employeeFormId: string;
  name: string;
  /** The first day covered (the application's effective date, or the plan year's). */
  effectiveAt: string;
  /** The last day covered for a terminated person; null while employed. */
  coverageEndsAt: string | null;
  lines: EnrolledLine[];
};

/** What an earlier invoice billed for one person, line and month (its charges and adjustments alike). */
export type BilledLine = EnrolledLine & {
  employeeFormId: string;
  name: string;
  /** The coverage month it paid for. */
  forMonth: string;
};

/** A line of a new invoice: a month's charge, or an adjustment of an earlier month. */
export type InvoiceLineDraft = BilledLine & {
  kind: InvoiceLineKind;
  reason: AdjustmentReason | null;
};

export type InvoiceTotals = {
  /** This month's charges. */
  charges: Split;
  /** The adjustments of earlier months (negative for a credit). */
  adjustments: Split;
  /** What the company pays the carrier: the charges and adjustments' premium. */
  amountDueCents: number;
};

const ZERO: Split = { premiumCents: 0, companyCents: 0, employeeCents: 0 };
const plus = (a: Split, b: Split): Split => ({
  premiumCents: a.premiumCents + b.premiumCents,
  companyCents: a.companyCents + b.companyCents,
  employeeCents: a.employeeCents + b.employeeCents,
});
const minus = (a: Split, b: Split): Split => ({
  premiumCents: a.premiumCents - b.premiumCents,
  companyCents: a.companyCents - b.companyCents,
  employeeCents: a.employeeCents - b.employeeCents,
});
const splitOf = (s: Split): Split => ({
  premiumCents: s.premiumCents,
  companyCents: s.companyCents,
  employeeCents: s.employeeCents,
});
const isZero = (s: Split) => s.premiumCents === 0 && s.companyCents === 0 && s.employeeCents === 0;

/** Sums the splits. */
export function sumSplits(splits: readonly Split[]): Split {
  return splits.reduce(plus, ZERO);
}

/** What a month costs by the enrollments: one charge per person covered on its first day and line. */
export function listMonthCharges(people: readonly BillablePerson[], month: string): BilledLine[] {
  return people
    .filter((p) => isCoveredInMonth(p, month))
    .flatMap((p) =>
      p.lines.map((line) => ({
        employeeFormId: p.employeeFormId,
        name: p.name,
        coverageType: line.coverageType,
        planName: line.planName,
        carrierName: line.carrierName,
        memberId: line.memberId ?? null,
        groupNumber: line.groupNumber ?? null,
        dependentCount: line.dependentCount,
        forMonth: month,
        ...splitOf(line),
      })),
    );
}

/**
 * The list bill of one month. Charges: every line of every person covered on the month's first day, at its
 * monthly premium (no proration). Adjustments: for each earlier month already invoiced, what that month should
 * have cost by today's enrollments (priced with that month's contributions) minus what the invoices billed for it, per person and line; a person added
 * since (a late signature, a new hire effective earlier) is a retroactive charge, a person whose coverage ended
 * is a credit for the months billed after the end, and a changed election the difference.
 */
export function buildInvoiceLines(input: {
  month: string;
  earlierMonths: readonly string[];
  /** The people as priced for a month (its contributions: decision 0072). */
  peopleIn: (month: string) => readonly BillablePerson[];
  billed: readonly BilledLine[];
}): InvoiceLineDraft[] {
  const charges: InvoiceLineDraft[] = listMonthCharges(input.peopleIn(input.month), input.month).map((c) => ({
    ...c,
    kind: 'charge',
    reason: null,
  }));

  const adjustments: InvoiceLineDraft[] = [];
  for (const month of input.earlierMonths) {
    const key = (formId: string, type: CoverageType) => `${formId}|${type}`;
    const expected = new Map<string, BilledLine>(
      listMonthCharges(input.peopleIn(month), month).map((c) => [key(c.employeeFormId, c.coverageType), c]),
    );
    const billed = new Map<string, { sum: Split; last: BilledLine }>();
    for (const line of input.billed.filter((b) => b.forMonth === month)) {
      const k = key(line.employeeFormId, line.coverageType);
      const before = billed.get(k);
      billed.set(k, { sum: plus(before?.sum ?? ZERO, line), last: line });
    }
    for (const k of new Set([...expected.keys(), ...billed.keys()])) {
      const should = expected.get(k);
      const was = billed.get(k);
      const difference = minus(should ?? ZERO, was?.sum ?? ZERO);
      if (isZero(difference)) continue;
      const wasBilled = was !== undefined && !isZero(was.sum);
      const reason: AdjustmentReason = !wasBilled ? 'added' : should ? 'changed' : 'terminated';
      const described = should ?? was!.last;
      adjustments.push({ ...described, ...difference, forMonth: month, kind: 'adjustment', reason });
    }
  }
  const byName = (a: InvoiceLineDraft, b: InvoiceLineDraft) =>
    a.name.localeCompare(b.name) ||
    a.employeeFormId.localeCompare(b.employeeFormId) ||
    a.forMonth.localeCompare(b.forMonth) ||
    a.coverageType.localeCompare(b.coverageType);
  return [...charges.sort(byName), ...adjustments.sort(byName)];
}

/** The invoice's totals: this month's charges, the adjustments, and the amount due. */
export function computeInvoiceTotals(lines: readonly InvoiceLineDraft[]): InvoiceTotals {
  const charges = sumSplits(lines.filter((l) => l.kind === 'charge'));
  const adjustments = sumSplits(lines.filter((l) => l.kind === 'adjustment'));
  return { charges, adjustments, amountDueCents: charges.premiumCents + adjustments.premiumCents };
}

/** Why an invoice cannot be paid now, or null: only an open invoice with something to pay is debited. */
export function describeWhyUnpayable(invoice: {
  status: InvoiceStatus;
  amountDueCents: number;
}): string | null {
  if (invoice.status === 'paid') return 'This invoice is already paid.';
  if (invoice.status === 'pending') return 'A payment of this invoice is already on its way.';
  if (invoice.amountDueCents <= 0) return 'Nothing is due on this invoice.';
  return null;
}

/** The invoice's number, as the company's bookkeeper files it: GC-<year><month>-<company>. */
export function formatInvoiceNumber(month: string, companyId: string): string {
  const { year, month: m } = parts(month);
  return `GC-${year}${String(m).padStart(2, '0')}-${companyId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
