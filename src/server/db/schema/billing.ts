import {
  ADJUSTMENT_REASONS,
  INVOICE_LINE_KINDS,
  INVOICE_STATUSES,
  PAYMENT_STATUSES,
} from '@shared/domain/billing/billing';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, flag, id, timestampNow, timestamptz } from './columns';
import { companies, companyPolicies } from './companies';
import { coverageTypeEnum } from './enums';
import { accounts } from './identity';

/**
 * Invoices and payments (issue 12 item 4, decision 0031): a frozen list bill per company and coverage month,
 * its lines (charges and adjustments, per person and line), the bank debits that pay it, and the company's
 * autopay setting. Amounts are whole cents.
 */
export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const invoiceLineKindEnum = pgEnum('invoice_line_kind', INVOICE_LINE_KINDS);
export const adjustmentReasonEnum = pgEnum('adjustment_reason', ADJUSTMENT_REASONS);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    companyPolicyId: uuid('company_policy_id').references(() => companyPolicies.id, { onDelete: 'set null' }),
    /** GC-<yyyymm>-<company>: what the bookkeeper files it under. */
    number: text('number').notNull().unique(),
    /** The coverage month it bills (its first day). */
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    dueAt: date('due_at').notNull(),
    status: invoiceStatusEnum('status').notNull().default('open'),
    /** This month's charges. */
    premiumCents: integer('premium_cents').notNull(),
    companyCents: integer('company_cents').notNull(),
    employeeCents: integer('employee_cents').notNull(),
    /** The adjustments of earlier months (negative for a credit). */
    adjustmentCents: integer('adjustment_cents').notNull(),
    amountDueCents: integer('amount_due_cents').notNull(),
    /** Raised by every change of status; a payment names the version it was based on. */
    version: integer('version').notNull().default(1),
    issuedAt: timestampNow('issued_at'),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [uniqueIndex('invoices_company_period_idx').on(t.companyId, t.periodStart)],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: belongsTo('invoice_id', () => invoices.id),
    kind: invoiceLineKindEnum('kind').notNull(),
    reason: adjustmentReasonEnum('reason'),
    /** The person, by id and by the name billed (kept: the invoice must not change when the person does). */
    employeeFormId: uuid('employee_form_id').notNull(),
    employeeName: text('employee_name').notNull(),
    coverageType: coverageTypeEnum('coverage_type').notNull(),
    planName: text('plan_name').notNull(),
    carrierName: text('carrier_name').notNull(),
    /** The person's member id and the group number with the line's carrier (decision 0069); null on older lines. */
    memberId: text('member_id'),
    groupNumber: text('group_number'),
    dependentCount: integer('dependent_count').notNull(),
    /** The coverage month this line pays for (an adjustment's is an earlier month). */
    forMonth: date('for_month').notNull(),
    premiumCents: integer('premium_cents').notNull(),
    companyCents: integer('company_cents').notNull(),
    employeeCents: integer('employee_cents').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    invoiceId: belongsTo('invoice_id', () => invoices.id),
    companyId: belongsTo('company_id', () => companies.id),
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    /** The payments adapter that took it ('offline' for the test provider). */
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    /** The debited account's last four (the numbers themselves stay sealed on the company row). */
    bankLast4: text('bank_last4').notNull(),
    /** The key the client sent with the Pay click: a second click with it answers this payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Null when autopay made it. */
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    isAutopay: flag('is_autopay'),
    createdAt: timestampNow('created_at'),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('payments_company_idempotency_idx').on(t.companyId, t.idempotencyKey),
    index('payments_invoice_idx').on(t.invoiceId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** A company's billing settings: autopay, with its own version. */
export const companyBilling = pgTable('company_billing', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  autopay: flag('autopay'),
  version: integer('version').notNull().default(1),
  updatedAt: timestampNow('updated_at'),
  updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
});
