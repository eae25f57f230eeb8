import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { SESSION_QUERY_KEY } from '@client/lib/session';
import type { Session, SwitchCompanyRequest } from '@shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

/** Makes another of the account's companies the active one; the footer and lists follow it. */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) =>
      apiRequest('/api/v1/session/company', {
        method: 'PUT',
        body: { companyId } satisfies SwitchCompanyRequest,
        schema: checkedByServer<Session>(),
      }),
    onSuccess: async (session) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['broker-form'] }),
      ]);
    },
  });
}
