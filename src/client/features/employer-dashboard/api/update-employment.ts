import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { EmployeeListRow, EmploymentRequest } from '@shared/schemas/manage-employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyEmployeesKey } from './get-company-employees';

/** Changes a person's eligibility and class; the list's pages read them again. */
export function useUpdateEmployment(companyId: string, employeeFormId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmploymentRequest) =>
      apiRequest(
        `/api/v1/companies/${encodeURIComponent(companyId)}/employees/${encodeURIComponent(employeeFormId)}/employment`,
        { method: 'PATCH', body, schema: checkedByServer<EmployeeListRow>() },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyEmployeesKey(companyId) }),
  });
}
