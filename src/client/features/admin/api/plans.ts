import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { CatalogPlan, PlanCatalog, PlanDocumentLinksRequest } from '@shared/schemas/plan-documents';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const PLANS_QUERY_KEY = ['admin', 'plans'] as const;

/** Every plan with its document links (decision 0070). */
export function planCatalogQueryOptions() {
  return queryOptions({
    queryKey: PLANS_QUERY_KEY,
    queryFn: () => apiRequest('/api/v2/plans', { schema: checkedByServer<PlanCatalog>() }),
  });
}

/** Sets a plan's SBC, provider directory and formulary links with the version read (409 when stale). */
export function useSavePlanLinks(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanDocumentLinksRequest) =>
      apiRequest(`/api/v2/plans/${encodeURIComponent(planId)}/document_links`, {
        method: 'PUT',
        body,
        schema: checkedByServer<CatalogPlan>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
  });
}
