import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type {
  BulkInvitationRequest,
  BulkInvitationResponse,
  UninvitedCountResponse,
} from '@shared/schemas/manage-employees';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { companyEmployeesKey } from './get-company-employees';

const invitationsUrl = (companyId: string) =>
  `/api/v1/companies/${encodeURIComponent(companyId)}/employees/invitations`;

/** How many people "send all invitations" would invite now (under the list's key: its writes refresh it). */
export function uninvitedCountQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: [...companyEmployeesKey(companyId), 'invitations'],
    queryFn: () =>
      apiRequest(invitationsUrl(companyId), { schema: checkedByServer<UninvitedCountResponse>() }),
    staleTime: 0,
  });
}

/** Invites everyone not invited yet, up to the count the administrator confirmed; the lists are read again. */
export function useSendAllInvitations(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkInvitationRequest) =>
      apiRequest(invitationsUrl(companyId), {
        method: 'POST',
        body,
        schema: checkedByServer<BulkInvitationResponse>(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyEmployeesKey(companyId) }),
  });
}
