/**
 * Benefits-administration registration (issue 16, decision 0052): docs/spec/3 §7's calls under
 * /api/v1/ben_admin_leads: the lead and its saves, its two file sets, and the payment method's setup with the
 * offline payment setup provider (driven through its confirm route or the provider object, as the widget would).
 * Each test runs on a company of its own made with the factories; the demo cast is used for the refusals.
 */
import { auditLog, benAdminLeadFiles, benAdminLeads, storedFiles } from '@server/db/schema';
import { markPaymentSetupSucceeded } from '@server/modules/registration/ben-admin-leads/ben-admin-lead-payments.service';
import { AFTER_PAYMENT_PATH } from '@server/modules/registration/ben-admin-leads/ben-admin-leads.service';
import {
  isOfflineSetupProvider,
  type OfflineSetupProvider,
} from '@server/plugins/payments/offline-setup-provider';
import { OFFLINE_SETUP_BASE } from '@server/plugins/payments/offline-setup-routes';
import { PAYMENT_WEBHOOK_PATH } from '@server/plugins/payments/payment-webhook';
import { MAX_LEAD_FILES_PER_KEY } from '@shared/domain/ben-admin/lead-rules';
import { type BenAdminLead, LEAD_MESSAGES, LEAD_SERVER_MESSAGES } from '@shared/schemas/ben-admin-lead';
import { MESSAGES } from '@shared/schemas/fields';
import { OFFLINE_SETUP_MESSAGES } from '@shared/schemas/payments';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBenAdminLead, createCompany, createCompanyAdministrator } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { SIGNATURE_PNG } from '../helpers/application';
import { type MultipartPart, multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { mailSentTo } from '../helpers/outbox';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const { employee, nyAdmin } = suite.cast;
const BASE = '/api/v1/ben_admin_leads';

let ops: Agent;
let provider: OfflineSetupProvider;
beforeAll(async () => {
  ops = await suite.loginAs('ops@example.com');
  const setup = suite.app.paymentSetup;
  if (!isOfflineSetupProvider(setup)) throw new Error('The tests run on the offline setup provider.');
  provider = setup;
});

type Made = { token: string; companyId: string; companyName: string; admin: Agent; adminEmail: string };

/** A company of its own, its administrator signed in. */
async function makeCompany(): Promise<Made> {
  const { company } = await createCompany(suite.db);
  const account = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash: await demoPasswordHash(),
  });
  return {
    token: company.idToken,
    companyId: company.id,
    companyName: company.name,
    admin: await suite.loginAs(account.email),
    adminEmail: account.email,
  };
}

const read = (made: Made, agent: Agent = made.admin) => agent.get(`${BASE}?company_id_token=${made.token}`);
const put = (made: Made, benAdminLead: Record<string, unknown>, agent: Agent = made.admin) =>
  agent.send('PUT', BASE, { benAdminLead, company_id_token: made.token });
const subscribe = (made: Made, employeeCount = 40, version: number | null = null) =>
  put(made, { section: 'subscription', version, employeeCount });

const leadRow = async (companyId: string) =>
  (await suite.db.select().from(benAdminLeads).where(eq(benAdminLeads.companyId, companyId)))[0];

/** The additional information that passes: an HSA with its provider and funding bank. */
function information(version: number, overrides: Record<string, unknown> = {}) {
  return {
    section: 'additional_information',
    version,
    companyName: 'Mission Bay Dental Group',
    contactName: "Ana O'Neill",
    contactPhoneNumber: '(415) 555-0142',
    brokerName: 'Pacific Benefits Partners',
    brokerEmail: 'broker@pacificbenefits.example.com',
    brokerPhone: '(415) 555-0199',
    contributionType: 'percentage',
    contributions: [
      {
        name: 'All employees',
        employeePercentage: 75,
        dependentPercentage: 25,
        employeeFixedAmount: null,
        dependentFixedAmount: null,
      },
    ],
    otherContributionInformation: '',
    probationaryPeriod: 'first_of_month_after_hire',
    accountType: 'hsa',
    yearlyContributionAmount: 1200,
    contributionFrequency: 'monthly',
    provider: 'health_equity',
    providerOther: '',
    providerAccountNumber: 'HEQ-55501234',
    fundingBank: 'First Republic',
    fundingRoutingNumber: '121000358',
    fundingAccountNumber: '000123456789',
    signature: SIGNATURE_PNG,
    ...overrides,
  };
}

