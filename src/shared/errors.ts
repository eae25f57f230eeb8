import { z } from 'zod';

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

/** The one error body: a form-level message, a code, and every field error at once. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns zod issues into { 'a.b.0.c': message }, keeping the first message for each field. */
export function fieldErrorsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
