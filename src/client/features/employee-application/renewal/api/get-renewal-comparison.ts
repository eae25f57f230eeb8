import { apiRequest } from '@client/lib/api-client';
import { renewalComparisonResponseSchema } from '@shared/schemas/application-summary';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /api/v1/employee_policies/{renewal's id}/renewal_comparison: each line's current plan and cost beside the
 * renewal's (decision 0079). A saved choice marks it stale (useApplicationSaved), so the next screen reads it anew.
 */
export function renewalComparisonQueryOptions(employeePolicyId: string) {
  return queryOptions({
    queryKey: ['renewal-comparison', employeePolicyId],
    queryFn: () =>
      apiRequest(`/api/v1/employee_policies/${encodeURIComponent(employeePolicyId)}/renewal_comparison`, {
        schema: renewalComparisonResponseSchema,
      }),
  });
}
