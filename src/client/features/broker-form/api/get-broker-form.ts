import { apiRequest } from '@client/lib/api-client';
import { brokerFormResponseSchema } from '@shared/schemas/broker-form';
import { queryOptions } from '@tanstack/react-query';

/** The support contact for the footer; the server picks the broker or benefits-administration variant. */
export function brokerFormQueryOptions(companyIdToken: string | null) {
  const query = companyIdToken ? `?${new URLSearchParams({ company_id_token: companyIdToken })}` : '';
  return queryOptions({
    queryKey: ['broker-form', companyIdToken],
    queryFn: async () =>
      (await apiRequest(`/api/v1/broker_forms${query}`, { schema: brokerFormResponseSchema })).brokerForm,
    staleTime: 10 * 60_000,
  });
}
