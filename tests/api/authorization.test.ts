import { auditLog } from '@server/db/schema';
import { auth } from '@server/plugins/auth';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, loginAs, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Agent;
let employee: Agent;
let nyAdmin: Agent;
let companyA: { id: string; name: string };
let companyB: { id: string; name: string };
let companyC: { id: string };
let employeesOfA: Array<{ employeeFormId: string; firstName: string; lastName: string }>;

beforeAll(async () => {
  t = await buildTestApp();
  employee = await loginAs(t.app, 'employee@example.com');
  admin = await loginAs(t.app, 'admin@example.com');
  nyAdmin = await loginAs(t.app, 'admin.ny@example.com');
  const own = employee.session.employee as { companyId: string };
  const adminCompanies = admin.session.companies as Array<{ id: string; name: string }>;
  companyA = adminCompanies.find((c) => c.id === own.companyId)!;
  companyB = adminCompanies.find((c) => c.id !== own.companyId)!;
  companyC = (nyAdmin.session.companies as Array<{ id: string }>)[0]!;
  employeesOfA = (await admin.get(`/api/v1/companies/${companyA.id}/employees`)).json().employees;
});
afterAll(async () => {
  await t?.close();
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
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });

  it('may reach only the public routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/site_config' })).statusCode).toBe(200);
  });
});

describe('every route declares who may call it', () => {
  it('refuses to register an /api route without an access rule', async () => {
    const app = Fastify();
    await app.register(auth, { db: t.database.db, config: t.config });
    expect(() => app.get('/api/v1/unguarded', async () => ({ ok: true }))).toThrow(
      /does not declare who may call it/,
    );
    expect(() =>
      app.get('/api/v1/guarded', { config: { access: 'signed_in' } }, async () => ({})),
    ).not.toThrow();
    await app.close();
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
    const bEmployees = (await admin.get(`/api/v1/companies/${companyB.id}/employees`)).json().employees;
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
    const res = await admin.get(`/api/v1/companies/${companyA.id}/employees`);
    expect(res.statusCode).toBe(200);
    const statuses = new Set(
      res.json().employees.map((e: { applicationStatus: string }) => e.applicationStatus),
    );
    expect(statuses.has('not_started')).toBe(true);
    expect(res.json().employees.length).toBeGreaterThanOrEqual(8);
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
    const rows = await t.database.db
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
    const rows = await t.database.db
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
