/**
 * Data requests (issue 17 item 4, decision 0056): the export (JSON and PDF, last fours only, the person's
 * own), the deletion (what it deletes, what it keeps and why, the account closed and signed out), the mail,
 * operations' queue and the 24-month purge. A person of their own with a signed application, an SSN, a
 * dependent and a claim with messages.
 */

import {
  accounts,
  auditLog,
  claimMessages,
  claimRequests,
  dataRequests,
  employeeForms,
  employeePolicies,
} from '@server/db/schema';
import { DEMO_PASSWORD } from '@server/db/seed/accounts';
import { purgeExpiredDataRequests } from '@server/modules/accounts/data-requests.service';
import { DELETION_MESSAGES, dataRequestSchema } from '@shared/schemas/data-requests';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createEmployeeWithAccount } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { mailSentTo } from '../helpers/outbox';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { employee } = suite.cast;
const SSN = '123456789';
const DEPENDENT_SSN = '987654321';

let person: Agent;
let accountId: string;
let email: string;
let formId: string;
let policyId: string;
let claimId: string;

beforeAll(async () => {
  const db = suite.db;
  const { company } = await createCompany(db);
  const created = await createEmployeeWithAccount(db, suite.cipher, {
    companyId: company.id,
    ssn: SSN,
    passwordHash: await demoPasswordHash(),
    dependents: [{ dependentType: 'spouse', bornAt: '1991-02-03', ssn: DEPENDENT_SSN }],
    overrides: { homePhoneNumber: '415-555-0101' },
  });
  accountId = created.account.id;
  email = created.account.email;
  formId = created.form.id;
  policyId = created.policy.id;
  await db.update(employeePolicies).set({ signedAt: new Date() }).where(eq(employeePolicies.id, policyId));
  const [claim] = await db
    .insert(claimRequests)
    .values({
      employeeFormId: formId,
      companyId: company.id,
      coverageType: 'medical',
      patientName: 'Test Employee',
      providerName: 'Bay Clinic',
      dateOfService: '2026-10-01',
      amountBilledCents: 12_000,
      description: 'A visit',
    })
    .returning();
  claimId = claim!.id;
  await db.insert(claimMessages).values([
    {
      claimRequestId: claimId,
      author: 'employee',
      authorName: 'Test',
      authorAccountId: accountId,
      body: 'Mine',
    },
    { claimRequestId: claimId, author: 'support', authorName: 'Support team', body: 'Theirs' },
  ]);
  person = await suite.loginAs(email);
});

const countRequests = async () =>
  (await suite.db.select({ n: sql<number>`count(*)::int` }).from(dataRequests))[0]!.n;

