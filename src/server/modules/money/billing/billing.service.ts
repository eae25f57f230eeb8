import {
  type BillablePerson,
  buildInvoiceLines,
  computeInvoiceTotals,
  describeWhyUnpayable,
  firstOfMonth,
  formatBillingMonth,
  formatInvoiceNumber,
  INVOICE_STATUS_LABELS,
  invoiceDueDate,
  isAutopayDue,
  lastOfMonth,
  listIssuedMonths,
} from '@shared/domain/billing/billing';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { formatCents } from '@shared/domain/money/money';
import {
  type AutopayRequest,
  BILLING_MESSAGES,
  type BillingOverview,
  type InvoiceSummary,
  type PayInvoiceRequest,
  type RequestInvoices,
  requestInvoicesSchema,
} from '@shared/schemas/billing';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { notifyCompanyAdministrators } from '../../../lib/company-administrators';
import type { FieldCipher } from '../../../lib/field-crypto';
import { parseOrFail } from '../../../lib/parse-or-fail';
import { assertVersion } from '../../../lib/versioned-write';
import type { MailAttachment, Mailer } from '../../../plugins/mail/mailer';
import type { PaymentsProvider } from '../../../plugins/payments/payments-provider';
import { ensureMemberIds, readCompanyCarrierNumbers } from '../../carriers';
import {
  findDashboardPlanYear,
  listContributionChangeDates,
  readBankAccountForDebit,
  readCompanyInformation,
} from '../../company';
import { employerUrl } from '../../employer';

import { readBillablePeople } from './billable-people';
import {
  findBilledLines,
  findBilling,
  findInvoicedMonths,
  findInvoiceLines,
  findInvoiceRow,
  findPaymentByKey,
  type InvoiceRow,
  insertInvoice,
  insertPayment,
  listAutopayCompanyIds,
  listInvoiceRows,
  listPaymentRows,
  lockBilling,
  lockInvoice,
  lockPendingPayment,
  type PaymentRow,
  setInvoiceStatus,
  settlePayment,
  updateAutopay,
} from './billing.repository';
import { renderInvoicePdf } from './invoice-pdf';

/**
 * Invoices and payments (issue 12 item 4, decision 0031). Invoices are built when first due to exist (on the
 * first read of the company's billing once their issue date has come) from the enrollments of that moment,
 * stored and never changed after; what changes later is billed as an adjustment on the next invoice. A payment
 * is a bank debit of the account on file through the payments adapter: one transaction that locks the invoice,
 * checks its version and that it is open, and makes the debit with an idempotency key. Pending debits are
 * settled when the provider says so, checked on each read.
 */

export type BillingDeps = {
  db: Db;
  cipher: FieldCipher;
  payments: PaymentsProvider;
  mailer: Mailer;
  publicUrl: string;
  /** Where a failed notice is logged (by template and count only). */
  log?: FastifyBaseLogger;
};

/**
 * Stores the invoices of the plan year whose issue date has come and that do not exist yet; answers the ids of
 * the invoices it stored (after their commit).
 */
