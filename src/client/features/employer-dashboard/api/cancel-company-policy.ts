import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { CancelPolicyRequest, PolicyCancellation } from '@shared/schemas/policy-cancellation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';
import { policyCancellationQueryKey } from './get-policy-cancellation';

const base = (companyId: string) => `/api/v1/companies/${encodeURIComponent(companyId)}/policy_cancellation`;

/** Schedules the company policy's cancellation; the company's pages are read again. */
export function useCancelCompanyPolicy(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelPolicyRequest) =>
      apiRequest(base(companyId), { method: 'POST', body, schema: checkedByServer<PolicyCancellation>() }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(policyCancellationQueryKey(companyId), saved);
      await queryClient.invalidateQueries({ queryKey: [...COMPANIES_QUERY_KEY, companyId] });
    },
  });
}

/** Withdraws a scheduled cancellation before it takes effect. */
export function useWithdrawCancellation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest(`${base(companyId)}/withdraw`, {
        method: 'POST',
        body: { version },
        schema: checkedByServer<PolicyCancellation>(),
      }),
    onSuccess: (saved) => queryClient.setQueryData(policyCancellationQueryKey(companyId), saved),
  });
}
