import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { EmployeeDashboard } from '@shared/schemas/employee-dashboard';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/v1/employee_forms/{id}/dashboard: every page of the employee dashboard reads this one answer. */
export function employeeDashboardQueryOptions(employeeFormId: string) {
  return queryOptions({
    queryKey: ['employee-dashboard', employeeFormId],
    queryFn: () =>
      apiRequest(`/api/v1/employee_forms/${encodeURIComponent(employeeFormId)}/dashboard`, {
        schema: checkedByServer<EmployeeDashboard>(),
      }),
  });
}
