import { apiRequest, checkedByServer, isApiError } from '@client/lib/api-client';
import type { InvitationView } from '@shared/schemas/new-hires';
import { queryOptions } from '@tanstack/react-query';

/** An open invitation as its link shows it; null when the link is unknown, expired, revoked or used (404). */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitation', token],
    queryFn: async (): Promise<InvitationView | null> => {
      try {
        return await apiRequest(`/api/v1/invitations/${encodeURIComponent(token)}`, {
          schema: checkedByServer<InvitationView>(),
        });
      } catch (error) {
        if (isApiError(error, 404) || isApiError(error, 400)) return null;
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
