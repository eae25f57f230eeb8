import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PARTNERS_QUERY_KEY } from './get-partners';

/** Revokes a partner API key: the partner API refuses it from then on. */
export function useRevokePartnerKey(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      apiRequest(
        `/api/v1/admin/partners/${encodeURIComponent(partnerId)}/api-keys/${encodeURIComponent(keyId)}`,
        { method: 'DELETE' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PARTNERS_QUERY_KEY }),
  });
}
