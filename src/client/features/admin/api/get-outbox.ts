import { apiRequest } from '@client/lib/api-client';
import { outboxMessageSchema, outboxResponseSchema } from '@shared/schemas/outbox';
import { queryOptions } from '@tanstack/react-query';

export const OUTBOX_QUERY_KEY = ['admin', 'outbox'] as const;

/** The most recent messages in the mail outbox (operations only). */
export const outboxQueryOptions = queryOptions({
  queryKey: OUTBOX_QUERY_KEY,
  queryFn: () => apiRequest('/api/v1/admin/outbox', { schema: outboxResponseSchema }),
});

/** One outbox message with its text. */
export function outboxMessageQueryOptions(messageId: string) {
  return queryOptions({
    queryKey: [...OUTBOX_QUERY_KEY, messageId],
    queryFn: () =>
      apiRequest(`/api/v1/admin/outbox/${encodeURIComponent(messageId)}`, { schema: outboxMessageSchema }),
  });
}
