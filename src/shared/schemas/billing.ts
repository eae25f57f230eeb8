import { z } from 'zod';
import { INVOICE_STATUSES, PAYMENT_STATUSES } from '../domain/billing/billing';
import { moneySplitSchema } from './employer-dashboard';
import { optionalEmailSchema, versionSchema } from './fields';

/**
 * Invoices and payments (issue 12 item 4, decision 0031): the company's list bills, paying one by bank debit,
 * asking for them by e-mail, and autopay. Money is integer cents.
 */

export const BILLING_MESSAGES = {
  version: 'This invoice was changed in another window. Reload to see the latest.',
  autopayVersion: 'Autopay was changed in another window. Reload to see the latest.',
  versionMissing: 'Please reload the page: the version of this record is missing.',
  noBankAccount:
    'There is no bank account on file to debit. Add one in Banking information, then pay the invoice.',
  chooseInvoices: 'Choose at least one month.',
  tooManyInvoices: 'Choose at most 12 months at a time.',
  unknownInvoices: 'Choose among this company’s invoices.',
  idempotencyKey: 'Please reload the page and try again: this payment has no key.',
} as const;

const versionOf = versionSchema(BILLING_MESSAGES.versionMissing);

export const paymentSummarySchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.number().int(),
  bankLast4: z.string(),
  isAutopay: z.boolean(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  /** The coverage month (its first day) and how people name it ("January 2027"). */
  month: z.string(),
  monthLabel: z.string(),
  dueAt: z.string(),
  issuedAt: z.string(),
  status: z.enum(INVOICE_STATUSES),
  statusLabel: z.string(),
  ...moneySplitSchema.shape,
  adjustmentCents: z.number().int(),
  amountDueCents: z.number().int(),
  /** People charged this month. */
  employeeCount: z.number().int(),
  version: z.number().int(),
  paidAt: z.string().nullable(),
  /** The latest payment, if any. */
  payment: paymentSummarySchema.nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const billingOverviewSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
  autopay: z.object({ enabled: z.boolean(), version: z.number().int() }),
  /** The account debits draw on, by its last four only; null when none is on file. */
  bankAccount: z
    .object({ bankName: z.string(), accountType: z.string(), accountNumberLast4: z.string() })
    .nullable(),
  paymentsProvider: z.object({ kind: z.string(), label: z.string() }),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** Pay an invoice: the version read, and a key made when the confirmation opened (a second click pays once). */
export const payInvoiceRequestSchema = z.object({
  version: versionOf,
  idempotencyKey: z.uuid(BILLING_MESSAGES.idempotencyKey),
});
export type PayInvoiceRequest = z.infer<typeof payInvoiceRequestSchema>;

export const payInvoiceResponseSchema = z.object({ invoice: invoiceSummarySchema });

/** Request invoices: the months chosen, mailed to the administrator or to the address given. */
export const requestInvoicesSchema = z.object({
  invoiceIds: z
    .array(z.uuid(BILLING_MESSAGES.unknownInvoices), { error: BILLING_MESSAGES.chooseInvoices })
    .min(1, BILLING_MESSAGES.chooseInvoices)
    .max(12, BILLING_MESSAGES.tooManyInvoices)
    .refine((ids) => new Set(ids).size === ids.length, BILLING_MESSAGES.unknownInvoices),
  /** Empty: the signed-in administrator's own address. */
  email: optionalEmailSchema,
});
export type RequestInvoices = z.input<typeof requestInvoicesSchema>;

export const requestInvoicesResponseSchema = z.object({ sentTo: z.string(), count: z.number().int() });

export const autopayRequestSchema = z.object({
  enabled: z.boolean({ error: 'Choose whether autopay is on.' }),
  version: versionOf,
});
export type AutopayRequest = z.infer<typeof autopayRequestSchema>;

export const autopayResponseSchema = z.object({ enabled: z.boolean(), version: z.number().int() });
