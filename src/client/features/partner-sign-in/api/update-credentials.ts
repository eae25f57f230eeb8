import { apiRequest } from '@client/lib/api-client';
import { SESSION_QUERY_KEY } from '@client/lib/session';
import {
  type AccountCredentials,
  accountSettingsSchema,
  updateCredentialsResponseSchema,
} from '@shared/schemas/accounts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The account settings' cache key (features/account's), spelt out so this page does not load that feature. */
const ACCOUNT_SETTINGS_QUERY_KEY = ['account-settings'] as const;

/** The signed-in account's email and whether it has a password of its own (the connect's account step). */
export const ownAccountQuery = () =>
  queryOptions({
    queryKey: [...ACCOUNT_SETTINGS_QUERY_KEY, 'own'],
    queryFn: () => apiRequest('/api/v2/accounts/settings', { schema: accountSettingsSchema }),
    retry: false,
  });

/** PUT /api/v2/accounts/update_credentials: the account's own email and password (decision 0058). */
export function useUpdateCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountCredentials) =>
      apiRequest('/api/v2/accounts/update_credentials', {
        method: 'PUT',
        body,
        schema: updateCredentialsResponseSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_SETTINGS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
