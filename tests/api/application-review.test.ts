/**
 * Operations' review of signed applications (issue 18, decision 0064): signing submits, operations approve
 * (coverage effective on the rule's date) or return with a reason (the employee signs again), both dashboards
 * show it, the employee is mailed, the audit log keeps it; the console's queues, companies and audit search.
 * Operations only.
 */

import { auditLog, employeePolicies, employeePolicySteps } from '@server/db/schema';
import {
  APPLICATION_REVIEW_TEXTS,
  computeApprovedCoverageStart,
} from '@shared/domain/application-review/application-review';
import { formatIsoDate, parseIsoDate } from '@shared/domain/dates/dates';
import { APPLICATION_STEPS } from '@shared/domain/steps/steps';
import { employeeDashboardSchema } from '@shared/schemas/employee-dashboard';
import { employeeStatusResponseSchema } from '@shared/schemas/employer-dashboard';
import {
  adminApplicationListSchema,
  adminApplicationSchema,
  adminAuditPageSchema,
  adminCompanyListSchema,
  adminQueueListSchema,
  queueSummaryListSchema,
  RETURN_REASON_MESSAGES,
} from '@shared/schemas/operations';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator, createEmployeeWithAccount } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { GOOD_STROKES, loadOwnApplication, SIGNATURE_PNG } from '../helpers/application';
import { mailSentTo } from '../helpers/outbox';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const BASE = '/api/v2/admin/applications';

let ops: Agent;
let admin: Agent;
let person: Agent;
let email: string;
let companyId: string;
let companyName: string;
let formId: string;
let policyId: string;

