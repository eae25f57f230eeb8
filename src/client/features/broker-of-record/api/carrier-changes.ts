import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { BorCarrierChange, BorCarrierChangeRequest } from '@shared/schemas/broker-of-record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOR_API } from './company-profile';

/** GET carrier_changes/{id}/letter: the signed letter's PDF (an attachment; a link downloads it). */
export function carrierLetterUrl(carrierChangeId: string): string {
  return `${BOR_API}/carrier_changes/${encodeURIComponent(carrierChangeId)}/letter`;
}

/**
 * PUT carrier_changes/{id} (operations only): moves a carrier's change to one of its nextStatuses. The company's
 * cached application reads again (its carrierChanges carry the new status).
 */
export function useSetCarrierChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BorCarrierChangeRequest & { id: string }) =>
      apiRequest(`${BOR_API}/carrier_changes/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        schema: checkedByServer<BorCarrierChange>(),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['broker-of-record'] }),
  });
}
