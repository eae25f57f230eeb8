import { z } from 'zod';
import { PARTNER_SLUG_MAX_LENGTH, PARTNER_SLUG_PATTERN } from '../domain/registration/partner-slug';
import { companyIdTokenSchema, trimmedTextSchema } from './fields';

export const PARTNER_SLUG_MESSAGES = {
  required: 'Name the partner (partner).',
  format: 'A partner is named by letters, digits, hyphens and underscores.',
} as const;

/**
 * `GET /api/v2/payroll_lead_call_to_action`'s query (docs/spec/3 §7; decision 0059): the partner's slug, and
 * optionally the company the lead is about (its token or 16-character prefix).
 */
export const payrollLeadQuerySchema = z.object({
  partner: trimmedTextSchema
    .min(1, PARTNER_SLUG_MESSAGES.required)
    .max(PARTNER_SLUG_MAX_LENGTH, PARTNER_SLUG_MESSAGES.format)
    .regex(PARTNER_SLUG_PATTERN, PARTNER_SLUG_MESSAGES.format),
  company_id_token: companyIdTokenSchema,
});
export type PayrollLeadQuery = z.infer<typeof payrollLeadQuerySchema>;

/**
 * The payroll lead landing page's call to action: the partner's name and branding, and the company's name
 * when a signed-in caller who manages it named it (null otherwise: a signed-out caller's token is not looked up).
 */
export const payrollLeadCallToActionSchema = z.object({
  partner_name: z.string(),
  partner_slug: z.string(),
  partner_logo: z.string().nullable(),
  color: z.string().nullable(),
  company_name: z.string().nullable(),
});
export type PayrollLeadCallToAction = z.infer<typeof payrollLeadCallToActionSchema>;
