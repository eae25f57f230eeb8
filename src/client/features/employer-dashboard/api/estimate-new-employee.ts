import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { NewEmployee } from '@shared/schemas/employees';
import type { NewEmployeeEstimate } from '@shared/schemas/new-hires';
import { useMutation } from '@tanstack/react-query';

/** When the new employee's coverage can start and its monthly cost to the company (writes nothing). */
export function useEstimateNewEmployee(companyId: string) {
  return useMutation({
    mutationFn: (employee: NewEmployee) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/new-employee-estimate`, {
        method: 'POST',
        body: employee,
        schema: checkedByServer<NewEmployeeEstimate>(),
      }),
  });
}
