import { apiRequest } from '@client/lib/api-client';
import { SESSION_QUERY_KEY } from '@client/lib/session';
import { accountSettingsSchema, type UpdateAccountSettings } from '@shared/schemas/accounts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const ACCOUNT_SETTINGS_QUERY_KEY = ['account-settings'] as const;

/** The signed-in account's settings; `accountId` is the page's, so another account's answers 404. */
export function accountSettingsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_SETTINGS_QUERY_KEY, accountId],
    queryFn: () =>
      apiRequest(`/api/v2/accounts/settings?accountId=${encodeURIComponent(accountId)}`, {
        schema: accountSettingsSchema,
      }),
    retry: false,
  });
}

/** Saves name and email; the session (the account menu's name and email) is read again. */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountSettings) =>
      apiRequest('/api/v2/accounts/settings', { method: 'PUT', body, schema: accountSettingsSchema }),
    onSuccess: async (settings) => {
      queryClient.setQueryData([...ACCOUNT_SETTINGS_QUERY_KEY, settings.id], settings);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
