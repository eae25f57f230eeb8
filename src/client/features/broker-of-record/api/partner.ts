import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { companySearch, companyTokenField } from '@client/lib/company-token';
import type {
  BorCompanyProfile,
  PayrollAccountItems,
  partnerPreferencesRequestSchema,
} from '@shared/schemas/broker-of-record';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { companyProfileKey } from './company-profile';

/** The cache key of the payroll partner's accounts for a company. */
export const payrollAccountItemsKey = (companyIdToken: string | null) =>
  ['broker-of-record', 'payroll-account-items', companyIdToken ?? ''] as const;

/** GET /api/v2/partner/netsuite-payroll-account-items: the expense and liability accounts (select options). */
export function payrollAccountItemsQueryOptions(companyIdToken: string | null) {
  return queryOptions({
    queryKey: payrollAccountItemsKey(companyIdToken),
    queryFn: () =>
      apiRequest(`/api/v2/partner/netsuite-payroll-account-items${companySearch(companyIdToken)}`, {
        schema: checkedByServer<PayrollAccountItems>(),
      }),
  });
}

export type PartnerPreferencesBody = Omit<
  z.input<typeof partnerPreferencesRequestSchema>,
  'company_id_token'
>;

/** PUT /api/v2/partner/preferences: the deductions step's accounts; answers the profile (deductions complete). */
export function useSavePartnerPreferences(companyIdToken: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerPreferencesBody) =>
      apiRequest('/api/v2/partner/preferences', {
        method: 'PUT',
        body: { ...body, ...companyTokenField(companyIdToken) },
        schema: checkedByServer<BorCompanyProfile>(),
      }),
    onSuccess: (profile) => queryClient.setQueryData(companyProfileKey(companyIdToken), profile),
  });
}
