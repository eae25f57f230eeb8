import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { NewEmployee } from '@shared/schemas/employees';
import type { AddEmployeeResponse } from '@shared/schemas/new-hires';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

/** Adds the employee and e-mails their invitation; the company's lists show them next. */
export function useAddEmployee(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employee: NewEmployee) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/employees`, {
        method: 'POST',
        body: employee,
        schema: checkedByServer<AddEmployeeResponse>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...COMPANIES_QUERY_KEY, companyId] }),
  });
}