/** A lead made through the API, its payment set up through the offline provider; answers the lead. */
async function leadWithPayment(made: Made): Promise<BenAdminLead> {
  expect((await subscribe(made)).statusCode).toBe(200);
  const intent = await made.admin.send('POST', `${BASE}/payment_setup_intent`, {
    company_id_token: made.token,
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret } = intent.json();
  const id = idOfSecret(clientSecret);
  provider.confirm(id, { clientSecret, method: 'card', outcome: 'succeed' });
  const res = await confirm(made, id);
  expect(res.statusCode, res.body).toBe(200);
  return (await read(made)).json().benAdminLead;
}

const idOfSecret = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));
const confirm = (made: Made, setupIntent: string, agent: Agent = made.admin) =>
  agent.send('POST', `${BASE}/payment_setup_intent_confirmation`, {
    setupIntent,
    company_id_token: made.token,
  });
const startIntent = async (made: Made) => {
  const res = await made.admin.send('POST', `${BASE}/payment_setup_intent`, { company_id_token: made.token });
  expect(res.statusCode, res.body).toBe(200);
  const { clientSecret } = res.json() as { clientSecret: string };
  return { clientSecret, id: idOfSecret(clientSecret) };
};

describe('GET and the subscription', () => {
  it('answers no lead before Get Started, with the company and the offline widget', async () => {
    const made = await makeCompany();
    const res = await read(made);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      benAdminLead: null,
      companyIdToken: made.token,
      companyName: made.companyName,
      paymentWidget: { kind: 'offline', label: expect.any(String) },
    });
  });

  it('makes the lead at payment with a reference and the price, once; changes the count by version', async () => {
    const made = await makeCompany();
    let res = await subscribe(made, 40);
    expect(res.statusCode, res.body).toBe(200);
    const lead = res.json() as BenAdminLead;
    expect(lead).toMatchObject({
      version: 1,
      status: 'payment',
      employeeCount: 40,
      monthlyPriceCents: 20_000,
      companyName: made.companyName,
      companyIdToken: made.token,
      stripeSetupComplete: false,
      signed: false,
      files: [],
      employeeHealthAccountFiles: [],
      maskedFundingAccountNumber: null,
      contributions: [{ employeePercentage: 50, dependentPercentage: 0 }],
    });
    expect(lead.externalID).toMatch(/^GC-BA-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{5}$/);

    res = await subscribe(made, 12);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(LEAD_SERVER_MESSAGES.alreadyStarted);

    res = await subscribe(made, 55, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, employeeCount: 55, monthlyPriceCents: 27_500 });

    res = await subscribe(made, 60, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'version_conflict', error: LEAD_SERVER_MESSAGES.staleVersion });
    expect((await leadRow(made.companyId))?.employeeCount).toBe(55);

    const audits = await suite.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, lead.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'ben_admin_lead.created',
      'ben_admin_lead.subscription_changed',
    ]);
  });

  it('refuses a count outside 1 to 9999 and writes nothing', async () => {
    const made = await makeCompany();
    for (const employeeCount of [0, 10_000, 2.5, 'forty']) {
      const res = await subscribe(made, employeeCount as number);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty(['benAdminLead.employeeCount']);
    }
    expect(await leadRow(made.companyId)).toBeUndefined();
  });

  it("refuses another company's administrator (403), an employee (403) and nobody signed in (401)", async () => {
    const made = await makeCompany();
    expect((await read(made, nyAdmin)).statusCode).toBe(403);
    expect(
      (
        await subscribe(made).then(() =>
          put(made, { section: 'subscription', version: 1, employeeCount: 3 }, nyAdmin),
        )
      ).statusCode,
    ).toBe(403);
    expect((await read(made, employee)).statusCode).toBe(403);
    expect(
      (await suite.app.inject({ method: 'GET', url: `${BASE}?company_id_token=${made.token}` })).statusCode,
    ).toBe(401);
    // Operations act for every company.
    const res = await read(made, ops);
    expect(res.statusCode).toBe(200);
    expect(res.json().benAdminLead.employeeCount).toBe(40);
    expect((await leadRow(made.companyId))?.employeeCount).toBe(40);
  });
});

