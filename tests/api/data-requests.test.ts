/**
 * Data requests (issue 17 item 4, decision 0056): the export (JSON and PDF, last fours only, the person's
 * own), the deletion (what it deletes, what it keeps and why, the account closed and signed out), the mail,
 * operations' queue and the 24-month purge. A person of their own with a signed application, an SSN, a
 * dependent and a claim with messages.
 */

import { Readable } from 'node:stream';
import { buildApp } from '@server/app';
import {
  accounts,
  auditLog,
  beneficiaryPairs,
  claimMessages,
  claimRequests,
  dataRequests,
  employeeDependents,
  employeeEligibilityAnswers,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicySteps,
  individualApplications,
  storedFiles,
} from '@server/db/schema';
import { DEMO_PASSWORD } from '@server/db/seed/accounts';
import { purgeExpiredDataRequests } from '@server/modules/operations/data-requests/data-requests.service';
import { newStorageKey } from '@server/plugins/storage/file-storage';
import {
  adminDataRequestListSchema,
  DELETION_MESSAGES,
  dataRequestSchema,
} from '@shared/schemas/data-requests';
import { and, eq, sql } from 'drizzle-orm';
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
    expect(mine).toMatchObject({ kind: 'export', status: 'completed', overdue: false });
    expect(mine.dueAt).toBeTruthy();
  });

  it('filters by status and kind, counts every request, and marks an open one past its due date overdue', async () => {
    const db = suite.db;
    const received = new Date(Date.now() - 20 * 86_400_000);
    const [late] = await db
      .insert(dataRequests)
      .values({
        email: 'late@example.test',
        kind: 'deletion',
        receivedAt: received,
        dueAt: new Date(received.getTime() + 14 * 86_400_000),
      })
      .returning();
    const [onTime] = await db
      .insert(dataRequests)
      .values({
        email: 'ontime@example.test',
        kind: 'export',
        receivedAt: new Date(),
        dueAt: new Date(Date.now() + 14 * 86_400_000),
      })
      .returning();
    try {
      const ops = await suite.loginAs('ops@example.com');
      const all = adminDataRequestListSchema.parse((await ops.get('/api/v2/admin/data_requests')).json());
      const total = (await db.select({ n: sql<number>`count(*)::int` }).from(dataRequests))[0]!.n;
      expect(all.counts.export + all.counts.deletion).toBe(total);
      expect(all.counts.open + all.counts.completed).toBe(total);
      expect(all.counts.overdue).toBe(1);
      // Open requests come first, the one due earliest at the top.
      expect(all.requests[0]).toMatchObject({ id: late!.id, overdue: true, status: 'received' });

      const overdue = (await ops.get('/api/v2/admin/data_requests?status=overdue')).json();
      expect(overdue.requests.map((r: { id: string }) => r.id)).toEqual([late!.id]);
      const open = (await ops.get('/api/v2/admin/data_requests?status=open&kind=export')).json();
      expect(open.requests.map((r: { id: string }) => r.id)).toEqual([onTime!.id]);
      expect(open.requests[0].overdue).toBe(false);
      const completedDeletions = (
        await ops.get('/api/v2/admin/data_requests?status=completed&kind=deletion')
      ).json();
      for (const r of completedDeletions.requests)
        expect(r).toMatchObject({ kind: 'deletion', status: 'completed' });
      expect(completedDeletions.counts).toEqual(all.counts);

      const bad = await ops.get('/api/v2/admin/data_requests?status=late');
      expect(bad.statusCode).toBe(400);
      expect((await ops.get('/api/v2/admin/data_requests?kind=everything')).statusCode).toBe(400);
    } finally {
      await db.delete(dataRequests).where(eq(dataRequests.id, late!.id));
      await db.delete(dataRequests).where(eq(dataRequests.id, onTime!.id));
    }
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

  it('keeps a request received a day short of 24 months ago', async () => {
    const db = suite.db;
    const now = new Date();
    const young = new Date(now);
    young.setUTCMonth(young.getUTCMonth() - 24);
    young.setUTCDate(young.getUTCDate() + 1);
    const [kept] = await db
      .insert(dataRequests)
      .values({ email: 'young@example.test', kind: 'export', receivedAt: young, dueAt: young })
      .returning();
    const stored = async () =>
      (await db.select().from(dataRequests).where(eq(dataRequests.id, kept!.id))).length;
    await purgeExpiredDataRequests(db, now);
    expect(await stored()).toBe(1);
    // Two days later it is more than 24 months old and goes.
    const later = new Date(now.getTime() + 2 * 86_400_000);
    expect(await purgeExpiredDataRequests(db, later)).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(0);
  });

  it('is scheduled on the job queue: a worker that starts purges what has expired, once a minute per database', async () => {
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 30);
    const [expired] = await suite.db
      .insert(dataRequests)
      .values({ email: 'older@example.test', kind: 'deletion', receivedAt: old, dueAt: old })
      .returning();
    // The suite's app works no jobs (JOBS_WORKER=off in the tests); a worker's start sends the purge and waits.
    const second = await buildApp({
      config: { ...suite.config, jobsWorker: true },
      database: suite.database,
    });
    try {
      await second.ready();
      expect(await suite.db.select().from(dataRequests).where(eq(dataRequests.id, expired!.id))).toHaveLength(
        0,
      );
      const { schedules, jobs } = await second.jobs.overview();
      expect(schedules).toContainEqual({ name: 'data-requests.purge', cron: '0 3 * * *', timezone: 'UTC' });
      expect(jobs.find((j) => j.name === 'data-requests.purge')).toMatchObject({ state: 'completed' });
      // Another worker starting in the same minute (a second process, a restart) does not purge again.
      const third = await buildApp({
        config: { ...suite.config, jobsWorker: true },
        database: suite.database,
      });
      try {
        await third.ready();
        const { rows } = await suite.database.executeSql(
          "select singleton_on, count(*)::int as n from pgboss.job where name = 'data-requests.purge' group by 1",
        );
        for (const row of rows) expect(row.n).toBe(1);
      } finally {
        await third.close();
      }
    } finally {
      await second.close();
    }
  });
});

