import { z } from 'zod';
import { compareDates, parseIsoDate } from '../domain/dates/dates';
import { BENEFITS_DECISIONS, EMPLOYEE_TYPES } from '../domain/enums';
import {
  amountNumberSchema,
  emailSchema,
  MESSAGES,
  multilineTextSchema,
  nameSchema,
  readToday,
  requiredTextSchema,
  trimmedTextSchema,
  versionSchema,
} from './fields';

/** Payroll partners: their API keys (operations) and the people they add (decision 0024). */

export const partnerApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  keyPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PartnerApiKey = z.infer<typeof partnerApiKeySchema>;

export const partnerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  keys: z.array(partnerApiKeySchema),
});
export type PartnerSummary = z.infer<typeof partnerSummarySchema>;

export const partnersResponseSchema = z.object({ partners: z.array(partnerSummarySchema) });
export const partnerApiKeysResponseSchema = z.object({ keys: z.array(partnerApiKeySchema) });

export const createPartnerApiKeyRequestSchema = z.object({
  name: requiredTextSchema.max(100, 'Please keep the name to 100 characters.'),
});
export type CreatePartnerApiKeyRequest = z.infer<typeof createPartnerApiKeyRequestSchema>;

/** The key itself appears in this answer only; it is stored as its SHA-256. */
export const createdPartnerApiKeySchema = z.object({ apiKey: partnerApiKeySchema, key: z.string() });
export type CreatedPartnerApiKey = z.infer<typeof createdPartnerApiKeySchema>;

const ISO_DATE_MESSAGE = 'Please send the date as YYYY-MM-DD.';
const isoDateSchema = requiredTextSchema.refine((v) => parseIsoDate(v) !== null, ISO_DATE_MESSAGE);

/**
 * An employee as a payroll partner sends one (`POST /api/partner/v1/companies/:companyIdToken/employees`):
 * the new-employee form's fields as an API carries them (ISO dates, the salary as a number), with the
 * partner's own id for the person. The class and eligibility are the administrator's: the company's default
 * class, eligible, benefits pending their decision.
 */
export const partnerEmployeeRequestSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    bornAt: isoDateSchema.refine((v) => {
      const date = parseIsoDate(v);
      return !date || compareDates(date, readToday()) <= 0;
    }, MESSAGES.birthDateFuture),
    hiredAt: isoDateSchema,
    annualSalary: amountNumberSchema.nullable().optional().default(null),
    employeeType: z.enum(EMPLOYEE_TYPES, { error: `Please send one of: ${EMPLOYEE_TYPES.join(', ')}.` }),
    externalId: trimmedTextSchema.max(64, 'Please keep the external id to 64 characters.').optional(),
  })
  .strict();
export type PartnerEmployeeRequest = z.infer<typeof partnerEmployeeRequestSchema>;

export const partnerEmployeeResponseSchema = z.object({
  employeeId: z.string(),
  benefitsDecision: z.enum(BENEFITS_DECISIONS),
});

/** 409 for an email the company already has: the error body with that person's id. */
export const partnerDuplicateResponseSchema = z.object({
  error: z.string(),
  code: z.literal('conflict'),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  employeeId: z.string(),
});

/** The confirmation page's ajax paths carry the person as `employee_hash_id` (docs/spec/2 §2.1). */
export const partnerEmployeeQuerySchema = z.object({
  employee_hash_id: z
    .string()
    .min(1, 'Unknown employee.')
    .max(64, 'Unknown employee.')
    .regex(/^[\w-]+$/, 'Unknown employee.'),
});

export const partnerAddEmployeeOptionsSchema = z.object({
  employee: z.object({
    hashId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    hiredAt: z.string().nullable(),
    employeeType: z.enum(EMPLOYEE_TYPES).nullable(),
    partnerName: z.string(),
    addedAt: z.string(),
  }),
  benefitsDecision: z.enum(BENEFITS_DECISIONS),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  version: z.number().int(),
  choices: z.array(z.enum(['approve-benefits', 'deny-benefits', 'waiting-on-renewal'])),
  /** After an approval: when the invitation's link expires. */
  invitationExpiresAt: z.string().nullable(),
});
export type PartnerAddEmployeeOptions = z.infer<typeof partnerAddEmployeeOptionsSchema>;

export const benefitsDecisionRequestSchema = z.object({ version: versionSchema() });
export type BenefitsDecisionRequest = z.infer<typeof benefitsDecisionRequestSchema>;

export const denyBenefitsRequestSchema = benefitsDecisionRequestSchema.extend({
  reason: multilineTextSchema
    .min(1, 'Please give the reason benefits are denied.')
    .max(1000, 'Please keep the reason to 1,000 characters.'),
});
export type DenyBenefitsRequest = z.infer<typeof denyBenefitsRequestSchema>;
