import { Writable } from 'node:stream';
import { buildApp, LOG_REDACT_PATHS } from '@server/app';
import { queryRows } from '@server/db/client';
import { companies, employeeDependents, employeeForms } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { createFieldCipher } from '@server/lib/field-crypto';
import { isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { demoPasswordHash, loginAs } from '../helpers/test-app';

const suite = apiSuite({ signIn: false });
let plainSsns: string[];
/** The companies' FEINs and bank numbers (decision 0028), decrypted from the demo data. */
let plainCompanyNumbers: string[];

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
  const rows = await suite.db.select().from(companies);
  plainCompanyNumbers = rows.flatMap((r) =>
    [r.taxIdEncrypted, r.bankRoutingEncrypted, r.bankAccountEncrypted]
      .filter((sealed): sealed is string => sealed !== null)
      .map((sealed) => cipher.decrypt(sealed)),
  );
});

function expectNoSsnIn(text: string) {
  for (const ssn of plainSsns) {
    expect(text).not.toContain(ssn);
    expect(text).not.toContain(`${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`);
  }
  for (const number of plainCompanyNumbers) {
    expect(text).not.toContain(number);
    if (number.length === 9) expect(text).not.toContain(`${number.slice(0, 2)}-${number.slice(2)}`);
  }
}

describe('SSNs and bank numbers', () => {
  it('the demo holds encrypted SSNs, FEINs and bank numbers to check against', () => {
    expect(plainSsns.length).toBeGreaterThanOrEqual(5);
    for (const ssn of plainSsns) expect(ssn).toMatch(/^\d{9}$/);
    // Four FEINs and Harborview's routing and account numbers.
    expect(plainCompanyNumbers.length).toBeGreaterThanOrEqual(6);
    expect(plainCompanyNumbers).toContain('004417829153');
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
    for (const c of companies)
      bodies.push((await admin.get(`/api/v1/companies/${c.id}/company_information`)).body);
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
    // Company information with a FEIN and bank numbers, saved and refused (decision 0028).
    const { company } = await createCompany(suite.db);
    const account = await createCompanyAdministrator(suite.db, company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const owner = await loginAs(app, account.email);
    const base = `/api/v1/companies/${company.id}/company_information`;
    const saved = await owner.send('PUT', `${base}/banking_information`, {
      bankName: 'Log Test Bank',
      accountType: 'checking',
      routingNumber: '011000015',
      accountNumber: '7766554433221',
      confirmAccountNumber: '7766554433221',
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    const refused = await owner.send('PUT', `${base}/company_details`, {
      legalName: 'Log Test Co',
      dbaName: '',
      fein: '27-8765432',
      entityType: 'llc',
      industryCode: '000000',
      address1: '1 Main Street',
      address2: '',
      city: 'Fresno',
      state: 'CA',
      zip: '93721',
      phone: '(559) 555-0100',
      version: 2,
    });
    expect(refused.statusCode).toBe(400);
    // Pay my bills (decision 0031): the debit reads Harborview's bank numbers for the payments adapter.
    const bills = await agent.get(`/api/v1/companies/${DEMO_COMPANIES.harborview.id}/invoices`);
    const [invoice] = bills.json().invoices;
    const paid = await agent.send(
      'POST',
      `/api/v1/companies/${DEMO_COMPANIES.harborview.id}/invoices/${invoice.id}/payments`,
      { version: invoice.version, idempotencyKey: '6f1c1d52-6f3a-4b8e-9a51-2f7f3f0c9a11' },
    );
    expect(paid.statusCode).toBe(200);
    await app.close();

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain('demo-password');
    expect(log).not.toContain('a-wrong-password');
    expect(log).not.toContain(agent.cookie.split('=')[1]);
    expect(log).not.toContain(agent.csrfToken);
    expectNoSsnIn(log);
    for (const secret of ['011000015', '7766554433221', '278765432', '27-8765432'])
      expect(log).not.toContain(secret);
  });
});

describe('invoices and payments (decision 0031)', () => {
  it('leave no bank number in the database, a response, an invoice PDF or a mailed invoice', async () => {
    const admin = await suite.loginAs('admin@example.com');
    const base = `/api/v1/companies/${DEMO_COMPANIES.harborview.id}`;
    const bills = await admin.get(`${base}/invoices`);
    // Paid by the logs test above, and settled by this read.
    const [invoice] = bills.json().invoices;
    expect(invoice.status).toBe('paid');
    const pdf = await admin.get(`${base}/invoices/${invoice.id}/pdf`);
    const requested = await admin.send('POST', `${base}/invoice_requests`, {
      invoiceIds: [invoice.id],
      email: '',
    });
    expect(requested.statusCode).toBe(200);
    for (const body of [bills.body, requested.body, pdf.rawPayload.toString('latin1')]) expectNoSsnIn(body);
    const names = await queryRows<{ table_name: string }>(
      suite.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of names) {
      const rows = await queryRows<{ dump: string }>(
        suite.db,
        sql.raw(`select coalesce(json_agg(t)::text, '') as dump from "${table_name}" t`),
      );
      expectNoSsnIn(rows[0]?.dump ?? '');
    }
  });
});