export async function issueDueInvoices(db: Db, companyId: string, today: string): Promise<string[]> {
  const plan = await findDashboardPlanYear(db, companyId);
  if (!plan?.effectiveAt || plan.status === 'cancelled') return [];
  const planYearStart = firstOfMonth(plan.effectiveAt);
  const months = listIssuedMonths(planYearStart, today);
  const stored = new Set(await findInvoicedMonths(db, companyId));
  if (months.every((m) => stored.has(m))) return [];

  const issued: string[] = [];
  await db.transaction(async (tx) => {
    // One builder at a time per company; then what the others stored is seen.
    await lockBilling(tx, companyId);
    const invoiced = new Set(await findInvoicedMonths(tx, companyId));
    const missing = months.filter((m) => !invoiced.has(m));
    if (missing.length === 0) return;
    // Each month priced with the contributions of its first day: a change from a later month leaves the earlier
    // ones as billed. Months under the same terms (no change between them) are priced once.
    const changes = Object.values(await listContributionChangeDates(tx, plan.id)).flat();
    const termsOf = (month: string) =>
      changes
        .filter((d) => d <= month)
        .sort()
        .at(-1) ?? '';
    const byTerms = new Map<string, Awaited<ReturnType<typeof readBillablePeople>>>();
    const pricedFor = new Map<string, Awaited<ReturnType<typeof readBillablePeople>>>();
    for (const month of months) {
      const key = termsOf(month);
      if (!byTerms.has(key)) byTerms.set(key, await readBillablePeople(tx, companyId, planYearStart, month));
      pricedFor.set(month, byTerms.get(key)!);
    }
    // Each line names the person by the member id and group number the ID card shows (decision 0069).
    const memberIds = await ensureMemberIds(
      tx,
      [...byTerms.values()].flatMap((people) =>
        people.flatMap((p) =>
          p.lines.map((l) => ({ carrierId: l.carrierId, employeeFormId: p.employeeFormId })),
        ),
      ),
    );
    const numbers = await readCompanyCarrierNumbers(tx, companyId);
    const priced = new Map<string, BillablePerson[]>();
    for (const [month, people] of pricedFor)
      priced.set(
        month,
        people.map((p) => ({
          ...p,
          lines: p.lines.map((l) => ({
            ...l,
            memberId: memberIds.memberId(l.carrierId, p.employeeFormId),
            groupNumber: numbers.groupNumber(l.carrierId),
          })),
        })),
      );
    for (const month of missing) {
      const earlierMonths = months.filter((m) => m < month && invoiced.has(m));
      const billed = await findBilledLines(tx, companyId, earlierMonths);
      const lines = buildInvoiceLines({ month, earlierMonths, peopleIn: (m) => priced.get(m) ?? [], billed });
      const totals = computeInvoiceTotals(lines);
      const number = formatInvoiceNumber(month, companyId);
      const invoiceId = await insertInvoice(
        tx,
        {
          companyId,
          companyPolicyId: plan.id,
          number,
          periodStart: month,
          periodEnd: lastOfMonth(month),
          dueAt: invoiceDueDate(month),
          premiumCents: totals.charges.premiumCents,
          companyCents: totals.charges.companyCents,
          employeeCents: totals.charges.employeeCents,
          adjustmentCents: totals.adjustments.premiumCents,
          amountDueCents: totals.amountDueCents,
        },
        lines,
      );
      invoiced.add(month);
      issued.push(invoiceId);
      await writeAudit(tx, {
        accountId: null,
        companyId,
        action: 'invoice.issued',
        subjectType: 'invoice',
        subjectId: invoiceId,
        details: { month, lines: lines.length, amountDueCents: totals.amountDueCents },
      });
    }
  });
  return issued;
}

/** Asks the provider about each pending debit and records the ones it settled (paid or failed). */
async function settlePendingPayments(deps: BillingDeps, companyId: string): Promise<void> {
  const pending = (await listPaymentRows(deps.db, companyId)).filter((p) => p.status === 'pending');
  for (const payment of pending) {
    const status = await deps.payments.readDebitStatus(payment.providerReference);
    if (status === 'pending') continue;
    const settled = await deps.db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, companyId, payment.invoiceId);
      const still = invoice && (await lockPendingPayment(tx, payment.invoiceId));
      // Another request settled it first.
      if (!invoice || !still || still.id !== payment.id) return null;
      const at = clock.now();
      await settlePayment(tx, payment.id, status, at);
      await setInvoiceStatus(tx, invoice.id, {
        status: status === 'paid' ? 'paid' : 'open',
        version: invoice.version + 1,
        paidAt: status === 'paid' ? at : null,
      });
      await writeAudit(tx, {
        accountId: null,
        companyId,
        action: status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed',
        subjectType: 'invoice',
        subjectId: invoice.id,
        details: { amountCents: payment.amountCents, provider: payment.provider },
      });
      return { number: invoice.number, at };
    });
    // Only the request that settled it tells the administrators (decision 0063).
    if (settled) {
      const row = await findInvoiceRow(deps.db, companyId, payment.invoiceId);
      await notifyCompanyAdministrators(
        deps,
        companyId,
        status === 'paid' ? 'paymentReceived' : 'paymentFailed',
        (a, company) => ({
          administratorName: a.name,
          companyName: company.name,
          number: settled.number,
          monthLabel: row ? formatBillingMonth(row.periodStart) : '',
          amount: formatCents(payment.amountCents),
          bankLast4: payment.bankLast4,
          settledOn: formatLongIsoDate(clock.isoDateOf(settled.at)),
          billsUrl: employerUrl(deps.publicUrl, '/employer-dashboard/pay-my-bills', company.idToken),
        }),
      );
    }
  }
}

