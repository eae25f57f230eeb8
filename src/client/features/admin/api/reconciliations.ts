import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { ReconciliationList, ReconciliationReport } from '@shared/schemas/reconciliation';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const RECONCILIATIONS_QUERY_KEY = ['admin', 'reconciliations'] as const;
const BASE = '/api/v2/admin/reconciliations';

/** Every company's last check, the most mismatches first (decision 0065). */
export function reconciliationsQueryOptions(show: 'mismatches' | 'all') {
  return queryOptions({
    queryKey: [...RECONCILIATIONS_QUERY_KEY, show],
    queryFn: () =>
      apiRequest(`${BASE}?show=${encodeURIComponent(show)}`, {
        schema: checkedByServer<ReconciliationList>(),
      }),
  });
}

/** Checks a company now and keeps the result; the list reloads after. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) =>
      apiRequest(BASE, {
        method: 'POST',
        body: { companyId },
        schema: checkedByServer<ReconciliationReport>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECONCILIATIONS_QUERY_KEY }),
  });
}
