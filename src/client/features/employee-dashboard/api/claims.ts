import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type {
  ClaimDetail,
  ClaimList,
  ClaimMessageRequest,
  ClaimRequest,
  ClaimStatusRequest,
} from '@shared/schemas/claims';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/*
 * Claims help's calls (decision 0045), under the employee form: the list (with the lines a new request may
 * name), one request, and the writes, each of which answers the request as it now is.
 */
const claimsPath = (formId: string) => `/api/v1/employee_forms/${encodeURIComponent(formId)}/claims`;
const claimPath = (formId: string, claimId: string) => `${claimsPath(formId)}/${encodeURIComponent(claimId)}`;
const listKey = (formId: string) => ['claims', formId] as const;
const claimKey = (formId: string, claimId: string) => ['claims', formId, claimId] as const;

/** GET …/claims. */
export function claimListQueryOptions(formId: string) {
  return queryOptions({
    queryKey: listKey(formId),
    queryFn: () => apiRequest(claimsPath(formId), { schema: checkedByServer<ClaimList>() }),
  });
}

/** GET …/claims/{claimId}. */
export function claimQueryOptions(formId: string, claimId: string) {
  return queryOptions({
    queryKey: claimKey(formId, claimId),
    queryFn: () => apiRequest(claimPath(formId, claimId), { schema: checkedByServer<ClaimDetail>() }),
  });
}

/** Keeps the answer of a write as the request's read, and lets the list read again. */
function useKeepClaim(formId: string) {
  const queryClient = useQueryClient();
  return (claim: ClaimDetail) => {
    queryClient.setQueryData(claimKey(formId, claim.id), claim);
    void queryClient.invalidateQueries({ queryKey: listKey(formId), exact: true });
  };
}

/** POST …/claims. */
export function useSubmitClaim(formId: string) {
  const keep = useKeepClaim(formId);
  return useMutation({
    mutationFn: (body: ClaimRequest) =>
      apiRequest(claimsPath(formId), { method: 'POST', body, schema: checkedByServer<ClaimDetail>() }),
    onSuccess: keep,
  });
}

/** POST …/claims/{claimId}/attachments: one file, as a form upload. */
export function useUploadClaimAttachment(formId: string) {
  const keep = useKeepClaim(formId);
  return useMutation({
    mutationFn: ({ claimId, file }: { claimId: string; file: File }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiRequest(`${claimPath(formId, claimId)}/attachments`, {
        method: 'POST',
        body,
        schema: checkedByServer<ClaimDetail>(),
      });
    },
    onSuccess: keep,
  });
}

/** POST …/claims/{claimId}/messages. */
export function usePostClaimMessage(formId: string, claimId: string) {
  const keep = useKeepClaim(formId);
  return useMutation({
    mutationFn: (body: ClaimMessageRequest) =>
      apiRequest(`${claimPath(formId, claimId)}/messages`, {
        method: 'POST',
        body,
        schema: checkedByServer<ClaimDetail>(),
      }),
    onSuccess: keep,
  });
}

/** PUT …/claims/{claimId}/status (support). */
export function useChangeClaimStatus(formId: string, claimId: string) {
  const keep = useKeepClaim(formId);
  return useMutation({
    mutationFn: (body: ClaimStatusRequest) =>
      apiRequest(`${claimPath(formId, claimId)}/status`, {
        method: 'PUT',
        body,
        schema: checkedByServer<ClaimDetail>(),
      }),
    onSuccess: keep,
  });
}
