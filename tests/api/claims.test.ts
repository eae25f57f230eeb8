/**
 * Claims help (issue 14, decision 0045): the employee's requests about a claim, their messages, status and
 * files. The demo's enrolled@example.com (Harborview, signed: medical, dental and vision among others) asks;
 * employee@example.com (same company, application not started) may ask about nothing; ops@example.com is
 * support (in admin mode); admin@example.com and broker@example.com, the company's, may not open them (decision
 * 0075); the texan and nyAdmin stand for other companies.
 */
import { auditLog, claimMessages, claimRequests, storedFiles } from '@server/db/schema';
import { CLAIM_MESSAGES, type ClaimDetail, claimDetailSchema, claimListSchema } from '@shared/schemas/claims';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { usDateFromToday } from '../helpers/dates';
import { fileUpload, SAMPLE_FILES } from '../helpers/multipart';
import type { Agent } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const { employee, texan, admin, nyAdmin } = suite.cast;

let enrolled: Agent;
let ops: Agent;
let formId: string;
let ownFormId: string;
const claimsUrl = (id: string) => `/api/v1/employee_forms/${id}/claims`;

const VALID = {
  coverageType: 'medical',
  patient: 'employee',
  providerName: 'Bayside Family Clinic',
  dateOfService: usDateFromToday(-10),
  amountBilled: '$1,250.50',
  description: 'The clinic billed me for a preventive visit that my plan covers in full.',
};

beforeAll(async () => {
  [enrolled, ops] = await Promise.all([
    suite.loginAs('enrolled@example.com'),
    suite.loginAs('ops@example.com'),
  ]);
  formId = (await enrolled.get('/api/v1/employee_applications/current')).json().employeeForm.id;
  ownFormId = (await employee.get('/api/v1/employee_applications/current')).json().employeeForm.id;
});

async function rowCounts() {
  const [claims] = await suite.db.select({ n: count() }).from(claimRequests);
  const [messages] = await suite.db.select({ n: count() }).from(claimMessages);
  const [files] = await suite.db.select({ n: count() }).from(storedFiles);
  return { claims: claims!.n, messages: messages!.n, files: files!.n };
}

async function submit(agent: Agent, body: object = VALID, id = formId): Promise<ClaimDetail> {
  const res = await agent.send('POST', claimsUrl(id), body);
  expect(res.statusCode, res.body).toBe(201);
  return claimDetailSchema.parse(res.json());
}

