import { apiRequest } from '@client/lib/api-client';
import { type ApplicationResponse, applicationResponseSchema } from '@shared/schemas/application';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

/** The signed-in employee's own application. */
export const currentApplicationQueryOptions = queryOptions({
  queryKey: ['employee-application', 'current'],
  queryFn: () => apiRequest('/api/v1/employee_applications/current', { schema: applicationResponseSchema }),
});

/** An employee's application opened by an administrator or broker (admin mode). */
export function employeeApplicationQueryOptions(employeeFormId: string) {
  return queryOptions({
    queryKey: ['employee-application', employeeFormId],
    queryFn: () =>
      apiRequest(`/api/v1/employee_applications/${encodeURIComponent(employeeFormId)}`, {
        schema: applicationResponseSchema,
      }),
  });
}

/** The application of the current route: the employee form in the URL (admin mode), else the employee's own. */
export function useApplication(): ApplicationResponse {
  const { employeeFormId } = useParams();
  return useSuspenseQuery(
    employeeFormId ? employeeApplicationQueryOptions(employeeFormId) : currentApplicationQueryOptions,
  ).data;
}
