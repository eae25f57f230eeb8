/**
 * Company documents through the API: upload (multipart, sniffed, size-limited), list and download, who may
 * do each, and what is left behind when an upload is refused or its row cannot be written. On the local
 * folder, and once end to end on S3 (s3rver).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp, LOG_REDACT_PATHS } from '@server/app';
import { auditLog, storedFiles } from '@server/db/schema';
import { DEMO_COMPANIES, seedDemo } from '@server/db/seed';
import { createFieldCipher } from '@server/lib/field-crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { fileUpload, multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import {
  type Agent,
  buildTestApp,
  createTestDatabase,
  demoPasswordHash,
  loginAs,
  type TestApp,
  testConfig,
} from '../helpers/test-app';

const HARBORVIEW = DEMO_COMPANIES.harborview.id;
const CATSKILL = DEMO_COMPANIES.catskill.id;
const NOT_ACCEPTED = 'This file type is not accepted. Upload a PDF, PNG, JPEG, CSV or Excel (.xlsx) file.';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const suite = apiSuite({ timeoutMs: 120_000 });
let broker: Agent;
let ops: Agent;

beforeAll(async () => {
  [broker, ops] = await Promise.all([suite.loginAs('broker@example.com'), suite.loginAs('ops@example.com')]);
});

function upload(
  agent: Agent,
  companyId: string,
  body: { payload: Buffer | string; contentType: string },
  app: FastifyInstance = suite.app,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/files`,
    headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrfToken, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Every object in the local storage folder (relative paths). */
function storedObjects(): string[] {
  const root = suite.config.fileStorage.kind === 'local' ? suite.config.fileStorage.dir : '';
  const walk = (dir: string): string[] => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return [];
    }
    return entries.flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [path.relative(root, full)];
    });
  };
  return walk(root).sort();
}

async function fileRowCount(): Promise<number> {
  const [row] = await suite.database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
  return row?.n ?? 0;
}

