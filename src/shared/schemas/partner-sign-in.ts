import { z } from 'zod';

/** GET /toast/router/toast-multiple-companies (spec 3 §3): the partner's FEINs, never whole (decision 0055). */
export const toastCompaniesSchema = z.object({
  company_profiles: z.array(z.object({ id: z.string(), name: z.string(), idToken: z.string() })),
  feins: z.array(
    z.object({ remote_id: z.string(), dba: z.string().nullable(), name: z.string(), feinMasked: z.string() }),
  ),
  email: z.string(),
});
export type ToastCompanies = z.infer<typeof toastCompaniesSchema>;

/** POST /toast/router/toast-create-company: one of the listed FEINs, by its remote_id. */
export const toastCreateCompanySchema = z.object({ remote_id: z.string().regex(/^[0-9a-f]{32}$/) }).strict();
export type ToastCreateCompany = z.infer<typeof toastCreateCompanySchema>;

export const toastCreateCompanyResponseSchema = z.object({ companyId: z.string(), redirectPath: z.string() });
export type ToastCreateCompanyResponse = z.infer<typeof toastCreateCompanyResponseSchema>;
