/**
 * Payroll partners (issue 11, decision 0024): operations' API keys (shown once, stored hashed, revocable),
 * the partner API that adds an employee with a key, and the administrator's benefits decision on the
 * confirmation page's ajax paths.
 */

import { auditLog, employeeForms, employeePolicies, invitations, partnerApiKeys } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { DEMO_PARTNERS } from '@server/db/seed/partners-and-contacts';
import { sha256 } from '@server/lib/field-crypto';
import { PARTNER_KEY_PATTERN } from '@shared/domain/company-people/administrators-and-partners';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator, createEmployee } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { findStoredForm } from '../helpers/application';
import { mailSentTo } from '../helpers/outbox';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const { employee, admin, nyAdmin } = suite.cast;
const paycove = DEMO_PARTNERS.paycove.id;
const ledgerline = DEMO_PARTNERS.ledgerline.id;
let ops: Agent;
let paycoveKey: string;
let ledgerlineKey: string;

beforeAll(async () => {
  ops = await suite.loginAs('ops@example.com');
  paycoveKey = (
    await ops.send('POST', `/api/v1/admin/partners/${paycove}/api-keys`, { name: 'Payroll sync' })
  ).json().key;
  ledgerlineKey = (
    await ops.send('POST', `/api/v1/admin/partners/${ledgerline}/api-keys`, { name: 'Sync' })
  ).json().key;
});

let counter = 0;
/** A last name of letters only (names refuse digits): 1 → "Partner b". */
const letters = (n: number) => [...String(n)].map((d) => 'abcdefghij'[Number(d)]).join('');
const newPerson = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: `Partner ${letters(++counter)}`,
  email: `dana.partner.${counter}.${Date.now()}@example.test`,
  bornAt: '1991-04-12',
  hiredAt: '2026-11-02',
  annualSalary: 64000,
  employeeType: 'full_time',
  externalId: `PC-${counter}`,
  ...overrides,
});

/** A company of Paycove's with an administrator of its own (signed in). */
async function paycoveCompany() {
  const { company, defaultRole, policy } = await createCompany(suite.db, { partnerId: paycove });
  const administrator = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash: await demoPasswordHash(),
  });
  const agent = await suite.loginAs(administrator.email);
  return { company, defaultRole, policy, administrator, agent };
}

function addEmployee(token: string, body: unknown, key: string | null = paycoveKey) {
  return suite.app.inject({
    method: 'POST',
    url: `/api/partner/v1/companies/${token}/employees`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    payload: body as object,
  });
}

const formsOf = (companyId: string) =>
  suite.db.select().from(employeeForms).where(eq(employeeForms.companyId, companyId));

describe('partner API keys (operations)', () => {
  it('creates a key shown once, stored only as its SHA-256 and prefix, listed without the key, audited', async () => {
    const res = await ops.send('POST', `/api/v1/admin/partners/${paycove}/api-keys`, {
      name: 'Nightly import',
    });
    expect(res.statusCode).toBe(201);
    const { key, apiKey } = res.json();
    expect(key).toMatch(PARTNER_KEY_PATTERN);
    expect(apiKey).toMatchObject({ name: 'Nightly import', keyPrefix: key.slice(0, 12), revokedAt: null });
    const [row] = await suite.db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, apiKey.id));
    expect(row?.keyHash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key);

    const listed = await ops.get(`/api/v1/admin/partners/${paycove}/api-keys`);
    expect(listed.body).not.toContain(key);
    expect(listed.json().keys.map((k: { id: string }) => k.id)).toContain(apiKey.id);
    const partners = (await ops.get('/api/v1/admin/partners')).json().partners;
    expect(partners.map((p: { name: string }) => p.name)).toEqual([
      'Ledgerline Accounting',
      'Paycove Payroll',
    ]);
    const audit = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner_api_key.created'), eq(auditLog.subjectId, apiKey.id)));
    expect(JSON.stringify(audit)).not.toContain(key);
  });

  it('refuses a key without a name at its field, writing nothing; an unknown partner is 404', async () => {
    const before = (await suite.db.select().from(partnerApiKeys)).length;
    const res = await ops.send('POST', `/api/v1/admin/partners/${paycove}/api-keys`, { name: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ name: 'Required' });
    const unknown = await ops.send(
      'POST',
      '/api/v1/admin/partners/00000000-0000-4000-8000-000000000000/api-keys',
      {
        name: 'x',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await suite.db.select().from(partnerApiKeys)).length).toBe(before);
  });

  it('revokes a key: the partner API refuses it (401) from then on; a second revoke is 404', async () => {
    const { company } = await paycoveCompany();
    const created = (
      await ops.send('POST', `/api/v1/admin/partners/${paycove}/api-keys`, { name: 'Old' })
    ).json();
    expect((await addEmployee(company.idToken, newPerson(), created.key)).statusCode).toBe(201);
    const url = `/api/v1/admin/partners/${paycove}/api-keys/${created.apiKey.id}`;
    expect((await ops.send('DELETE', url)).statusCode).toBe(204);
    const refused = await addEmployee(company.idToken, newPerson(), created.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('unauthenticated');
    expect((await ops.send('DELETE', url)).statusCode).toBe(404);
  });

  it.each([
    ['list partners', 'GET', '/api/v1/admin/partners'],
    ['list keys', 'GET', `/api/v1/admin/partners/${DEMO_PARTNERS.paycove.id}/api-keys`],
    ['create a key', 'POST', `/api/v1/admin/partners/${DEMO_PARTNERS.paycove.id}/api-keys`],
    [
      'revoke a key',
      'DELETE',
      `/api/v1/admin/partners/${DEMO_PARTNERS.paycove.id}/api-keys/00000000-0000-4000-8000-000000000000`,
    ],
  ] as const)('refuses administrators and employees to %s (403)', async (_name, method, url) => {
    const before = (await suite.db.select().from(partnerApiKeys)).length;
    for (const agent of [admin, nyAdmin, employee]) {
      const res = method === 'GET' ? await agent.get(url) : await agent.send(method, url, { name: 'x' });
      expect(res.statusCode).toBe(403);
    }
    expect((await suite.db.select().from(partnerApiKeys)).length).toBe(before);
  });
});