describe('a deletion of a person with nothing signed (decision 0060)', () => {
  let draftee: Agent;
  let drafteeEmail: string;
  let drafteeFormId: string;
  let draftId: string;
  let claimOf: string;
  let ownKey: string;
  let supportKey: string;

  beforeAll(async () => {
    const db = suite.db;
    const { company } = await createCompany(db);
    const created = await createEmployeeWithAccount(db, suite.cipher, {
      companyId: company.id,
      ssn: '111223333',
      passwordHash: await demoPasswordHash(),
      dependents: [{ dependentType: 'child', bornAt: '2015-04-05' }],
    });
    drafteeEmail = created.account.email;
    drafteeFormId = created.form.id;
    draftId = created.policy.id;
    // A draft half-way: a line answered, a step done, eligibility answers, a declination reason typed.
    await db
      .insert(employeePolicyCoverages)
      .values({ employeePolicyId: draftId, coverageType: 'dental', isEnrolling: 'No' });
    await db.insert(employeePolicySteps).values({ employeePolicyId: draftId, step: 'basicInformation' });
    await db.insert(employeeEligibilityAnswers).values({ employeePolicyId: draftId });
    await db
      .update(employeePolicies)
      .set({ declinationReason: 'other', declinationReason4Explanation: 'My own reasons' })
      .where(eq(employeePolicies.id, draftId));
    await db.insert(beneficiaryPairs).values({ employeeFormId: drafteeFormId, beneficiary1Name: 'Pat Doe' });
    await db.insert(individualApplications).values({ employeeFormId: drafteeFormId });
    const [claim] = await db
      .insert(claimRequests)
      .values({
        employeeFormId: drafteeFormId,
        companyId: company.id,
        coverageType: 'dental',
        patientName: 'Test Employee',
        providerName: 'Smile Dental',
        dateOfService: '2026-09-01',
        amountBilledCents: 5_000,
        description: 'A cleaning',
      })
      .returning();
    claimOf = claim!.id;
    const storage = suite.app.fileStorage;
    const store = async (uploadedByAccountId: string | null) => {
      const key = newStorageKey();
      const put = await storage.put(key, Readable.from([Buffer.from('%PDF-1.4 test')]), {
        contentType: 'application/pdf',
        maxBytes: 1_000_000,
      });
      await db.insert(storedFiles).values({
        companyId: company.id,
        recordType: 'claim',
        recordId: claimOf,
        originalName: 'bill.pdf',
        contentType: 'application/pdf',
        sizeBytes: put.size,
        sha256: put.sha256,
        storageKey: key,
        uploadedByAccountId,
      });
      return key;
    };
    ownKey = await store(created.account.id);
    supportKey = await store(null);
    draftee = await suite.loginAs(drafteeEmail);
  });

  it('exports their claim files (names, no storage keys)', async () => {
    const res = await draftee.send('POST', '/api/v2/accounts/request_information');
    const json = await draftee.get(`/api/v2/accounts/data_requests/${res.json().id}/export.json`);
    const document = JSON.parse(json.body);
    expect(document.files.map((f: { originalName: string }) => f.originalName)).toEqual([
      'bill.pdf',
      'bill.pdf',
    ]);
    expect(json.body).not.toContain(ownKey);
    expect(json.body).not.toMatch(/storageKey/);
  });

  it('empties the unsigned draft, deletes the family and their claim file (row and object), lists counts', async () => {
    const res = await draftee.send('POST', '/api/v2/accounts/request_delete_information', {
      currentPassword: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const { request } = res.json();
    const deleted = Object.fromEntries(
      request.deleted.map((d: { what: string; count: number }) => [d.what, d.count]),
    );
    expect(deleted).toMatchObject({
      'Unsigned draft applications (your answers)': 1,
      'Individual dental and vision applications not submitted': 1,
      'Dependents not on any signed application': 1,
      'Beneficiaries not on any signed application': 1,
      'Files you attached to claims help requests': 1,
    });
    const kept = request.kept.map((k: { what: string }) => k.what);
    expect(kept).toContain('Claims help requests');
    expect(kept).toContain('Employee records');
    expect(kept).not.toContain('Signed applications');

    const db = suite.db;
    // The application row the employer opened stays, empty.
    const [draft] = await db.select().from(employeePolicies).where(eq(employeePolicies.id, draftId));
    expect(draft).toMatchObject({
      status: 'upcoming',
      signedAt: null,
      declinationReason: null,
      declinationReason4Explanation: null,
    });
    for (const table of [employeePolicyCoverages, employeePolicySteps, employeeEligibilityAnswers])
      expect(await db.select().from(table).where(eq(table.employeePolicyId, draftId))).toHaveLength(0);
    expect(
      await db.select().from(employeeDependents).where(eq(employeeDependents.employeeFormId, drafteeFormId)),
    ).toHaveLength(0);
    expect(
      await db.select().from(beneficiaryPairs).where(eq(beneficiaryPairs.employeeFormId, drafteeFormId)),
    ).toHaveLength(0);
    expect(
      await db
        .select()
        .from(individualApplications)
        .where(eq(individualApplications.employeeFormId, drafteeFormId)),
    ).toHaveLength(0);
    // Their file is gone, row and object; the one the support team attached stays.
    const files = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.recordType, 'claim'), eq(storedFiles.recordId, claimOf)));
    expect(files.map((f) => f.storageKey)).toEqual([supportKey]);
    expect(await suite.app.fileStorage.get(ownKey)).toBeNull();
    expect(await suite.app.fileStorage.get(supportKey)).not.toBeNull();
    expect(await db.select().from(claimRequests).where(eq(claimRequests.id, claimOf))).toHaveLength(1);
  });
});

