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

/** Test fixture: a real 1×1 PNG as the signature pad sends one (a data URL): the signature rule takes it. */
export const TEST_SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Test fixture: a complete, valid contact form (as typed on the screen). */
export const VALID_CONTACT_FORM = {
  firstName: 'Ana',
  middleInitial: 'M',
  lastName: 'Díaz',
  homeAddress: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  homePhoneNumber: '(512) 555-1234',
  workPhoneNumber: '',
  bornAt: '03/15/1986',
  gender: 'female',
  maritalStatus: 'married',
  annualSalary: '$52,000',
};

/** Test fixture: valid additional information, whether or not the employee declines (a reason is kept only then). */
export const VALID_ADDITIONAL_INFORMATION = {
  jobTitle: 'Architect',
  hiredAt: '03/01/2021',
  employeeType: 'full_time',
  declinationReason: 'other',
  declinationReason1CarrierName: '',
  declinationReason1IDNumber: '',
  declinationReason4Explanation: 'I am covered by my spouse.',
};
