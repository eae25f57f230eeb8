/**
 * Integrations and cancel company policy (issue 12 items 7 and 8, decision 0033). The writes run on companies
 * made here with the factories, each with an administrator of its own, so the demo data stays as other files
 * read it; the demo's Harborview is only read.
 */

import {
  auditLog,
  companyIntegrations,
  companyPolicies,
  companyPolicyCancellations,
  employeePolicies,
  employeePolicyCoverages,
  partnerApiKeys,
} from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { DEMO_PARTNERS } from '@server/db/seed/partners-and-contacts';
import { sha256 } from '@server/lib/field-crypto';
import { settleDueCancellations } from '@server/modules/employer/policy-cancellation/policy-cancellation.service';
import { formatIsoDate } from '@shared/domain/dates/dates';
import { INTEGRATION_MESSAGES } from '@shared/domain/integrations/integrations';
import { CANCELLATION_MESSAGES, endOfMonth } from '@shared/domain/policy-cancellation/policy-cancellation';
import { readToday } from '@shared/schemas/fields';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator, createEmployee } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { mailSentTo } from '../helpers/outbox';
import { demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const { admin: demoAdmin, nyAdmin, employee } = suite.cast;
const harborview = DEMO_COMPANIES.harborview;
const paycove = DEMO_PARTNERS.paycove.id;
const ledgerline = DEMO_PARTNERS.ledgerline.id;

/** A company of its own (with the cancellation form when asked), its administrator signed in. */
async function makeCompany(overrides: { hasCancellationFormAccess?: boolean; partnerId?: string } = {}) {
  const made = await createCompany(suite.db, overrides);
  const account = await createCompanyAdministrator(suite.db, made.company.id, {
    passwordHash: await demoPasswordHash(),
  });
  return { ...made, account, admin: await suite.loginAs(account.email) };
}

const auditsOf = (companyId: string, action: string) =>
  suite.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)));

function callPartnerApi(companyToken: string, key: string, email: string) {
  return suite.app.inject({
    method: 'POST',
    url: `/api/partner/v1/companies/${companyToken}/employees`,
    headers: { authorization: `Bearer ${key}` },
    payload: {
      firstName: 'Dana',
      lastName: 'Synced',
      email,
      bornAt: '1990-01-02',
      hiredAt: '2026-11-02',
      employeeType: 'full_time',
    },
  });
}

