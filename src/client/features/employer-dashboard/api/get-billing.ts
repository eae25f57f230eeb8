import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { BillingOverview } from '@shared/schemas/billing';
import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

export const billingKey = (companyId: string) => [...COMPANIES_QUERY_KEY, companyId, 'billing'] as const;

/** How often the page asks again while a debit is on its way (the server settles it on a read). */
const PENDING_POLL_MS = 2_000;

/** The company's invoices, autopay and the account debits draw on; read again while a payment is pending. */
export function billingQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: billingKey(companyId),
    queryFn: () =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/invoices`, {
        schema: checkedByServer<BillingOverview>(),
      }),
    refetchInterval: (query) =>
      query.state.data?.invoices.some((i) => i.status === 'pending') ? PENDING_POLL_MS : false,
  });
}

/** Where an invoice's PDF is downloaded from. */
export const invoicePdfUrl = (companyId: string, invoiceId: string) =>
  `/api/v1/companies/${encodeURIComponent(companyId)}/invoices/${encodeURIComponent(invoiceId)}/pdf`;