async function sign(): Promise<void> {
  const app = await loadOwnApplication(person);
  const res = await person.send('PUT', `/api/v1/employee_policies/${policyId}/signature`, {
    employeeForm: { id: app.employeeForm.id },
    employeeDependents: [],
    employeePolicy: { id: policyId, signatureImageDataUrl: SIGNATURE_PNG, signatureStrokes: GOOD_STROKES },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const versionOf = async () =>
  (await suite.db.select().from(employeePolicies).where(eq(employeePolicies.id, policyId)))[0]!.version;
const employeeReview = async () =>
  employeeDashboardSchema.parse((await person.get(`/api/v1/employee_forms/${formId}/dashboard`)).json())
    .application.review;
const employerReview = async () =>
  employeeStatusResponseSchema.parse(
    (await admin.get(`/api/v1/companies/${companyId}/employees/${formId}/status`)).json(),
  ).application.review;

beforeAll(async () => {
  const db = suite.db;
  ops = await suite.loginAs('ops@example.com');
  const passwordHash = await demoPasswordHash();
  const { company } = await createCompany(db);
  companyId = company.id;
  admin = await suite.loginAs((await createCompanyAdministrator(db, companyId, { passwordHash })).email);
  const created = await createEmployeeWithAccount(db, suite.cipher, {
    companyId,
    ssn: '123456789',
    passwordHash,
  });
  email = created.account.email;
  formId = created.form.id;
  policyId = created.policy.id;
  await db.insert(employeePolicySteps).values(
    APPLICATION_STEPS.filter((s) => s !== 'sign' && s !== 'done').map((step) => ({
      employeePolicyId: policyId,
      step,
    })),
  );
  person = await suite.loginAs(email);
  const app = await loadOwnApplication(person);
  companyName = app.companyName;
});

describe('signing submits the application', () => {
  it('is submitted, and both dashboards say it waits for approval', async () => {
    expect(await employeeReview()).toMatchObject({ status: null });
    await sign();
    expect(await employeeReview()).toMatchObject({ status: 'submitted', reason: null });
    expect(await employerReview()).toMatchObject({ status: 'submitted' });
    const list = adminApplicationListSchema.parse((await ops.get(`${BASE}?companyId=${companyId}`)).json());
    expect(list.applications.map((a) => a.id)).toContain(policyId);
    expect(list.counts.submitted).toBeGreaterThanOrEqual(1);
    expect(APPLICATION_REVIEW_TEXTS.submitted).toBe('Submitted — waiting for approval');
  });
});

describe('access', () => {
  it('refuses everyone but operations', async () => {
    const urls = [
      '/api/v2/admin/queues',
      BASE,
      '/api/v2/admin/companies',
      '/api/v2/admin/audit',
      '/api/v2/admin/registration_leads',
      '/api/v2/admin/claims_help',
    ];
    for (const agent of [person, admin])
      for (const url of urls) expect((await agent.get(url)).statusCode, url).toBe(403);
    for (const agent of [person, admin]) {
      expect((await agent.send('POST', `${BASE}/${policyId}/approve`, { version: 1 })).statusCode).toBe(403);
      expect(
        (await agent.send('POST', `${BASE}/${policyId}/return`, { version: 1, reason: 'No' })).statusCode,
      ).toBe(403);
    }
    expect(await employeeReview()).toMatchObject({ status: 'submitted' });
  });
});

describe('POST …/return', () => {
  it('refuses a reason with control characters, an empty one, a stale version and an unknown application', async () => {
    const version = await versionOf();
    const bad = await ops.send('POST', `${BASE}/${policyId}/return`, { version, reason: 'Fix\u0007 it' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('reason');
    const empty = await ops.send('POST', `${BASE}/${policyId}/return`, { version, reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.reason).toBe(RETURN_REASON_MESSAGES.required);
    const stale = await ops.send('POST', `${BASE}/${policyId}/return`, { version: version - 1, reason: 'x' });
    expect(stale.statusCode).toBe(409);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await ops.send('POST', `${BASE}/${unknown}/return`, { version, reason: 'x' })).statusCode).toBe(
      404,
    );
    expect(await employeeReview()).toMatchObject({ status: 'submitted' });
  });

  it('returns it with the reason: the signature is withdrawn, the employee is told, it is audited', async () => {
    const reason = 'Please add your spouse to the medical plan.';
    const res = await ops.send('POST', `${BASE}/${policyId}/return`, { version: await versionOf(), reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminApplicationSchema.parse(res.json())).toMatchObject({
      reviewStatus: 'returned',
      reviewReason: reason,
    });
    const [row] = await suite.db.select().from(employeePolicies).where(eq(employeePolicies.id, policyId));
    expect(row).toMatchObject({ reviewStatus: 'returned', signedAt: null, completedAt: null });
    expect(await employeeReview()).toMatchObject({ status: 'returned', reason });
    expect(await employerReview()).toMatchObject({ status: 'returned', reason });
    const [mail] = await mailSentTo(suite.db, email);
    expect(mail).toMatchObject({ template: 'applicationReturned' });
    expect(mail!.text).toContain(reason);
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.returned'), eq(auditLog.subjectId, policyId)));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]!.details)).not.toContain('spouse');
    // Not waiting any more: neither approved nor returned again.
    const again = await ops.send('POST', `${BASE}/${policyId}/approve`, { version: await versionOf() });
    expect(again.statusCode).toBe(409);
  });

  it('lets the employee sign again, which submits it again', async () => {
    await sign();
    expect(await employeeReview()).toMatchObject({ status: 'submitted', reason: null });
  });
});

describe('POST …/approve', () => {
  it('refuses a stale version', async () => {
    const res = await ops.send('POST', `${BASE}/${policyId}/approve`, { version: (await versionOf()) - 1 });
    expect(res.statusCode).toBe(409);
    expect((await ops.send('POST', `${BASE}/${policyId}/approve`, {})).statusCode).toBe(400);
  });

  it('makes the coverage effective on the rule’s date, on both dashboards, mailed and audited', async () => {
    const res = await ops.send('POST', `${BASE}/${policyId}/approve`, { version: await versionOf() });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await suite.db.select().from(employeePolicies).where(eq(employeePolicies.id, policyId));
    const policy = adminApplicationSchema.parse(res.json());
    const expected = formatIsoDate(
      computeApprovedCoverageStart({
        approvedOn: parseIsoDate(row!.reviewedAt!.toISOString().slice(0, 10))!,
        policyEffectiveAt: policy.planYearEffectiveAt ? parseIsoDate(policy.planYearEffectiveAt) : null,
        hiredAt: parseIsoDate('2022-03-01'),
        waitingPeriod: null,
      }),
    );
    expect(policy).toMatchObject({ reviewStatus: 'approved', effectiveAt: expected });
    expect(row).toMatchObject({ reviewStatus: 'approved', effectiveAt: expected });
    expect(row!.signedAt).not.toBeNull();
    expect(await employeeReview()).toEqual({ status: 'approved', reason: null, effectiveAt: expected });
    expect(await employerReview()).toEqual({ status: 'approved', reason: null, effectiveAt: expected });
    const dashboard = employeeDashboardSchema.parse(
      (await person.get(`/api/v1/employee_forms/${formId}/dashboard`)).json(),
    );
    for (const line of dashboard.coverage.lines) expect(line.startsAt).toBe(expected);
    const [mail] = await mailSentTo(suite.db, email);
    expect(mail).toMatchObject({ template: 'applicationApproved' });
    expect(mail!.subject).toContain(companyName);
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.approved'), eq(auditLog.subjectId, policyId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toEqual({ effectiveAt: expected });
  });
});

describe('the console reads', () => {
  it('counts every queue', async () => {
    const res = await ops.get('/api/v2/admin/queues');
    expect(res.statusCode).toBe(200);
    const { queues } = queueSummaryListSchema.parse(res.json());
    expect(queues.map((q) => q.key)).toEqual([
      'applications',
      'open_enrollment_setups',
      'broker_of_record',
      'registration_leads',
      'large_group_quotes',
      'claims_help',
      'data_requests',
    ]);
    const apps = queues.find((q) => q.key === 'applications')!;
    expect(apps.counts.find((c) => c.status === 'approved')!.count).toBeGreaterThanOrEqual(1);
  });

  it('filters applications by status and company, and refuses an unknown filter', async () => {
    const approved = adminApplicationListSchema.parse(
      (await ops.get(`${BASE}?status=approved&companyId=${companyId}`)).json(),
    );
    expect(approved.applications.find((a) => a.id === policyId)).toMatchObject({ reviewStatus: 'approved' });
    const submitted = adminApplicationListSchema.parse(
      (await ops.get(`${BASE}?status=submitted&companyId=${companyId}`)).json(),
    );
    expect(submitted.applications.map((a) => a.id)).not.toContain(policyId);
    expect((await ops.get(`${BASE}?status=late`)).statusCode).toBe(400);
    expect((await ops.get(`${BASE}?companyId=nope`)).statusCode).toBe(400);
  });

  it('finds companies by name with their policy status', async () => {
    const list = adminCompanyListSchema.parse(
      (await ops.get(`/api/v2/admin/companies?q=${encodeURIComponent(companyName)}`)).json(),
    );
    const found = list.companies.find((c) => c.id === companyId);
    expect(found?.policy).not.toBeNull();
    const none = adminCompanyListSchema.parse(
      (await ops.get('/api/v2/admin/companies?q=%25%25nothing%25')).json(),
    );
    expect(none.companies).toEqual([]);
  });

  it('searches the audit log by company, person and action', async () => {
    const page = adminAuditPageSchema.parse(
      (
        await ops.get(
          `/api/v2/admin/audit?companyId=${companyId}&person=ops%40example.com&action=application.`,
        )
      ).json(),
    );
    const actions = page.entries.map((e) => e.action);
    expect(actions).toContain('application.approved');
    expect(actions).toContain('application.returned');
    expect(page.entries.every((e) => e.personEmail === 'ops@example.com')).toBe(true);
    const signed = adminAuditPageSchema.parse(
      (await ops.get(`/api/v2/admin/audit?companyId=${companyId}&action=application.signed`)).json(),
    );
    expect(signed.entries.filter((e) => e.subjectId === policyId)).toHaveLength(2);
    expect((await ops.get('/api/v2/admin/audit?page=0')).statusCode).toBe(400);
  });

  it('lists registration leads and claims help requests by status, with counts', async () => {
    for (const [path, statuses] of [
      ['registration_leads', ['payment', 'additional_information', 'done']],
      ['claims_help', ['open', 'in_review', 'resolved', 'closed']],
    ] as const) {
      const all = adminQueueListSchema.parse((await ops.get(`/api/v2/admin/${path}`)).json());
      expect(all.counts.map((c) => c.status)).toEqual(statuses);
      expect(all.items.length).toBe(
        Math.min(
          500,
          all.counts.reduce((n, c) => n + c.count, 0),
        ),
      );
      const first = adminQueueListSchema.parse(
        (await ops.get(`/api/v2/admin/${path}?status=${statuses[0]}`)).json(),
      );
      expect(first.items.every((i) => i.status === statuses[0])).toBe(true);
      expect((await ops.get(`/api/v2/admin/${path}?status=late`)).statusCode).toBe(400);
    }
    // A status of the other queue is not this one's.
    expect((await ops.get('/api/v2/admin/claims_help?status=payment')).statusCode).toBe(400);
  });
});
