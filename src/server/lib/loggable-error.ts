import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What the log may hold of a failure (decision 0013). A database error carries the query's parameters (names,
 * birth dates, SSN ciphertext): Drizzle's DrizzleQueryError in its message and `params`, the drivers' errors
 * in `params`/`parameters`, `detail` ("Key (email)=(x@y.com) already exists") and quoted values in the
 * message ('invalid input syntax for type uuid: "…"'). So only named fields are copied, never the error as a
 * whole: for a database error its class, SQLSTATE, the names of schema, table, column and constraint, the
 * routine, the SQL text with its string literals blanked, and messages with every quoted value blanked.
 */
export function loggableError(err: unknown, depth = 0): Record<string, unknown> {
  if (typeof err !== 'object' || err === null) return { type: typeof err };
  const e = err as Record<string, unknown>;
  const type = typeName(err);
  // A cause chain deeper than this is not worth following.
  const cause = e.cause !== undefined && depth < 4 ? { cause: loggableError(e.cause, depth + 1) } : {};

  if (isPostgresError(e)) {
    return compact({
      // PGlite's class name is minified away.
      type: /^[A-Z]\w{2,}$/.test(type) ? type : 'DatabaseError',
      sqlstate: e.code,
      severity: e.severity,
      message: blankQuoted(e.message),
      schema: e.schema ?? e.schema_name,
      table: e.table ?? e.table_name,
      column: e.column ?? e.column_name,
      dataType: e.dataType ?? e.data_type_name,
      constraint: e.constraint ?? e.constraint_name,
      routine: e.routine,
      where: blankQuoted(e.where),
      stack: stackFrames(e.stack),
      ...cause,
    });
  }
  // After the driver errors: PGlite's carry `query` and `params` too.
  if (err instanceof DrizzleQueryError || (typeof e.query === 'string' && Array.isArray(e.params))) {
    return { type, query: blankLiterals(String(e.query)), stack: stackFrames(e.stack), ...cause };
  }
  return compact({
    type,
    message: typeof e.message === 'string' ? e.message : undefined,
    code: typeof e.code === 'string' || typeof e.code === 'number' ? e.code : undefined,
    statusCode: typeof e.statusCode === 'number' ? e.statusCode : undefined,
    stack: typeof e.stack === 'string' ? e.stack : undefined,
    ...cause,
  });
}

/** PGlite's DatabaseError and postgres.js's PostgresError: a five-character SQLSTATE and a severity. */
function isPostgresError(e: Record<string, unknown>): boolean {
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

function typeName(err: object): string {
  const name = err.constructor?.name;
  return name && name !== 'Object' ? name : String((err as { name?: unknown }).name ?? 'Object');
}

/** Replaces every double- or single-quoted part (PostgreSQL quotes values so) with an ellipsis. */
export function blankQuoted(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  return blankLiterals(text).replace(/"(?:[^"]|"")*"/g, '"…"');
}

/** Blanks single-quoted string literals only: the identifiers of a SQL text stay readable. */
function blankLiterals(text: string): string {
  return text.replace(/'(?:[^']|'')*'/g, "'…'");
}

/** The "at …" lines of a stack: its first lines repeat the message, which may quote values. */
function stackFrames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function compact(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
