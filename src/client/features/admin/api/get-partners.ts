import { apiRequest } from '@client/lib/api-client';
import { partnersResponseSchema } from '@shared/schemas/partners';
import { queryOptions } from '@tanstack/react-query';

export const PARTNERS_QUERY_KEY = ['admin', 'partners'] as const;

/** Payroll partners and their API keys (operations only). */
export const partnersQueryOptions = queryOptions({
  queryKey: PARTNERS_QUERY_KEY,
  queryFn: () => apiRequest('/api/v1/admin/partners', { schema: partnersResponseSchema }),
});
