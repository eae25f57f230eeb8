import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { EmployeeListQuery } from '@shared/schemas/employees';
import type { EmployeeListResponse } from '@shared/schemas/manage-employees';
import { queryOptions } from '@tanstack/react-query';

export const COMPANIES_QUERY_KEY = ['companies'] as const;

/** Every page of a company's employee list: what the employment writes invalidate. */
export const companyEmployeesKey = (companyId: string) =>
  [...COMPANIES_QUERY_KEY, companyId, 'employees'] as const;

/** One page of a company's employees (a tab, a search, a sort), with the tabs' counts. */
export function companyEmployeesQueryOptions(companyId: string, query: EmployeeListQuery) {
  const search = new URLSearchParams({
    tab: query.tab,
    search: query.search,
    sort: query.sort,
    direction: query.direction,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return queryOptions({
    queryKey: [...companyEmployeesKey(companyId), query],
    queryFn: () =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/employees?${search}`, {
        schema: checkedByServer<EmployeeListResponse>(),
      }),
  });
}
