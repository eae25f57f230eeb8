import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { EmployeeListRow, RehireRequest } from '@shared/schemas/manage-employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyEmployeesKey } from './get-company-employees';

/** Rehires a terminated person from a new hire date; they move back to Active or Invited. */
export function useRehireEmployee(companyId: string, employeeFormId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RehireRequest) =>
      apiRequest(
        `/api/v1/companies/${encodeURIComponent(companyId)}/employees/${encodeURIComponent(employeeFormId)}/rehire`,
        { method: 'POST', body, schema: checkedByServer<EmployeeListRow>() },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyEmployeesKey(companyId) }),
  });
}
