import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { HealthPlanDetail, HealthPlanDetails } from '@shared/schemas/plan-details';
import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

const base = (companyId: string) => `/api/v1/companies/${encodeURIComponent(companyId)}/health-plan-details`;

/** Every plan the company's current plan year offers, by line (read only; contribution writes do not change it). */
export function healthPlanDetailsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, companyId, 'health-plan-details'],
    queryFn: () => apiRequest(base(companyId), { schema: checkedByServer<HealthPlanDetails>() }),
  });
}

/** One plan of one of the company's plan years. */
export function healthPlanDetailQueryOptions(companyId: string, companyPolicyId: string, planId: string) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, companyId, 'health-plan-details', companyPolicyId, planId],
    queryFn: () =>
      apiRequest(`${base(companyId)}/${encodeURIComponent(companyPolicyId)}/${encodeURIComponent(planId)}`, {
        schema: checkedByServer<HealthPlanDetail>(),
      }),
  });
}