/** Each newly issued invoice is announced to the administrators (decision 0063; optional: billing receipts). */
async function announceInvoices(deps: BillingDeps, companyId: string, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return;
  const [rows, billing] = await Promise.all([
    listInvoiceRows(deps.db, companyId),
    findBilling(deps.db, companyId),
  ]);
  for (const row of rows.filter((r) => invoiceIds.includes(r.id)))
    await notifyCompanyAdministrators(deps, companyId, 'invoiceReady', (a, company) => ({
      administratorName: a.name,
      companyName: company.name,
      monthLabel: formatBillingMonth(row.periodStart),
      number: row.number,
      amountDue: formatCents(row.amountDueCents),
      dueOn: formatLongIsoDate(row.dueAt),
      isAutopay: billing.autopay,
      billsUrl: employerUrl(deps.publicUrl, '/employer-dashboard/pay-my-bills', company.idToken),
    }));
}

/** With autopay on, debits each open invoice that has come within the autopay window of its due date. */
async function runAutopay(deps: BillingDeps, companyId: string, today: string): Promise<void> {
  const billing = await findBilling(deps.db, companyId);
  if (!billing.autopay) return;
  // A debit the bank returned is not tried again on its own: the administrator checks the account and pays.
  const failed = new Set(
    (await listPaymentRows(deps.db, companyId)).filter((p) => p.status === 'failed').map((p) => p.invoiceId),
  );
  const due = (await listInvoiceRows(deps.db, companyId)).filter(
    (i) => i.status === 'open' && i.amountDueCents > 0 && isAutopayDue(i.dueAt, today) && !failed.has(i.id),
  );
  for (const invoice of due) {
    try {
      await startDebit(deps, null, companyId, invoice.id, {
        version: invoice.version,
        // One autopay debit per invoice version: a retried tick or a second process pays once.
        idempotencyKey: `autopay:${invoice.id}:${invoice.version}`,
      });
    } catch (err) {
      // No account on file, or another request changed the invoice first: it stays open for the next read.
      if (!(err instanceof AppError)) throw err;
    }
  }
}

/**
 * Brings the company's billing up to date: invoices issued, debits settled, autopay run, as of the company's
 * today (its time zone's calendar date on the app's clock, decision 0084) unless a day is named.
 */
export async function refreshBilling(deps: BillingDeps, companyId: string, on?: string) {
  const today = on ?? (await clock.companyToday(deps.db, companyId));
  await announceInvoices(deps, companyId, await issueDueInvoices(deps.db, companyId, today));
  await settlePendingPayments(deps, companyId);
  await runAutopay(deps, companyId, today);
}

/** Every company with autopay on, brought up to date (the background tick), each on its own today. */
export async function refreshAutopayCompanies(deps: BillingDeps, on?: string): Promise<void> {
  for (const { companyId } of await listAutopayCompanyIds(deps.db)) await refreshBilling(deps, companyId, on);
}

function toSummary(row: InvoiceRow, payment: PaymentRow | undefined): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    month: row.periodStart,
    monthLabel: formatBillingMonth(row.periodStart),
    dueAt: row.dueAt,
    issuedAt: row.issuedAt.toISOString(),
    status: row.status,
    statusLabel: INVOICE_STATUS_LABELS[row.status],
    premiumCents: row.premiumCents,
    companyCents: row.companyCents,
    employeeCents: row.employeeCents,
    adjustmentCents: row.adjustmentCents,
    amountDueCents: row.amountDueCents,
    employeeCount: row.employeeCount,
    version: row.version,
    paidAt: row.paidAt?.toISOString() ?? null,
    payment: payment
      ? {
          status: payment.status,
          amountCents: payment.amountCents,
          bankLast4: payment.bankLast4,
          isAutopay: payment.isAutopay,
          createdAt: payment.createdAt.toISOString(),
          settledAt: payment.settledAt?.toISOString() ?? null,
        }
      : null,
  };
}

async function summarize(db: Db, companyId: string, rows: readonly InvoiceRow[]) {
  const payments = await listPaymentRows(db, companyId);
  // Newest first: the first payment of an invoice is its latest.
  return rows.map((row) =>
    toSummary(
      row,
      payments.find((p) => p.invoiceId === row.id),
    ),
  );
}