describe('uploading a company document', () => {
  it('stores a PDF: sniffed type, sanitised name, size and SHA-256, a row, an audit entry and the object', async () => {
    const objectsBefore = storedObjects().length;
    const res = await upload(
      suite.cast.admin,
      HARBORVIEW,
      fileUpload(
        'C:\\Users\\admin\\Summary of Benefits\u202e.pdf',
        SAMPLE_FILES.pdf,
        'application/octet-stream',
      ),
    );
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toEqual({
      id: expect.any(String),
      name: 'Summary of Benefits.pdf',
      contentType: 'application/pdf',
      sizeBytes: SAMPLE_FILES.pdf.length,
      sha256: sha256(SAMPLE_FILES.pdf),
      recordType: 'company',
      recordId: HARBORVIEW,
      createdAt: expect.any(String),
    });

    const [row] = await suite.database.db.select().from(storedFiles).where(eq(storedFiles.id, file.id));
    expect(row).toMatchObject({
      companyId: HARBORVIEW,
      originalName: 'Summary of Benefits.pdf',
      uploadedByAccountId: suite.cast.admin.session.account.id,
    });
    // The key is a random id: nothing of the name reaches a path.
    expect(row?.storageKey).toMatch(/^uploads\/[0-9a-f-]{36}$/);
    const objects = storedObjects();
    expect(objects).toHaveLength(objectsBefore + 1);
    expect(objects).toContain(path.join(...row!.storageKey.split('/')));

    const [audit] = await suite.database.db.select().from(auditLog).where(eq(auditLog.subjectId, file.id));
    expect(audit).toMatchObject({
      action: 'file.upload',
      companyId: HARBORVIEW,
      accountId: suite.cast.admin.session.account.id,
      details: { contentType: 'application/pdf', sizeBytes: SAMPLE_FILES.pdf.length },
    });
  });

  it('goes by the bytes, not by the name or the type the browser sent', async () => {
    const png = await upload(broker, HARBORVIEW, fileUpload('scan.pdf', SAMPLE_FILES.png, 'application/pdf'));
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ contentType: 'image/png', name: 'scan.pdf.png' });
    const csv = await upload(ops, HARBORVIEW, fileUpload('rates.csv', SAMPLE_FILES.csv, 'text/plain'));
    expect(csv.statusCode).toBe(201);
    expect(csv.json()).toMatchObject({ contentType: 'text/csv', name: 'rates.csv' });
  });

  it('refuses a program renamed .pdf with a field error, and keeps nothing', async () => {
    const rows = await fileRowCount();
    const objects = storedObjects();
    const res = await upload(
      suite.cast.admin,
      HARBORVIEW,
      fileUpload('plan.pdf', SAMPLE_FILES.exe, 'application/pdf'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      code: 'validation_failed',
      fieldErrors: { file: NOT_ACCEPTED },
    });
    expect(await fileRowCount()).toBe(rows);
    expect(storedObjects()).toEqual(objects);
  });

  it('refuses markup, an empty file, a missing file and a file in another field', async () => {
    const cases: Array<[string, { payload: Buffer; contentType: string }, string]> = [
      ['html', fileUpload('rates.csv', '<html><script>alert(1)</script></html>', 'text/csv'), NOT_ACCEPTED],
      ['empty', fileUpload('empty.pdf', Buffer.alloc(0), 'application/pdf'), 'The file is empty.'],
      ['no file', multipartBody([{ name: 'note', content: 'hello' }]), 'Choose a file to upload.'],
      [
        'other field',
        multipartBody([{ name: 'document', filename: 'a.pdf', content: SAMPLE_FILES.pdf }]),
        'Choose a file to upload.',
      ],
    ];
    for (const [name, body, message] of cases) {
      const res = await upload(suite.cast.admin, HARBORVIEW, body);
      expect({ name, status: res.statusCode, fieldErrors: res.json().fieldErrors }).toEqual({
        name,
        status: 400,
        fieldErrors: { file: message },
      });
    }
  });

  it('refuses a body that is not multipart, saying how to send a file', async () => {
    for (const [contentType, payload] of [
      ['application/json', '{"file":"%PDF-1.7"}'],
      ['text/plain', '%PDF-1.7'],
      ['application/pdf', SAMPLE_FILES.pdf],
    ] as const) {
      const res = await upload(suite.cast.admin, HARBORVIEW, { contentType, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        file: 'Send the file as multipart/form-data, in a field named "file".',
      });
    }
    const none = await suite.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${HARBORVIEW}/files`,
      headers: { cookie: suite.cast.admin.cookie, 'x-csrf-token': suite.cast.admin.csrfToken },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ file: 'Choose a file to upload.' });
  });

  it('refuses a body cut off in the middle of the file, or framed wrongly, and keeps nothing', async () => {
    const rows = await fileRowCount();
    const objects = storedObjects();
    const whole = fileUpload('plan.pdf', Buffer.concat([SAMPLE_FILES.pdf, randomBytes(300_000)]));
    const cases = [
      // Cut within the first bytes (while they are sniffed) and far past them (while they are stored).
      { contentType: whole.contentType, payload: whole.payload.subarray(0, 2_000) },
      { contentType: whole.contentType, payload: whole.payload.subarray(0, 250_000) },
      { contentType: 'multipart/form-data', payload: whole.payload },
      { contentType: 'multipart/form-data; boundary=other', payload: whole.payload },
    ];
    for (const body of cases) {
      const res = await upload(suite.cast.admin, HARBORVIEW, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        file: 'The upload was cut off or is not a well-formed form. Please try again.',
      });
    }
    expect(await fileRowCount()).toBe(rows);
    expect(storedObjects()).toEqual(objects);
  });

  it('lets administrators and brokers of the company and operations upload; 403 to others', async () => {
    const pdf = fileUpload('plan.pdf', SAMPLE_FILES.pdf, 'application/pdf');
    expect((await upload(suite.cast.employee, HARBORVIEW, pdf)).statusCode).toBe(403);
    expect((await upload(suite.cast.nyAdmin, HARBORVIEW, pdf)).statusCode).toBe(403);
    expect((await upload(suite.cast.nyAdmin, CATSKILL, pdf)).statusCode).toBe(201);
    const anonymous = await suite.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${HARBORVIEW}/files`,
      headers: { 'content-type': pdf.contentType },
      payload: pdf.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    // The CSRF defence covers uploads too.
    const withoutToken = await suite.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${HARBORVIEW}/files`,
      headers: { cookie: suite.cast.admin.cookie, 'content-type': pdf.contentType },
      payload: pdf.payload,
    });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().code).toBe('csrf_failed');
    expect((await upload(ops, '00000000-0000-4000-8000-000000000000', pdf)).statusCode).toBe(404);
  });

  it('removes the stored object when the row cannot be written, and logs no file name or content', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const config = testConfig({ fileStorage: suite.config.fileStorage });
    await seedDemo(database.db, {
      cipher: createFieldCipher(config.appSecret),
      passwordHash: await demoPasswordHash(),
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config,
      database,
      logger: { level: 'trace', stream, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
    });
    await app.ready();
    try {
      const admin = await loginAs(app, 'admin@example.com');
      // A real failure inside the database, on the insert of the row.
      await database.db.execute(
        sql.raw(`create function gc_test_refuse_file() returns trigger language plpgsql as $$
          begin raise exception 'no files today'; end $$`),
      );
      await database.db.execute(
        sql.raw(`create trigger gc_test_refuse_file before insert on stored_files
          for each row execute function gc_test_refuse_file()`),
      );
      const objects = storedObjects();
      const marker = `ZEBULONIA-QUILLFEATHER-${randomBytes(4).toString('hex')}`;
      const content = Buffer.from(`%PDF-1.7\n% ${marker}\n`);
      const res = await upload(
        admin,
        HARBORVIEW,
        fileUpload(`Zebulonia Quillfeather ${marker}.pdf`, content),
        app,
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        code: 'internal',
      });
      expect(storedObjects()).toEqual(objects);
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
      expect(row?.n).toBe(0);

      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).not.toContain('Zebulonia');
      expect(log).not.toContain(marker);
      // The multipart plugin logs its options, request headers included, at trace level.
      expect(log).toContain('busboyOptions');
      expect(log).not.toContain(admin.cookie.split('=')[1]);
      expect(log).not.toContain(admin.csrfToken);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a file over the size limit and keeps nothing; a file of exactly the limit is stored', async () => {
    const small = await buildTestApp({ uploadMaxBytes: 100_000 });
    try {
      const admin = await loginAs(small.app, 'admin@example.com');
      const exactly = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(100_000 - 9)]);
      expect((await upload(admin, HARBORVIEW, fileUpload('a.pdf', exactly), small.app)).statusCode).toBe(201);
      const over = Buffer.concat([exactly, Buffer.from('x')]);
      const res = await upload(admin, HARBORVIEW, fileUpload('b.pdf', over), small.app);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ file: 'The file is larger than 98 KB.' });
      const root = small.config.fileStorage.kind === 'local' ? small.config.fileStorage.dir : '';
      expect(readdirSync(path.join(root, 'uploads'))).toHaveLength(1);
      // Far over the limit (many busboy chunks), the answer is the same.
      const far = await upload(
        admin,
        HARBORVIEW,
        fileUpload('c.pdf', Buffer.concat([exactly, randomBytes(2_000_000)])),
        small.app,
      );
      expect(far.json().fieldErrors).toEqual({ file: 'The file is larger than 98 KB.' });
      expect(readdirSync(path.join(root, 'uploads'))).toHaveLength(1);

      // Over a real connection, a refused upload still gets its answer while the client is sending, and the
      // server goes on serving.
      const address = await small.app.listen({ port: 0, host: '127.0.0.1' });
      const post = (body: { payload: Buffer; contentType: string }) =>
        fetch(`${address}/api/v1/companies/${HARBORVIEW}/files`, {
          method: 'POST',
          headers: {
            cookie: admin.cookie,
            'x-csrf-token': admin.csrfToken,
            'content-type': body.contentType,
          },
          body: Uint8Array.from(body.payload),
        });
      const big = await post(fileUpload('big.pdf', Buffer.concat([exactly, randomBytes(8_000_000)])));
      expect(big.status).toBe(400);
      expect((await big.json()).fieldErrors).toEqual({ file: 'The file is larger than 98 KB.' });
      const program = await post(
        fileUpload('plan.pdf', Buffer.concat([SAMPLE_FILES.exe, randomBytes(8_000_000)])),
      );
      expect(program.status).toBe(400);
      await program.text();
      expect((await post(fileUpload('ok.pdf', SAMPLE_FILES.pdf))).status).toBe(201);
    } finally {
      await small.close();
    }
  });
});

describe('listing and downloading', () => {
  let fileId: string;
  const content = Buffer.concat([SAMPLE_FILES.pdf, randomBytes(50_000)]);

  beforeAll(async () => {
    const res = await upload(suite.cast.admin, HARBORVIEW, fileUpload('Résumé (final) 100%.pdf', content));
    expect(res.statusCode).toBe(201);
    fileId = res.json().id;
  });

  it("lists a company's documents, newest first, to those who manage it", async () => {
    const res = await suite.cast.admin.get(`/api/v1/companies/${HARBORVIEW}/files`);
    expect(res.statusCode).toBe(200);
    const { files } = res.json();
    expect(files[0]).toMatchObject({ id: fileId, name: 'Résumé (final) 100%.pdf' });
    expect(files.every((f: { recordId: string }) => f.recordId === HARBORVIEW)).toBe(true);
    expect(JSON.stringify(files)).not.toContain('uploads/');
    expect((await ops.get(`/api/v1/companies/${HARBORVIEW}/files`)).statusCode).toBe(200);
    expect((await suite.cast.nyAdmin.get(`/api/v1/companies/${HARBORVIEW}/files`)).statusCode).toBe(403);
    expect((await suite.cast.employee.get(`/api/v1/companies/${HARBORVIEW}/files`)).statusCode).toBe(403);
    const catskill = (await suite.cast.nyAdmin.get(`/api/v1/companies/${CATSKILL}/files`)).json().files;
    expect(catskill.map((f: { recordId: string }) => f.recordId)).not.toContain(HARBORVIEW);
  });

  it('serves the same bytes as an attachment, not cached and not sniffed', async () => {
    const res = await suite.cast.admin.get(`/api/v1/files/${fileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ (final) 100_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20100%25.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    for (const agent of [broker, ops])
      expect((await agent.get(`/api/v1/files/${fileId}`)).statusCode).toBe(200);
  });

  it('answers 404 to callers who may not see the company, exactly as for an id that does not exist', async () => {
    const missing = await suite.cast.admin.get('/api/v1/files/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    for (const agent of [suite.cast.nyAdmin, suite.cast.employee, suite.cast.texan]) {
      const res = await agent.get(`/api/v1/files/${fileId}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    expect((await suite.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}` })).statusCode).toBe(401);
    expect((await suite.cast.admin.get('/api/v1/files/not-an-id')).statusCode).toBe(400);
  });
});

describe('on S3 storage', () => {
  let s3: TestS3Server;
  let s3App: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    s3App = await buildTestApp({ fileStorage: { kind: 's3', ...s3.settings } });
  }, 120_000);
  afterAll(async () => {
    await s3App?.close();
    await s3?.close();
  });

  it('uploads into the bucket and downloads the same bytes', async () => {
    expect(s3App.app.fileStorage.kind).toBe('s3');
    const admin = await loginAs(s3App.app, 'admin@example.com');
    const content = Buffer.concat([SAMPLE_FILES.pdf, randomBytes(300_000)]);
    const res = await upload(admin, HARBORVIEW, fileUpload('plan.pdf', content), s3App.app);
    expect(res.statusCode).toBe(201);
    const [row] = await s3App.database.db.select().from(storedFiles).where(eq(storedFiles.id, res.json().id));
    expect(await s3App.app.fileStorage.exists(row!.storageKey)).toBe(true);
    const download = await admin.get(`/api/v1/files/${res.json().id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);

    const refused = await upload(admin, HARBORVIEW, fileUpload('plan.pdf', SAMPLE_FILES.exe), s3App.app);
    expect(refused.statusCode).toBe(400);
  });
});
