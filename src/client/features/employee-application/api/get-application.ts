import { apiRequest } from '@client/lib/api-client';
import { type ApplicationResponse, applicationResponseSchema } from '@shared/schemas/application';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { type Params, useParams } from 'react-router';

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

/** The query of one application record (its cache key names whose it is). */
export type ApplicationQueryOptions = ReturnType<typeof employeeApplicationQueryOptions>;

/**
 * Which record the application's screens show, from the route's params. Unset: the employee application's own
 * (the employee form in the URL in admin mode, else the employee's). The renewal flow sets it to the renewal
 * application's, and the same screens show and save the renewal (decision 0038).
 */
export const ApplicationQueryContext = createContext<
  ((params: Readonly<Params>) => ApplicationQueryOptions) | null
>(null);

/** The query of the current route's application record. */
export function useApplicationQueryOptions(): ApplicationQueryOptions {
  const params = useParams();
  const select = useContext(ApplicationQueryContext);
  if (select) return select(params);
  return params.employeeFormId
    ? employeeApplicationQueryOptions(params.employeeFormId)
    : currentApplicationQueryOptions;
}

/** The application of the current route: the employee form in the URL (admin mode), else the employee's own. */
export function useApplication(): ApplicationResponse {
  return useSuspenseQuery(useApplicationQueryOptions()).data;
}
