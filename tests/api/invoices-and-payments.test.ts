/**
 * Invoices and payments (issue 12 item 4, decision 0031): pay my bills, the invoice PDF, request invoices and
 * autopay, on the demo's Harborview (its own database in this file, so paying its invoice changes no other
 * file's data). The tests run in order: the invoice is refused, then paid, then asked for by e-mail.
 */
import { randomUUID } from 'node:crypto';
import { auditLog, companies, invoiceLines, invoices, mailOutbox, payments } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { issueDueInvoices, refreshBilling } from '@server/modules/money/billing/billing.service';
import { BILLING_MESSAGES } from '@shared/schemas/billing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { readPdfText } from '../helpers/pdf-text';

const suite = apiSuite();
const { admin, nyAdmin, employee } = suite.cast;
const harborviewId = DEMO_COMPANIES.harborview.id;
const catskillId = DEMO_COMPANIES.catskill.id;
const ACCOUNT_NUMBER = '004417829153';
const ROUTING_NUMBER = '121000358';

const invoicesUrl = (companyId: string) => `/api/v1/companies/${companyId}/invoices`;
const payUrl = (companyId: string, invoiceId: string) =>
  `/api/v1/companies/${companyId}/invoices/${invoiceId}/payments`;
const pdfUrl = (companyId: string, invoiceId: string) =>
  `/api/v1/companies/${companyId}/invoices/${invoiceId}/pdf`;

async function overview() {
  const res = await admin.get(invoicesUrl(harborviewId));
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain(ACCOUNT_NUMBER);
  expect(res.body).not.toContain(ROUTING_NUMBER);
  return res.json();
}
async function january() {
  const body = await overview();
  const invoice = body.invoices.find((i: { month: string }) => i.month === '2027-01-01');
  expect(invoice).toBeDefined();
  return invoice;
}
async function stored() {
  const [invoiceRows, paymentRows] = await Promise.all([
    suite.db.select().from(invoices).where(eq(invoices.companyId, harborviewId)),
    suite.db.select().from(payments).where(eq(payments.companyId, harborviewId)),
  ]);
  return { invoiceRows, paymentRows };
}

