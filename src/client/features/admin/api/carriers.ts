import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type {
  CarrierEdi,
  CarrierEdiList,
  CarrierEdiRequest,
  CarrierFileHistory,
} from '@shared/schemas/carrier-files';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const CARRIERS_QUERY_KEY = ['admin', 'carriers'] as const;

/** Every carrier's EDI fields (the FEIN masked) and its files' count (decision 0065). */
export function carriersQueryOptions() {
  return queryOptions({
    queryKey: CARRIERS_QUERY_KEY,
    queryFn: () => apiRequest('/api/v2/admin/carriers', { schema: checkedByServer<CarrierEdiList>() }),
  });
}

/** One carrier's file history, newest first (decision 0061). */
export function carrierFilesQueryOptions(carrierId: string) {
  return queryOptions({
    queryKey: [...CARRIERS_QUERY_KEY, carrierId, 'files'],
    queryFn: () =>
      apiRequest(`/api/v2/admin/carrier_files?carrierId=${encodeURIComponent(carrierId)}`, {
        schema: checkedByServer<CarrierFileHistory>(),
      }),
  });
}

/** Where a carrier file downloads from (an attachment, audited). */
export const carrierFileDownloadPath = (fileId: string) =>
  `/api/v2/admin/carrier_files/${encodeURIComponent(fileId)}/download`;

/** Puts a carrier's FEIN and receiver id on record with the version read (409 when stale). */
export function useSaveCarrierEdi(carrierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CarrierEdiRequest) =>
      apiRequest(`/api/v2/admin/carriers/${encodeURIComponent(carrierId)}/edi`, {
        method: 'PUT',
        body,
        schema: checkedByServer<CarrierEdi>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARRIERS_QUERY_KEY }),
  });
}
