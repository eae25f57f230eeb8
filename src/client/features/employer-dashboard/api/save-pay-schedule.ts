import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { PayrollOverview, PayScheduleRequest } from '@shared/schemas/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payrollKey } from './get-payroll';

/** Saves the company's pay schedule with the version the page read; every pay date of the page changes with it. */
export function useSavePaySchedule(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayScheduleRequest) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/payroll/schedule`, {
        method: 'PUT',
        body,
        schema: checkedByServer<PayrollOverview>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKey(companyId) }),
  });
}
