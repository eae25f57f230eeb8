import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { EmployeeListRow, TerminationRequest } from '@shared/schemas/manage-employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyEmployeesKey } from './get-company-employees';

/** Terminates a person with their last day; they move to the Terminated tab. */
export function useTerminateEmployee(companyId: string, employeeFormId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TerminationRequest) =>
      apiRequest(
        `/api/v1/companies/${encodeURIComponent(companyId)}/employees/${encodeURIComponent(employeeFormId)}/termination`,
        { method: 'POST', body, schema: checkedByServer<EmployeeListRow>() },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyEmployeesKey(companyId) }),
  });
}
