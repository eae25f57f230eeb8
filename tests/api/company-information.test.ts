/**
 * Company information (issue 12 item 6, decision 0028): company details, primary contact and banking. The
 * writes run on companies made here with the factories, each with an administrator of its own, so the demo
 * data stays as other files read it; the demo's Harborview is only read.
 */

import { auditLog, companies } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { COMPANY_SETTINGS_MESSAGES } from '@shared/domain/company-settings/company-settings';
import { MESSAGES } from '@shared/schemas/fields';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator, createEmployee } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { admin: demoAdmin, nyAdmin, employee } = suite.cast;
const harborviewId = DEMO_COMPANIES.harborview.id;

const url = (companyId: string, form = '') =>
  `/api/v1/companies/${companyId}/company_information${form ? `/${form}` : ''}`;

/** A company of its own, with its administrator signed in. */
async function makeCompany() {
  const { company } = await createCompany(suite.db);
  const account = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash: await demoPasswordHash(),
  });
  return { company, admin: await suite.loginAs(account.email) };
}

async function readRow(companyId: string) {
  const [row] = await suite.db.select().from(companies).where(eq(companies.id, companyId));
  return row!;
}
async function auditsOf(companyId: string, action: string) {
  return suite.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)));
}

const details = (version: number, overrides: Record<string, unknown> = {}) => ({
  legalName: 'Mission Bay Dental Group, Inc.',
  dbaName: 'Mission Bay Dental',
  fein: '94-1234567',
  entityType: 'c_corporation',
  industryCode: '621210',
  address1: '500 Terry Francois Blvd',
  address2: 'Floor 2',
  city: 'San Francisco',
  state: 'CA',
  zip: '94158',
  phone: '(415) 555-0142',
  version,
  ...overrides,
});
const contact = (version: number, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: "O'Neill",
  title: 'Office Manager',
  email: 'dana.oneill@example.test',
  phone: '(415) 555-0199',
  version,
  ...overrides,
});
const banking = (version: number, overrides: Record<string, unknown> = {}) => ({
  bankName: 'First Bay Credit Union',
  accountType: 'checking',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
  version,
  ...overrides,
});

async function versionOf(agent: Agent, companyId: string): Promise<number> {
  const res = await agent.get(url(companyId));
  expect(res.statusCode).toBe(200);
  return res.json().version;
}

