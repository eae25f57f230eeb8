import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { CompanyPolicies, CompanyPolicy } from '@shared/schemas/company-policy';
import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

const policiesUrl = (companyId: string) =>
  `/api/v2/companies/${encodeURIComponent(companyId)}/company_policies`;
/** A plan year (docs/spec/2 §7's `company_policies/{companyPolicyId}`). */
const policyUrl = (companyPolicyId: string) =>
  `/api/v2/company_policies/${encodeURIComponent(companyPolicyId)}`;

export const companyPoliciesKey = (companyId: string) =>
  [...COMPANIES_QUERY_KEY, companyId, 'company-policies'] as const;
export const companyPolicyKey = (companyId: string, companyPolicyId: string) =>
  [...companyPoliciesKey(companyId), companyPolicyId] as const;

/** The company's plan years and the one manage policy edits. */
export function companyPoliciesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: companyPoliciesKey(companyId),
    queryFn: () => apiRequest(policiesUrl(companyId), { schema: checkedByServer<CompanyPolicies>() }),
  });
}

/** A plan year with its contributions and what the simulation prices (include=companyContributions). */
export function companyPolicyQueryOptions(companyId: string, companyPolicyId: string) {
  return queryOptions({
    queryKey: companyPolicyKey(companyId, companyPolicyId),
    queryFn: () =>
      apiRequest(`${policyUrl(companyPolicyId)}?include=companyContributions`, {
        schema: checkedByServer<CompanyPolicy>(),
      }),
  });
}

export { policyUrl };
