import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { CompanyEmployeesResponse } from '@shared/schemas/company';
import { queryOptions } from '@tanstack/react-query';

export const COMPANIES_QUERY_KEY = ['companies'] as const;

/** A company's employees with their application status. */
export function companyEmployeesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, companyId, 'employees'],
    queryFn: () =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/employees`, {
        schema: checkedByServer<CompanyEmployeesResponse>(),
      }),
  });
}
