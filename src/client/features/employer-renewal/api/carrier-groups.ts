import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { RenewalCarrierGroups, RenewalCarrierGroupsRequest } from '@shared/schemas/renewal';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { RENEWAL_URL } from './get-renewal';

const URL = `${RENEWAL_URL}/carrier_groups`;

/** The cache key of the package carriers' numbers (by the token the address carries; '' = the active company). */
const carrierGroupsKey = (companyIdToken: string | null) =>
  ['employer-renewal', companyIdToken ?? '', 'carrier-groups'] as const;

/** GET ben_admin_renewal/carrier_groups: each carrier of the package with the numbers on record. */
export function renewalCarrierGroupsQueryOptions(companyIdToken: string | null) {
  const query = companyIdToken ? `?${new URLSearchParams({ company_id_token: companyIdToken })}` : '';
  return queryOptions({
    queryKey: carrierGroupsKey(companyIdToken),
    queryFn: () => apiRequest(`${URL}${query}`, { schema: checkedByServer<RenewalCarrierGroups>() }),
  });
}

/** PUT ben_admin_renewal/carrier_groups with each carrier's version read; the answer replaces the cached list. */
export function useSaveRenewalCarrierGroups(companyIdToken: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<RenewalCarrierGroupsRequest, 'carriers'>) =>
      apiRequest(URL, {
        method: 'PUT',
        body: { ...body, ...(companyIdToken ? { company_id_token: companyIdToken } : {}) },
        schema: checkedByServer<RenewalCarrierGroups>(),
      }),
    onSuccess: (saved) => queryClient.setQueryData(carrierGroupsKey(companyIdToken), saved),
  });
}
