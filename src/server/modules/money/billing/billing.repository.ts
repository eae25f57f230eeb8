import type { InvoiceLineDraft, InvoiceStatus, PaymentStatus } from '@shared/domain/billing/billing';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companyBilling, invoiceLines, invoices, payments } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';

/** The company's billing row, made on first use: the lock every invoice build, payment and autopay change takes. */
export async function lockBilling(tx: Db, companyId: string) {
  await tx.insert(companyBilling).values({ companyId }).onConflictDoNothing();
  const [row] = await tx
    .select({ autopay: companyBilling.autopay, version: companyBilling.version })
    .from(companyBilling)
    .where(eq(companyBilling.companyId, companyId))
    .for('update');
  return row!;
}

export async function findBilling(db: Db, companyId: string) {
  return (
    (await firstRow(
      db
        .select({ autopay: companyBilling.autopay, version: companyBilling.version })
        .from(companyBilling)
        .where(eq(companyBilling.companyId, companyId)),
    )) ?? { autopay: false, version: 1 }
  );
}

export async function updateAutopay(
  tx: Db,
  companyId: string,
  values: { autopay: boolean; version: number; accountId: string },
) {
  await tx
    .update(companyBilling)
    .set({
      autopay: values.autopay,
      version: values.version,
      updatedBy: values.accountId,
      updatedAt: clock.now(),
    })
    .where(eq(companyBilling.companyId, companyId));
}

export function listAutopayCompanyIds(db: Db) {
  return db
    .select({ companyId: companyBilling.companyId })
    .from(companyBilling)
    .where(eq(companyBilling.autopay, true));
}

const summaryColumns = {
  id: invoices.id,
  companyId: invoices.companyId,
  number: invoices.number,
  periodStart: invoices.periodStart,
  periodEnd: invoices.periodEnd,
  dueAt: invoices.dueAt,
  issuedAt: invoices.issuedAt,
  status: invoices.status,
  premiumCents: invoices.premiumCents,
  companyCents: invoices.companyCents,
  employeeCents: invoices.employeeCents,
  adjustmentCents: invoices.adjustmentCents,
  amountDueCents: invoices.amountDueCents,
  version: invoices.version,
  paidAt: invoices.paidAt,
  // Spelled out: inside the subquery drizzle would leave "id" unqualified, which names the line's own id.
  employeeCount: sql<number>`(select count(distinct il.employee_form_id)::int from invoice_lines il
    where il.invoice_id = "invoices"."id" and il.kind = 'charge')`,
};
export type InvoiceRow = Awaited<ReturnType<typeof listInvoiceRows>>[number];

/** The company's invoices, newest month first. */
export function listInvoiceRows(db: Db, companyId: string) {
  return db
    .select(summaryColumns)
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(desc(invoices.periodStart));
}

export function findInvoiceRow(db: Db, companyId: string, invoiceId: string) {
  return firstRow(
    db
      .select(summaryColumns)
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId))),
  );
}

/** The invoice, locked for the rest of the transaction (a payment or a settlement). */
export async function lockInvoice(tx: Db, companyId: string, invoiceId: string) {
  const [row] = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      version: invoices.version,
      amountDueCents: invoices.amountDueCents,
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId)))
    .for('update');
  return row ?? null;
}

export async function setInvoiceStatus(
  tx: Db,
  invoiceId: string,
  values: { status: InvoiceStatus; version: number; paidAt?: Date | null },
) {
  await tx.update(invoices).set(values).where(eq(invoices.id, invoiceId));
}

/** A stored line as the list-bill rules read it (the person, the line, the month it pays for, the split). */
const billedLineColumns = {
  employeeFormId: invoiceLines.employeeFormId,
  name: invoiceLines.employeeName,
  coverageType: invoiceLines.coverageType,
  planName: invoiceLines.planName,
  carrierName: invoiceLines.carrierName,
  memberId: invoiceLines.memberId,
  groupNumber: invoiceLines.groupNumber,
  dependentCount: invoiceLines.dependentCount,
  forMonth: invoiceLines.forMonth,
  premiumCents: invoiceLines.premiumCents,
  companyCents: invoiceLines.companyCents,
  employeeCents: invoiceLines.employeeCents,
};

/** The months of the company's stored invoices. */
export async function findInvoicedMonths(tx: Db, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ month: invoices.periodStart })
    .from(invoices)
    .where(eq(invoices.companyId, companyId));
  return rows.map((r) => r.month);
}

/** Every line the company's invoices billed (charges and adjustments) for these coverage months. */
export function findBilledLines(tx: Db, companyId: string, months: readonly string[]) {
  if (months.length === 0) return Promise.resolve([]);
  return tx
    .select(billedLineColumns)
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.companyId, companyId), inArray(invoiceLines.forMonth, [...months])));
}

export async function insertInvoice(
  tx: Db,
  invoice: typeof invoices.$inferInsert,
  lines: readonly InvoiceLineDraft[],
): Promise<string> {
  const [row] = await tx.insert(invoices).values(invoice).returning({ id: invoices.id });
  if (lines.length > 0)
    await tx.insert(invoiceLines).values(
      lines.map((l, position) => ({
        invoiceId: row!.id,
        kind: l.kind,
        reason: l.reason,
        employeeFormId: l.employeeFormId,
        employeeName: l.name,
        coverageType: l.coverageType,
        planName: l.planName,
        carrierName: l.carrierName,
        memberId: l.memberId ?? null,
        groupNumber: l.groupNumber ?? null,
        dependentCount: l.dependentCount,
        forMonth: l.forMonth,
        premiumCents: l.premiumCents,
        companyCents: l.companyCents,
        employeeCents: l.employeeCents,
        position,
      })),
    );
  return row!.id;
}

/** An invoice's lines in their order. */
export function findInvoiceLines(db: Db, invoiceId: string) {
  return db
    .select({ kind: invoiceLines.kind, reason: invoiceLines.reason, ...billedLineColumns })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

const paymentColumns = {
  id: payments.id,
  invoiceId: payments.invoiceId,
  status: payments.status,
  amountCents: payments.amountCents,
  provider: payments.provider,
  providerReference: payments.providerReference,
  bankLast4: payments.bankLast4,
  isAutopay: payments.isAutopay,
  createdAt: payments.createdAt,
  settledAt: payments.settledAt,
};
export type PaymentRow = Awaited<ReturnType<typeof listPaymentRows>>[number];

/** The company's payments, newest first. */
export function listPaymentRows(db: Db, companyId: string) {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.companyId, companyId))
    .orderBy(desc(payments.createdAt));
}

export function findPaymentByKey(tx: Db, companyId: string, idempotencyKey: string) {
  return firstRow(
    tx
      .select(paymentColumns)
      .from(payments)
      .where(and(eq(payments.companyId, companyId), eq(payments.idempotencyKey, idempotencyKey))),
  );
}

export async function insertPayment(tx: Db, values: typeof payments.$inferInsert) {
  await tx.insert(payments).values(values);
}

/** The pending payment of an invoice, locked (the invoice is locked first by every writer). */
export async function lockPendingPayment(tx: Db, invoiceId: string) {
  const [row] = await tx
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'pending')))
    .for('update');
  return row ?? null;
}

export async function settlePayment(tx: Db, paymentId: string, status: PaymentStatus, at: Date) {
  await tx.update(payments).set({ status, settledAt: at }).where(eq(payments.id, paymentId));
}
