import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { NewHireCost, NewHireCostRequest } from '@shared/schemas/plan-details';
import { useMutation } from '@tanstack/react-query';

/** What each offered health plan would cost a new hire a month (a read: writes nothing, invalidates nothing). */
export function useEstimateNewHireCost(companyId: string) {
  return useMutation({
    mutationFn: (request: NewHireCostRequest) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/new-hire-cost`, {
        method: 'POST',
        body: request,
        schema: checkedByServer<NewHireCost>(),
      }),
  });
}
