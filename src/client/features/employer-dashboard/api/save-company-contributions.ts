import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { CompanyContributionsRequest, CompanyPolicy } from '@shared/schemas/company-policy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';
import { companyPolicyKey, policyUrl } from './get-company-policy';

/**
 * Saves a plan year's contribution table. The answer is the plan year with its new version; the company's other
 * reads that price with contributions (home premium, cost of a new hire, employee status) are read again.
 */
export function useSaveCompanyContributions(companyId: string, companyPolicyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyContributionsRequest) =>
      apiRequest(`${policyUrl(companyPolicyId)}/company_contributions`, {
        method: 'PUT',
        body,
        schema: checkedByServer<CompanyPolicy>(),
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(companyPolicyKey(companyId, companyPolicyId), saved);
      await queryClient.invalidateQueries({
        queryKey: [...COMPANIES_QUERY_KEY, companyId],
        predicate: (query) => query.queryKey[2] !== 'company-policies',
      });
    },
  });
}
