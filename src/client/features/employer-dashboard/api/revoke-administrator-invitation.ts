import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { administratorsQueryKey } from './get-administrators';

/** Revokes a pending administrator invitation: its link stops working. */
export function useRevokeAdministratorInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest(
        `/api/v1/companies/${encodeURIComponent(companyId)}/administrators/invitations/${encodeURIComponent(invitationId)}`,
        { method: 'DELETE' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: administratorsQueryKey(companyId) }),
  });
}
