import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { PolicyCancellation } from '@shared/schemas/policy-cancellation';
import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

export const policyCancellationQueryKey = (companyId: string) => [
  ...COMPANIES_QUERY_KEY,
  companyId,
  'policy-cancellation',
];

/** The current policy, its scheduled cancellation and the last days of coverage the company may choose. */
export function policyCancellationQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: policyCancellationQueryKey(companyId),
    queryFn: () =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/policy_cancellation`, {
        schema: checkedByServer<PolicyCancellation>(),
      }),
  });
}
