import { z } from 'zod';
import { isMaskedSsn, isValidSsnOrTaxId } from '../domain/identifiers';
import { INVALID_SIGNATURE_MESSAGE, isSignatureSufficient } from '../domain/signature/signature';
import { MESSAGES, requiredTextSchema, signatureImageSchema, ssnSchema, textSchema } from './fields';

const pointSchema = z.object({ x: z.number(), y: z.number() });

/** The drawn strokes: enough points, one long stroke and enough spread, else the spec's message (docs/spec/1 §5). */
export const signatureStrokesSchema = z
  .array(z.array(pointSchema), { error: INVALID_SIGNATURE_MESSAGE })
  .refine(isSignatureSufficient, INVALID_SIGNATURE_MESSAGE);

/** An SSN or tax id that may already be on file: the masked form (XXX-XX-1234) means "keep the one we hold". */
const ssnOrMaskedSchema = requiredTextSchema.refine(
  (v) => isMaskedSsn(v) || isValidSsnOrTaxId(v),
  MESSAGES.ssn,
);

export interface SignFormOptions {
  /** The employee's SSN is not on file yet (then it is required). */
  requiresEmployeeSsn: boolean;
}

/** The Review and Sign form: SSNs where not held (employee, each enrolling dependent) and a sufficient signature. */
export function createSignFormSchema(options: SignFormOptions) {
  return z.object({
    socialSecurityNumber: options.requiresEmployeeSsn ? ssnSchema : textSchema.optional(),
    dependents: z.array(z.object({ id: textSchema, socialSecurityNumber: ssnOrMaskedSchema })).default([]),
    signatureStrokes: signatureStrokesSchema,
    signatureImageDataUrl: signatureImageSchema,
  });
}
export const signFormSchema = createSignFormSchema({ requiresEmployeeSsn: true });
export type SignForm = z.infer<typeof signFormSchema>;
