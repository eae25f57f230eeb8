import { z } from 'zod';
import { RENEWAL_STAGES } from '../domain/renewal/renewal-stage';
import { checkSignInInput } from '../domain/sign-in/sign-in';
import { ROLES } from '../roles';

/** The sign-in form: the shared rule (checkSignInInput), which the sign-in page runs without zod. */
export const loginRequestSchema = z
  .object({ email: z.string(), password: z.string() })
  .superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(checkSignInInput(value)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((value) => ({ email: value.email.trim(), password: value.password }));
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Where the company's renewal stands (decision 0040): the dashboard's renewal entries and Home card. */
export const renewalSummarySchema = z.object({
  stage: z.enum(RENEWAL_STAGES),
  /** The new plan year's first day (the plan year in force's renewal date while the setup is due). */
  effectiveAt: z.string(),
  /** The packages the employer may compare (0 until operations load them). */
  planSuiteCount: z.number().int(),
});
export type RenewalSummary = z.infer<typeof renewalSummarySchema>;

export const companySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  idToken: z.string(),
  state: z.string(),
  /** The company may cancel its policy online (docs/spec/2 §2.1 cancel-company-policy; decision 0033). */
  hasCancellationFormAccess: z.boolean(),
  /** The company's renewal for its administrators (decision 0040); null when there is nothing to do. */
  renewal: renewalSummarySchema.nullable(),
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
