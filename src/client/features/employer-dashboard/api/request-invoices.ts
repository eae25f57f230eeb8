import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { RequestInvoices, requestInvoicesResponseSchema } from '@shared/schemas/billing';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

/** E-mails the chosen invoices' PDFs (nothing on the page changes). */
export function useRequestInvoices(companyId: string) {
  return useMutation({
    mutationFn: (body: RequestInvoices) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/invoice_requests`, {
        method: 'POST',
        body,
        schema: checkedByServer<z.infer<typeof requestInvoicesResponseSchema>>(),
      }),
  });
}
