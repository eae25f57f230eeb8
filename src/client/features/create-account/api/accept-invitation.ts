import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { SESSION_QUERY_KEY } from '@client/lib/session';
import type { AcceptInvitationRequest, AcceptInvitationResponse } from '@shared/schemas/new-hires';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Creates the invited account and signs it in: like signing in, whatever a previous account left in the cache
 * goes, and the new session is cached.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AcceptInvitationRequest) =>
      apiRequest(`/api/v1/invitations/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
        body: request,
        schema: checkedByServer<AcceptInvitationResponse>(),
      }),
    onSuccess: ({ session }) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}
