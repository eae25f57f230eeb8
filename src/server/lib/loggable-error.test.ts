import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blankQuoted, loggableError } from './loggable-error';

/** postgres.js's error: enumerable server fields, and the query and its parameters as hidden properties. */
class PostgresError extends Error {
  constructor(fields: Record<string, unknown>, hidden: Record<string, unknown>) {
    super(String(fields.message));
    Object.assign(this, { name: 'PostgresError', ...fields });
    for (const [key, value] of Object.entries(hidden)) Object.defineProperty(this, key, { value });
  }
}

/** PGlite's DatabaseError, whose class name is minified; it carries the query and its params. */
class O extends Error {}

const INSERT = 'insert into "accounts" ("email", "name", "password_hash") values ($1, $2, $3)';

function duplicateEmail() {
  const cause = new PostgresError(
    {
      message: 'duplicate key value violates unique constraint "accounts_email_unique"',
      severity_local: 'ERROR',
      severity: 'ERROR',
      code: '23505',
      detail: 'Key (email)=(emily.carter@example.com) already exists.',
      schema_name: 'public',
      table_name: 'accounts',
      constraint_name: 'accounts_email_unique',
      routine: '_bt_check_unique',
    },
    { query: INSERT, parameters: ['emily.carter@example.com', 'Emily Carter', 'argon-hash'] },
  );
  return new DrizzleQueryError(INSERT, ['emily.carter@example.com', 'Emily Carter', 'argon-hash'], cause);
}

describe('loggableError', () => {
  it('logs a Drizzle query error on PostgreSQL without parameters, detail or quoted values', () => {
    const logged = loggableError(duplicateEmail());
    const text = JSON.stringify(logged);
    for (const leak of ['emily.carter', 'Emily Carter', 'argon-hash', 'params', 'parameters', 'detail'])
      expect(text).not.toContain(leak);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: INSERT,
      cause: {
        type: 'PostgresError',
        sqlstate: '23505',
        severity: 'ERROR',
        message: 'duplicate key value violates unique constraint "…"',
        schema: 'public',
        table: 'accounts',
        constraint: 'accounts_email_unique',
        routine: '_bt_check_unique',
      },
    });
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it("logs PGlite's error without its params or the value quoted in its message", () => {
    const err = Object.assign(new O('invalid input syntax for type uuid: "ZEB-1983-07-14"'), {
      name: 'error',
      severity: 'ERROR',
      code: '22P02',
      where: "unnamed portal parameter $1 = 'ZEB-1983-07-14'",
      routine: 'string_to_uuid',
      query: 'select "id" from "accounts" where "accounts"."id" = $1',
      params: ['ZEB-1983-07-14'],
    });
    const logged = loggableError(new DrizzleQueryError(err.query, err.params, err));
    expect(JSON.stringify(logged)).not.toContain('ZEB');
    expect(logged.cause).toEqual({
      type: 'DatabaseError',
      sqlstate: '22P02',
      severity: 'ERROR',
      message: 'invalid input syntax for type uuid: "…"',
      routine: 'string_to_uuid',
      where: "unnamed portal parameter $1 = '…'",
      stack: expect.any(String),
    });
  });

  it('blanks string literals in the SQL text but keeps its identifiers', () => {
    const err = new DrizzleQueryError(
      `select "name" from "people" where "name" = 'Zebulonia' or x = 'it''s'`,
      [],
    );
    expect(loggableError(err).query).toBe(`select "name" from "people" where "name" = '…' or x = '…'`);
  });

  it('keeps the message and stack of another error, but never its other fields', () => {
    const err = Object.assign(new Error('plan prices are missing'), {
      code: 'E_PRICES',
      params: ['Zebulonia'],
      detail: 'Zebulonia',
      body: { firstName: 'Zebulonia' },
    });
    const logged = loggableError(err);
    expect(logged).toEqual({
      type: 'Error',
      message: 'plan prices are missing',
      code: 'E_PRICES',
      stack: err.stack,
    });
  });

  it('follows the cause of another error, sanitising a database error there', () => {
    const logged = loggableError(new Error('saving failed', { cause: duplicateEmail() }));
    expect(JSON.stringify(logged)).not.toContain('emily.carter');
    expect(logged).toMatchObject({
      message: 'saving failed',
      cause: { type: 'DrizzleQueryError', cause: { sqlstate: '23505' } },
    });
  });

  it('logs only the type of something thrown that is not an object', () => {
    expect(loggableError('Zebulonia 1983-07-14')).toEqual({ type: 'string' });
  });
});

describe('blankQuoted', () => {
  it('blanks double- and single-quoted parts, with doubled quotes inside', () => {
    expect(blankQuoted('value "a ""b"" c" and \'d\'\'e\' here')).toBe('value "…" and \'…\' here');
    expect(blankQuoted(undefined)).toBeUndefined();
  });
});
