import type { z } from 'zod';
import { fieldErrorsFromIssues } from '../errors';

/** Test helper: the first message a schema gives for a value, or null when it passes. */
export function messageOf(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

/** Test helper: every field error a schema gives, keyed by dotted path as the API sends them. */
export function fieldErrorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrorsFromIssues(r.error.issues);
}