describe('reading', () => {
  it("answers the demo company's information with its secret numbers masked", async () => {
    const res = await demoAdmin.get(url(harborviewId));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.details).toMatchObject({
      legalName: 'Harborview Architecture, Inc.',
      dbaName: 'Harborview Studio',
      feinMasked: '**-***7265',
      entityType: 's_corporation',
      industryCode: '541310',
      state: 'CA',
    });
    expect(body.primaryContact).toMatchObject({
      firstName: 'Rachel',
      lastName: 'Kim',
      email: 'admin@example.com',
    });
    expect(body.banking).toMatchObject({
      bankName: 'Bank of America',
      accountType: 'checking',
      routingNumberLast4: '0358',
      accountNumberLast4: '9153',
    });
    expect(res.body).not.toContain('943817265');
    expect(res.body).not.toContain('94-3817265');
    expect(res.body).not.toContain('121000358');
    expect(res.body).not.toContain('004417829153');
  });

  it('refuses another company, an employee and a malformed id', async () => {
    expect((await nyAdmin.get(url(harborviewId))).statusCode).toBe(403);
    expect((await employee.get(url(harborviewId))).statusCode).toBe(403);
    expect((await demoAdmin.get(url('not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('company details', () => {
  it('saves, seals the FEIN, audits the field names, raises the version, and keeps the FEIN when left empty', async () => {
    const { company, admin } = await makeCompany();
    const res = await admin.send('PUT', url(company.id, 'company_details'), details(1));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe(2);
    expect(body.details).toMatchObject({
      legalName: 'Mission Bay Dental Group, Inc.',
      feinMasked: '**-***4567',
      entityType: 'c_corporation',
      industryCode: '621210',
      address2: 'Floor 2',
    });
    expect(res.body).not.toContain('1234567');
    const row = await readRow(company.id);
    expect(row.taxIdEncrypted).not.toContain('1234567');
    expect(suite.cipher.decrypt(row.taxIdEncrypted!)).toBe('941234567');
    const [audit] = await auditsOf(company.id, 'company.company_details_updated');
    expect((audit!.details as { fields: string[] }).fields.sort()).toEqual(
      [
        'address1',
        'address2',
        'dbaName',
        'entityType',
        'fein',
        'industryCode',
        'name',
        'phone',
        'zip',
      ].sort(),
    );
    expect(JSON.stringify(audit!.details)).not.toMatch(/Mission Bay|941234567|4567/);

    // An empty FEIN keeps the one on file; a save that changes nothing writes nothing.
    const again = await admin.send('PUT', url(company.id, 'company_details'), details(2, { fein: '' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().details.feinMasked).toBe('**-***4567');
    expect(again.json().version).toBe(2);
    expect((await auditsOf(company.id, 'company.company_details_updated')).length).toBe(1);
  });

  it('shows a new legal name at once in the employee list, which is cached', async () => {
    const { company, admin } = await makeCompany();
    await createEmployee(suite.db, suite.cipher, { companyId: company.id });
    const list = `/api/v1/companies/${company.id}/employees?tab=invited`;
    expect((await admin.get(list)).json().company.name).toBe(company.name);
    const res = await admin.send('PUT', url(company.id, 'company_details'), details(1));
    expect(res.statusCode).toBe(200);
    expect((await admin.get(list)).json().company.name).toBe('Mission Bay Dental Group, Inc.');
  });

  it('refuses every bad field at once and writes nothing', async () => {
    const { company, admin } = await makeCompany();
    const before = await readRow(company.id);
    const res = await admin.send(
      'PUT',
      url(company.id, 'company_details'),
      details(1, {
        legalName: ' ',
        fein: '07-1234567',
        entityType: 'trust',
        industryCode: '991234',
        address1: 'PO Box 12',
        zip: '941',
        phone: '555',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().fieldErrors).toEqual({
      legalName: MESSAGES.required,
      fein: COMPANY_SETTINGS_MESSAGES.einPrefix,
      entityType: 'Please choose the legal form of the company.',
      industryCode: COMPANY_SETTINGS_MESSAGES.naics,
      address1: MESSAGES.poBox,
      zip: MESSAGES.zip,
      phone: MESSAGES.phone,
    });
    expect(await readRow(company.id)).toEqual(before);
  });

  it('requires a FEIN when none is on file, refuses a malformed one, and refuses a move to another state', async () => {
    const { company, admin } = await makeCompany();
    const before = await readRow(company.id);
    const missing = await admin.send('PUT', url(company.id, 'company_details'), details(1, { fein: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ fein: MESSAGES.required });
    const malformed = await admin.send(
      'PUT',
      url(company.id, 'company_details'),
      details(1, { fein: '941-23456' }),
    );
    expect(malformed.json().fieldErrors).toEqual({ fein: MESSAGES.ein });
    const moved = await admin.send('PUT', url(company.id, 'company_details'), details(1, { state: 'NV' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors).toEqual({ state: COMPANY_SETTINGS_MESSAGES.stateChange });
    const control = await admin.send(
      'PUT',
      url(company.id, 'company_details'),
      details(1, { city: 'San\u0000Jose' }),
    );
    expect(control.statusCode).toBe(400);
    expect(control.json().fieldErrors).toHaveProperty('city');
    expect(await readRow(company.id)).toEqual(before);
  });

  it('answers 409 to a stale version and writes nothing', async () => {
    const { company, admin } = await makeCompany();
    expect((await admin.send('PUT', url(company.id, 'company_details'), details(1))).statusCode).toBe(200);
    const before = await readRow(company.id);
    const stale = await admin.send(
      'PUT',
      url(company.id, 'company_details'),
      details(1, { legalName: 'Other' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'version_conflict',
      error: COMPANY_SETTINGS_MESSAGES.version,
    });
    expect(await readRow(company.id)).toEqual(before);
  });

  it("refuses another company's administrator and writes nothing", async () => {
    const { company } = await makeCompany();
    const before = await readRow(company.id);
    for (const [form, body] of [
      ['company_details', details(1)],
      ['primary_contact', contact(1)],
      ['banking_information', banking(1)],
    ] as const) {
      const res = await nyAdmin.send('PUT', url(company.id, form), body);
      expect(res.statusCode).toBe(403);
    }
    expect(await readRow(company.id)).toEqual(before);
  });
});

describe('primary contact', () => {
  it('saves and audits the field names only', async () => {
    const { company, admin } = await makeCompany();
    const res = await admin.send('PUT', url(company.id, 'primary_contact'), contact(1));
    expect(res.statusCode).toBe(200);
    expect(res.json().primaryContact).toEqual({
      firstName: 'Dana',
      lastName: "O'Neill",
      title: 'Office Manager',
      email: 'dana.oneill@example.test',
      phone: '(415) 555-0199',
    });
    const [audit] = await auditsOf(company.id, 'company.primary_contact_updated');
    expect(audit!.details).toEqual({
      fields: ['contactFirstName', 'contactLastName', 'contactTitle', 'contactEmail', 'contactPhone'],
    });
  });

  it('refuses bad fields with every error, and a stale version, writing nothing', async () => {
    const { company, admin } = await makeCompany();
    const before = await readRow(company.id);
    const bad = await admin.send(
      'PUT',
      url(company.id, 'primary_contact'),
      contact(1, { firstName: 'D4na', title: '', email: 'dana@', phone: '123' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      firstName: MESSAGES.name,
      title: MESSAGES.required,
      email: MESSAGES.email,
      phone: MESSAGES.phone,
    });
    const stale = await admin.send('PUT', url(company.id, 'primary_contact'), contact(7));
    expect(stale.statusCode).toBe(409);
    expect(await readRow(company.id)).toEqual(before);
  });
});

describe('banking information', () => {
  it('seals both numbers, answers their last four only, and keeps them when not typed again', async () => {
    const { company, admin } = await makeCompany();
    const res = await admin.send('PUT', url(company.id, 'banking_information'), banking(1));
    expect(res.statusCode).toBe(200);
    expect(res.json().banking).toMatchObject({
      bankName: 'First Bay Credit Union',
      accountType: 'checking',
      routingNumberLast4: '0021',
      accountNumberLast4: '6789',
    });
    expect(res.body).not.toContain('021000021');
    expect(res.body).not.toContain('123456789');
    const row = await readRow(company.id);
    expect(JSON.stringify(row)).not.toContain('021000021');
    expect(JSON.stringify(row)).not.toContain('123456789');
    expect(suite.cipher.decrypt(row.bankRoutingEncrypted!)).toBe('021000021');
    expect(suite.cipher.decrypt(row.bankAccountEncrypted!)).toBe('000123456789');
    const [audit] = await auditsOf(company.id, 'company.banking_information_updated');
    expect((audit!.details as { fields: string[] }).fields.sort()).toEqual(
      ['accountNumber', 'bankAccountType', 'bankName', 'routingNumber'].sort(),
    );

    // Savings, same numbers: left empty, they stay.
    const kept = await admin.send(
      'PUT',
      url(company.id, 'banking_information'),
      banking(2, { accountType: 'savings', routingNumber: '', accountNumber: '', confirmAccountNumber: '' }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json().banking).toMatchObject({
      accountType: 'savings',
      routingNumberLast4: '0021',
      accountNumberLast4: '6789',
    });
    const after = await readRow(company.id);
    expect(after.bankAccountEncrypted).toBe(row.bankAccountEncrypted);
    expect(after.bankRoutingEncrypted).toBe(row.bankRoutingEncrypted);

    // A new account at the same bank.
    const moved = await admin.send(
      'PUT',
      url(company.id, 'banking_information'),
      banking(3, { routingNumber: '', accountNumber: '55512345', confirmAccountNumber: '55512345' }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().banking.accountNumberLast4).toBe('2345');
    expect(moved.json().banking.routingNumberLast4).toBe('0021');
  });

  it('refuses an invalid routing number at its field, and every other bad field, writing nothing', async () => {
    const { company, admin } = await makeCompany();
    const before = await readRow(company.id);
    const res = await admin.send(
      'PUT',
      url(company.id, 'banking_information'),
      banking(1, {
        routingNumber: '123456789',
        accountNumber: '12a',
        bankName: '',
        accountType: 'brokerage',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      bankName: MESSAGES.required,
      accountType: 'Please choose checking or savings.',
      routingNumber: MESSAGES.routingNumber,
      accountNumber: MESSAGES.accountNumber,
    });
    expect(await readRow(company.id)).toEqual(before);
  });

  it('requires both numbers first, the account number at a new bank, and the same number twice', async () => {
    const { company, admin } = await makeCompany();
    const before = await readRow(company.id);
    const empty = await admin.send(
      'PUT',
      url(company.id, 'banking_information'),
      banking(1, { routingNumber: '', accountNumber: '', confirmAccountNumber: '' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      routingNumber: MESSAGES.required,
      accountNumber: MESSAGES.required,
    });
    const mismatch = await admin.send(
      'PUT',
      url(company.id, 'banking_information'),
      banking(1, { confirmAccountNumber: '000123456780' }),
    );
    expect(mismatch.json().fieldErrors).toEqual({
      confirmAccountNumber: COMPANY_SETTINGS_MESSAGES.confirmAccountNumber,
    });
    expect(await readRow(company.id)).toEqual(before);

    expect((await admin.send('PUT', url(company.id, 'banking_information'), banking(1))).statusCode).toBe(
      200,
    );
    const saved = await readRow(company.id);
    const newBank = await admin.send(
      'PUT',
      url(company.id, 'banking_information'),
      banking(2, { routingNumber: '011000015', accountNumber: '', confirmAccountNumber: '' }),
    );
    expect(newBank.statusCode).toBe(400);
    expect(newBank.json().fieldErrors).toEqual({
      accountNumber: COMPANY_SETTINGS_MESSAGES.accountNumberForNewBank,
    });
    const stale = await admin.send('PUT', url(company.id, 'banking_information'), banking(1));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect(await readRow(company.id)).toEqual(saved);
  });
});

describe('access', () => {
  it('lets a broker and operations read; refuses an employee to write', async () => {
    const broker = await suite.loginAs('broker@example.com');
    const ops = await suite.loginAs('ops@example.com');
    expect((await broker.get(url(harborviewId))).statusCode).toBe(200);
    expect((await ops.get(url(harborviewId))).statusCode).toBe(200);
    const version = await versionOf(demoAdmin, harborviewId);
    const res = await employee.send('PUT', url(harborviewId, 'primary_contact'), contact(version));
    expect(res.statusCode).toBe(403);
  });
});