describe('payment setup', () => {
  it('makes an intent, and on its success moves the lead to the additional information', async () => {
    const made = await makeCompany();
    await subscribe(made);
    const first = await startIntent(made);
    let row = await leadRow(made.companyId);
    expect(row).toMatchObject({ setupIntentId: first.id, stripeSetupComplete: false, status: 'payment' });
    expect(row?.stripeCustomerId).toMatch(/^cus_/);
    const customer = row?.stripeCustomerId;

    // A second call (a retry) gets a fresh intent of the same customer.
    const second = await startIntent(made);
    expect(second.id).not.toBe(first.id);
    row = await leadRow(made.companyId);
    expect(row).toMatchObject({ setupIntentId: second.id, stripeCustomerId: customer });

    // The widget confirms with the provider (the offline provider's route stands in for Stripe.js).
    const confirmed = await suite.app.inject({
      method: 'POST',
      url: `${OFFLINE_SETUP_BASE}/${second.id}/confirm`,
      payload: { clientSecret: second.clientSecret, method: 'us_bank_account', outcome: 'succeed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    let res = await confirm(made, second.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ redirectPath: '/register-benefits-administration/additional-information' });
    expect(AFTER_PAYMENT_PATH).toBe('/register-benefits-administration/additional-information');
    row = await leadRow(made.companyId);
    expect(row).toMatchObject({
      status: 'additional_information',
      stripeSetupComplete: true,
      setupIntentId: second.id,
      paymentMethodKind: 'us_bank_account',
      version: 2,
    });

    // Idempotent; and nothing of the subscription changes any more.
    res = await confirm(made, second.id);
    expect(res.json()).toEqual({ redirectPath: AFTER_PAYMENT_PATH });
    res = await subscribe(made, 80, 2);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Your subscription is already set up.');
    res = await made.admin.send('POST', `${BASE}/payment_setup_intent`, { company_id_token: made.token });
    expect(res.statusCode).toBe(409);
    expect((await read(made)).json().benAdminLead).toMatchObject({
      stripeSetupComplete: true,
      status: 'additional_information',
    });
  });

  it('answers a decline with its message as the error and changes nothing; requires action answers 409', async () => {
    const made = await makeCompany();
    await subscribe(made);
    const declined = await startIntent(made);
    provider.confirm(declined.id, {
      clientSecret: declined.clientSecret,
      method: 'card',
      outcome: 'decline',
    });
    const before = await leadRow(made.companyId);
    let res = await confirm(made, declined.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      error: OFFLINE_SETUP_MESSAGES.cardDeclined,
    });
    expect(await leadRow(made.companyId)).toEqual(before);

    const pending = await startIntent(made);
    provider.confirm(pending.id, {
      clientSecret: pending.clientSecret,
      method: 'card',
      outcome: 'require_action',
    });
    res = await confirm(made, pending.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Your bank or card needs you to finish confirming it.');
    expect((await leadRow(made.companyId))?.stripeSetupComplete).toBe(false);

    // The person authenticates: now it holds.
    provider.authenticate(pending.id, { clientSecret: pending.clientSecret, approve: true });
    res = await confirm(made, pending.id);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses another lead's intent and one the provider does not know (404), and before a lead (409)", async () => {
    const mine = await makeCompany();
    const theirs = await makeCompany();
    expect(
      (await mine.admin.send('POST', `${BASE}/payment_setup_intent`, { company_id_token: mine.token }))
        .statusCode,
    ).toBe(409);
    await subscribe(mine);
    await subscribe(theirs);
    await startIntent(mine);
    const other = await startIntent(theirs);
    provider.confirm(other.id, { clientSecret: other.clientSecret, method: 'card', outcome: 'succeed' });
    let res = await confirm(mine, other.id);
    expect(res.statusCode).toBe(404);
    expect((await leadRow(mine.companyId))?.stripeSetupComplete).toBe(false);
    res = await confirm(mine, 'seti_offline_doesnotexist000');
    expect(res.statusCode).toBe(404);
    res = await confirm(mine, 'pi_not_a_setup');
    expect(res.statusCode).toBe(400);
    expect((await leadRow(theirs.companyId))?.stripeSetupComplete).toBe(false);
  });

  it('the webhook path marks the lead once, and ignores intents of no lead', async () => {
    const made = await makeCompany();
    await subscribe(made);
    const { id, clientSecret } = await startIntent(made);
    provider.confirm(id, { clientSecret, method: 'card', outcome: 'succeed' });
    const view = await provider.retrieveSetupIntent(id);
    expect(await markPaymentSetupSucceeded(suite.db, view)).toBe('recorded');
    expect(await markPaymentSetupSucceeded(suite.db, view)).toBe('already');
    expect(await leadRow(made.companyId)).toMatchObject({
      status: 'additional_information',
      stripeSetupComplete: true,
      paymentMethodKind: 'card',
      version: 2,
    });
    // The browser's confirmation after the webhook: the same answer.
    expect((await confirm(made, id)).json()).toEqual({ redirectPath: AFTER_PAYMENT_PATH });

    const unknownLead = { ...view, metadata: { leadId: '00000000-0000-4000-8000-000000000000' } };
    expect(await markPaymentSetupSucceeded(suite.db, unknownLead)).toBe('ignored');
    expect(await markPaymentSetupSucceeded(suite.db, { ...view, metadata: {} })).toBe('ignored');

    const other = await makeCompany();
    await subscribe(other);
    const lead = await leadRow(other.companyId);
    const wrongCustomer = { ...view, metadata: { leadId: lead!.id }, customerId: 'cus_someone_else' };
    expect(await markPaymentSetupSucceeded(suite.db, wrongCustomer)).toBe('ignored');
    expect((await leadRow(other.companyId))?.stripeSetupComplete).toBe(false);
  });
});

describe('the payment webhook in the app', () => {
  const deliver = (intent: { id: string; customer: string | null; metadata: Record<string, string> }) => {
    const payload = JSON.stringify({
      id: `evt_${intent.id}`,
      object: 'event',
      type: 'setup_intent.succeeded',
      data: {
        object: {
          id: intent.id,
          object: 'setup_intent',
          status: 'succeeded',
          customer: intent.customer,
          metadata: intent.metadata,
          payment_method: 'pm_1',
          last_setup_error: null,
        },
      },
    });
    return suite.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': provider.signWebhookPayload(payload),
      },
      payload,
    });
  };

  it("moves the lead on from a signed setup_intent.succeeded, once; another lead's customer changes nothing", async () => {
    const made = await makeCompany();
    await subscribe(made);
    const { id } = await startIntent(made);
    const row = await leadRow(made.companyId);
    const event = {
      id,
      customer: row!.stripeCustomerId,
      metadata: { leadId: row!.id, companyId: made.companyId },
    };

    const other = await makeCompany();
    await subscribe(other);
    await startIntent(other);
    const forged = await deliver({ ...event, customer: (await leadRow(other.companyId))!.stripeCustomerId });
    expect(forged.statusCode, forged.body).toBe(200);
    expect((await leadRow(made.companyId))?.stripeSetupComplete).toBe(false);

    for (let i = 0; i < 2; i++) {
      const res = await deliver(event);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, handled: true });
    }
    expect(await leadRow(made.companyId)).toMatchObject({
      status: 'additional_information',
      stripeSetupComplete: true,
      version: 2,
    });
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, row!.id), eq(auditLog.action, 'ben_admin_lead.payment_set_up')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ via: 'webhook' });
  });
});

