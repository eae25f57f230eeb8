import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { RenewalResponse } from '@shared/schemas/renewal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RENEWAL_URL, renewalKey } from './get-renewal';

/** What renewal details saves: the waiting period and the contribution lists per line, at the renewal's version. */
export type RenewalDetailsBody = {
  version: number;
  probationaryPeriod: string;
  contributions: Record<string, unknown[]>;
};

/** PUT ben_admin_renewal ({ ben_admin_renewal, company_id_token }); the answer replaces the cached record. */
export function useSaveRenewalDetails(companyIdToken: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RenewalDetailsBody) =>
      apiRequest(RENEWAL_URL, {
        method: 'PUT',
        body: { ben_admin_renewal: body, ...(companyIdToken ? { company_id_token: companyIdToken } : {}) },
        schema: checkedByServer<RenewalResponse>(),
      }),
    onSuccess: (saved) => queryClient.setQueryData(renewalKey(companyIdToken), saved),
  });
}
