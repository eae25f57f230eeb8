import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { InvitationRequest, InvitationSentResponse } from '@shared/schemas/manage-employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyEmployeesKey } from './get-company-employees';

/** Sends a person a new invitation (the last link stops working); the list shows when it was sent. */
export function useResendInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeFormId, version }: { employeeFormId: string } & InvitationRequest) =>
      apiRequest(
        `/api/v1/companies/${encodeURIComponent(companyId)}/employees/${encodeURIComponent(employeeFormId)}/invitation`,
        {
          method: 'POST',
          body: { version } satisfies InvitationRequest,
          schema: checkedByServer<InvitationSentResponse>(),
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyEmployeesKey(companyId) }),
  });
}