describe('the additional information', () => {
  it('is refused before payment is set up (409)', async () => {
    const made = await makeCompany();
    await subscribe(made);
    const res = await put(made, information(1));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(LEAD_SERVER_MESSAGES.notAtThisStep);
  });

  it('signs: done, numbers sealed and masked, signature kept but never answered, mail and audit', async () => {
    const made = await makeCompany();
    const lead = await leadWithPayment(made);
    const res = await put(made, information(lead.version));
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json() as BenAdminLead;
    expect(answered).toMatchObject({
      status: 'done',
      version: lead.version + 1,
      signed: true,
      companyName: 'Mission Bay Dental Group',
      maskedProviderAccountNumber: '••••1234',
      maskedFundingAccountNumber: '••••6789',
      maskedFundingRoutingNumber: '••••0358',
      contributions: [{ employeePercentage: 75, dependentPercentage: 25, employeeFixedAmount: null }],
      provider: 'health_equity',
      yearlyContributionAmount: 1200,
    });
    expect(res.body).not.toContain('HEQ-55501234');
    expect(res.body).not.toContain('000123456789');
    expect(res.body).not.toContain('121000358');
    expect(res.body).not.toContain(SIGNATURE_PNG);
    expect(answered).not.toHaveProperty('signature');

    const row = await leadRow(made.companyId);
    const raw = JSON.stringify(row);
    for (const plain of ['HEQ-55501234', '000123456789', '121000358']) expect(raw).not.toContain(plain);
    expect(suite.cipher.decrypt(row!.fundingAccountNumberEncrypted!)).toBe('000123456789');
    expect(suite.cipher.decrypt(row!.providerAccountNumberEncrypted!)).toBe('HEQ-55501234');
    expect(row?.signatureImageDataUrl).toBe(SIGNATURE_PNG);

    const [mail] = await mailSentTo(suite.db, made.adminEmail);
    expect(mail?.subject).toContain('benefits administration registration is complete');
    expect(mail?.text).toContain(
      'We will contact your broker, Pacific Benefits Partners, within 1-3 business days',
    );

    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, lead.id), eq(auditLog.action, 'ben_admin_lead.signed')));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]?.details)).not.toContain('6789');

    // Done is done.
    const again = await put(made, information(answered.version));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(LEAD_SERVER_MESSAGES.alreadyDone);
  });

  it('answers every field error at once and writes nothing; a stale version answers 409', async () => {
    const made = await makeCompany();
    const lead = await leadWithPayment(made);
    const before = await leadRow(made.companyId);
    let res = await put(
      made,
      information(lead.version, {
        contactName: '',
        brokerEmail: 'not-an-email',
        provider: null,
        providerAccountNumber: '',
        fundingBank: '',
        fundingRoutingNumber: '123456789',
        fundingAccountNumber: '',
        contributions: [],
        signature: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().fieldErrors as Record<string, string>;
    expect(errors).toMatchObject({
      'benAdminLead.brokerEmail': expect.any(String),
      'benAdminLead.fundingRoutingNumber': MESSAGES.routingNumber,
      'benAdminLead.signature': MESSAGES.signatureRequired,
      'benAdminLead.contributions': LEAD_MESSAGES.contributionsRequired,
    });
    expect(Object.keys(errors).length).toBeGreaterThanOrEqual(5);
    expect(await leadRow(made.companyId)).toEqual(before);

    // The request's shape passes, but nothing is on file: the server's own check asks for the numbers.
    res = await put(
      made,
      information(lead.version, {
        providerAccountNumber: '',
        fundingAccountNumber: '',
        fundingRoutingNumber: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      providerAccountNumber: LEAD_MESSAGES.providerAccountNumber,
      fundingRoutingNumber: MESSAGES.routingNumber,
      fundingAccountNumber: MESSAGES.accountNumber,
    });
    expect(await leadRow(made.companyId)).toEqual(before);

    res = await put(made, information(lead.version - 1 || 99));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('version_conflict');
    expect(await leadRow(made.companyId)).toEqual(before);
    expect(await mailSentTo(suite.db, made.adminEmail)).toHaveLength(0);
  });

  it('keeps the numbers on file when left empty, and clears them all without a health account', async () => {
    const { company } = await createCompany(suite.db);
    const account = await createCompanyAdministrator(suite.db, company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const seal = (v: string) => suite.cipher.encrypt(v);
    await createBenAdminLead(suite.db, company.id, {
      status: 'additional_information',
      overrides: {
        providerAccountNumberEncrypted: seal('HEQ-99998888'),
        providerAccountNumberLast4: '8888',
        fundingAccountNumberEncrypted: seal('5550001111'),
        fundingAccountNumberLast4: '1111',
        fundingRoutingNumberEncrypted: seal('011000015'),
        fundingRoutingNumberLast4: '0015',
      },
    });
    const made: Made = {
      token: company.idToken,
      companyId: company.id,
      companyName: company.name,
      admin: await suite.loginAs(account.email),
      adminEmail: account.email,
    };
    const kept = await put(
      made,
      information(1, { providerAccountNumber: '', fundingAccountNumber: '', fundingRoutingNumber: '' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      maskedProviderAccountNumber: '••••8888',
      maskedFundingAccountNumber: '••••1111',
      maskedFundingRoutingNumber: '••••0015',
    });

    const other = await makeCompany();
    await createBenAdminLead(suite.db, other.companyId, {
      status: 'additional_information',
      overrides: { fundingAccountNumberEncrypted: seal('5550001111'), fundingAccountNumberLast4: '1111' },
    });
    const cleared = await put(
      other,
      information(1, {
        accountType: 'none',
        provider: null,
        yearlyContributionAmount: null,
        contributionFrequency: null,
        providerAccountNumber: '',
        fundingBank: '',
        fundingRoutingNumber: '',
        fundingAccountNumber: '',
      }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      accountType: 'none',
      maskedFundingAccountNumber: null,
      provider: null,
    });
    expect(await leadRow(other.companyId)).toMatchObject({
      fundingAccountNumberEncrypted: null,
      fundingAccountNumberLast4: null,
    });
  });
});

describe('files', () => {
  const upload = (made: Made, parts: MultipartPart[], agent: Agent = made.admin) => {
    const { payload, contentType } = multipartBody(parts);
    return suite.app.inject({
      method: 'PATCH',
      url: `${BASE}/files?company_id_token=${made.token}`,
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrfToken, 'content-type': contentType },
      payload,
    });
  };
  const pdf = (name = 'Kaiser invoice.pdf'): MultipartPart => ({
    name: 'files',
    filename: name,
    contentType: 'application/pdf',
    content: SAMPLE_FILES.pdf,
  });
  const list = (made: Made, key: string) =>
    made.admin.get(`${BASE}/files?storage_key=${key}&company_id_token=${made.token}`);
  const storedCount = async (companyId: string) =>
    (await suite.db.select().from(storedFiles).where(eq(storedFiles.companyId, companyId))).length;

  it('are refused before the payment is set up and once done (409)', async () => {
    const made = await makeCompany();
    await subscribe(made);
    let res = await upload(made, [{ name: 'storage_key', content: 'insurance' }, pdf()]);
    expect(res.statusCode).toBe(409);
    const done = await makeCompany();
    await createBenAdminLead(suite.db, done.companyId, { status: 'done' });
    res = await upload(done, [{ name: 'storage_key', content: 'insurance' }, pdf()]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(LEAD_SERVER_MESSAGES.alreadyDone);
    expect(await storedCount(done.companyId)).toBe(0);
  });

  it('stores several files in a set, lists each set, and refuses a program with nothing kept', async () => {
    const made = await makeCompany();
    await createBenAdminLead(suite.db, made.companyId, { status: 'additional_information' });
    let res = await upload(made, [
      { name: 'storage_key', content: 'insurance' },
      { name: 'invoice_type', content: 'medical' },
      { name: 'company_id_token', content: made.token },
      pdf(),
      { name: 'files', filename: 'scan.png', contentType: 'image/png', content: SAMPLE_FILES.png },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().files).toEqual([
      expect.objectContaining({
        storageKey: 'insurance',
        invoiceType: 'medical',
        fileName: 'Kaiser invoice.pdf',
        contentType: 'application/pdf',
      }),
      expect.objectContaining({
        fileName: 'scan.png',
        contentType: 'image/png',
        sizeBytes: SAMPLE_FILES.png.length,
      }),
    ]);

    res = await upload(made, [{ name: 'storage_key', content: 'health_account' }, pdf('HSA plan.pdf')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().files).toEqual([
      expect.objectContaining({ invoiceType: null, fileName: 'HSA plan.pdf' }),
    ]);

    expect((await list(made, 'insurance')).json().files).toHaveLength(2);
    expect((await list(made, 'health_account')).json().files).toHaveLength(1);
    const lead = (await read(made)).json().benAdminLead as BenAdminLead;
    expect(lead.files).toHaveLength(2);
    expect(lead.employeeHealthAccountFiles).toHaveLength(1);

    const before = await storedCount(made.companyId);
    res = await upload(made, [
      { name: 'storage_key', content: 'insurance' },
      pdf(),
      { name: 'files', filename: 'invoice.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.exe },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.files).toMatch(/not accepted/);
    expect(await storedCount(made.companyId)).toBe(before);
    expect((await list(made, 'insurance')).json().files).toHaveLength(2);

    res = await upload(made, [
      { name: 'storage_key', content: 'health_account' },
      { name: 'invoice_type', content: 'medical' },
      pdf(),
    ]);
    expect(res.statusCode).toBe(400);
    res = await upload(made, [{ name: 'storage_key', content: 'elsewhere' }, pdf()]);
    expect(res.statusCode).toBe(400);
    res = await upload(made, [
      { name: 'storage_key', content: 'insurance' },
      { name: 'company_id_token', content: 'someone-elses-token-000000000000' },
      pdf(),
    ]);
    expect(res.statusCode).toBe(400);
    expect((await list(made, 'elsewhere')).statusCode).toBe(400);
    expect(await storedCount(made.companyId)).toBe(before);
  });

  it(`holds at most ${MAX_LEAD_FILES_PER_KEY} files in a set`, async () => {
    const made = await makeCompany();
    await createBenAdminLead(suite.db, made.companyId, { status: 'additional_information' });
    const many = (n: number) => Array.from({ length: n }, (_, i) => pdf(`invoice ${i}.pdf`));
    let res = await upload(made, [
      { name: 'storage_key', content: 'insurance' },
      ...many(MAX_LEAD_FILES_PER_KEY + 1),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(LEAD_SERVER_MESSAGES.tooManyFiles);
    expect(await storedCount(made.companyId)).toBe(0);

    res = await upload(made, [
      { name: 'storage_key', content: 'insurance' },
      ...many(MAX_LEAD_FILES_PER_KEY - 1),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    res = await upload(made, [{ name: 'storage_key', content: 'insurance' }, ...many(2)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(LEAD_SERVER_MESSAGES.tooManyFiles);
    expect(await storedCount(made.companyId)).toBe(MAX_LEAD_FILES_PER_KEY - 1);
    const rows = await suite.db.select().from(benAdminLeadFiles);
    expect(rows.filter((r) => r.storageKey === 'insurance').length).toBeGreaterThanOrEqual(
      MAX_LEAD_FILES_PER_KEY - 1,
    );
  });

  it("refuses another company's administrator and an employee", async () => {
    const made = await makeCompany();
    await createBenAdminLead(suite.db, made.companyId, { status: 'additional_information' });
    expect(
      (await upload(made, [{ name: 'storage_key', content: 'insurance' }, pdf()], nyAdmin)).statusCode,
    ).toBe(403);
    expect(
      (await upload(made, [{ name: 'storage_key', content: 'insurance' }, pdf()], employee)).statusCode,
    ).toBe(403);
    expect(
      (await nyAdmin.get(`${BASE}/files?storage_key=insurance&company_id_token=${made.token}`)).statusCode,
    ).toBe(403);
  });
});