/** Pay my bills and request invoices: the invoices, autopay, and the account debits draw on. */
export async function readBilling(
  deps: BillingDeps,
  companyId: string,
  on?: string,
): Promise<BillingOverview> {
  await refreshBilling(deps, companyId, on);
  const [rows, billing, company] = await Promise.all([
    listInvoiceRows(deps.db, companyId),
    findBilling(deps.db, companyId),
    readCompanyInformation(deps.db, companyId),
  ]);
  return {
    invoices: await summarize(deps.db, companyId, rows),
    autopay: { enabled: billing.autopay, version: billing.version },
    bankAccount: company.banking
      ? {
          bankName: company.banking.bankName,
          accountType: company.banking.accountType,
          accountNumberLast4: company.banking.accountNumberLast4,
        }
      : null,
    paymentsProvider: { kind: deps.payments.kind, label: deps.payments.label },
  };
}

/** Makes the debit of one invoice (a Pay click, or autopay when `actor` is null). */
async function startDebit(
  deps: BillingDeps,
  actor: Actor | null,
  companyId: string,
  invoiceId: string,
  request: PayInvoiceRequest | { version: number; idempotencyKey: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, companyId, invoiceId);
    if (!invoice) throw notFound('That invoice');
    // A second click of the same confirmation answers the first one's payment.
    const earlier = await findPaymentByKey(tx, companyId, request.idempotencyKey);
    if (earlier) {
      if (earlier.invoiceId !== invoiceId)
        throw new AppError('conflict', 'This payment was made for another invoice. Reload the page.');
      return;
    }
    assertVersion(invoice.version, request.version, BILLING_MESSAGES.version);
    const unpayable = describeWhyUnpayable(invoice);
    if (unpayable) throw new AppError('conflict', unpayable);
    const account = await readBankAccountForDebit(tx, deps.cipher, companyId);
    if (!account)
      throw validationFailed({ bankAccount: BILLING_MESSAGES.noBankAccount }, BILLING_MESSAGES.noBankAccount);
    const debit = await deps.payments.createBankDebit({
      amountCents: invoice.amountDueCents,
      account: {
        routingNumber: account.routingNumber,
        accountNumber: account.accountNumber,
        accountType: account.accountType,
        holderName: account.holderName,
      },
      idempotencyKey: `${companyId}:${request.idempotencyKey}`,
      description: invoice.number,
    });
    await insertPayment(tx, {
      invoiceId,
      companyId,
      amountCents: invoice.amountDueCents,
      status: 'pending',
      provider: deps.payments.kind,
      providerReference: debit.reference,
      bankLast4: account.accountNumberLast4,
      idempotencyKey: request.idempotencyKey,
      createdBy: actor?.accountId ?? null,
      isAutopay: actor === null,
    });
    await setInvoiceStatus(tx, invoiceId, { status: 'pending', version: invoice.version + 1 });
    await writeAudit(tx, {
      accountId: actor?.accountId ?? null,
      sessionId: actor?.sessionId ?? null,
      companyId,
      action: 'invoice.payment_started',
      subjectType: 'invoice',
      subjectId: invoiceId,
      details: { amountCents: invoice.amountDueCents, provider: deps.payments.kind, autopay: actor === null },
    });
  });
}

/** Pay my bills' Pay: debits the invoice's amount from the account on file; the invoice is pending until it settles. */
export async function payInvoice(
  deps: BillingDeps,
  actor: Actor,
  companyId: string,
  invoiceId: string,
  request: PayInvoiceRequest,
): Promise<{ invoice: InvoiceSummary }> {
  await startDebit(deps, actor, companyId, invoiceId, request);
  const row = await findInvoiceRow(deps.db, companyId, invoiceId);
  const [invoice] = await summarize(deps.db, companyId, [row!]);
  return { invoice: invoice! };
}

/** One invoice as a PDF, with its file name. Another company's invoice answers as an unknown one. */
export async function renderCompanyInvoicePdf(
  deps: BillingDeps,
  companyId: string,
  invoiceId: string,
): Promise<{ filename: string; pdf: Uint8Array }> {
  await settlePendingPayments(deps, companyId);
  const row = await findInvoiceRow(deps.db, companyId, invoiceId);
  if (!row) throw notFound('That invoice');
  return { filename: `${row.number}.pdf`, pdf: await renderStoredInvoice(deps, companyId, row) };
}