describe('POST /api/v2/accounts/request_information', () => {
  let requestId: string;

  it('refuses a caller who is not signed in, writing nothing', async () => {
    const before = await countRequests();
    const anonymous = await suite.app.inject({
      method: 'POST',
      url: '/api/v2/accounts/request_information',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await countRequests()).toBe(before);
  });

  it('produces the export at once, due in 14 days, and mails the person', async () => {
    const res = await person.send('POST', '/api/v2/accounts/request_information');
    expect(res.statusCode).toBe(201);
    const request = dataRequestSchema.parse(res.json());
    requestId = request.id;
    expect(request).toMatchObject({ kind: 'export', status: 'completed' });
    expect(Date.parse(request.dueAt) - Date.parse(request.receivedAt)).toBe(14 * 86_400_000);
    const mail = await mailSentTo(suite.db, email);
    expect(mail[0]?.subject).toBe('Your data export is ready');
    const list = await person.get('/api/v2/accounts/data_requests');
    expect(list.json().requests.map((r: { id: string }) => r.id)).toContain(requestId);
  });

  it('downloads the JSON with SSNs and bank numbers only as last four, as an attachment not stored', async () => {
    const res = await person.get(`/api/v2/accounts/data_requests/${requestId}/export.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).not.toContain(SSN);
    expect(text).not.toContain(DEPENDENT_SSN);
    expect(text).not.toMatch(/Encrypted|passwordHash|tokenHash/);
    const document = JSON.parse(text);
    expect(document.account.email).toBe(email);
    expect(document.employeeForms[0].ssnLast4).toBe('6789');
    expect(document.dependents[0].ssnLast4).toBe('4321');
    expect(document.applications).toHaveLength(1);
    expect(document.claims).toHaveLength(1);
    expect(document.claimMessages).toHaveLength(2);
  });

  it('downloads the PDF', async () => {
    const res = await person.get(`/api/v2/accounts/data_requests/${requestId}/export.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 for another person's export, and for an unknown one", async () => {
    expect((await employee.get(`/api/v2/accounts/data_requests/${requestId}/export.json`)).statusCode).toBe(
      404,
    );
    expect((await employee.get(`/api/v2/accounts/data_requests/${requestId}/export.pdf`)).statusCode).toBe(
      404,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await person.get(`/api/v2/accounts/data_requests/${unknown}/export.json`)).statusCode).toBe(404);
    expect((await person.get('/api/v2/accounts/data_requests/nope/export.json')).statusCode).toBe(400);
  });
});

describe('GET /api/v2/admin/data_requests', () => {
  it('lists the queue with due dates for operations only', async () => {
    expect((await person.get('/api/v2/admin/data_requests')).statusCode).toBe(403);
    const ops = await suite.loginAs('ops@example.com');
    const res = await ops.get('/api/v2/admin/data_requests');
    expect(res.statusCode).toBe(200);
    const mine = res.json().requests.find((r: { email: string }) => r.email === email);
    expect(mine).toMatchObject({ kind: 'export', status: 'completed' });
    expect(mine.dueAt).toBeTruthy();
  });
});

describe('POST /api/v2/accounts/request_delete_information', () => {
  it('refuses without the current password, or with a wrong one, writing nothing', async () => {
    const before = await countRequests();
    const res = await person.send('POST', '/api/v2/accounts/request_delete_information', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ currentPassword: DELETION_MESSAGES.passwordRequired });
    const wrong = await person.send('POST', '/api/v2/accounts/request_delete_information', {
      currentPassword: 'not-it',
    });
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: DELETION_MESSAGES.passwordWrong });
    expect(await countRequests()).toBe(before);
    const [account] = await suite.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account).toMatchObject({ email, disabledAt: null });
  });

  it('deletes what may be deleted, keeps what must be kept and says why, closes the account, signs out', async () => {
    const res = await person.send('POST', '/api/v2/accounts/request_delete_information', {
      currentPassword: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const { request, signedOut } = res.json();
    expect(signedOut).toBe(true);
    expect(request).toMatchObject({ kind: 'deletion', status: 'completed' });
    const kept = request.kept.map((k: { what: string }) => k.what);
    expect(kept).toEqual(
      expect.arrayContaining(['Signed applications', 'Employee records', 'Security log entries']),
    );
    for (const k of request.kept) expect(k.why.length).toBeGreaterThan(20);

    const db = suite.db;
    // Kept: the signed application, the employee record (SSN sealed as before), the claim, the audit log.
    const [policy] = await db.select().from(employeePolicies).where(eq(employeePolicies.id, policyId));
    expect(policy?.signedAt).not.toBeNull();
    const [form] = await db.select().from(employeeForms).where(eq(employeeForms.id, formId));
    expect(form?.ssnLast4).toBe('6789');
    expect(form?.homePhoneNumber).toBeNull();
    expect(await db.select().from(claimRequests).where(eq(claimRequests.id, claimId))).toHaveLength(1);
    expect(
      (await db.select().from(auditLog).where(eq(auditLog.accountId, accountId))).length,
    ).toBeGreaterThan(0);
    // Deleted: the person's own claim message (operations' reply stays), the name and email.
    const messages = await db.select().from(claimMessages).where(eq(claimMessages.claimRequestId, claimId));
    expect(messages.map((m) => m.body)).toEqual(['Theirs']);
    const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account?.name).toBeNull();
    expect(account?.email).not.toBe(email);
    expect(account?.disabledAt).not.toBeNull();

    // Signed out, and the password no longer opens the account.
    expect((await person.get('/api/v1/session')).statusCode).toBe(401);
    await expect(suite.loginAs(email)).rejects.toThrow();
    // The confirmation went to the address the person had.
    const mail = await mailSentTo(db, email);
    expect(mail[0]?.subject).toBe('Your data has been deleted');
    expect(mail[0]?.text).toContain('Signed applications');
  });
});

describe('purgeExpiredDataRequests', () => {
  it('removes requests received more than 24 months ago and keeps the rest', async () => {
    const db = suite.db;
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 25);
    const [expired] = await db
      .insert(dataRequests)
      .values({ email: 'old@example.test', kind: 'export', receivedAt: old, dueAt: old })
      .returning();
    const before = await countRequests();
    expect(await purgeExpiredDataRequests(db)).toBe(1);
    expect(await countRequests()).toBe(before - 1);
    expect(await db.select().from(dataRequests).where(eq(dataRequests.id, expired!.id))).toHaveLength(0);
  });
});
