import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { SESSION_QUERY_KEY } from '@client/lib/session';
import type {
  ToastCreateCompany,
  ToastCreateCompanyResponse,
  ToastUpdateSegment,
} from '@shared/schemas/partner-sign-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Enters (creating if new) the company of one of the partner's FEINs; the session follows it. */
export function usePickToastCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remoteId: string) =>
      apiRequest('/toast/router/toast-create-company', {
        method: 'POST',
        body: { remote_id: remoteId } satisfies ToastCreateCompany,
        schema: checkedByServer<ToastCreateCompanyResponse>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

/** Enters one of the account's companies already on Groupcover (update-segment); the session follows it. */
export function useEnterExistingCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) =>
      apiRequest('/toast/router/update-segment', {
        method: 'POST',
        body: { company_id: companyId } satisfies ToastUpdateSegment,
        schema: checkedByServer<ToastCreateCompanyResponse>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
