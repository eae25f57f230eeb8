import { apiRequest } from '@client/lib/api-client';
import {
  type AdministratorInvitationRequest,
  administratorInvitationResponseSchema,
} from '@shared/schemas/administrators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { administratorsQueryKey } from './get-administrators';

/** Invites an administrator by email; the list shows the new administrator or the pending invitation. */
export function useInviteAdministrator(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdministratorInvitationRequest) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/administrators/invitations`, {
        method: 'POST',
        body,
        schema: administratorInvitationResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administratorsQueryKey(companyId) }),
  });
}
