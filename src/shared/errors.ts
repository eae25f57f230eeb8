import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export { ERROR_CODES, type ErrorCode, STATUS_BY_CODE } from './error-codes';

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
