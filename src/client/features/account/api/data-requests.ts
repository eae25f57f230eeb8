import { apiRequest } from '@client/lib/api-client';
import {
  dataRequestListSchema,
  dataRequestSchema,
  deletionResponseSchema,
  type RequestDeleteInformation,
} from '@shared/schemas/data-requests';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const DATA_REQUESTS_QUERY_KEY = ['data-requests'] as const;

export const dataRequestsQueryOptions = queryOptions({
  queryKey: DATA_REQUESTS_QUERY_KEY,
  queryFn: () => apiRequest('/api/v2/accounts/data_requests', { schema: dataRequestListSchema }),
});

/** Where an export downloads (the browser follows the link with the session cookie). */
export const exportUrl = (id: string, format: 'json' | 'pdf') =>
  `/api/v2/accounts/data_requests/${encodeURIComponent(id)}/export.${format}`;

export function useRequestInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/v2/accounts/request_information', { method: 'POST', schema: dataRequestSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DATA_REQUESTS_QUERY_KEY }),
  });
}

/** Deletes what may be deleted; the server ends the session, so the caller shows what was kept, signed out. */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: (body: RequestDeleteInformation) =>
      apiRequest('/api/v2/accounts/request_delete_information', {
        method: 'POST',
        body,
        schema: deletionResponseSchema,
      }),
  });
}
