import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { QuoteRequestStatus } from '@shared/domain/large-group/large-group';
import type { QuoteQueue, QuoteQueueFilter, QuoteRequestDetail } from '@shared/schemas/large-group';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const LARGE_GROUP_QUOTES_QUERY_KEY = ['admin', 'large-group-quotes'] as const;
const BASE = '/api/v1/admin/large_group_quote_requests';

/** Operations' queue of large group quote requests (decision 0054), by status, with counts per status. */
export function largeGroupQuotesQueryOptions(status: QuoteQueueFilter) {
  return queryOptions({
    queryKey: [...LARGE_GROUP_QUOTES_QUERY_KEY, status],
    queryFn: () =>
      apiRequest(`${BASE}?status=${encodeURIComponent(status)}`, { schema: checkedByServer<QuoteQueue>() }),
  });
}

/** Moves a request's status with the version read (409 when stale); the queue reloads after a move. */
export function useMoveQuoteRequest(quoteRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: QuoteRequestStatus; version: number }) =>
      apiRequest(`${BASE}/${encodeURIComponent(quoteRequestId)}/status`, {
        method: 'PUT',
        body,
        schema: checkedByServer<QuoteRequestDetail>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LARGE_GROUP_QUOTES_QUERY_KEY }),
  });
}
