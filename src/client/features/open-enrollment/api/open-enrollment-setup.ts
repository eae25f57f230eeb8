import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { SESSION_QUERY_KEY } from '@client/lib/session';
import type { OpenEnrollmentSetupStatus } from '@shared/schemas/open-enrollment';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const SETUP_QUERY_KEY = ['open-enrollment-setup'] as const;
const SETUP_PATH = '/api/v2/ben_admin_open_enrollment_setup';
const withToken = (token: string) => `${SETUP_PATH}?company_id_token=${encodeURIComponent(token)}`;

/**
 * GET ben_admin_open_enrollment_setup (docs/spec/2 §7): the setup status of the company the token names; null
 * without a company (nothing is asked).
 */
export function setupStatusQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...SETUP_QUERY_KEY, token ?? ''],
    queryFn: (): Promise<OpenEnrollmentSetupStatus | null> =>
      token
        ? apiRequest(withToken(token), { schema: checkedByServer<OpenEnrollmentSetupStatus>() })
        : Promise.resolve(null),
  });
}

/** PUT ben_admin_open_enrollment_setup: the chosen files as a form upload (the token in the address and form). */
export function useSubmitSetup(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) =>
      apiRequest(withToken(token), {
        method: 'PUT',
        body,
        schema: checkedByServer<OpenEnrollmentSetupStatus>(),
      }),
    onSuccess: (status) => {
      queryClient.setQueryData([...SETUP_QUERY_KEY, token], status);
      // The session's renewal summary moves to processing (decision 0040).
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
