import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { CarrierFile, GenerateCarrierFileRequest } from '@shared/schemas/carrier-files';
import type {
  CarrierGroup,
  CarrierGroupList,
  CarrierGroupRequest,
} from '@shared/schemas/carrier-identifiers';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CARRIERS_QUERY_KEY } from './carriers';

const groupsKey = (companyId: string) => ['admin', 'companies', companyId, 'carrier-groups'] as const;
const groupsPath = (companyId: string) =>
  `/api/v2/admin/companies/${encodeURIComponent(companyId)}/carrier_groups`;

/** A company's carriers with their group number and plan codes (decision 0069). */
export function carrierGroupsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: groupsKey(companyId),
    queryFn: () => apiRequest(groupsPath(companyId), { schema: checkedByServer<CarrierGroupList>() }),
  });
}

/** Puts a company's group number and plan codes with a carrier on record, with the version read (409 when stale). */
export function useSaveCarrierGroup(companyId: string, carrierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CarrierGroupRequest) =>
      apiRequest(`${groupsPath(companyId)}/${encodeURIComponent(carrierId)}`, {
        method: 'PUT',
        body,
        schema: checkedByServer<CarrierGroup>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey(companyId) }),
  });
}

/** Makes a company's file for a carrier now (an 834 of the changes, or a full audit file); 409 says why not. */
export function useGenerateCarrierFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateCarrierFileRequest) =>
      apiRequest('/api/v2/admin/carrier_files', {
        method: 'POST',
        body,
        schema: checkedByServer<CarrierFile>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARRIERS_QUERY_KEY }),
  });
}
