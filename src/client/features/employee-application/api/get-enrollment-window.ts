import { apiRequest } from '@client/lib/api-client';
import { enrollmentWindowResponseSchema } from '@shared/schemas/employee-dashboard';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/v1/employee_forms/{id}/enrollment_window (decision 0080): the days left to enroll, null once done. */
export function enrollmentWindowQueryOptions(employeeFormId: string) {
  return queryOptions({
    queryKey: ['enrollment-window', employeeFormId],
    queryFn: () =>
      apiRequest(`/api/v1/employee_forms/${encodeURIComponent(employeeFormId)}/enrollment_window`, {
        schema: enrollmentWindowResponseSchema,
      }),
    staleTime: 60_000,
  });
}
