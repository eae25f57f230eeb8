import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type {
  MedicalPlanMappingsResponse,
  PlanSuiteResponse,
  SelectRenewalSuiteRequest,
  SelectRenewalSuiteResponse,
} from '@shared/schemas/renewal-suites';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/*
 * docs/spec/3's renewal comparison calls (decision 0039). Each names the company by its id token, as the address's
 * company_id_token does (the page sends the whole token of the company it shows).
 */

const KEY = ['renewal-suites'] as const;
const withToken = (token: string, extra: Record<string, string> = {}) =>
  `?${new URLSearchParams({ company_id_token: token, ...extra })}`;

/** The current renewal's medical plan mappings, suites and version (`company_policies/current`). */
export function mappingsQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...KEY, token, 'mappings'],
    queryFn: () =>
      apiRequest(`/api/v2/company_policies/current/medical_plan_mappings${withToken(token)}`, {
        schema: checkedByServer<MedicalPlanMappingsResponse>(),
      }),
  });
}

/**
 * A package with its plans and costs: the current package under the current contributions
 * (`plan_suites/current/current_costs`), a renewal suite under the renewal's rows (`…/renewal_costs`).
 */
export function suiteCostsQueryOptions(token: string, planSuiteId: string) {
  const side = planSuiteId === 'current' ? 'current' : 'renewal';
  return queryOptions({
    queryKey: [...KEY, token, 'suite', planSuiteId],
    queryFn: () =>
      apiRequest(
        `/api/v2/plan_suites/${encodeURIComponent(planSuiteId)}/${side}_costs${withToken(token, { include: 'plans' })}`,
        { schema: checkedByServer<PlanSuiteResponse>() },
      ),
  });
}

/** Selects the renewal's package; answers the address to go to. */
export function useSelectRenewalSuite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SelectRenewalSuiteRequest, 'company_id_token'>) =>
      apiRequest('/employer-renewal/select-renewal-suite', {
        method: 'POST',
        body: { ...body, company_id_token: token },
        schema: checkedByServer<SelectRenewalSuiteResponse>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, token] }),
  });
}
