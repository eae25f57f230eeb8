import { apiRequest } from '@client/lib/api-client';
import { type ToastCompanies, toastCompaniesSchema } from '@shared/schemas/partner-sign-in';
import { queryOptions } from '@tanstack/react-query';

export const TOAST_COMPANIES_QUERY_KEY = ['toast-companies'] as const;

/** The restaurant-payroll partner's companies (FEINs with their DBA) from the last sign-in. */
export const toastCompaniesQuery = () =>
  queryOptions({
    queryKey: TOAST_COMPANIES_QUERY_KEY,
    queryFn: (): Promise<ToastCompanies> =>
      apiRequest('/toast/router/toast-multiple-companies', { schema: toastCompaniesSchema }),
  });
