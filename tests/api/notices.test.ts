/**
 * E-mail notices (issue 18 part 4, decision 0063): the account's choices (`GET`/`PUT
 * /api/v2/accounts/notice_preferences`), the mailer honouring them (an optional notice turned off is not sent, a
 * required one still is), and the daily tasks sending once. Accounts and companies of their own.
 */
import { auditLog, employeePolicies, mailOutbox, sentNotices } from '@server/db/schema';
import {
  sendCoverageEffectiveNotices,
  sendRenewalDueNotices,
} from '@server/modules/employer/notices/notices.service';
import { NOTICE_CATEGORIES } from '@shared/domain/notices/notices';
import { NOTICE_PREFERENCE_MESSAGES, noticePreferencesSchema } from '@shared/schemas/notice-preferences';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createCompany,
  createCompanyAdministrator,
  createEmployeeWithAccount,
  createRenewal,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { mailSentTo } from '../helpers/outbox';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const URL = '/api/v2/accounts/notice_preferences';

let person: Agent;
let personId: string;
let personEmail: string;
let other: Agent;

beforeAll(async () => {
  const passwordHash = await demoPasswordHash();
  const a = await createAccount(suite.db, { role: 'benefits_admin', passwordHash, name: 'Nora Notices' });
  const b = await createAccount(suite.db, { role: 'employee', passwordHash, name: 'Otto Other' });
  personId = a.id;
  personEmail = a.email;
  person = await suite.loginAs(a.email);
  other = await suite.loginAs(b.email);
});

async function read(agent: Agent = person) {
  const res = await agent.get(URL);
  expect(res.statusCode, res.body).toBe(200);
  return noticePreferencesSchema.parse(res.json());
}

const deps = () => ({ db: suite.db, mailer: suite.app.mailer, publicUrl: 'https://benefits.example.com' });

