import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { CompanyPolicy, EnrollmentWindowRequest } from '@shared/schemas/company-policy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';
import { policyUrl } from './get-company-policy';

/** Saves a plan year's enrollment windows (decision 0080); the plan year and the Home are read again. */
export function useSaveEnrollmentWindow(companyId: string, companyPolicyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrollmentWindowRequest) =>
      apiRequest(`${policyUrl(companyPolicyId)}/enrollment_window`, {
        method: 'PUT',
        body,
        schema: checkedByServer<CompanyPolicy>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...COMPANIES_QUERY_KEY, companyId] }),
  });
}
