import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { PayrollOverview, PayScheduleImpact, PayScheduleRequest } from '@shared/schemas/payroll';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

/**
 * Whose paycheck amounts a schedule on screen would change (decision 0076): the server's preview, asked again as
 * the form changes; nothing is saved.
 */
export const payScheduleImpactQueryOptions = (companyId: string, body: PayScheduleRequest | null) =>
  queryOptions({
    queryKey: [...payrollKey(companyId), 'schedule-impact', body],
    queryFn: () =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/payroll/schedule/preview`, {
        method: 'POST',
        body: body!,
        schema: checkedByServer<PayScheduleImpact>(),
      }),
    staleTime: 30_000,
  });
