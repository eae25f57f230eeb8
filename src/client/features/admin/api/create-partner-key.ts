import { apiRequest } from '@client/lib/api-client';
import { type CreatePartnerApiKeyRequest, createdPartnerApiKeySchema } from '@shared/schemas/partners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PARTNERS_QUERY_KEY } from './get-partners';

/** Creates a partner API key; the answer holds the key, which is never shown again. */
export function useCreatePartnerKey(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePartnerApiKeyRequest) =>
      apiRequest(`/api/v1/admin/partners/${encodeURIComponent(partnerId)}/api-keys`, {
        method: 'POST',
        body,
        schema: createdPartnerApiKeySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARTNERS_QUERY_KEY }),
  });
}
