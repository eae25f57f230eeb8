import { z } from 'zod';
import { ROLES } from '../roles';
import { textSchema, trimmedTextSchema } from './fields';

export const loginRequestSchema = z.object({
  email: trimmedTextSchema.min(1, 'Enter your email.').pipe(z.email('Enter a valid email address.')),
  password: textSchema.min(1, 'Enter your password.').max(200, 'That password is too long.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const companySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  idToken: z.string(),
  state: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const brandingSchema = z.object({
  partnerName: z.string().nullable(),
  partnerLogo: z.string().nullable(),
  color: z.string().nullable(),
  hideLogout: z.boolean(),
});
export type Branding = z.infer<typeof brandingSchema>;

/** Who is signed in and what the shell may offer them. */
export const sessionSchema = z.object({
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(ROLES),
    isAdmin: z.boolean(),
  }),
  csrfToken: z.string(),
  homePath: z.string(),
  companies: z.array(companySummarySchema),
  activeCompany: companySummarySchema
    .extend({ benefitsAdminConfigured: z.boolean(), renewalDate: z.string().nullable() })
    .nullable(),
  /** The account's own employee form, when it is an employee somewhere. */
  employee: z
    .object({
      employeeFormId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      companyId: z.string(),
      companyName: z.string(),
    })
    .nullable(),
  hasCompanyAccess: z.boolean(),
  hasEmployeePolicy: z.boolean(),
  canSwitchCompany: z.boolean(),
  branding: brandingSchema,
  idleTimeoutSeconds: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

export const switchCompanyRequestSchema = z.object({ companyId: z.string().uuid('Choose a company.') });
export type SwitchCompanyRequest = z.infer<typeof switchCompanyRequestSchema>;
