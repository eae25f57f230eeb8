import { reconciliationQueryOptions } from '@client/components/reconciliation-report';
import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { PayrollExportRequest, PayrollExportSummary } from '@shared/schemas/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payrollKey } from './get-payroll';

/** Exports a pay date's deductions (stored on the server); the page then downloads its CSV and lists it. */
export function useExportPayroll(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollExportRequest) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/payroll/exports`, {
        method: 'POST',
        body,
        schema: checkedByServer<PayrollExportSummary>(),
      }),
    // The change marks of every pay date are now against this export, and so is the carrier and payroll check.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payrollKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: reconciliationQueryOptions(companyId).queryKey }),
      ]),
  });
}
