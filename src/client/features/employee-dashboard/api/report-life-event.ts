import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { LifeEventRequest, LifeEventResponse } from '@shared/schemas/life-events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeDashboardQueryOptions } from './get-employee-dashboard';
import { lifeEventsQueryKey } from './get-life-events';

/**
 * Reports a life event and adds its dependent (POST …/life-events, If-Match the application's version). The
 * dashboard and the life-event read change with it.
 */
export function useReportLifeEvent(employeeFormId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: LifeEventRequest; version: number }) =>
      apiRequest(`/api/v1/employee_forms/${encodeURIComponent(employeeFormId)}/life-events`, {
        method: 'POST',
        body,
        ifMatch: version,
        schema: checkedByServer<LifeEventResponse>(),
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: lifeEventsQueryKey(employeeFormId) }),
        queryClient.invalidateQueries({ queryKey: employeeDashboardQueryOptions(employeeFormId).queryKey }),
      ]);
    },
  });
}
