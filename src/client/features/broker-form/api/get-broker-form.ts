import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { BrokerFormResponse } from '@shared/schemas/broker-form';
import { queryOptions } from '@tanstack/react-query';

/**
 * The support contact for the footer, on every page (the sign-in page too, so no schema library: the server
 * checks the body against the shared schema); the server picks the broker or benefits-administration variant.
 */
export function brokerFormQueryOptions(companyIdToken: string | null) {
  const query = companyIdToken ? `?${new URLSearchParams({ company_id_token: companyIdToken })}` : '';
  return queryOptions({
    queryKey: ['broker-form', companyIdToken],
    queryFn: async () =>
      (await apiRequest(`/api/v1/broker_forms${query}`, { schema: checkedByServer<BrokerFormResponse>() }))
        .brokerForm,
    staleTime: 10 * 60_000,
  });
}
