import { Writable } from 'node:stream';
import { buildApp, LOG_REDACT_PATHS } from '@server/app';
import { queryRows } from '@server/db/client';
import { employeeDependents, employeeForms } from '@server/db/schema';
import { createFieldCipher } from '@server/lib/field-crypto';
import { isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../helpers/test-app';

let t: TestApp;
let plainSsns: string[];

beforeAll(async () => {
  t = await buildTestApp();
  const cipher = createFieldCipher(t.config.appSecret);
  const forms = await t.database.db
    .select({ enc: employeeForms.ssnEncrypted, last4: employeeForms.ssnLast4 })
    .from(employeeForms)
    .where(isNotNull(employeeForms.ssnEncrypted));
  const deps = await t.database.db
    .select({ enc: employeeDependents.ssnEncrypted, last4: employeeDependents.ssnLast4 })
    .from(employeeDependents)
    .where(isNotNull(employeeDependents.ssnEncrypted));
  plainSsns = [...forms, ...deps].map((r) => {
    const plain = cipher.decrypt(r.enc!);
    expect(plain.slice(-4)).toBe(r.last4);
    return plain;
  });
});
afterAll(async () => {
  await t?.close();
});

function expectNoSsnIn(text: string) {
  for (const ssn of plainSsns) {
    expect(text).not.toContain(ssn);
    expect(text).not.toContain(`${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`);
  }
}

describe('SSNs and bank numbers', () => {
  it('the demo holds encrypted SSNs to check against', () => {
    expect(plainSsns.length).toBeGreaterThanOrEqual(5);
    for (const ssn of plainSsns) expect(ssn).toMatch(/^\d{9}$/);
  });

  it('never appear in plain text anywhere in the database', async () => {
    const names = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(names.length).toBeGreaterThan(15);
    for (const { table_name } of names) {
      const rows = await queryRows<{ dump: string }>(
        t.database.db,
        sql.raw(`select coalesce(json_agg(t)::text, '') as dump from "${table_name}" t`),
      );
      expectNoSsnIn(rows[0]?.dump ?? '');
    }
  });

  it('never appear in an API response', async () => {
    const admin = await loginAs(t.app, 'admin@example.com');
    const employee = await loginAs(t.app, 'employee@example.com');
    const companies = admin.session.companies as Array<{ id: string }>;
    const bodies: string[] = [JSON.stringify(admin.session), JSON.stringify(employee.session)];
    for (const c of companies) {
      const list = await admin.get(`/api/v1/companies/${c.id}/employees`);
      bodies.push(list.body);
      for (const e of list.json().employees) {
        bodies.push((await admin.get(`/api/v1/employee_applications/${e.employeeFormId}`)).body);
      }
    }
    bodies.push((await employee.get('/api/v1/employee_applications/current')).body);
    for (const body of bodies) expectNoSsnIn(body);
  });
});

describe('logs', () => {
  it('carry no password, session cookie or CSRF token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: t.config,
      database: t.database,
      logger: { level: 'trace', stream, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
    });
    await app.ready();
    const agent = await loginAs(app, 'admin@example.com');
    await agent.get('/api/v1/session');
    await agent.send('PUT', '/api/v1/session/company', {
      companyId: (agent.session.companies as Array<{ id: string }>)[0]!.id,
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { email: 'admin@example.com', password: 'a-wrong-password' },
    });
    await app.close();

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain('demo-password');
    expect(log).not.toContain('a-wrong-password');
    expect(log).not.toContain(agent.cookie.split('=')[1]);
    expect(log).not.toContain(agent.csrfToken);
    expectNoSsnIn(log);
  });
});
