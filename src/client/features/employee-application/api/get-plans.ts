import { apiRequest } from '@client/lib/api-client';
import type { CoverageType } from '@shared/domain/enums';
import { plansResponseSchema } from '@shared/schemas/plans';
import { queryOptions } from '@tanstack/react-query';

/**
 * The plans of one coverage line offered to the policy (money in dollars), and on a renewal the plan the
 * employee is on now (its network, for the network-change warning).
 */
export function plansQueryOptions(employeePolicyId: string, coverageType: CoverageType) {
  const query = new URLSearchParams({ type: coverageType });
  return queryOptions({
    queryKey: ['employee-application', 'plans', employeePolicyId, coverageType],
    queryFn: () =>
      apiRequest(`/api/v1/employee_policies/${encodeURIComponent(employeePolicyId)}/plans?${query}`, {
        schema: plansResponseSchema,
      }),
  });
}
