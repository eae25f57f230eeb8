import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { LifeEventsOverview } from '@shared/schemas/life-events';
import { queryOptions } from '@tanstack/react-query';

/** The life-event pages' read key: a write that changes dependents forgets it (and the dashboard's). */
export const lifeEventsQueryKey = (employeeFormId: string) => ['life-events', employeeFormId] as const;

/** GET /api/v1/employee_forms/{id}/life-events: the application's version, lines, dependents and events (decision 0046). */
export function lifeEventsQueryOptions(employeeFormId: string) {
  return queryOptions({
    queryKey: lifeEventsQueryKey(employeeFormId),
    queryFn: () =>
      apiRequest(`/api/v1/employee_forms/${encodeURIComponent(employeeFormId)}/life-events`, {
        schema: checkedByServer<LifeEventsOverview>(),
      }),
  });
}