describe('GET /api/v2/accounts/notice_preferences', () => {
  it('lists every optional category, on, at version 0, and what is always sent', async () => {
    const prefs = await read();
    expect(prefs.preferences.map((p) => p.category)).toEqual([...NOTICE_CATEGORIES]);
    expect(prefs.preferences.every((p) => p.enabled && p.version === 0)).toBe(true);
    expect(prefs.alwaysSent).toContain('Failed payments');
  });

  it('refuses a caller who is not signed in (401)', async () => {
    expect((await suite.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const put = await suite.app.inject({
      method: 'PUT',
      url: URL,
      payload: { changes: [{ category: 'reminders', enabled: false, version: 0 }] },
    });
    expect([401, 403]).toContain(put.statusCode);
  });
});

describe('PUT /api/v2/accounts/notice_preferences', () => {
  it("turns a category off for the caller's own account only, audited, with a new version", async () => {
    const res = await person.send('PUT', URL, {
      changes: [{ category: 'reminders', enabled: false, version: 0 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const reminders = noticePreferencesSchema
      .parse(res.json())
      .preferences.find((p) => p.category === 'reminders');
    expect(reminders).toMatchObject({ enabled: false, version: 1 });
    // Another account is untouched.
    expect((await read(other)).preferences.every((p) => p.enabled)).toBe(true);
    const audit = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.accountId, personId), eq(auditLog.action, 'account.notice_preferences_changed')),
      );
    expect(audit.at(-1)?.details).toEqual({ changes: [['reminders', false]] });
  });

  it('refuses a stale version (409) and writes nothing of the request', async () => {
    const res = await person.send('PUT', URL, {
      changes: [
        { category: 'billing_receipts', enabled: false, version: 0 },
        { category: 'reminders', enabled: true, version: 0 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'version_conflict', error: NOTICE_PREFERENCE_MESSAGES.stale });
    const prefs = await read();
    expect(prefs.preferences.find((p) => p.category === 'billing_receipts')).toMatchObject({
      enabled: true,
      version: 0,
    });
    expect(prefs.preferences.find((p) => p.category === 'reminders')).toMatchObject({ enabled: false });
  });

  it('refuses an unknown category, a repeated one and an empty list (400)', async () => {
    for (const changes of [
      [{ category: 'security', enabled: false, version: 0 }],
      [
        { category: 'reminders', enabled: true, version: 1 },
        { category: 'reminders', enabled: false, version: 1 },
      ],
      [],
    ])
      expect((await person.send('PUT', URL, { changes })).statusCode).toBe(400);
  });
});

describe('the mailer and the preferences', () => {
  it('does not send a turned-off optional notice, and still sends a required one', async () => {
    const prefs = await read();
    const billing = prefs.preferences.find((p) => p.category === 'billing_receipts')!;
    expect(
      (
        await person.send('PUT', URL, {
          changes: [{ category: 'billing_receipts', enabled: false, version: billing.version }],
        })
      ).statusCode,
    ).toBe(200);
    const address = personEmail;
    const settled = {
      administratorName: 'Nora Notices',
      companyName: 'Notices Co',
      number: 'GC-202703-TEST0001',
      monthLabel: 'March 2027',
      amount: '$100.00',
      bankLast4: '1234',
      settledOn: 'March 2, 2027',
      billsUrl: 'https://benefits.example.com/employer-dashboard/pay-my-bills',
    };
    expect(await suite.app.mailer.sendMail('paymentReceived', address, settled)).toBe('turned_off');
    expect(await suite.app.mailer.sendMail('paymentFailed', address.toUpperCase(), settled)).toBe('sent');
    const mails = await mailSentTo(suite.db, address.toUpperCase());
    expect(mails.map((m) => m.template)).toEqual(['paymentFailed']);
    // A required notice has no link to turn it off.
    expect(mails[0]!.text).not.toContain('Choose which e-mails you get');
  });
});

describe('the daily tasks', () => {
  // 07:00 on March 1 in California, where the test companies are: their today (decision 0084) is March 1.
  const now = new Date('2027-03-01T15:00:00Z');

  it('announce coverage starting today once (run twice, one mail)', async () => {
    const { company } = await createCompany(suite.db);
    const { policy, account } = await createEmployeeWithAccount(suite.db, suite.cipher, {
      companyId: company.id,
      passwordHash: await demoPasswordHash(),
    });
    await suite.db
      .update(employeePolicies)
      .set({ effectiveAt: '2027-03-01', signedAt: new Date('2027-02-10T12:00:00Z') })
      .where(eq(employeePolicies.id, policy.id));
    // Another, unsigned, is not announced.
    const unsigned = await createEmployeeWithAccount(suite.db, suite.cipher, {
      companyId: company.id,
      passwordHash: await demoPasswordHash(),
    });
    await suite.db
      .update(employeePolicies)
      .set({ effectiveAt: '2027-03-01' })
      .where(eq(employeePolicies.id, unsigned.policy.id));

    await sendCoverageEffectiveNotices(deps(), { now });
    await sendCoverageEffectiveNotices(deps(), { now });
    const mails = await mailSentTo(suite.db, account.email);
    expect(mails.map((m) => m.template)).toEqual(['coverageEffective']);
    expect(mails[0]!.subject).toBe(`Your benefits with ${company.name} start today`);
    expect(mails[0]!.text).toContain('https://benefits.example.com/employee-dashboard');
    expect(await mailSentTo(suite.db, unsigned.account.email)).toEqual([]);
    const rows = await suite.db.select().from(sentNotices).where(eq(sentNotices.subjectId, policy.id));
    expect(rows).toHaveLength(1);
  });

  it('remind the administrators of an unsigned renewal once, not those who turned reminders off', async () => {
    const passwordHash = await demoPasswordHash();
    const { company, policy } = await createCompany(suite.db);
    const keen = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
    const quiet = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
    const quietAgent = await suite.loginAs(quiet.email);
    expect(
      (
        await quietAgent.send('PUT', URL, {
          changes: [{ category: 'reminders', enabled: false, version: 0 }],
        })
      ).statusCode,
    ).toBe(200);
    const { renewal } = await createRenewal(suite.db, {
      companyId: company.id,
      currentCompanyPolicyId: policy.id,
      effectiveAt: '2027-03-20',
    });
    // A renewal far off is not due yet.
    const far = await createCompany(suite.db);
    const farAdmin = await createCompanyAdministrator(suite.db, far.company.id, { passwordHash });
    await createRenewal(suite.db, { companyId: far.company.id, effectiveAt: '2027-06-01' });

    await sendRenewalDueNotices(deps(), { now });
    await sendRenewalDueNotices(deps(), { now });
    const mails = await mailSentTo(suite.db, keen.email);
    expect(mails.map((m) => m.template)).toEqual(['renewalDue']);
    expect(mails[0]!.text).toContain('starts on March 20, 2027, in 19 days');
    // An optional notice links to where it is turned off.
    expect(mails[0]!.text).toContain('Choose which e-mails you get: http://');
    expect(mails[0]!.html).toContain('Manage your e-mail notices');
    expect(await mailSentTo(suite.db, quiet.email)).toEqual([]);
    expect(await mailSentTo(suite.db, farAdmin.email)).toEqual([]);
    const rows = await suite.db.select().from(sentNotices).where(eq(sentNotices.subjectId, renewal.id));
    expect(rows).toHaveLength(2);
    expect(await suite.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'renewalDue'))).toEqual(
      expect.arrayContaining([expect.objectContaining({ toAddress: keen.email })]),
    );
  });
});