describe('two deletions sent at once', () => {
  it('one deletes, the other is refused; one request is recorded', async () => {
    const db = suite.db;
    const { company } = await createCompany(db);
    const created = await createEmployeeWithAccount(db, suite.cipher, {
      companyId: company.id,
      passwordHash: await demoPasswordHash(),
    });
    const who = await suite.loginAs(created.account.email);
    const send = () =>
      who.send('POST', '/api/v2/accounts/request_delete_information', { currentPassword: DEMO_PASSWORD });
    const codes = (await Promise.all([send(), send()])).map((r) => r.statusCode).sort();
    // The second is refused: signed out (401), or its password check met the closed account's (400).
    expect(codes[0]).toBe(200);
    expect([400, 401]).toContain(codes[1]);
    const rows = await db.select().from(dataRequests).where(eq(dataRequests.accountId, created.account.id));
    expect(rows).toHaveLength(1);
  });
});

describe('a deletion keeps the family named on a signed record', () => {
  it('keeps dependents and beneficiaries when an individual application was submitted', async () => {
    const db = suite.db;
    const { company } = await createCompany(db);
    const created = await createEmployeeWithAccount(db, suite.cipher, {
      companyId: company.id,
      passwordHash: await demoPasswordHash(),
      dependents: [{ dependentType: 'spouse', bornAt: '1990-01-01' }],
    });
    const formOf = created.form.id;
    await db.insert(beneficiaryPairs).values({ employeeFormId: formOf, beneficiary1Name: 'Sam Doe' });
    await db
      .insert(individualApplications)
      .values({ employeeFormId: formOf, submittedAt: new Date(), status: 'pending_signature' });
    const who = await suite.loginAs(created.account.email);
    const res = await who.send('POST', '/api/v2/accounts/request_delete_information', {
      currentPassword: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const { request } = res.json();
    expect(request.kept.map((k: { what: string }) => k.what)).toContain('Signed applications');
    expect(
      await db.select().from(employeeDependents).where(eq(employeeDependents.employeeFormId, formOf)),
    ).toHaveLength(1);
    expect(
      await db.select().from(beneficiaryPairs).where(eq(beneficiaryPairs.employeeFormId, formOf)),
    ).toHaveLength(1);
    expect(
      await db.select().from(individualApplications).where(eq(individualApplications.employeeFormId, formOf)),
    ).toHaveLength(1);
  });
});
