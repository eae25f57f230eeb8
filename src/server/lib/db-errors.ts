/**
 * A refusal by a unique index (SQLSTATE 23505), from either driver (PGlite or postgres.js), possibly wrapped
 * by Drizzle (its `cause`): a write that raced another for the same email answers 409, not 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
