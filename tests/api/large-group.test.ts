/**
 * Large group quote requests (issue 16 item 4, decision 0054): every call — the employer's read and request
 * (multipart: fields then the census), the census download, operations' queue, detail and status moves. A refused
 * request writes nothing (no row, no file, no mail); the FEIN is never answered whole. Each test makes its own
 * company with the factories.
 */
import { auditLog, largeGroupQuoteRequests, storedFiles } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed';
import { formatUsDate } from '@shared/domain/dates/dates';
import { listEffectiveDates } from '@shared/domain/large-group/large-group';
import { readToday } from '@shared/schemas/fields';
import type { LargeGroupStatus, QuoteQueue, QuoteRequestDetail } from '@shared/schemas/large-group';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { type MultipartPart, multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { mailSentTo } from '../helpers/outbox';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const { employee, nyAdmin, admin } = suite.cast;
const BASE = '/api/v1/large_group_quote_requests';
const ADMIN_BASE = '/api/v1/admin/large_group_quote_requests';

let ops: Agent;
beforeAll(async () => {
  ops = await suite.loginAs('ops@example.com');
});

type Made = { token: string; companyId: string; admin: Agent; adminEmail: string };

async function makeCompany(): Promise<Made> {
  const { company } = await createCompany(suite.db);
  const account = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash: await demoPasswordHash(),
  });
  return {
    token: company.idToken,
    companyId: company.id,
    admin: await suite.loginAs(account.email),
    adminEmail: account.email,
  };
}

const today = readToday();
const EFFECTIVE = formatUsDate(listEffectiveDates(today)[1]!);
const RENEWAL = formatUsDate(listEffectiveDates(today)[2]!);
const CENSUS_CSV = Buffer.from(
  'first_name,last_name,birth_date,zip,hours_per_week\r\nDana,Lee,04/12/1990,78701,40\r\nSam,Ortiz,07/02/1985,78702,20\r\n',
);

let contactCount = 0;
function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  contactCount += 1;
  return {
    legalName: 'Lone Star Logistics LLC',
    fein: '74-1234567',
    address1: '500 Congress Ave',
    address2: 'Suite 300',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    totalEmployees: '62',
    fullTimeEmployees: '40',
    partTimeEmployees: '22',
    currentCarrier: 'aetna',
    currentCarrierOther: '',
    renewalDate: RENEWAL,
    effectiveDate: EFFECTIVE,
    contactName: 'Maria Gomez',
    contactTitle: 'HR Director',
    contactEmail: `maria.gomez.${contactCount}@lonestar.example.com`,
    contactPhone: '(512) 555-0143',
    ...overrides,
  };
}

function body(fields: Record<string, string>, census: MultipartPart | null = csvCensus()) {
  const parts: MultipartPart[] = Object.entries(fields).map(([name, content]) => ({ name, content }));
  if (census) parts.push(census);
  return multipartBody(parts);
}
const csvCensus = (): MultipartPart => ({
  name: 'census',
  filename: 'census.csv',
  contentType: 'text/csv',
  content: CENSUS_CSV,
});

async function submit(agent: Agent, token: string | null, payload: { payload: Buffer; contentType: string }) {
  return suite.app.inject({
    method: 'POST',
    url: token ? `${BASE}?company_id_token=${token}` : BASE,
    headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrfToken, 'content-type': payload.contentType },
    payload: payload.payload,
  });
}

async function countRows(companyId: string) {
  const [requests] = await suite.db
    .select({ n: sql<number>`count(*)::int` })
    .from(largeGroupQuoteRequests)
    .where(eq(largeGroupQuoteRequests.companyId, companyId));
  const [files] = await suite.db
    .select({ n: sql<number>`count(*)::int` })
    .from(storedFiles)
    .where(eq(storedFiles.companyId, companyId));
  const [audits] = await suite.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), sql`${auditLog.action} like 'large_group.%'`));
  return { requests: Number(requests!.n), files: Number(files!.n), audits: Number(audits!.n) };
}

async function submitValid(made: Made, fields = validFields()) {
  const res = await submit(made.admin, made.token, body(fields));
  expect(res.statusCode, res.body).toBe(201);
  return { status: res.json() as LargeGroupStatus, fields };
}

