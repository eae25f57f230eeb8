import { apiRequest } from '@client/lib/api-client';
import { electionSummaryResponseSchema } from '@shared/schemas/application-summary';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /api/v1/employee_policies/{id}/summary: each line's choice and its monthly and per-paycheck cost (the done
 * page). Read afresh whenever the page opens (staleTime 0): a change after signing reprices it.
 */
export function applicationSummaryQueryOptions(employeePolicyId: string) {
  return queryOptions({
    queryKey: ['application-summary', employeePolicyId],
    queryFn: () =>
      apiRequest(`/api/v1/employee_policies/${encodeURIComponent(employeePolicyId)}/summary`, {
        schema: electionSummaryResponseSchema,
      }),
    staleTime: 0,
  });
}
