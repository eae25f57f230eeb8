import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { RenewalResponse } from '@shared/schemas/renewal';
import { queryOptions } from '@tanstack/react-query';

export const RENEWAL_URL = '/api/v2/ben_admin_renewal';

/** The cache key of a company's renewal (by the token the address carries; '' = the active company). */
export const renewalKey = (companyIdToken: string | null) =>
  ['employer-renewal', companyIdToken ?? ''] as const;

/** GET ben_admin_renewal (docs/spec/2 §7): the renewal record, or why there is none. */
export function renewalQueryOptions(companyIdToken: string | null) {
  const query = companyIdToken ? `?${new URLSearchParams({ company_id_token: companyIdToken })}` : '';
  return queryOptions({
    queryKey: renewalKey(companyIdToken),
    queryFn: () => apiRequest(`${RENEWAL_URL}${query}`, { schema: checkedByServer<RenewalResponse>() }),
  });
}
