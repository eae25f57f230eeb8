import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { EmployeeStatus } from '@shared/schemas/employer-dashboard';
import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

/** An employee's status page: the person, the application's status and timeline, elections, dependents. */
export function employeeStatusQueryOptions(companyId: string, employeeFormId: string) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, companyId, 'employees', employeeFormId, 'status'],
    queryFn: () =>
      apiRequest(
        `/api/v1/companies/${encodeURIComponent(companyId)}/employees/${encodeURIComponent(employeeFormId)}/status`,
        { schema: checkedByServer<EmployeeStatus>() },
      ),
  });
}