describe('POST /api/partner/v1/companies/:companyIdToken/employees', () => {
  it('adds the employee, pending the administrator, in the default class; tells the administrators; invites no one', async () => {
    const { company, defaultRole, policy, administrator } = await paycoveCompany();
    const person = newPerson({ email: 'Dana.New@Example.test' });
    const res = await addEmployee(company.idToken, person);
    expect(res.statusCode).toBe(201);
    const { employeeId, benefitsDecision } = res.json();
    expect(benefitsDecision).toBe('pending');

    const form = await findStoredForm(suite.db, employeeId);
    expect(form).toMatchObject({
      companyId: company.id,
      firstName: 'Dana',
      email: 'dana.new@example.test',
      bornAt: '1991-04-12',
      hiredAt: '2026-11-02',
      annualSalaryCents: 6_400_000,
      employeeType: 'full_time',
      externalId: person.externalId,
      employeeRoleId: defaultRole.id,
      isEligible: true,
      employmentStatus: 'active',
      addedByPartnerId: paycove,
      benefitsDecision: 'pending',
      accountId: null,
    });
    const policies = await suite.db
      .select()
      .from(employeePolicies)
      .where(eq(employeePolicies.employeeFormId, employeeId));
    expect(policies.map((p) => p.companyPolicyId)).toEqual([policy.id]);
    expect(
      await suite.db.select().from(invitations).where(eq(invitations.employeeFormId, employeeId)),
    ).toEqual([]);
    expect(await mailSentTo(suite.db, 'dana.new@example.test')).toEqual([]);

    const [mail] = await mailSentTo(suite.db, administrator.email);
    expect(mail?.template).toBe('partnerEmployeeAdded');
    expect(mail?.text).toContain('Paycove Payroll added Dana');
    expect(mail?.text).toContain(
      `http://groupcover.test/employer-dashboard/partner-add-employee-confirmation?employee_hash_id=${form!.hashId}&company_id_token=${company.idToken.slice(0, 16)}`,
    );
    const audit = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.added_by_partner'), eq(auditLog.subjectId, employeeId)));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.details)).not.toContain('1991');
  });

  it('names the company by its 16-character prefix too', async () => {
    const { company } = await paycoveCompany();
    expect((await addEmployee(company.idToken.slice(0, 16), newPerson())).statusCode).toBe(201);
  });

  it('answers a known email 409 with the existing id, adding no copy', async () => {
    const { company } = await paycoveCompany();
    const existing = await createEmployee(suite.db, suite.cipher, { companyId: company.id });
    const before = (await formsOf(company.id)).length;
    const res = await addEmployee(company.idToken, newPerson({ email: existing.form.email!.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', employeeId: existing.form.id });
    expect(res.json().fieldErrors.email).toBeTruthy();
    expect((await formsOf(company.id)).length).toBe(before);
  });

  it('of two parallel adds of one email, one adds and the other answers 409 with its id', async () => {
    const { company } = await paycoveCompany();
    const person = newPerson();
    const answers = await Promise.all([
      addEmployee(company.idToken, person),
      addEmployee(company.idToken, person),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const [created, duplicate] = answers[0]!.statusCode === 201 ? answers : [answers[1]!, answers[0]!];
    expect(duplicate!.json().employeeId).toBe(created!.json().employeeId);
    expect(await formsOf(company.id)).toHaveLength(1);
  });

  it('refuses a bad body with every field named, writing nothing', async () => {
    const { company } = await paycoveCompany();
    const res = await addEmployee(company.idToken, {
      firstName: '',
      lastName: 'Ok',
      email: 'nope',
      bornAt: '04/12/1991',
      hiredAt: '2026-02-30',
      annualSalary: -5,
      employeeType: 'part_time',
      ssn: '123-45-6789',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(Object.keys(res.json().fieldErrors)).toEqual(
      expect.arrayContaining(['firstName', 'email', 'bornAt', 'hiredAt', 'annualSalary', 'employeeType']),
    );
    expect(await formsOf(company.id)).toEqual([]);
    const control = await addEmployee(company.idToken, newPerson({ lastName: 'Lee\u0000' }));
    expect(control.statusCode).toBe(400);
    expect(Object.keys(control.json().fieldErrors)).toEqual(['lastName']);
    const future = await addEmployee(company.idToken, newPerson({ bornAt: '2999-01-01' }));
    expect(future.json().fieldErrors).toEqual({ bornAt: 'Date of birth cannot be in the future.' });
  });

  it('refuses a missing, malformed or unknown key (401), a session without a key (401), another partner (403), an unknown company (404)', async () => {
    const { company } = await paycoveCompany();
    expect((await addEmployee(company.idToken, newPerson(), null)).statusCode).toBe(401);
    expect((await addEmployee(company.idToken, newPerson(), 'not-a-key')).statusCode).toBe(401);
    expect((await addEmployee(company.idToken, newPerson(), `gcp_${'x'.repeat(43)}`)).statusCode).toBe(401);
    const withSession = await suite.app.inject({
      method: 'POST',
      url: `/api/partner/v1/companies/${company.idToken}/employees`,
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
      payload: newPerson(),
    });
    expect(withSession.statusCode).toBe(401);
    const other = await addEmployee(company.idToken, newPerson(), ledgerlineKey);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('forbidden');
    const harborview = await addEmployee(
      (await suite.db.query.companies.findFirst({
        where: (c, { eq }) => eq(c.id, DEMO_COMPANIES.harborview.id),
      }))!.idToken,
      newPerson(),
    );
    expect(harborview.statusCode).toBe(403);
    expect((await addEmployee('x'.repeat(32), newPerson())).statusCode).toBe(404);
    expect(await formsOf(company.id)).toEqual([]);
  });

  it('documents the partner API with its key scheme in the OpenAPI document', async () => {
    const doc = suite.app.swagger() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const op = doc.paths['/api/partner/v1/companies/{companyIdToken}/employees']?.post;
    expect(op?.tags).toEqual(['partner']);
    expect(op?.security).toEqual([{ partnerKey: [] }]);
    expect(doc.components.securitySchemes.partnerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('the confirmation page: options, deny-benefits, confirm-benefits, waiting-on-renewal', () => {
  async function partnerAdded() {
    const setup = await paycoveCompany();
    const person = newPerson();
    const { employeeId } = (await addEmployee(setup.company.idToken, person)).json();
    const form = await findStoredForm(suite.db, employeeId);
    const base = `/api/v1/companies/${setup.company.id}/partner-add-employee`;
    const q = `?employee_hash_id=${form!.hashId}`;
    return { ...setup, person, form: form!, base, q };
  }
  const formRow = async (id: string) =>
    (await suite.db.select().from(employeeForms).where(eq(employeeForms.id, id)))[0]!;

  it('shows the person and the three choices', async () => {
    const { agent, base, q, form, person } = await partnerAdded();
    const res = await agent.get(`${base}/options${q}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      employee: {
        hashId: form.hashId,
        firstName: 'Dana',
        email: person.email,
        partnerName: 'Paycove Payroll',
      },
      benefitsDecision: 'pending',
      version: 1,
      choices: ['approve-benefits', 'deny-benefits', 'waiting-on-renewal'],
    });
    expect((await agent.get(`${base}/options?employee_hash_id=unknown`)).statusCode).toBe(404);
    expect((await agent.get(`${base}/options`)).statusCode).toBe(400);
  });

  it('approves: the decision is stored, the invitation created and e-mailed, audited; not twice', async () => {
    const { agent, base, q, form, person, company } = await partnerAdded();
    const res = await agent.send('POST', `${base}/confirm-benefits${q}`, { version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ benefitsDecision: 'approved', choices: [], version: 2 });
    expect(res.json().invitationExpiresAt).toBeTruthy();
    expect(await formRow(form.id)).toMatchObject({ benefitsDecision: 'approved', version: 2 });
    const rows = await suite.db.select().from(invitations).where(eq(invitations.employeeFormId, form.id));
    expect(rows).toHaveLength(1);
    const [mail] = await mailSentTo(suite.db, person.email);
    expect(mail?.template).toBe('applicationInvitation');
    expect(mail?.text).toContain(`/${company.idToken.slice(0, 16)}/create-account/`);
    const audit = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.benefits_approved'), eq(auditLog.subjectId, form.id)));
    expect(audit).toHaveLength(1);

    const again = await agent.send('POST', `${base}/deny-benefits${q}`, { version: 2, reason: 'No' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
    expect(await formRow(form.id)).toMatchObject({ benefitsDecision: 'approved', version: 2 });
  });

  it('denies with a reason; without one (or with a stale version) it writes nothing', async () => {
    const { agent, base, q, form } = await partnerAdded();
    const missing = await agent.send('POST', `${base}/deny-benefits${q}`, { version: 1, reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ reason: 'Please give the reason benefits are denied.' });
    const noVersion = await agent.send('POST', `${base}/deny-benefits${q}`, { reason: 'x' });
    expect(noVersion.json().fieldErrors).toHaveProperty('version');
    const stale = await agent.send('POST', `${base}/deny-benefits${q}`, { version: 7, reason: 'Seasonal' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect(await formRow(form.id)).toMatchObject({ benefitsDecision: 'pending', version: 1 });

    const res = await agent.send('POST', `${base}/deny-benefits${q}`, {
      version: 1,
      reason: 'Seasonal worker,\nnot eligible under our plan.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      benefitsDecision: 'denied',
      reason: 'Seasonal worker,\nnot eligible under our plan.',
    });
    expect(await suite.db.select().from(invitations).where(eq(invitations.employeeFormId, form.id))).toEqual(
      [],
    );
    const [audit] = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.benefits_denied'), eq(auditLog.subjectId, form.id)));
    expect(JSON.stringify(audit?.details)).not.toContain('Seasonal');
  });

  it('waits on renewal, after which approving is still open', async () => {
    const { agent, base, q, form } = await partnerAdded();
    const res = await agent.send('POST', `${base}/waiting-on-renewal${q}`, { version: 1 });
    expect(res.json()).toMatchObject({
      benefitsDecision: 'waiting_on_renewal',
      choices: ['approve-benefits', 'deny-benefits'],
    });
    expect((await agent.send('POST', `${base}/waiting-on-renewal${q}`, { version: 2 })).statusCode).toBe(409);
    expect((await agent.send('POST', `${base}/confirm-benefits${q}`, { version: 2 })).statusCode).toBe(200);
    expect(await formRow(form.id)).toMatchObject({ benefitsDecision: 'approved', version: 3 });
  });

  it('of parallel decisions on one version, exactly one wins', async () => {
    const { agent, base, q } = await partnerAdded();
    const answers = await Promise.all([
      agent.send('POST', `${base}/confirm-benefits${q}`, { version: 1 }),
      agent.send('POST', `${base}/deny-benefits${q}`, { version: 1, reason: 'No' }),
      agent.send('POST', `${base}/waiting-on-renewal${q}`, { version: 1 }),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
  });

  it("refuses admin.ny@example.com another company's person (403) and an employee (403), writing nothing", async () => {
    const { base, q, form } = await partnerAdded();
    for (const agent of [nyAdmin, employee]) {
      expect((await agent.get(`${base}/options${q}`)).statusCode).toBe(403);
      for (const path of ['confirm-benefits', 'deny-benefits', 'waiting-on-renewal'])
        expect(
          (await agent.send('POST', `${base}/${path}${q}`, { version: 1, reason: 'x' })).statusCode,
        ).toBe(403);
    }
    // admin@example.com administers other companies, not this one.
    expect((await admin.get(`${base}/options${q}`)).statusCode).toBe(403);
    expect(await formRow(form.id)).toMatchObject({ benefitsDecision: 'pending', version: 1 });
  });

  it("does not find another company's person through one's own company (404)", async () => {
    const first = await partnerAdded();
    const second = await paycoveCompany();
    const res = await second.agent.get(
      `/api/v1/companies/${second.company.id}/partner-add-employee/options${first.q}`,
    );
    expect(res.statusCode).toBe(404);
  });
});
