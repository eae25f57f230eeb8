import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { HealthPlanDetail, HealthPlanDetails } from '@shared/schemas/plan-details';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

/** PUT …/health-plan-details/{plan year}/{plan}/sbc: the company's SBC document (a PDF), as a form upload. */
export function useUploadPlanSbc(companyId: string, companyPolicyId: string, planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiRequest(
        `${base(companyId)}/${encodeURIComponent(companyPolicyId)}/${encodeURIComponent(planId)}/sbc`,
        { method: 'PUT', body, schema: checkedByServer<HealthPlanDetail>() },
      );
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(
        healthPlanDetailQueryOptions(companyId, companyPolicyId, planId).queryKey,
        detail,
      );
      void queryClient.invalidateQueries({
        queryKey: healthPlanDetailsQueryOptions(companyId).queryKey,
        exact: true,
      });
    },
  });
}
