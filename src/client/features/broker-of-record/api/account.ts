import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { BorAccount, borUpdateAccountRequestSchema } from '@shared/schemas/broker-of-record';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { BOR_API } from './company-profile';

export const borAccountKey = ['broker-of-record', 'account'] as const;

/** GET account: the caller's email and whether a password may be set (canSetCredentials). */
export function borAccountQueryOptions() {
  return queryOptions({
    queryKey: borAccountKey,
    queryFn: () => apiRequest(`${BOR_API}/account`, { schema: checkedByServer<BorAccount>() }),
  });
}

/** POST update_account ({email, password}): an account without a password of its own sets one. */
export function useUpdateBorAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof borUpdateAccountRequestSchema>) =>
      apiRequest(`${BOR_API}/update_account`, {
        method: 'POST',
        body,
        schema: checkedByServer<BorAccount>(),
      }),
    onSuccess: (account) => queryClient.setQueryData(borAccountKey, account),
  });
}
