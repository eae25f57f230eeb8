import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { EditDependentRequest, LifeEventsOverview } from '@shared/schemas/life-events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeDashboardQueryOptions } from './get-employee-dashboard';
import { lifeEventsQueryKey } from './get-life-events';

type Dependent = LifeEventsOverview['dependents'][number];

/** edit-dependent-information (PUT …/dependents/{id}, If-Match the application's version). */
export function useEditDependent(employeeFormId: string, dependentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: EditDependentRequest; version: number }) =>
      apiRequest(
        `/api/v1/employee_forms/${encodeURIComponent(employeeFormId)}/dependents/${encodeURIComponent(dependentId)}`,
        { method: 'PUT', body, ifMatch: version, schema: checkedByServer<Dependent>() },
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: lifeEventsQueryKey(employeeFormId) }),
        queryClient.invalidateQueries({ queryKey: employeeDashboardQueryOptions(employeeFormId).queryKey }),
      ]);
    },
  });
}
