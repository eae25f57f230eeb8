import { apiRequest } from '@client/lib/api-client';
import { individualPlansResponseSchema } from '@shared/schemas/plans';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/v1/employee_forms/{id}/individual_plans: individual dental and vision plans for the done-page upsell. */
export function individualPlansQueryOptions(employeeFormId: string) {
  return queryOptions({
    queryKey: ['individual-plans', employeeFormId],
    queryFn: () =>
      apiRequest(`/api/v1/employee_forms/${encodeURIComponent(employeeFormId)}/individual_plans`, {
        schema: individualPlansResponseSchema,
      }),
  });
}
