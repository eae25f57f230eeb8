import { z } from 'zod';

/** GET /toast/router/toast-multiple-companies (docs/spec/3 §3): the partner's FEINs, never whole (decision 0055). */
export const toastCompaniesSchema = z.object({
  /** The account's companies, grouped: `partner` when the partner keys it (one of the FEINs), else `other`. */
  company_profiles: z.array(
    z.object({ id: z.string(), name: z.string(), idToken: z.string(), group: z.enum(['partner', 'other']) }),
  ),
  feins: z.array(
    z.object({ remote_id: z.string(), dba: z.string().nullable(), name: z.string(), feinMasked: z.string() }),
  ),
  email: z.string(),
});
export type ToastCompanies = z.infer<typeof toastCompaniesSchema>;

/** POST /toast/router/toast-create-company: one of the listed FEINs, by its remote_id. */
export const toastCreateCompanySchema = z.object({ remote_id: z.string().regex(/^[0-9a-f]{32}$/) }).strict();
export type ToastCreateCompany = z.infer<typeof toastCreateCompanySchema>;

/**
 * POST /toast/router/update-segment (docs/spec/3 §7 "links to update-segment … navigate"; decision 0055): enter one of
 * the account's companies already on Groupcover (the session's company, its "segment").
 */
export const toastUpdateSegmentSchema = z.object({ company_id: z.uuid('Choose a company.') }).strict();
export type ToastUpdateSegment = z.infer<typeof toastUpdateSegmentSchema>;

export const toastCreateCompanyResponseSchema = z.object({ companyId: z.string(), redirectPath: z.string() });
export type ToastCreateCompanyResponse = z.infer<typeof toastCreateCompanyResponseSchema>;

/**
 * POST /omniauth/{partner} (docs/spec/3 §7): the connect page's auto-posted sign-in form, urlencoded. The token is
 * the page's `<meta name="csrf-token">` (decision 0057); `return_to`, a path of this site, as for the GET start.
 */
export const partnerSignInFormSchema = z
  .object({
    // Missing, it is refused like a forged one (403), after the body's shape is checked.
    authenticity_token: z.string().max(400).optional(),
    return_to: z.string().max(2000).optional(),
  })
  .strict();
export type PartnerSignInForm = z.infer<typeof partnerSignInFormSchema>;

/** GET /api/v2/partners/{partner}/popup_config: the partner's name and the origins its popup may post from. */
export const partnerPopupConfigSchema = z.object({ name: z.string(), allowedOrigins: z.array(z.string()) });
export type PartnerPopupConfig = z.infer<typeof partnerPopupConfigSchema>;

/** GET /quickbooks/authenticate (docs/spec/3 §7 "/quickbooks/authenticate with company_token"; decision 0058). */
export const quickbooksAuthenticateQuerySchema = z.object({ company_token: z.string().max(200).optional() });

/** GET /intuit/status?company_id_token= (docs/spec/3 §7, response not shown; decision 0058). */
export const intuitStatusSchema = z.object({
  /** The company is connected to the accounting partner (QuickBooks). */
  connected: z.boolean(),
  /** The company's accounting partner's slug, or null. */
  partner: z.string().nullable(),
  /** The caller's account has no password of its own yet (the connect's account creation applies). */
  canSetCredentials: z.boolean(),
});
export type IntuitStatus = z.infer<typeof intuitStatusSchema>;