describe('the invoices', () => {
  it("issue this plan year's first month once, frozen, with the Home's premium and people", async () => {
    const first = await overview();
    expect(first.invoices).toHaveLength(1);
    const [invoice] = first.invoices;
    const dashboard = (await admin.get(`/api/v1/companies/${harborviewId}/dashboard`)).json();
    expect(dashboard.premium.premiumCents).toBeGreaterThan(0);
    expect(invoice).toMatchObject({
      month: '2027-01-01',
      monthLabel: 'January 2027',
      dueAt: '2027-01-01',
      status: 'open',
      premiumCents: dashboard.premium.premiumCents,
      companyCents: dashboard.premium.companyCents,
      employeeCents: dashboard.premium.employeeCents,
      adjustmentCents: 0,
      amountDueCents: dashboard.premium.premiumCents,
      employeeCount: dashboard.premium.coveredEmployees,
      payment: null,
      version: 1,
    });
    expect(invoice.number).toMatch(/^GC-202701-[0-9A-F]{8}$/);
    expect(first.bankAccount).toEqual({
      bankName: 'Bank of America',
      accountType: 'checking',
      accountNumberLast4: '9153',
    });
    expect(first.paymentsProvider).toEqual({
      kind: 'offline',
      label: 'Offline test provider (no money moves)',
    });

    const again = await overview();
    expect(again.invoices.map((i: { id: string }) => i.id)).toEqual([invoice.id]);
    const lines = await suite.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    const perLine = new Map<string, number>();
    for (const line of lines)
      perLine.set(line.coverageType, (perLine.get(line.coverageType) ?? 0) + line.premiumCents);
    for (const line of dashboard.premium.lines)
      expect(perLine.get(line.coverageType)).toBe(line.premiumCents);
    const issued = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, harborviewId), eq(auditLog.action, 'invoice.issued')));
    expect(issued).toHaveLength(1);
  });

  it('are refused to another company’s administrator (403) and to an employee', async () => {
    const invoice = await january();
    expect((await nyAdmin.get(invoicesUrl(harborviewId))).statusCode).toBe(403);
    expect((await employee.get(invoicesUrl(harborviewId))).statusCode).toBe(403);
    expect((await nyAdmin.get(pdfUrl(harborviewId, invoice.id))).statusCode).toBe(403);
    // Harborview's invoice under the caller's own company is unknown there.
    expect((await nyAdmin.get(pdfUrl(catskillId, invoice.id))).statusCode).toBe(404);
    const pay = await nyAdmin.send('POST', payUrl(harborviewId, invoice.id), {
      version: 1,
      idempotencyKey: randomUUID(),
    });
    expect(pay.statusCode).toBe(403);
    const elsewhere = await nyAdmin.send('POST', payUrl(catskillId, invoice.id), {
      version: 1,
      idempotencyKey: randomUUID(),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await stored()).paymentRows).toEqual([]);
  });

  it('download as a PDF attachment that lists every charged person and the totals', async () => {
    const invoice = await january();
    const res = await admin.get(pdfUrl(harborviewId, invoice.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await readPdfText(res.rawPayload);
    const lines = await suite.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    expect(lines.length).toBeGreaterThan(0);
    for (const name of new Set(lines.map((l) => l.employeeName))) expect(text).toContain(name);
    const dollars = (cents: number) =>
      `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
    expect(text).toContain(dollars(invoice.premiumCents));
    expect(text).toContain(dollars(invoice.companyCents));
    expect(text).toContain(dollars(invoice.employeeCents));
    expect(text).toContain('Harborview Architecture, Inc.');
    expect(text).toContain(invoice.number);
    expect(text).not.toContain(ACCOUNT_NUMBER);
  });
});

describe('paying an invoice', () => {
  it('refuses a body without a version or key, each at its field, and writes nothing', async () => {
    const invoice = await january();
    const before = await stored();
    const res = await admin.send('POST', payUrl(harborviewId, invoice.id), { idempotencyKey: 'twice' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      version: BILLING_MESSAGES.versionMissing,
      idempotencyKey: BILLING_MESSAGES.idempotencyKey,
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const invoice = await january();
    const before = await stored();
    const res = await admin.send('POST', payUrl(harborviewId, invoice.id), {
      version: invoice.version + 1,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'version_conflict', error: BILLING_MESSAGES.version });
    expect(await stored()).toEqual(before);
  });

  it('refuses when no bank account is on file, pointing to Banking information, and writes nothing', async () => {
    const invoice = await january();
    const [bank] = await suite.db
      .select({
        bankName: companies.bankName,
        bankAccountType: companies.bankAccountType,
        bankRoutingEncrypted: companies.bankRoutingEncrypted,
        bankRoutingLast4: companies.bankRoutingLast4,
        bankAccountEncrypted: companies.bankAccountEncrypted,
        bankAccountLast4: companies.bankAccountLast4,
      })
      .from(companies)
      .where(eq(companies.id, harborviewId));
    await suite.db
      .update(companies)
      .set({
        bankAccountEncrypted: null,
        bankAccountLast4: null,
        bankRoutingEncrypted: null,
        bankRoutingLast4: null,
      })
      .where(eq(companies.id, harborviewId));
    try {
      const before = await stored();
      expect((await overview()).bankAccount).toBeNull();
      const res = await admin.send('POST', payUrl(harborviewId, invoice.id), {
        version: invoice.version,
        idempotencyKey: randomUUID(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ bankAccount: BILLING_MESSAGES.noBankAccount });
      expect(res.json().error).toContain('Banking information');
      expect(await stored()).toEqual(before);
    } finally {
      await suite.db.update(companies).set(bank!).where(eq(companies.id, harborviewId));
    }
  });

  it('debits once for parallel clicks, answers a repeated key with the same payment, then settles to paid', async () => {
    const invoice = await january();
    const key = randomUUID();
    const clicks = await Promise.all([
      admin.send('POST', payUrl(harborviewId, invoice.id), { version: invoice.version, idempotencyKey: key }),
      admin.send('POST', payUrl(harborviewId, invoice.id), { version: invoice.version, idempotencyKey: key }),
      ...Array.from({ length: 4 }, () =>
        admin.send('POST', payUrl(harborviewId, invoice.id), {
          version: invoice.version,
          idempotencyKey: randomUUID(),
        }),
      ),
    ]);
    const statuses = clicks.map((r) => r.statusCode);
    // The key's two clicks answer the one payment; of the others, one may have won instead, and the rest are stale.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const { paymentRows, invoiceRows } = await stored();
    expect(paymentRows).toHaveLength(1);
    const [payment] = paymentRows;
    expect(payment).toMatchObject({
      amountCents: invoice.amountDueCents,
      status: 'pending',
      provider: 'offline',
      bankLast4: '9153',
      isAutopay: false,
    });
    expect(invoiceRows[0]).toMatchObject({ status: 'pending', version: invoice.version + 1 });
    const winner = clicks.find((r) => r.statusCode === 200)!.json();
    expect(winner.invoice).toMatchObject({ status: 'pending', statusLabel: 'Payment pending' });
    expect(winner.invoice.payment).toMatchObject({ status: 'pending', bankLast4: '9153' });
    for (const click of clicks) expect(click.body).not.toContain(ACCOUNT_NUMBER);

    // The offline provider of the tests settles on the next check.
    const paid = await january();
    expect(paid).toMatchObject({ status: 'paid', statusLabel: 'Paid', version: invoice.version + 2 });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.payment).toMatchObject({ status: 'paid' });

    const audits = await suite.db.select().from(auditLog).where(eq(auditLog.companyId, harborviewId));
    expect(audits.filter((a) => a.action === 'invoice.payment_started')).toHaveLength(1);
    expect(audits.filter((a) => a.action === 'invoice.paid')).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(ACCOUNT_NUMBER);

    const pdf = await readPdfText((await admin.get(pdfUrl(harborviewId, invoice.id))).rawPayload);
    expect(pdf).toContain('Paid on');
    expect(pdf).toContain('account ending 9153');
  });

  it('refuses to pay a paid invoice with 409, and writes nothing', async () => {
    const invoice = await january();
    const before = await stored();
    const res = await admin.send('POST', payUrl(harborviewId, invoice.id), {
      version: invoice.version,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This invoice is already paid.');
    expect(await stored()).toEqual(before);
  });
});

describe('request invoices', () => {
  const requestUrl = `/api/v1/companies/${harborviewId}/invoice_requests`;
  const outbox = () => suite.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'invoicesRequested'));

  it('mails the chosen invoices as PDF attachments to the administrator, or to the address given', async () => {
    const invoice = await january();
    const mine = await admin.send('POST', requestUrl, { invoiceIds: [invoice.id], email: '' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ sentTo: 'admin@example.com', count: 1 });
    const theirs = await admin.send('POST', requestUrl, {
      invoiceIds: [invoice.id],
      email: 'books@harborview.example',
    });
    expect(theirs.json()).toEqual({ sentTo: 'books@harborview.example', count: 1 });
    const sent = await outbox();
    expect(sent.map((m) => m.toAddress).sort()).toEqual(['admin@example.com', 'books@harborview.example']);
    expect(sent[0]!.attachments).toEqual([
      { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ]);
    expect(sent[0]!.text).toContain('January 2027');
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, harborviewId), eq(auditLog.action, 'invoice.requested')));
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain('books@harborview.example');
  });

  it('refuses a bad address, no months, or another company’s invoice, at their fields, and sends nothing', async () => {
    const invoice = await january();
    const before = (await outbox()).length;
    const badEmail = await admin.send('POST', requestUrl, {
      invoiceIds: [invoice.id],
      email: 'not an address',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(Object.keys(badEmail.json().fieldErrors)).toEqual(['email']);
    const none = await admin.send('POST', requestUrl, { invoiceIds: [], email: '' });
    expect(none.json().fieldErrors).toEqual({ invoiceIds: BILLING_MESSAGES.chooseInvoices });
    const unknown = await admin.send('POST', requestUrl, { invoiceIds: [randomUUID()], email: '' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ invoiceIds: BILLING_MESSAGES.unknownInvoices });
    expect((await nyAdmin.send('POST', requestUrl, { invoiceIds: [invoice.id], email: '' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await nyAdmin.send('POST', `/api/v1/companies/${catskillId}/invoice_requests`, {
          invoiceIds: [invoice.id],
          email: '',
        })
      ).json().fieldErrors,
    ).toEqual({ invoiceIds: BILLING_MESSAGES.unknownInvoices });
    expect((await outbox()).length).toBe(before);
  });
});

describe('autopay', () => {
  const autopayUrl = (companyId: string) => `/api/v1/companies/${companyId}/billing/autopay`;

  it('turns on and off with its version; a stale one is 409, a bad body 400, another company 403', async () => {
    const { autopay } = await overview();
    expect(autopay).toEqual({ enabled: false, version: 1 });
    const bad = await admin.send('PUT', autopayUrl(harborviewId), { enabled: 'yes', version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['enabled']);
    expect(
      (await nyAdmin.send('PUT', autopayUrl(harborviewId), { enabled: true, version: 1 })).statusCode,
    ).toBe(403);
    expect((await overview()).autopay).toEqual({ enabled: false, version: 1 });

    const on = await admin.send('PUT', autopayUrl(harborviewId), { enabled: true, version: 1 });
    expect(on.json()).toEqual({ enabled: true, version: 2 });
    const stale = await admin.send('PUT', autopayUrl(harborviewId), { enabled: false, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(BILLING_MESSAGES.autopayVersion);
    expect((await overview()).autopay).toEqual({ enabled: true, version: 2 });
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, harborviewId), eq(auditLog.action, 'billing.autopay_on')));
    expect(audits).toHaveLength(1);
  });
});

describe('the next months (the service, on a later day)', () => {
  it('credits a person whose coverage ended before a month already billed, on the next invoice', async () => {
    const jan = await january();
    const [charged] = await suite.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, jan.id), eq(invoiceLines.kind, 'charge')))
      .limit(1);
    const { employeeForms } = await import('@server/db/schema');
    await suite.db
      .update(employeeForms)
      .set({ employmentStatus: 'terminated', lastDayAt: '2026-12-15', coverageEndsAt: '2026-12-31' })
      .where(eq(employeeForms.id, charged!.employeeFormId));

    await issueDueInvoices(suite.db, harborviewId, '2027-01-05');
    const [february] = await suite.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, harborviewId), eq(invoices.periodStart, '2027-02-01')));
    expect(february).toBeDefined();
    const lines = await suite.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, february!.id));
    const janOfPerson = (
      await suite.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, jan.id))
    ).filter((l) => l.employeeFormId === charged!.employeeFormId);
    const credits = lines.filter((l) => l.employeeFormId === charged!.employeeFormId);
    expect(
      credits.every(
        (l) => l.kind === 'adjustment' && l.reason === 'terminated' && l.forMonth === '2027-01-01',
      ),
    ).toBe(true);
    expect(credits.reduce((s, l) => s + l.premiumCents, 0)).toBe(
      -janOfPerson.reduce((s, l) => s + l.premiumCents, 0),
    );
    expect(february!.adjustmentCents).toBe(-janOfPerson.reduce((s, l) => s + l.premiumCents, 0));
    expect(february!.amountDueCents).toBe(february!.premiumCents + february!.adjustmentCents);
    // January is frozen: it still bills the person.
    expect((await suite.db.select().from(invoices).where(eq(invoices.id, jan.id)))[0]!.premiumCents).toBe(
      jan.premiumCents,
    );
  });
});

describe('autopay and a reinstated person (the service, on a later day)', () => {
  it('charges back the credited months and debits the next invoice from five days before it is due', async () => {
    // The person terminated above is employed again with no end to coverage.
    const [credited] = await suite.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.kind, 'adjustment'), eq(invoiceLines.reason, 'terminated')));
    const { employeeForms } = await import('@server/db/schema');
    await suite.db
      .update(employeeForms)
      .set({ employmentStatus: 'active', lastDayAt: null, coverageEndsAt: null })
      .where(eq(employeeForms.id, credited!.employeeFormId));
    const deps = {
      db: suite.db,
      cipher: suite.cipher,
      payments: suite.app.payments,
      mailer: suite.app.mailer,
      publicUrl: suite.config.publicUrl,
    };
    // Autopay is on (the autopay test above); on February 25 March's invoice is issued and within the window.
    await refreshBilling(deps, harborviewId, '2027-02-25');
    const [march] = await suite.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, harborviewId), eq(invoices.periodStart, '2027-03-01')));
    const lines = await suite.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, march!.id));
    const monthly = march!.premiumCents;
    expect(monthly).toBeGreaterThan(0);
    // January (credited on February's invoice) and February (not charged) are charged back.
    const adjustments = lines.filter((l) => l.kind === 'adjustment');
    expect(new Set(adjustments.map((l) => l.reason))).toEqual(new Set(['added']));
    expect([...new Set(adjustments.map((l) => l.forMonth))].sort()).toEqual(['2027-01-01', '2027-02-01']);
    expect(march!.adjustmentCents).toBe(2 * monthly);
    expect(march!.amountDueCents).toBe(3 * monthly);

    const debits = await suite.db.select().from(payments).where(eq(payments.invoiceId, march!.id));
    expect(debits).toEqual([
      expect.objectContaining({
        isAutopay: true,
        amountCents: 3 * monthly,
        createdBy: null,
        bankLast4: '9153',
      }),
    ]);
    // February's invoice is a credit: nothing to debit.
    const [february] = await suite.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, harborviewId), eq(invoices.periodStart, '2027-02-01')));
    expect(february!.status).toBe('open');
    // A second pass (another tick) debits nothing more, and the test provider settles the first.
    await refreshBilling(deps, harborviewId, '2027-02-25');
    expect(await suite.db.select().from(payments).where(eq(payments.invoiceId, march!.id))).toHaveLength(1);
    const [settled] = await suite.db.select().from(invoices).where(eq(invoices.id, march!.id));
    expect(settled!.status).toBe('paid');
    // The administrators were told (decision 0063): March's invoice is ready, then its payment received.
    const told = await suite.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'admin@example.com'));
    const ready = told.filter((m) => m.template === 'invoiceReady' && m.text.includes(march!.number));
    expect(ready).toHaveLength(1);
    expect(ready[0]!.text).toContain('Autopay is on');
    const received = told.filter((m) => m.template === 'paymentReceived' && m.text.includes(march!.number));
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain('debited from the account ending 9153');
  });

  it('records a debit the bank returned, reopens the invoice, and does not debit it again on its own', async () => {
    const returning = {
      kind: 'offline' as const,
      label: 'A provider whose bank returns every debit (test double)',
      createBankDebit: async () => ({ reference: 'returned_1', status: 'pending' as const }),
      readDebitStatus: async () => 'failed' as const,
    };
    const deps = {
      db: suite.db,
      cipher: suite.cipher,
      payments: returning,
      mailer: suite.app.mailer,
      publicUrl: suite.config.publicUrl,
    };
    // April's invoice is issued on March 1 and autopay debits it from March 27.
    await refreshBilling(deps, harborviewId, '2027-03-28');
    const [april] = await suite.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, harborviewId), eq(invoices.periodStart, '2027-04-01')));
    expect(april).toMatchObject({ status: 'pending' });
    await refreshBilling(deps, harborviewId, '2027-03-29');
    await refreshBilling(deps, harborviewId, '2027-03-30');
    const [reopened] = await suite.db.select().from(invoices).where(eq(invoices.id, april!.id));
    expect(reopened).toMatchObject({ status: 'open', version: april!.version + 1, paidAt: null });
    const debits = await suite.db.select().from(payments).where(eq(payments.invoiceId, april!.id));
    expect(debits).toEqual([expect.objectContaining({ status: 'failed', isAutopay: true })]);
    // Told once, by the request that settled it (a required notice, decision 0063).
    const failedMail = (
      await suite.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'paymentFailed'))
    ).filter((m) => m.text.includes(april!.number));
    expect(failedMail.map((m) => m.toAddress)).toContain('admin@example.com');
    expect(failedMail.filter((m) => m.toAddress === 'admin@example.com')).toHaveLength(1);
    expect(failedMail[0]!.subject).toContain('Payment failed');
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, april!.id), eq(auditLog.action, 'invoice.payment_failed')));
    expect(audits).toHaveLength(1);
  });
});
