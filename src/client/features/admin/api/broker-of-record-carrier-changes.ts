import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { CarrierChangeStatus } from '@shared/domain/broker-of-record/letter';
import type { BorCarrierChange } from '@shared/schemas/broker-of-record';
import type { BorCarrierChangeFilter, BorCarrierChangeList } from '@shared/schemas/broker-of-record-status';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const CARRIER_CHANGES_QUERY_KEY = ['admin', 'broker-of-record', 'carrier-changes'] as const;
const BASE = '/api/v1/broker_of_record/carrier_changes';

/** Operations' list of every company's carrier changes (decision 0051), a filter and a page at a time. */
export function carrierChangesQueryOptions(status: BorCarrierChangeFilter, page: number) {
  return queryOptions({
    queryKey: [...CARRIER_CHANGES_QUERY_KEY, status, page],
    queryFn: () =>
      apiRequest(`${BASE}?status=${encodeURIComponent(status)}&page=${page}`, {
        schema: checkedByServer<BorCarrierChangeList>(),
      }),
  });
}

/** Moves a carrier change to one of its next statuses (the version read; 409 when stale); the list reloads after a move (after a 409 the screen offers the reload). */
export function useMoveCarrierChange(carrierChangeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: CarrierChangeStatus; version: number }) =>
      apiRequest(`${BASE}/${encodeURIComponent(carrierChangeId)}`, {
        method: 'PUT',
        body,
        schema: checkedByServer<BorCarrierChange>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARRIER_CHANGES_QUERY_KEY }),
  });
}
