import { apiRequest } from '@client/lib/api-client';
import { noticePreferencesSchema, type UpdateNoticePreferences } from '@shared/schemas/notice-preferences';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const NOTICE_PREFERENCES_QUERY_KEY = ['notice-preferences'] as const;

/** The signed-in account's e-mail notice categories (decision 0063). */
export const noticePreferencesQueryOptions = queryOptions({
  queryKey: NOTICE_PREFERENCES_QUERY_KEY,
  queryFn: () => apiRequest('/api/v2/accounts/notice_preferences', { schema: noticePreferencesSchema }),
});

/** Turns categories on or off; the answer is the whole list, with the new versions. */
export function useUpdateNoticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNoticePreferences) =>
      apiRequest('/api/v2/accounts/notice_preferences', {
        method: 'PUT',
        body,
        schema: noticePreferencesSchema,
      }),
    onSuccess: (preferences) => queryClient.setQueryData(NOTICE_PREFERENCES_QUERY_KEY, preferences),
  });
}
