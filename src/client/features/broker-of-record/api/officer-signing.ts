import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { companyTokenField } from '@client/lib/company-token';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import type {
  BorOfficerSigned,
  BorOfficerSigning,
  BorOfficerSignRequest,
  BorSigningRequest,
} from '@shared/schemas/broker-of-record-signing';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BOR_API, companyProfileKey } from './company-profile';

/*
 * The letters signed by the company's officer (decision 0081): the broker's signing request, and the officer's
 * own page (signed out), which reads the letters and signs with the link's one-time token.
 */

export type SigningRequestBody = Omit<BorSigningRequest, 'company_id_token'>;

/** POST signing_request: the officer is e-mailed a link to sign; answers the profile with the open request. */
export function useSendSigningRequest(companyIdToken: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SigningRequestBody) =>
      apiRequest(`${BOR_API}/signing_request`, {
        method: 'POST',
        body: { ...body, ...companyTokenField(companyIdToken) },
        schema: checkedByServer<BorCompanyProfile>(),
      }),
    onSuccess: (profile) => queryClient.setQueryData(companyProfileKey(companyIdToken), profile),
  });
}

const officerKey = (token: string) => ['broker-of-record', 'officer-signing', token] as const;

/** GET officer_signing/{token}: the letters as the officer will sign them. */
export function officerSigningQueryOptions(token: string) {
  return queryOptions({
    queryKey: officerKey(token),
    queryFn: () =>
      apiRequest(`${BOR_API}/officer_signing/${encodeURIComponent(token)}`, {
        schema: checkedByServer<BorOfficerSigning>(),
      }),
    retry: false,
  });
}

/** POST officer_signing/{token}: the agreement and the signature; the link is used up. */
export function useSignAsOfficer(token: string) {
  return useMutation({
    mutationFn: (body: BorOfficerSignRequest) =>
      apiRequest(`${BOR_API}/officer_signing/${encodeURIComponent(token)}`, {
        method: 'POST',
        body,
        schema: checkedByServer<BorOfficerSigned>(),
      }),
  });
}
