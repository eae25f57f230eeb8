import { apiRequest } from '@client/lib/api-client';
import { applicationResponseSchema } from '@shared/schemas/application';
import { queryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { ApplicationQueryOptions } from '../../api/get-application';

/** The signed-in employee's renewal application (the application response of their renewal policy). */
export const currentRenewalQueryOptions = queryOptions({
  queryKey: ['employee-renewal', 'current'],
  queryFn: () => apiRequest('/api/v1/employee_renewals/current', { schema: applicationResponseSchema }),
});

/** An employee's renewal application opened by an administrator or broker, by the employee's hash id. */
export function employeeRenewalQueryOptions(employeeHashId: string) {
  return queryOptions({
    queryKey: ['employee-renewal', employeeHashId],
    queryFn: () =>
      apiRequest(`/api/v1/employee_renewals/${encodeURIComponent(employeeHashId)}`, {
        schema: applicationResponseSchema,
      }),
  });
}

/** The renewal of the current route: the hash id in the URL (admin mode), else the employee's own. */
export function selectRenewalQuery(params: Readonly<Params>): ApplicationQueryOptions {
  return params.employeeHashId
    ? employeeRenewalQueryOptions(params.employeeHashId)
    : currentRenewalQueryOptions;
}
