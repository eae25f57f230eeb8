import { apiRequest } from '@client/lib/api-client';
import type { CoverageType } from '@shared/domain/enums';
import { planCostsResponseSchema } from '@shared/schemas/plans';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Who and what to price: dependents beside the employee, and the chosen life amounts in dollars. */
export interface PlanCostsParams {
  dependentIds?: readonly string[];
  coverageAmount?: number | null;
  spouseCoverageAmount?: number | null;
}

function toSearchParams(coverageType: CoverageType, params: PlanCostsParams): URLSearchParams {
  const query = new URLSearchParams({ type: coverageType });
  // Sorted so the same people give the same cache key whatever order they were chosen in.
  const ids = [...(params.dependentIds ?? [])].sort();
  if (ids.length > 0) query.set('dependentIDs', ids.join(','));
  if (params.coverageAmount != null) query.set('coverageAmount', String(params.coverageAmount));
  if (params.spouseCoverageAmount != null)
    query.set('spouseCoverageAmount', String(params.spouseCoverageAmount));
  return query;
}

/** The engine's monthly costs (integer cents) of every plan of a line for a census. */
export function planCostsQueryOptions(
  employeePolicyId: string,
  coverageType: CoverageType,
  params: PlanCostsParams = {},
) {
  const query = toSearchParams(coverageType, params);
  return queryOptions({
    queryKey: ['employee-application', 'plan-costs', employeePolicyId, query.toString()],
    queryFn: async () =>
      (
        await apiRequest(
          `/api/v1/employee_policies/${encodeURIComponent(employeePolicyId)}/plan_costs?${query}`,
          { schema: planCostsResponseSchema },
        )
      ).planCosts,
    // Moving the slider or choosing a dependent keeps the last prices on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