describe('integrations', () => {
  const url = (companyId: string) => `/api/v1/companies/${companyId}/integrations`;

  it("shows Harborview's payroll connection, synced yesterday, and its key by prefix only", async () => {
    const res = await demoAdmin.get(url(harborview.id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const payroll = body.integrations.find((i: { partnerId: string }) => i.partnerId === paycove);
    expect(payroll).toMatchObject({ partnerName: 'Paycove Payroll', kind: 'payroll', state: 'synced' });
    expect(payroll.connection.lastSyncAt).toBe('2026-11-24T06:00:00.000Z');
    expect(payroll.connection.connectedByName).toBe('Rachel Kim');
    const accounting = body.integrations.find((i: { partnerId: string }) => i.partnerId === ledgerline);
    expect(accounting).toMatchObject({ kind: 'accounting', state: 'not_connected', connection: null });
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ scope: 'company', partnerName: 'Paycove Payroll' });
    expect(body.keys[0].keyPrefix).toMatch(/^gcp_/);
    expect(res.body).not.toContain('keyHash');
  });

  it('refuses another company, an employee and a malformed id', async () => {
    expect((await nyAdmin.get(url(harborview.id))).statusCode).toBe(403);
    expect((await employee.get(url(harborview.id))).statusCode).toBe(403);
    expect((await demoAdmin.get(url('not-a-uuid'))).statusCode).toBe(400);
    const other = await makeCompany();
    const connected = await other.admin.send('POST', url(other.company.id), {
      partnerId: paycove,
      version: null,
    });
    expect(connected.statusCode).toBe(201);
    const integrationId = connected.json().integration.connection.id;
    // Another company's connection through one's own company: not found; through theirs: 403.
    const mine = await makeCompany();
    expect(
      (await mine.admin.send('POST', `${url(mine.company.id)}/${integrationId}/disconnect`, { version: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await mine.admin.send('POST', `${url(other.company.id)}/${integrationId}/disconnect`, { version: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it('connects: a key for this company only, waiting for the first sync until the partner calls with it', async () => {
    const { company, admin } = await makeCompany();
    const res = await admin.send('POST', url(company.id), { partnerId: paycove, version: null });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { integration, key } = res.json();
    expect(key).toMatch(/^gcp_/);
    expect(integration).toMatchObject({ state: 'waiting_for_first_sync', kind: 'payroll' });
    const [stored] = await suite.db
      .select()
      .from(partnerApiKeys)
      .where(eq(partnerApiKeys.keyHash, sha256(key)));
    expect(stored).toMatchObject({ companyId: company.id, partnerId: paycove, revokedAt: null });
    expect(await auditsOf(company.id, 'integration.connected')).toHaveLength(1);
    // The listing never holds the key again.
    const listed = await admin.get(url(company.id));
    expect(listed.body).not.toContain(key);

    // The key acts for this company (which Paycove does not brand) and for no other.
    const added = await callPartnerApi(company.idToken, key, `dana.synced.${company.id}@example.test`);
    expect(added.statusCode).toBe(201);
    expect((await callPartnerApi(harborview.idToken, key, 'nobody.synced@example.test')).statusCode).toBe(
      403,
    );
    const after = (await admin.get(url(company.id))).json();
    const payroll = after.integrations.find((i: { partnerId: string }) => i.partnerId === paycove);
    expect(payroll.state).toBe('synced');
    expect(payroll.connection.lastSyncAt).not.toBeNull();
  });

  it('disconnects: the key is revoked and the partner refused; connecting again issues a new key', async () => {
    const { company, admin } = await makeCompany();
    const first = (
      await admin.send('POST', url(company.id), { partnerId: ledgerline, version: null })
    ).json();
    const { id, version } = first.integration.connection;
    const res = await admin.send('POST', `${url(company.id)}/${id}/disconnect`, { version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'disconnected', connection: { status: 'disconnected' } });
    expect(
      (await callPartnerApi(company.idToken, first.key, 'after.disconnect@example.test')).statusCode,
    ).toBe(401);
    expect(await auditsOf(company.id, 'integration.disconnected')).toHaveLength(1);
    // Disconnecting again: 409, nothing written.
    const again = await admin.send('POST', `${url(company.id)}/${id}/disconnect`, { version: version + 1 });
    expect(again.statusCode).toBe(409);
    const reconnected = await admin.send('POST', url(company.id), {
      partnerId: ledgerline,
      version: version + 1,
    });
    expect(reconnected.statusCode).toBe(201);
    expect(reconnected.json().key).not.toBe(first.key);
    expect(reconnected.json().integration.state).toBe('waiting_for_first_sync');
  });

  it('answers 409 to a stale version and writes nothing', async () => {
    const { company, admin } = await makeCompany();
    const first = (await admin.send('POST', url(company.id), { partnerId: paycove, version: null })).json();
    // A second window that read "not connected".
    const stale = await admin.send('POST', url(company.id), { partnerId: paycove, version: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    const staleDisconnect = await admin.send(
      'POST',
      `${url(company.id)}/${first.integration.connection.id}/disconnect`,
      { version: 7 },
    );
    expect(staleDisconnect.statusCode).toBe(409);
    const keys = await suite.db.select().from(partnerApiKeys).where(eq(partnerApiKeys.companyId, company.id));
    expect(keys.map((k) => k.revokedAt)).toEqual([null]);
    const [row] = await suite.db
      .select()
      .from(companyIntegrations)
      .where(eq(companyIntegrations.companyId, company.id));
    expect(row).toMatchObject({ status: 'connected', version: 1 });
  });

  it('refuses an unknown partner and a malformed body at their fields, writing nothing', async () => {
    const { company, admin } = await makeCompany();
    const unknown = await admin.send('POST', url(company.id), {
      partnerId: '00000000-0000-4000-8000-000000000000',
      version: null,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ partnerId: INTEGRATION_MESSAGES.unknownPartner });
    const malformed = await admin.send('POST', url(company.id), { partnerId: 'paycove', version: 'one' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fieldErrors).sort()).toEqual(['partnerId', 'version']);
    const rows = await suite.db
      .select()
      .from(companyIntegrations)
      .where(eq(companyIntegrations.companyId, company.id));
    expect(rows).toHaveLength(0);
  });
});

describe('cancel company policy', () => {
  const url = (companyId: string, path = '') => `/api/v1/companies/${companyId}/policy_cancellation${path}`;
  const thisMonthEnd = formatIsoDate(endOfMonth(readToday()));

  /** A company with the form, one covered employee, one who declined everything and one terminated. */
  async function companyWithEmployees() {
    const made = await makeCompany({ hasCancellationFormAccess: true });
    const signedAt = new Date();
    const people = [];
    for (const [enrolls, employment] of [
      ['Yes', 'active'],
      ['No', 'active'],
      ['Yes', 'terminated'],
    ] as const) {
      const { form, policy } = await createEmployee(suite.db, suite.cipher, {
        companyId: made.company.id,
        overrides: { employmentStatus: employment },
      });
      await suite.db.update(employeePolicies).set({ signedAt }).where(eq(employeePolicies.id, policy.id));
      await suite.db
        .insert(employeePolicyCoverages)
        .values({ employeePolicyId: policy.id, coverageType: 'medical', isEnrolling: enrolls });
      people.push(form);
    }
    return { ...made, covered: people[0]!, declined: people[1]!, terminated: people[2]! };
  }

  const request = (version: number, overrides: Record<string, unknown> = {}) => ({
    reason: 'cost',
    reasonDetails: '',
    lastDayOfCoverage: thisMonthEnd,
    acknowledged: true,
    version,
    ...overrides,
  });

  it('without the flag: 403 to read and to write, nothing written', async () => {
    const { company, admin } = await makeCompany();
    expect((await admin.get(url(company.id))).statusCode).toBe(403);
    const res = await admin.send('POST', url(company.id), request(1));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(CANCELLATION_MESSAGES.noAccess);
    const rows = await suite.db
      .select()
      .from(companyPolicyCancellations)
      .where(eq(companyPolicyCancellations.companyId, company.id));
    expect(rows).toHaveLength(0);
  });

  it("offers month ends from this month's, before the renewal, at most twelve months on", async () => {
    const res = await demoAdmin.get(url(harborview.id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.policy).toMatchObject({ id: harborview.companyPolicyId, status: 'upcoming', version: 1 });
    expect(body.cancellation).toBeNull();
    expect(body.lastDayOptions[0]).toBe(thisMonthEnd);
    expect(body.lastDayOptions.length).toBeLessThanOrEqual(13);
    for (const day of body.lastDayOptions) expect(day < '2028-01-01').toBe(true);
    expect(body.coveredEmployees).toBeGreaterThan(0);
    expect((await nyAdmin.get(url(harborview.id))).statusCode).toBe(403);
    expect((await employee.get(url(harborview.id))).statusCode).toBe(403);
  });

  it('refuses each field at once with its message, and writes nothing', async () => {
    const { company, admin, policy } = await companyWithEmployees();
    const res = await admin.send(
      'POST',
      url(company.id),
      request(policy.version, {
        reason: 'other',
        reasonDetails: '',
        lastDayOfCoverage: '2026-12-15',
        acknowledged: false,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      reasonDetails: CANCELLATION_MESSAGES.reasonDetails,
      lastDayOfCoverage: CANCELLATION_MESSAGES.lastDay,
      acknowledged: CANCELLATION_MESSAGES.acknowledged,
    });
    const badReason = await admin.send('POST', url(company.id), request(policy.version, { reason: 'bored' }));
    expect(badReason.json().fieldErrors).toEqual({ reason: CANCELLATION_MESSAGES.reason });
    // After the plan year's end (the renewal is 2028-01-01).
    const late = await admin.send(
      'POST',
      url(company.id),
      request(policy.version, { lastDayOfCoverage: '2028-01-31' }),
    );
    expect(late.json().fieldErrors).toEqual({ lastDayOfCoverage: CANCELLATION_MESSAGES.lastDay });
    const rows = await suite.db
      .select()
      .from(companyPolicyCancellations)
      .where(eq(companyPolicyCancellations.companyId, company.id));
    expect(rows).toHaveLength(0);
    expect(await mailSentTo(suite.db, company.id)).toHaveLength(0);
  });

  it('answers 409 to a stale version and writes nothing', async () => {
    const { company, admin, policy, covered } = await companyWithEmployees();
    const res = await admin.send('POST', url(company.id), request(policy.version + 1));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('version_conflict');
    const [row] = await suite.db.select().from(companyPolicies).where(eq(companyPolicies.id, policy.id));
    expect(row!.version).toBe(policy.version);
    expect(await mailSentTo(suite.db, covered.email!)).toHaveLength(0);
  });

  it('schedules the cancellation, e-mails each covered employee, and applies it after the last day', async () => {
    const { company, admin, policy, covered, declined, terminated } = await companyWithEmployees();
    const res = await admin.send(
      'POST',
      url(company.id),
      request(policy.version, { reason: 'other', reasonDetails: 'Merging with another firm' }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cancellation).toMatchObject({
      reason: 'other',
      lastDayOfCoverage: thisMonthEnd,
      beforeStart: true,
      employeesNotified: 1,
      applied: false,
      canWithdraw: true,
    });
    expect(body.policy.version).toBe(policy.version + 1);
    const [mail] = await mailSentTo(suite.db, covered.email!);
    expect(mail?.template).toBe('coverageEnding');
    expect(mail?.text).toContain('will not start');
    expect(await mailSentTo(suite.db, declined.email!)).toHaveLength(0);
    expect(await mailSentTo(suite.db, terminated.email!)).toHaveLength(0);
    const [audit] = await auditsOf(company.id, 'company_policy.cancellation_scheduled');
    expect(audit?.details).toEqual({ reason: 'other', lastDayOfCoverage: thisMonthEnd });
    expect(JSON.stringify(audit)).not.toContain('Merging');

    // A second request: already scheduled.
    const again = await admin.send('POST', url(company.id), request(policy.version + 1));
    expect(again.statusCode).toBe(409);

    // Nothing is due today; the day after the last day, the policy and the employees' policies are cancelled.
    await settleDueCancellations(suite.db, readToday());
    expect(
      (await suite.db.select().from(companyPolicies).where(eq(companyPolicies.id, policy.id)))[0]!.status,
    ).toBe('upcoming');
    const last = endOfMonth(readToday());
    const dayAfter =
      last.month === 12
        ? { year: last.year + 1, month: 1, day: 1 }
        : { year: last.year, month: last.month + 1, day: 1 };
    expect(await settleDueCancellations(suite.db, dayAfter)).toBeGreaterThanOrEqual(1);
    const [cancelled] = await suite.db
      .select()
      .from(companyPolicies)
      .where(eq(companyPolicies.id, policy.id));
    expect(cancelled!.status).toBe('cancelled');
    const employeeStatuses = await suite.db
      .select({ status: employeePolicies.status })
      .from(employeePolicies)
      .where(eq(employeePolicies.companyPolicyId, policy.id));
    expect(employeeStatuses.map((p) => p.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await auditsOf(company.id, 'company_policy.cancelled')).toHaveLength(1);
    // Applied: it can no longer be withdrawn.
    const withdraw = await admin.send('POST', url(company.id, '/withdraw'), { version: cancelled!.version });
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json().error).toBe(CANCELLATION_MESSAGES.tooLateToWithdraw);
  });

  it('withdraws a scheduled cancellation (stale version 409 first) and tells the employees', async () => {
    const { company, admin, policy, covered } = await companyWithEmployees();
    const scheduled = (await admin.send('POST', url(company.id), request(policy.version))).json();
    const stale = await admin.send('POST', url(company.id, '/withdraw'), { version: policy.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    const res = await admin.send('POST', url(company.id, '/withdraw'), { version: scheduled.policy.version });
    expect(res.statusCode).toBe(200);
    expect(res.json().cancellation).toBeNull();
    expect(res.json().lastDayOptions[0]).toBe(thisMonthEnd);
    const mails = await mailSentTo(suite.db, covered.email!);
    expect(mails.map((m) => m.template)).toEqual(['coverageCancellationWithdrawn', 'coverageEnding']);
    expect(await auditsOf(company.id, 'company_policy.cancellation_withdrawn')).toHaveLength(1);
    const nothing = await admin.send('POST', url(company.id, '/withdraw'), {
      version: res.json().policy.version,
    });
    expect(nothing.statusCode).toBe(409);
  });

  it("refuses another company's administrator", async () => {
    const { company } = await companyWithEmployees();
    const res = await nyAdmin.send('POST', url(company.id), request(1));
    expect(res.statusCode).toBe(403);
  });
});
