import { apiRequest } from '@client/lib/api-client';
import { type SupportMessageRequest, supportMessageResponseSchema } from '@shared/schemas/administrators';
import { useMutation } from '@tanstack/react-query';

/** Sends a message to the company's support contact; replies come to the sender's email. */
export function useSendSupportMessage(companyId: string) {
  return useMutation({
    mutationFn: (body: SupportMessageRequest) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/support-messages`, {
        method: 'POST',
        body,
        schema: supportMessageResponseSchema,
      }),
  });
}
