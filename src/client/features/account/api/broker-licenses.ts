import { apiRequest } from '@client/lib/api-client';
import { type BrokerLicensesRequest, brokerLicensesSchema } from '@shared/schemas/broker-licenses';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const BROKER_LICENSES_QUERY_KEY = ['broker-licenses'] as const;

/** The signed-in broker's licences per state (decision 0081). */
export const brokerLicensesQueryOptions = queryOptions({
  queryKey: BROKER_LICENSES_QUERY_KEY,
  queryFn: () => apiRequest('/api/v1/broker_licenses', { schema: brokerLicensesSchema }),
});

/** Saves the whole list; the answer is the list with its new version. */
export function useSaveBrokerLicenses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrokerLicensesRequest) =>
      apiRequest('/api/v1/broker_licenses', { method: 'PUT', body, schema: brokerLicensesSchema }),
    onSuccess: (licenses) => {
      queryClient.setQueryData(BROKER_LICENSES_QUERY_KEY, licenses);
      // The broker-of-record letters name the broker with their licence for the company's state.
      void queryClient.invalidateQueries({ queryKey: ['broker-of-record'] });
    },
  });
}
