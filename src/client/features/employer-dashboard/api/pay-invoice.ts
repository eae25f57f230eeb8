import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { PayInvoiceRequest, payInvoiceResponseSchema } from '@shared/schemas/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { billingKey } from './get-billing';

/** Pays an invoice by bank debit; the list is read again (the invoice is pending until the debit settles). */
export function usePayInvoice(companyId: string, invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayInvoiceRequest) =>
      apiRequest(
        `/api/v1/companies/${encodeURIComponent(companyId)}/invoices/${encodeURIComponent(invoiceId)}/payments`,
        { method: 'POST', body, schema: checkedByServer<z.infer<typeof payInvoiceResponseSchema>>() },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey(companyId) }),
  });
}