function upload(agent: Agent, url: string, name: string, content: Buffer, type = 'application/octet-stream') {
  const body = fileUpload(name, content, type);
  return suite.app.inject({
    method: 'POST',
    url,
    headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrfToken, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('listing and submitting', () => {
  it('lists no requests at first, and the enrolled medical, dental and vision lines with who they cover', async () => {
    const res = await enrolled.get(claimsUrl(formId));
    expect(res.statusCode).toBe(200);
    const list = claimListSchema.parse(res.json());
    expect(list.claims).toEqual([]);
    expect(list.claimableLines.map((l) => l.coverageType)).toEqual(['medical', 'dental', 'vision']);
    for (const line of list.claimableLines)
      expect(line.members[0]).toMatchObject({
        value: 'employee',
        relationship: 'employee',
        name: 'James Whitaker',
      });
    expect(list.attachmentMaxBytes).toBe(suite.config.uploadMaxBytes);
  });

  it('submits a request: open, version 1, the amount in cents, the date as ISO, audited without personal details', async () => {
    const claim = await submit(enrolled);
    expect(claim).toMatchObject({
      status: 'open',
      version: 1,
      coverageType: 'medical',
      coverageLabel: 'Medical',
      patientName: 'James Whitaker',
      providerName: 'Bayside Family Clinic',
      amountBilledCents: 125_050,
      messages: [],
      attachments: [],
      canReply: true,
      nextStatuses: [],
    });
    expect(claim.reference).toMatch(/^CH-[0-9A-F]{8}$/);
    expect(claim.dateOfService).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const list = claimListSchema.parse((await enrolled.get(claimsUrl(formId))).json());
    expect(list.claims.map((c) => c.id)).toContain(claim.id);
    const [audit] = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'claims.submitted'), eq(auditLog.subjectId, claim.id)));
    expect(audit?.details).toEqual({ coverageType: 'medical' });
    expect(JSON.stringify(audit)).not.toContain('Bayside');
  });

  it('refuses each bad field with its message, all at once, and writes nothing', async () => {
    const before = await rowCounts();
    const cases: Array<[object, Record<string, string>]> = [
      [{ dateOfService: usDateFromToday(1) }, { dateOfService: CLAIM_MESSAGES.dateOfServiceFuture }],
      [{ dateOfService: usDateFromToday(-400) }, { dateOfService: CLAIM_MESSAGES.dateOfServiceTooOld }],
      [{ dateOfService: '02/30/2026' }, { dateOfService: 'Please enter a real date.' }],
      [{ amountBilled: '0' }, { amountBilled: CLAIM_MESSAGES.amountRange }],
      [{ amountBilled: '1,000,000.01' }, { amountBilled: CLAIM_MESSAGES.amountRange }],
      [{ amountBilled: '12abc' }, { amountBilled: CLAIM_MESSAGES.amount }],
      [{ description: '   ' }, { description: 'Required' }],
      [{ description: 'x'.repeat(2001) }, { description: CLAIM_MESSAGES.description }],
      [{ providerName: '' }, { providerName: 'Required' }],
      [{ providerName: 'x'.repeat(101) }, { providerName: CLAIM_MESSAGES.providerName }],
      [{ coverageType: 'life' }, { coverageType: CLAIM_MESSAGES.coverageType }],
      [{ patient: '00000000-0000-4000-8000-000000000000' }, { patient: CLAIM_MESSAGES.patientNotCovered }],
      [
        { dateOfService: usDateFromToday(2), amountBilled: '-5', description: '' },
        {
          dateOfService: CLAIM_MESSAGES.dateOfServiceFuture,
          amountBilled: CLAIM_MESSAGES.amount,
          description: 'Required',
        },
      ],
    ];
    for (const [change, fieldErrors] of cases) {
      const res = await enrolled.send('POST', claimsUrl(formId), { ...VALID, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fieldErrors).toEqual(fieldErrors);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('takes no request about a line the employee is not enrolled in (an unsigned application enrolls in nothing)', async () => {
    const list = claimListSchema.parse((await employee.get(claimsUrl(ownFormId))).json());
    expect(list.claimableLines).toEqual([]);
    const before = await rowCounts();
    const res = await employee.send('POST', claimsUrl(ownFormId), VALID);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ coverageType: CLAIM_MESSAGES.coverageNotEnrolled });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('who may see and write a request', () => {
  it("answers another employee 404 for the form and for a claim of another form, and another company's administrator 403", async () => {
    const claim = await submit(enrolled);
    const one = `${claimsUrl(formId)}/${claim.id}`;
    expect((await employee.get(claimsUrl(formId))).statusCode).toBe(404);
    expect((await employee.get(one)).statusCode).toBe(404);
    expect((await texan.get(one)).statusCode).toBe(404);
    expect((await employee.send('POST', `${one}/messages`, { body: 'Hi', version: 1 })).statusCode).toBe(404);
    // Their own form with another form's claim id: not theirs either.
    expect((await employee.get(`${claimsUrl(ownFormId)}/${claim.id}`)).statusCode).toBe(404);
    expect(
      (
        await employee.send('POST', `${claimsUrl(ownFormId)}/${claim.id}/messages`, {
          body: 'Hi',
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await nyAdmin.get(one)).statusCode).toBe(403);
    expect((await nyAdmin.send('POST', claimsUrl(formId), VALID)).statusCode).toBe(403);
  });

  it("refuses the company's administrators and brokers (health information, decision 0075), auditing nothing as opened", async () => {
    const claim = await submit(enrolled);
    const one = `${claimsUrl(formId)}/${claim.id}`;
    const broker = await suite.loginAs('broker@example.com');
    const before = await rowCounts();
    const auditsBefore = await suite.db.select({ n: count() }).from(auditLog);
    for (const agent of [admin, broker]) {
      const reads = [
        await agent.get(claimsUrl(formId)),
        await agent.get(one),
        await agent.get(`${one}/attachments/00000000-0000-4000-8000-000000000000`),
      ];
      const writes = [
        await agent.send('POST', claimsUrl(formId), VALID),
        await agent.send('POST', `${one}/messages`, { body: 'I called the clinic.', version: 1 }),
        await agent.send('PUT', `${one}/status`, { status: 'in_review', version: 1 }),
        await upload(agent, `${one}/attachments`, 'bill.pdf', SAMPLE_FILES.pdf),
      ];
      for (const res of [...reads, ...writes]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error).toBe(CLAIM_MESSAGES.healthInformation);
        // Not a word of the request: no provider, no description, no amount.
        expect(res.body).not.toContain('Bayside');
        expect(res.body).not.toContain('preventive');
      }
    }
    expect(await rowCounts()).toEqual(before);
    expect(await suite.db.select({ n: count() }).from(auditLog)).toEqual(auditsBefore);
  });

  it('lets support read and answer in admin mode, audited as such', async () => {
    const claim = await submit(enrolled);
    const one = `${claimsUrl(formId)}/${claim.id}`;
    const read = await ops.get(one);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      providerName: 'Bayside Family Clinic',
      description: VALID.description,
    });
    const opened = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'admin_mode.open_claims'), eq(auditLog.accountId, ops.session.account.id)),
      );
    expect(opened.length).toBeGreaterThan(0);
    const res = await ops.send('POST', `${one}/messages`, {
      body: 'We called the clinic; they will send a corrected bill.',
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const detail = claimDetailSchema.parse(res.json());
    expect(detail.messages[0]).toMatchObject({ author: 'support', authorName: 'Support team' });
    const [audit] = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'claims.message_in_admin_mode'), eq(auditLog.subjectId, claim.id)));
    expect(audit).toMatchObject({ adminMode: true, details: { author: 'support' } });
    // The employee sees it on their request.
    const mine = claimDetailSchema.parse((await enrolled.get(one)).json());
    expect(mine.messages.map((m) => m.body)).toEqual([
      'We called the clinic; they will send a corrected bill.',
    ]);
  });
});

describe('messages and status', () => {
  it('posts a message from the version read, refuses a stale one (409) and writes nothing then', async () => {
    const claim = await submit(enrolled);
    const url = `${claimsUrl(formId)}/${claim.id}/messages`;
    const res = await enrolled.send('POST', url, { body: 'Any news on this?\nThanks.', version: 1 });
    expect(res.statusCode).toBe(200);
    const detail = claimDetailSchema.parse(res.json());
    expect(detail.version).toBe(2);
    expect(detail.messages[0]).toMatchObject({
      author: 'employee',
      authorName: 'James Whitaker',
      body: 'Any news on this?\nThanks.',
    });
    const before = await rowCounts();
    const stale = await enrolled.send('POST', url, { body: 'Again?', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', error: CLAIM_MESSAGES.version });
    const empty = await enrolled.send('POST', url, { body: '  ', version: 2 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ body: 'Required' });
    expect(await rowCounts()).toEqual(before);
  });

  it('lets support alone move the status; a reply to a resolved request reopens its review; closed takes no more', async () => {
    const claim = await submit(enrolled);
    const one = `${claimsUrl(formId)}/${claim.id}`;
    expect(
      (await enrolled.send('PUT', `${one}/status`, { status: 'in_review', version: 1 })).statusCode,
    ).toBe(403);
    expect((await admin.send('PUT', `${one}/status`, { status: 'in_review', version: 1 })).statusCode).toBe(
      403,
    );

    const seen = claimDetailSchema.parse((await ops.get(one)).json());
    expect(seen.nextStatuses).toEqual(['in_review', 'resolved', 'closed']);
    let res = await ops.send('PUT', `${one}/status`, { status: 'in_review', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_review', version: 2 });
    expect((await ops.send('PUT', `${one}/status`, { status: 'resolved', version: 1 })).statusCode).toBe(409);

    res = await ops.send('POST', `${one}/messages`, {
      body: 'The carrier reprocessed it at $0.',
      version: 2,
    });
    expect(res.json().messages.at(-1)).toMatchObject({ author: 'support', authorName: 'Support team' });
    res = await ops.send('PUT', `${one}/status`, { status: 'resolved', version: 3 });
    expect(res.json()).toMatchObject({ status: 'resolved', version: 4 });

    res = await enrolled.send('POST', `${one}/messages`, { body: 'I still got a bill.', version: 4 });
    expect(res.json()).toMatchObject({ status: 'in_review', version: 5 });

    res = await ops.send('PUT', `${one}/status`, { status: 'closed', version: 5 });
    expect(res.json()).toMatchObject({ status: 'closed', canReply: false, nextStatuses: [] });
    const again = await ops.send('PUT', `${one}/status`, { status: 'open', version: 6 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CLAIM_MESSAGES.statusStep);
    const late = await enrolled.send('POST', `${one}/messages`, { body: 'One more thing.', version: 6 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(CLAIM_MESSAGES.closed);
    const file = await upload(enrolled, `${one}/attachments`, 'bill.pdf', SAMPLE_FILES.pdf);
    expect(file.statusCode).toBe(409);
  });
});

describe('attachments', () => {
  it('stores a PDF through the storage adapter and downloads it as an attachment, to the employee and support', async () => {
    const claim = await submit(enrolled);
    const one = `${claimsUrl(formId)}/${claim.id}`;
    const res = await upload(
      enrolled,
      `${one}/attachments`,
      '../Explanation of benefits.pdf',
      SAMPLE_FILES.pdf,
    );
    expect(res.statusCode, res.body).toBe(201);
    const detail = claimDetailSchema.parse(res.json());
    expect(detail.version).toBe(2);
    expect(detail.attachments).toHaveLength(1);
    const file = detail.attachments[0]!;
    expect(file).toMatchObject({ contentType: 'application/pdf', sizeBytes: SAMPLE_FILES.pdf.length });
    expect(file.name).not.toContain('/');
    expect(file.name).toMatch(/\.pdf$/);

    for (const agent of [enrolled, ops]) {
      const download = await agent.get(file.downloadHref);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);
      expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    }
    // Nobody else: another employee, another company, the company's administrator (decision 0075), nor the
    // company documents' own download.
    expect((await employee.get(file.downloadHref)).statusCode).toBe(404);
    expect((await admin.get(file.downloadHref)).statusCode).toBe(403);
    expect((await nyAdmin.get(file.downloadHref)).statusCode).toBe(403);
    expect((await admin.get(`/api/v1/files/${file.id}`)).statusCode).toBe(404);
    expect((await enrolled.get(`${one}/attachments/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a program named like a PDF, and a CSV, by their content, leaving nothing stored', async () => {
    const claim = await submit(enrolled);
    const url = `${claimsUrl(formId)}/${claim.id}/attachments`;
    const before = await rowCounts();
    for (const [name, content] of [
      ['bill.pdf', SAMPLE_FILES.exe],
      ['setup.exe', SAMPLE_FILES.exe],
      ['rates.csv', SAMPLE_FILES.csv],
    ] as const) {
      const res = await upload(enrolled, url, name, content, 'application/pdf');
      expect(res.statusCode, name).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        file: 'This file type is not accepted. Upload a PDF, PNG or JPEG file.',
      });
    }
    const png = await upload(enrolled, url, 'receipt.png', SAMPLE_FILES.png);
    expect(png.statusCode).toBe(201);
    expect((await rowCounts()).files).toBe(before.files + 1);
    expect((await upload(employee, url, 'bill.pdf', SAMPLE_FILES.pdf)).statusCode).toBe(404);
  });
});