describe('GET and POST /api/v1/large_group_quote_requests', () => {
  it('starts with no request, then records one: completedQuoteRequest, the FEIN by its last four, the census', async () => {
    const made = await makeCompany();
    const before = await made.admin.get(`${BASE}?company_id_token=${made.token}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ completedQuoteRequest: false, quoteRequest: null });

    const { status, fields } = await submitValid(made);
    expect(status.completedQuoteRequest).toBe(true);
    const request = status.quoteRequest!;
    expect(request).toMatchObject({
      status: 'new',
      statusLabel: 'New',
      version: 1,
      legalName: 'Lone Star Logistics LLC',
      feinLast4: '4567',
      state: 'TX',
      totalEmployees: 62,
      fullTimeEmployees: 40,
      partTimeEmployees: 22,
      currentCarrierName: 'Aetna',
      census: { name: 'census.csv', contentType: 'text/csv', sizeBytes: CENSUS_CSV.length },
    });
    expect(request.effectiveDate).toMatch(/^\d{4}-\d{2}-01$/);
    expect(request.renewalDate).toMatch(/^\d{4}-\d{2}-01$/);

    // The FEIN is answered and stored only sealed: never its nine digits.
    const read = await made.admin.get(`${BASE}?company_id_token=${made.token.slice(0, 16)}`);
    expect(read.json()).toEqual(status);
    for (const text of [read.body, JSON.stringify(status)]) {
      expect(text).not.toContain('1234567');
      expect(text).not.toContain('741234567');
    }
    const [row] = await suite.db
      .select()
      .from(largeGroupQuoteRequests)
      .where(eq(largeGroupQuoteRequests.companyId, made.companyId));
    expect(row!.feinEncrypted).not.toContain('1234567');
    expect(suite.cipher.decrypt(row!.feinEncrypted)).toBe('741234567');
    expect(await countRows(made.companyId)).toEqual({ requests: 1, files: 1, audits: 1 });

    // The confirmation: to the contact and to the account that sent it, plain text and HTML.
    const [toContact] = await mailSentTo(suite.db, fields.contactEmail!);
    expect(toContact!.subject).toBe('We received your large group quote request for Lone Star Logistics LLC');
    expect(toContact!.text).toContain('Within 5 business days');
    expect(toContact!.text).toContain(
      `/register-large-group/done?company_id_token=${made.token.slice(0, 16)}`,
    );
    expect(toContact!.html).toContain('See your request');
    const [toSender] = await mailSentTo(suite.db, made.adminEmail);
    expect(toSender!.template).toBe('largeGroupQuoteRequested');
  });

  it('answers 409 to a second request while the first is open, and writes nothing', async () => {
    const made = await makeCompany();
    await submitValid(made);
    const counted = await countRows(made.companyId);
    const fields = validFields();
    const res = await submit(made.admin, made.token, body(fields));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    expect(await countRows(made.companyId)).toEqual(counted);
    expect(await mailSentTo(suite.db, fields.contactEmail!)).toEqual([]);
  });

  it('refuses a bad request with every field at once, and writes nothing (no row, no file, no mail)', async () => {
    const made = await makeCompany();
    const fields = validFields({
      legalName: '',
      fein: '123456789',
      zip: '7870',
      totalEmployees: '60',
      partTimeEmployees: '22',
      currentCarrier: 'other',
      currentCarrierOther: '',
      renewalDate: '',
      effectiveDate: '01/15/2027',
      contactEmail: 'not-an-email',
      contactPhone: '555',
    });
    const res = await submit(made.admin, made.token, body(fields));
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json();
    expect(Object.keys(fieldErrors).sort()).toEqual(
      [
        'contactEmail',
        'contactPhone',
        'currentCarrierOther',
        'effectiveDate',
        'fein',
        'legalName',
        'partTimeEmployees',
        'renewalDate',
        'zip',
      ].sort(),
    );
    expect(fieldErrors.partTimeEmployees).toBe('Full-time and part-time employees must add up to the total.');
    expect(await countRows(made.companyId)).toEqual({ requests: 0, files: 0, audits: 0 });
    expect(await mailSentTo(suite.db, 'not-an-email')).toEqual([]);
  });

  it('refuses a group under the state minimum (101 in California), a control character, and an effective date too far', async () => {
    const made = await makeCompany();
    const small = await submit(made.admin, made.token, body(validFields({ state: 'CA', zip: '94107' })));
    expect(small.statusCode).toBe(400);
    expect(small.json().fieldErrors.fullTimeEmployees).toContain('at least 101 full-time equivalent');
    const control = await submit(
      made.admin,
      made.token,
      body(validFields({ contactTitle: 'HR\u0000Director' })),
    );
    expect(control.statusCode).toBe(400);
    expect(Object.keys(control.json().fieldErrors)).toEqual(['contactTitle']);
    const unknown = await submit(made.admin, made.token, body({ ...validFields(), note: 'Oak\u0007land' }));
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fieldErrors)).toEqual(['note']);
    const far = formatUsDate({ year: today.year + 1, month: today.month, day: 1 });
    const tooFar = await submit(made.admin, made.token, body(validFields({ effectiveDate: far })));
    expect(tooFar.json().fieldErrors.effectiveDate).toBe(
      'We quote coverage starting within the next 6 months.',
    );
    expect(await countRows(made.companyId)).toEqual({ requests: 0, files: 0, audits: 0 });
  });

  it('takes no current coverage without a renewal date', async () => {
    const made = await makeCompany();
    const { status } = await submitValid(made, validFields({ currentCarrier: 'none', renewalDate: '' }));
    expect(status.quoteRequest).toMatchObject({ currentCarrierName: null, renewalDate: null });
  });

  it('refuses a missing, empty or unaccepted census, or one in another field, and a JSON body', async () => {
    const made = await makeCompany();
    const cases: Array<[string, MultipartPart | null, string]> = [
      ['census', null, 'Please attach your employee census (CSV, Excel or PDF).'],
      ['census', { ...csvCensus(), content: Buffer.alloc(0) }, 'The file is empty.'],
      [
        'census',
        { name: 'census', filename: 'census.csv', contentType: 'text/csv', content: SAMPLE_FILES.exe },
        'This file type is not accepted. Upload a CSV, Excel (.xlsx) or PDF file.',
      ],
      [
        'census',
        { name: 'census', filename: 'photo.png', contentType: 'image/png', content: SAMPLE_FILES.png },
        'This file type is not accepted. Upload a CSV, Excel (.xlsx) or PDF file.',
      ],
      ['file', { ...csvCensus(), name: 'file' }, 'Send one file, in the field "census".'],
    ];
    for (const [field, census, message] of cases) {
      const res = await submit(made.admin, made.token, body(validFields(), census));
      expect(res.statusCode, `${field} ${message}`).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
    }
    const json = await made.admin.send('POST', `${BASE}?company_id_token=${made.token}`, validFields());
    expect(json.statusCode).toBe(400);
    expect(await countRows(made.companyId)).toEqual({ requests: 0, files: 0, audits: 0 });
    // A PDF census is taken.
    const pdf = await submit(
      made.admin,
      made.token,
      body(validFields(), {
        name: 'census',
        filename: 'census.pdf',
        contentType: 'application/pdf',
        content: SAMPLE_FILES.pdf,
      }),
    );
    expect(pdf.statusCode).toBe(201);
  });

  it("refuses another company's administrator, an employee and operations' request; operations may read", async () => {
    const made = await makeCompany();
    const token = DEMO_COMPANIES.harborview.idToken;
    expect((await submit(nyAdmin, token, body(validFields()))).statusCode).toBe(403);
    expect((await nyAdmin.get(`${BASE}?company_id_token=${token}`)).statusCode).toBe(403);
    expect((await submit(employee, token, body(validFields()))).statusCode).toBe(403);
    expect((await employee.get(`${BASE}?company_id_token=${token}`)).statusCode).toBe(403);
    expect((await submit(ops, made.token, body(validFields()))).statusCode).toBe(403);
    expect((await submit(made.admin, 'x'.repeat(32), body(validFields()))).statusCode).toBe(404);
    expect(await countRows(made.companyId)).toEqual({ requests: 0, files: 0, audits: 0 });
    const read = await ops.get(`${BASE}?company_id_token=${made.token}`);
    expect(read.statusCode).toBe(200);
    // The form's token must name the company of the address.
    const mismatch = await submit(
      made.admin,
      made.token,
      body({ ...validFields(), company_id_token: DEMO_COMPANIES.harborview.idToken }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys(mismatch.json().fieldErrors)).toEqual(['company_id_token']);
  });

  it('sends for the active company without a token (the demo administrator, a broker)', async () => {
    const { company } = await createCompany(suite.db);
    const broker = await createCompanyAdministrator(suite.db, company.id, {
      passwordHash: await demoPasswordHash(),
      role: 'broker',
    });
    const agent = await suite.loginAs(broker.email);
    const res = await submit(agent, null, body(validFields()));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().quoteRequest.companyId).toBe(company.id);
  });
});

describe('the census download', () => {
  it('serves the census to operations and the company, 404 to another company, 403 to an employee', async () => {
    const made = await makeCompany();
    const { status } = await submitValid(made);
    const url = status.quoteRequest!.censusUrl;
    for (const agent of [ops, made.admin]) {
      const res = await agent.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv');
      expect(res.headers['content-disposition']).toContain('attachment');
      expect(res.rawPayload.equals(CENSUS_CSV)).toBe(true);
    }
    expect((await nyAdmin.get(url)).statusCode).toBe(404);
    expect((await admin.get(url)).statusCode).toBe(404);
    expect((await employee.get(url)).statusCode).toBe(403);
    expect((await ops.get(`${BASE}/00000000-0000-4000-8000-000000000000/census`)).statusCode).toBe(404);
  });
});

describe("operations' queue", () => {
  it('lists requests with counts per status, filters by status, and reads one', async () => {
    const made = await makeCompany();
    const { status } = await submitValid(made);
    const id = status.quoteRequest!.id;
    const all = (await ops.get(ADMIN_BASE)).json() as QuoteQueue;
    expect(all.items.some((i) => i.id === id)).toBe(true);
    expect(all.counts.new).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(all)).not.toContain('741234567');
    const quoted = (await ops.get(`${ADMIN_BASE}?status=quoted`)).json() as QuoteQueue;
    expect(quoted.items.every((i) => i.status === 'quoted')).toBe(true);
    expect((await ops.get(`${ADMIN_BASE}?status=bogus`)).statusCode).toBe(400);
    const one = await ops.get(`${ADMIN_BASE}/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().feinLast4).toBe('4567');
    expect((await ops.get(`${ADMIN_BASE}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    for (const agent of [made.admin, employee]) {
      expect((await agent.get(ADMIN_BASE)).statusCode).toBe(403);
      expect((await agent.get(`${ADMIN_BASE}/${id}`)).statusCode).toBe(403);
    }
  });

  it('moves a status with the version read (409 when stale), audited; an answered request lets the company send again', async () => {
    const made = await makeCompany();
    const { status } = await submitValid(made);
    const id = status.quoteRequest!.id;
    const url = `${ADMIN_BASE}/${id}/status`;
    expect((await made.admin.send('PUT', url, { status: 'in_review', version: 1 })).statusCode).toBe(403);
    const moved = await ops.send('PUT', url, { status: 'in_review', version: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json() as QuoteRequestDetail).toMatchObject({ status: 'in_review', version: 2 });
    const stale = await ops.send('PUT', url, { status: 'quoted', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    const same = await ops.send('PUT', url, { status: 'in_review', version: 2 });
    expect(same.statusCode).toBe(400);
    expect((await ops.send('PUT', url, { status: 'quoted', version: 2 })).statusCode).toBe(200);
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'large_group.quote_status_changed')));
    expect(audits.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        { from: 'new', to: 'in_review' },
        { from: 'in_review', to: 'quoted' },
      ]),
    );

    const read = (await made.admin.get(`${BASE}?company_id_token=${made.token}`)).json() as LargeGroupStatus;
    expect(read).toMatchObject({ completedQuoteRequest: false, quoteRequest: { status: 'quoted' } });
    const again = await submit(made.admin, made.token, body(validFields()));
    expect(again.statusCode).toBe(201);
    // The answered request cannot be reopened while the newer one is open.
    const reopen = await ops.send('PUT', url, { status: 'in_review', version: 3 });
    expect(reopen.statusCode).toBe(409);
  });
});
