import { auditLog } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed';
import { auth } from '@server/plugins/auth';
import { routeScope } from '@server/plugins/route-scope';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_EXAMPLES } from '../fixtures/bad-input-corpus';
import { apiSuite } from '../helpers/api-suite';
import { loadOwnApplication } from '../helpers/application';

const suite = apiSuite();
const { employee, texan, admin, nyAdmin } = suite.cast;
let companyA: { id: string; name: string };
let companyB: { id: string; name: string };
let companyC: { id: string };
let employeesOfA: Array<{ employeeFormId: string; firstName: string; lastName: string }>;

beforeAll(async () => {
  const own = employee.session.employee as { companyId: string };
  const adminCompanies = admin.session.companies as Array<{ id: string; name: string }>;
  companyA = adminCompanies.find((c) => c.id === own.companyId)!;
  companyB = adminCompanies.find((c) => c.id !== own.companyId)!;
  companyC = (nyAdmin.session.companies as Array<{ id: string }>)[0]!;
  // People without an account yet (the Invited tab): most of the demo's employees.
  employeesOfA = (
    await admin.get(`/api/v1/companies/${companyA.id}/employees?tab=invited&pageSize=100`)
  ).json().employees;
});

describe('anonymous callers', () => {
  it.each([
    ['GET', '/api/v1/session'],
    ['GET', '/api/v1/broker_forms'],
    ['GET', '/api/v1/employee_applications/current'],
    ['GET', '/api/v1/employee_applications/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/v1/companies/00000000-0000-4000-8000-000000000000/employees'],
    ['PUT', '/api/v1/session/company'],
    ['DELETE', '/api/v1/session'],
  ])('%s %s answers 401', async (method, url) => {
    const res = await suite.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });

  it('may reach only the public routes', async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await suite.app.inject({ method: 'GET', url: '/api/v1/site_config' })).statusCode).toBe(200);
  });
});

describe('every route declares who may call it', () => {
  it('refuses to register an /api route without an access rule', async () => {
    const app = Fastify();
    await app.register(auth, { db: suite.db, config: suite.config });
    expect(() => app.get('/api/v1/unguarded', async () => ({ ok: true }))).toThrow(
      /does not declare who may call it/,
    );
    expect(() =>
      app.get('/api/v1/guarded', { config: { access: 'signed_in' } }, async () => ({})),
    ).not.toThrow();
    await app.close();
  });
});

