import { fieldErrorsFromIssues } from '@shared/errors';
import { validationFailed } from './app-error';

/** Parses with a schema or throws 400 with every field error at once. */
export function parseOrFail<T>(
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
  },
  value: unknown,
  extraErrors: Record<string, string> = {},
  prefix: readonly (string | number)[] = [],
): T {
  const result = schema.safeParse(value);
  const errors = result.success
    ? {}
    : fieldErrorsFromIssues(result.error.issues.map((i) => ({ ...i, path: [...prefix, ...i.path] })));
  // The caller's own checks speak more precisely than the schema's about the same field.
  const all = { ...errors, ...extraErrors };
  if (!result.success || Object.keys(all).length > 0) throw validationFailed(all);
  return result.data;
}
