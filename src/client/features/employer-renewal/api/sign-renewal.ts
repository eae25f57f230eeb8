import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { SESSION_QUERY_KEY } from '@client/lib/session';
import type { RenewalResponse } from '@shared/schemas/renewal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renewalKey } from './get-renewal';

/** POST /api/v1/employer_application/sign_application ({ id, signatureImageDataUrl }). */
export function useSignRenewal(companyIdToken: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; signatureImageDataUrl: string }) =>
      apiRequest('/api/v1/employer_application/sign_application', {
        method: 'POST',
        body,
        schema: checkedByServer<RenewalResponse>(),
      }),
    onSuccess: (signed) => {
      queryClient.setQueryData(renewalKey(companyIdToken), signed);
      // The session's renewal summary moves to signed: the dashboard offers Renewal status (decision 0040).
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