describe('every route declares what it is scoped to', () => {
  it('does not take a :companyIdToken path for a :companyId one (the partner API names companies by token)', async () => {
    const app = Fastify();
    await app.register(auth, { db: suite.db, config: suite.config });
    await app.register(routeScope, { db: suite.db });
    expect(() =>
      app.post(
        '/api/partner/v1/companies/:companyIdToken/things',
        { config: { access: 'partner_key' } },
        async () => ({}),
      ),
    ).not.toThrow();
    expect(() =>
      app.get('/api/v1/companies/:companyId/things', { config: { access: 'signed_in' } }, async () => ({})),
    ).toThrow(/does not declare its scope/);
    expect(() => app.get('/api/v1/things', { config: { access: 'partner_key' } }, async () => ({}))).toThrow(
      /only \/api\/partner\/ routes take a partner key/,
    );
    await app.close();
  });
  it('refuses a route that names a policy, form or company without a scope, and a scope it cannot resolve', async () => {
    const app = Fastify();
    await app.register(auth, { db: suite.db, config: suite.config });
    await app.register(routeScope, { db: suite.db });
    const handler = async () => ({});
    expect(() =>
      app.get('/api/v1/employee_policies/:employeePolicyId/x', { config: { access: 'signed_in' } }, handler),
    ).toThrow(/names a employeePolicy but does not declare its scope/);
    expect(() =>
      app.get('/api/v1/things/:id', { config: { access: 'signed_in', scope: 'company' } }, handler),
    ).toThrow(/has no :companyId parameter/);
    expect(() =>
      app.get('/api/v1/companies/:companyId/x', { config: { access: 'public', scope: 'company' } }, handler),
    ).toThrow(/needs a signed-in caller/);
    expect(() =>
      app.get(
        '/api/v1/employee_forms/:employeeFormId/x',
        { config: { access: 'signed_in', scope: 'employeeForm' } },
        handler,
      ),
    ).not.toThrow();
    await app.close();
  });

  it("answers another company's employee 404 and administrator 403 on every scoped route, before anything else", async () => {
    const application = await loadOwnApplication(employee);
    const ids: Record<string, string> = {
      employeePolicyId: application.employeePolicy.id,
      employeeFormId: application.employeeForm.id,
      companyId: companyA.id,
      coverageType: 'medical',
      // The individual application's line (decision 0043).
      line: 'dental',
      accountId: '00000000-0000-4000-8000-000000000000',
      invitationId: '00000000-0000-4000-8000-000000000000',
      // A plan year of company A (docs/spec/2 §7's plan-year routes are scoped by it; under a company path the
      // company decides first), and a well-formed plan id.
      companyPolicyId: DEMO_COMPANIES.harborview.companyPolicyId,
      planId: '00000000-0000-4000-8000-000000000000',
      // A payroll export (decision 0032): well formed, so the scope answers first.
      exportId: '00000000-0000-4000-8000-000000000000',
      invoiceId: '00000000-0000-4000-8000-000000000000',
      integrationId: '00000000-0000-4000-8000-000000000000',
      // A dependent (edit-dependent-information, decision 0046): well formed, so the scope answers first.
      dependentId: '00000000-0000-4000-8000-000000000000',
      // Claims help (decision 0045): a well-formed claim and file id, so the scope answers first.
      claimId: '00000000-0000-4000-8000-000000000000',
      attachmentId: '00000000-0000-4000-8000-000000000000',
    };
    const fill = (value: unknown): unknown =>
      JSON.parse(
        JSON.stringify(value ?? null).replace(/"\{(\w+)\}"/g, (m, name: string) =>
          JSON.stringify(ids[name] ?? m),
        ),
      );
    const doc = suite.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const answers: string[] = [];
    let scoped = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!/\{(employeePolicyId|employeeFormId|companyId|companyPolicyId)\}/.test(path)) continue;
      for (const method of Object.keys(operations)) {
        scoped++;
        const upper = method.toUpperCase() as 'GET' | 'PUT';
        const url = `${path.replace(/\{(\w+)\}/g, (_m, name: string) => ids[name]!)}?type=medical&employee_hash_id=unknown`;
        // A route without a body (a DELETE) is sent none: it refuses one.
        const takesBody = Boolean((operations[method] as { requestBody?: unknown }).requestBody);
        const body =
          upper === 'GET' || !takesBody ? undefined : fill(ROUTE_EXAMPLES[`${upper} ${path}`]?.body ?? {});
        const call = (agent: typeof employee) =>
          upper === 'GET' ? agent.get(url) : agent.send(upper, url, body, { ifMatch: null });
        // Company and plan-year routes refuse employees by role (403); application routes hide theirs (404).
        const companyRoute = path.includes('{companyId}') || path.includes('{companyPolicyId}');
        const expected = { texan: companyRoute ? 403 : 404, nyAdmin: 403 };
        const got = { texan: (await call(texan)).statusCode, nyAdmin: (await call(nyAdmin)).statusCode };
        if (JSON.stringify(got) !== JSON.stringify(expected))
          answers.push(`${upper} ${path}: ${JSON.stringify(got)}`);
      }
    }
    expect(scoped).toBeGreaterThanOrEqual(15);
    expect(answers).toEqual([]);
  });

  it("answers another company's employee and administrator 403 on every company_id_token route (spec 2's ben_admin calls)", async () => {
    // The companyToken scope (decision 0036): the company is named by company_id_token, here company A's prefix.
    const token = DEMO_COMPANIES.harborview.idToken.slice(0, 16);
    const doc = suite.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const answers: string[] = [];
    let scoped = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v2/ben_admin_')) continue;
      for (const method of Object.keys(operations)) {
        scoped++;
        const upper = method.toUpperCase() as 'GET' | 'PUT' | 'POST';
        // A path's ids are well formed (none is the company's), so the refusal is the company's, not the shape's.
        const url = `${path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}?company_id_token=${token}`;
        // A well-formed body (the bad-input corpus's example), so the refusal is the company's, not the shape's.
        const example = ROUTE_EXAMPLES[`${upper} ${path}`]?.body;
        const body = { ...(typeof example === 'object' ? example : {}), company_id_token: token };
        const call = (agent: typeof employee) =>
          upper === 'GET' ? agent.get(url) : agent.send(upper, url, body, { ifMatch: null });
        const got = { texan: (await call(texan)).statusCode, nyAdmin: (await call(nyAdmin)).statusCode };
        if (got.texan !== 403 || got.nyAdmin !== 403)
          answers.push(`${upper} ${path}: ${JSON.stringify(got)}`);
      }
    }
    expect(scoped).toBeGreaterThanOrEqual(2);
    expect(answers).toEqual([]);
  });
});

