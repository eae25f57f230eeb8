import { Writable } from 'node:stream';
import { LOG_REDACT_PATHS } from '@server/app';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { contactBody, loadOwnApplication } from '../helpers/application';

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

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});
const suite = apiSuite({
  signIn: false,
  logger: { level: 'info', stream, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
});

describe('a database error on a write', () => {
  it('answers 500 with the generic body and logs the failure without the submitted personal data', async () => {
    const agent = await suite.loginAs('employee@example.com');
    const application = await loadOwnApplication(agent);
    // A real failure inside PostgreSQL, in the middle of the update that carries the personal values.
    await suite.db.execute(
      sql.raw(`create function gc_test_boom() returns trigger language plpgsql as $$
        begin raise exception 'boom'; end $$`),
    );
    await suite.db.execute(
      sql.raw(`create trigger gc_test_boom before update on employee_forms
        for each row execute function gc_test_boom()`),
    );
    try {
      // Application writes may require If-Match with the application's ETag: send it when there is one.
      const current = await agent.get('/api/v1/employee_applications/current');
      const etag = current.headers.etag;
      lines.length = 0;
      const res = await suite.app.inject({
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
      await suite.db.execute(sql.raw('drop trigger gc_test_boom on employee_forms'));
      await suite.db.execute(sql.raw('drop function gc_test_boom()'));
    }
  });
});