async function renderStoredInvoice(deps: BillingDeps, companyId: string, row: InvoiceRow) {
  const [lines, company, payments] = await Promise.all([
    findInvoiceLines(deps.db, row.id),
    readCompanyInformation(deps.db, companyId),
    listPaymentRows(deps.db, companyId),
  ]);
  const payment = payments.find((p) => p.invoiceId === row.id && p.status !== 'failed');
  const d = company.details;
  return renderInvoicePdf({
    number: row.number,
    month: row.periodStart,
    periodEnd: row.periodEnd,
    dueAt: row.dueAt,
    issuedAt: row.issuedAt,
    status: row.status,
    paidAt: row.paidAt,
    company: {
      name: d.legalName,
      addressLines: [
        [d.address1, d.address2].filter(Boolean).join(', '),
        [d.city, [d.state, d.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      ].filter((line) => line !== ''),
    },
    charges: {
      premiumCents: row.premiumCents,
      companyCents: row.companyCents,
      employeeCents: row.employeeCents,
    },
    adjustmentCents: row.adjustmentCents,
    amountDueCents: row.amountDueCents,
    lines,
    payment: payment
      ? { bankLast4: payment.bankLast4, providerLabel: deps.payments.label, settledAt: payment.settledAt }
      : null,
  });
}

/** Request invoices: the chosen months' PDFs mailed to the administrator, or to the address they give. */
export async function requestInvoices(
  deps: BillingDeps,
  actor: Actor,
  companyId: string,
  request: RequestInvoices,
): Promise<{ sentTo: string; count: number }> {
  const body = parseOrFail(requestInvoicesSchema, request);
  const rows = await listInvoiceRows(deps.db, companyId);
  const chosen = body.invoiceIds.map((id) => rows.find((r) => r.id === id));
  if (chosen.some((r) => r === undefined))
    throw validationFailed({ invoiceIds: BILLING_MESSAGES.unknownInvoices });
  const invoices = (chosen as InvoiceRow[]).sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  const attachments: MailAttachment[] = [];
  for (const row of invoices)
    attachments.push({
      filename: `${row.number}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from(await renderStoredInvoice(deps, companyId, row)),
    });
  const company = await readCompanyInformation(deps.db, companyId);
  const sentTo = body.email || actor.email;
  await deps.mailer.sendMail(
    'invoicesRequested',
    sentTo,
    {
      requesterName: actor.name ?? actor.email,
      companyName: company.details.legalName,
      invoices: invoices.map(
        (r) =>
          `${formatBillingMonth(r.periodStart)}: ${r.number}, ${formatCents(r.amountDueCents)} due ${formatLongIsoDate(r.dueAt)} (${INVOICE_STATUS_LABELS[r.status]})`,
      ),
      billsUrl: `${deps.publicUrl}/employer-dashboard/pay-my-bills`,
    },
    { attachments },
  );
  await writeAudit(deps.db, {
    accountId: actor.accountId,
    sessionId: actor.sessionId,
    companyId,
    action: 'invoice.requested',
    subjectType: 'company',
    subjectId: companyId,
    // Which invoices and whether to the requester; never the address.
    details: { invoiceIds: invoices.map((r) => r.id), toRequester: body.email === '' },
  });
  return { sentTo, count: invoices.length };
}

/** Autopay on or off (the company's billing row, versioned). */
export async function setAutopay(
  db: Db,
  actor: Actor,
  companyId: string,
  request: AutopayRequest,
): Promise<{ enabled: boolean; version: number }> {
  return db.transaction(async (tx) => {
    const billing = await lockBilling(tx, companyId);
    assertVersion(billing.version, request.version, BILLING_MESSAGES.autopayVersion);
    if (billing.autopay === request.enabled) return { enabled: billing.autopay, version: billing.version };
    const version = billing.version + 1;
    await updateAutopay(tx, companyId, { autopay: request.enabled, version, accountId: actor.accountId });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: request.enabled ? 'billing.autopay_on' : 'billing.autopay_off',
      subjectType: 'company',
      subjectId: companyId,
    });
    return { enabled: request.enabled, version };
  });
}