describe('employees reach only their own records', () => {
  it('loads their own application', async () => {
    const res = await employee.get('/api/v1/employee_applications/current');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.adminMode).toBe(false);
    expect(body.companyName).toBe(companyA.name);
    expect(body.availablePlans).toEqual([
      'medical',
      'dental',
      'vision',
      'accident',
      'life',
      'term_life',
      'whole_life',
      'short_term_disability',
      'long_term_disability',
    ]);
  });

  it("answers 404 for another employee's application at the same company", async () => {
    const ownId = (employee.session.employee as { employeeFormId: string }).employeeFormId;
    const other = employeesOfA.find((e) => e.employeeFormId !== ownId)!;
    const res = await employee.get(`/api/v1/employee_applications/${other.employeeFormId}`);
    expect(res.statusCode).toBe(404);
  });

  it("answers 404 for another company's employee", async () => {
    const bEmployees = (
      await admin.get(`/api/v1/companies/${companyB.id}/employees?tab=invited&pageSize=100`)
    ).json().employees;
    const res = await employee.get(`/api/v1/employee_applications/${bEmployees[0].employeeFormId}`);
    expect(res.statusCode).toBe(404);
  });

  it("answers 403 for the employer's employee list", async () => {
    const res = await employee.get(`/api/v1/companies/${companyA.id}/employees`);
    expect(res.statusCode).toBe(403);
  });
});

describe('administrators reach only their companies', () => {
  it('lists their own company with application statuses', async () => {
    const res = await admin.get(`/api/v1/companies/${companyA.id}/employees?tab=invited&pageSize=100`);
    expect(res.statusCode).toBe(200);
    const statuses = new Set(
      res.json().employees.map((e: { applicationStatus: string }) => e.applicationStatus),
    );
    expect(statuses.has('not_started')).toBe(true);
    const { active, invited } = res.json().counts;
    expect(active + invited).toBeGreaterThanOrEqual(8);
  });

  it("cannot list another company's employees", async () => {
    expect((await admin.get(`/api/v1/companies/${companyC.id}/employees`)).statusCode).toBe(403);
    expect((await nyAdmin.get(`/api/v1/companies/${companyA.id}/employees`)).statusCode).toBe(403);
  });

  it('opens an employee of their company in admin mode, and the audit log records it', async () => {
    const target = employeesOfA[0]!;
    const res = await admin.get(`/api/v1/employee_applications/${target.employeeFormId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().adminMode).toBe(true);
    expect(res.json().employeeForm.firstName).toBe(target.firstName);
    const rows = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin_mode.open_application'),
          eq(auditLog.subjectId, target.employeeFormId),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.accountId).toBe(admin.session.account.id);
    expect(rows[0]!.adminMode).toBe(true);
  });

  it("cannot open admin mode for another company's employee", async () => {
    const res = await nyAdmin.get(`/api/v1/employee_applications/${employeesOfA[0]!.employeeFormId}`);
    expect(res.statusCode).toBe(403);
    const rows = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin_mode.open_application'),
          eq(auditLog.accountId, nyAdmin.session.account.id),
        ),
      );
    expect(rows).toHaveLength(0);
  });

  it('gets a 400 with a field error for an id that is not a uuid', async () => {
    const res = await admin.get('/api/v1/employee_applications/not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ employeeFormId: 'Unknown employee.' });
  });
});

describe('support contact (broker form)', () => {
  it("shows employees their company's broker and administrators the benefits-administration desk", async () => {
    const mine = (await employee.get('/api/v1/broker_forms')).json().brokerForm;
    expect(mine.kind).toBe('broker');
    expect(mine.supportEmail).toMatch(/@/);
    const theirs = (await admin.get('/api/v1/broker_forms')).json().brokerForm;
    expect(theirs.kind).toBe('benefits_administration');
  });

  it('refuses a company token the caller has nothing to do with', async () => {
    const nyToken = (nyAdmin.session.companies as Array<{ idToken: string }>)[0]!.idToken;
    expect((await employee.get(`/api/v1/broker_forms?company_id_token=${nyToken}`)).statusCode).toBe(403);
    expect((await employee.get('/api/v1/broker_forms?company_id_token=unknown')).statusCode).toBe(404);
  });
});
