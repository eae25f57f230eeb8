import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { AutopayRequest, autopayResponseSchema } from '@shared/schemas/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { billingKey } from './get-billing';

/** Turns autopay on or off with the version read; the billing read shows the new setting. */
export function useSetAutopay(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutopayRequest) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/billing/autopay`, {
        method: 'PUT',
        body,
        schema: checkedByServer<z.infer<typeof autopayResponseSchema>>(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey(companyId) }),
  });
}
