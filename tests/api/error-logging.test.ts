import { Writable } from 'node:stream';
import { buildApp, LOG_REDACT_PATHS } from '@server/app';
import type { Database } from '@server/db/client';
import { seedDemo } from '@server/db/seed';
import { createFieldCipher } from '@server/lib/field-crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBody, loadOwnApplication } from '../helpers/application';
import { createTestDatabase, demoPasswordHash, loginAs, testConfig } from '../helpers/test-app';

// Values nobody else uses, so finding one in the log can only mean the failed write leaked it.
const PERSONAL = {
  firstName: 'Zebulonia',
  lastName: 'Quillfeather',
  homeAddress: '742 Evergreen Terracette',
  city: 'Springfieldham',
  homePhoneNumber: '(415) 867-5309',
  bornAt: '07/14/1983',
};
// The same values as they may reach the database (digits of the phone, ISO date).
const STORED_FORMS = ['4158675309', '1983-07-14', '867-5309'];

let database: Database;
let lines: string[];
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig();
  await seedDemo(database.db, {
    cipher: createFieldCipher(config.appSecret),
    passwordHash: await demoPasswordHash(),
  });
  lines = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    config,
    database,
    logger: { level: 'info', stream, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a database error on a write', () => {
  it('answers 500 with the generic body and logs the failure without the submitted personal data', async () => {
    const agent = await loginAs(app, 'employee@example.com');
    const application = await loadOwnApplication(agent);
    // A real failure inside PostgreSQL, in the middle of the update that carries the personal values.
    await database.db.execute(
      sql.raw(`create function gc_test_boom() returns trigger language plpgsql as $$
        begin raise exception 'boom'; end $$`),
    );
    await database.db.execute(
      sql.raw(`create trigger gc_test_boom before update on employee_forms
        for each row execute function gc_test_boom()`),
    );
    try {
      // Application writes may require If-Match with the application's ETag: send it when there is one.
      const current = await agent.get('/api/v1/employee_applications/current');
      const etag = current.headers.etag;
      lines.length = 0;
      const res = await app.inject({
        method: 'PUT',
        url: `/api/v1/employee_forms/${application.employeeForm.id}`,
        headers: {
          cookie: agent.cookie,
          'x-csrf-token': agent.csrfToken,
          ...(typeof etag === 'string' ? { 'if-match': etag } : {}),
        },
        payload: contactBody(application, PERSONAL),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        code: 'internal',
      });
      expect(res.headers['cache-control']).toBe('no-store');

      const entries = lines.map((line) => JSON.parse(line));
      const failure = entries.find((entry) => entry.msg === 'request failed');
      expect(failure).toBeDefined();
      const log = lines.join('');
      for (const value of [...Object.values(PERSONAL), ...STORED_FORMS]) expect(log).not.toContain(value);
      expect(log).not.toMatch(/"params"|"parameters"|"detail"/);
      // What it does say: where it failed, and PostgreSQL's own account without values.
      expect(failure).toMatchObject({
        level: 50,
        method: 'PUT',
        route: '/api/v1/employee_forms/:employeeFormId',
        error: {
          type: 'DrizzleQueryError',
          query: expect.stringMatching(/^update "employee_forms" set /),
          cause: {
            type: expect.any(String),
            sqlstate: 'P0001',
            message: 'boom',
            routine: expect.any(String),
          },
        },
      });
    } finally {
      await database.db.execute(sql.raw('drop trigger gc_test_boom on employee_forms'));
      await database.db.execute(sql.raw('drop function gc_test_boom()'));
    }
  });
});
