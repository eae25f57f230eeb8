import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import type { BorCarrierStatus } from '@shared/schemas/broker-of-record-status';
import { queryOptions } from '@tanstack/react-query';

/** Where the broker-of-record reads of the dashboard live: a change of operations' shows on the next read. */
export const BOR_STATUS_QUERY_KEY = ['broker-of-record', 'carrier-status'] as const;

/**
 * After signing, each carrier's change (decision 0051): the Home's card and the status page. Named by the
 * company's token prefix, as the dashboard's links name the company it shows.
 */
export function borCarrierStatusQueryOptions(idToken: string) {
  const token = toCompanyTokenPrefix(idToken);
  return queryOptions({
    queryKey: [...BOR_STATUS_QUERY_KEY, token],
    queryFn: () =>
      apiRequest(`/api/v1/broker_of_record/carrier_status?company_id_token=${encodeURIComponent(token)}`, {
        schema: checkedByServer<BorCarrierStatus>(),
      }),
  });
}
