/**
 * The error codes and their HTTP statuses, without zod: the browser's API client reads them on every page,
 * including the sign-in page, which must stay light (the error body's schema is in errors.ts).
 */
/** Error codes every API failure carries; the HTTP status follows from the code. */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'version_conflict',
  'version_required',
  'rate_limited',
  'csrf_failed',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  csrf_failed: 403,
  not_found: 404,
  conflict: 409,
  /** A write based on a version of the record that is no longer the latest (If-Match). */
  version_conflict: 409,
  /** A write to a versioned record that did not say which version it was based on. */
  version_required: 428,
  rate_limited: 429,
  internal: 500,
};
