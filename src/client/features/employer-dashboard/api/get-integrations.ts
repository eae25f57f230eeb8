import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { IntegrationsResponse } from '@shared/schemas/integrations';
import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

export const integrationsQueryKey = (companyId: string) => [
  ...COMPANIES_QUERY_KEY,
  companyId,
  'integrations',
];

/** The partners the company may connect, its connections and the API keys that can act for it. */
export function integrationsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: integrationsQueryKey(companyId),
    queryFn: () =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/integrations`, {
        schema: checkedByServer<IntegrationsResponse>(),
      }),
  });
}
