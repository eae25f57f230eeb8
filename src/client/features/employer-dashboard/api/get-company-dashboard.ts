import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { CompanyDashboard } from '@shared/schemas/employer-dashboard';
import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

/** The Home's read: plan year, enrollment progress, participation, premium and to-dos of a company. */
export function companyDashboardQueryOptions(companyId: string) {
  return queryOptions({
    // Under the companies key: switching company and every people write that invalidates it refresh the Home.
    queryKey: [...COMPANIES_QUERY_KEY, companyId, 'dashboard'],
    queryFn: () =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/dashboard`, {
        schema: checkedByServer<CompanyDashboard>(),
      }),
  });
}
