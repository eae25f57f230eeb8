import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { NewEmployeeOptions } from '@shared/schemas/new-hires';
import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

/** What the Add new employee form offers: the company's contribution classes, the default first. */
export function newEmployeeOptionsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, companyId, 'new-employee-options'],
    queryFn: () =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/new-employee-options`, {
        schema: checkedByServer<NewEmployeeOptions>(),
      }),
  });
}
