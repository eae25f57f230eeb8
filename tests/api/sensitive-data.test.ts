import { Writable } from 'node:stream';
import { buildApp, LOG_REDACT_PATHS } from '@server/app';
import { queryRows } from '@server/db/client';
import { employeeDependents, employeeForms } from '@server/db/schema';
import { createFieldCipher } from '@server/lib/field-crypto';
import { isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { loginAs } from '../helpers/test-app';

const suite = apiSuite({ signIn: false });
let plainSsns: string[];

beforeAll(async () => {
  const cipher = createFieldCipher(suite.config.appSecret);
  const forms = await suite.db
    .select({ enc: employeeForms.ssnEncrypted, last4: employeeForms.ssnLast4 })
    .from(employeeForms)
    .where(isNotNull(employeeForms.ssnEncrypted));
  const deps = await suite.db
    .select({ enc: employeeDependents.ssnEncrypted, last4: employeeDependents.ssnLast4 })
    .from(employeeDependents)
    .where(isNotNull(employeeDependents.ssnEncrypted));
  plainSsns = [...forms, ...deps].map((r) => {
    const plain = cipher.decrypt(r.enc!);
    expect(plain.slice(-4)).toBe(r.last4);
    return plain;
  });
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
      suite.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(names.length).toBeGreaterThan(15);
    for (const { table_name } of names) {
      const rows = await queryRows<{ dump: string }>(
        suite.db,
        sql.raw(`select coalesce(json_agg(t)::text, '') as dump from "${table_name}" t`),
      );
      expectNoSsnIn(rows[0]?.dump ?? '');
    }
  });

  it('never appear in an API response', async () => {
    const admin = await suite.loginAs('admin@example.com');
    const employee = await suite.loginAs('employee@example.com');
    const companies = admin.session.companies as Array<{ id: string }>;
    const bodies: string[] = [JSON.stringify(admin.session), JSON.stringify(employee.session)];
    for (const c of companies) {
      for (const tab of ['active', 'invited', 'terminated']) {
        const list = await admin.get(`/api/v1/companies/${c.id}/employees?tab=${tab}&pageSize=100`);
        bodies.push(list.body);
        for (const e of list.json().employees) {
          bodies.push((await admin.get(`/api/v1/employee_applications/${e.employeeFormId}`)).body);
        }
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
      config: suite.config,
      database: suite.database,
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
