import type { RecordStore } from '@client/components/wizard/create-wizard';
import { useQueryRecordStore } from '@client/components/wizard/query-record-store';
import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { companySearch, companyTokenField, useCompanyToken } from '@client/lib/company-token';
import type { InsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import type {
  BorCompanyProfile,
  BorPlanFileType,
  borLetterDetailsRequestSchema,
  borSaveSignatureRequestSchema,
  borUpdateCompanyProfileRequestSchema,
} from '@shared/schemas/broker-of-record';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';

/*
 * Broker of record (docs/spec/3 §7, decision 0048): the calls under /api/v1/broker_of_record that read or change the
 * company's application. Every write answers the whole profile, which replaces the cached read. Errors are the
 * api-client's ApiError (field errors at the shared schemas' paths; 409 on a stale version).
 */
export const BOR_API = '/api/v1/broker_of_record';

/** The cache key of a company's application (by the address's token; '' = the active company). */
export const companyProfileKey = (companyIdToken: string | null) =>
  ['broker-of-record', 'company-profile', companyIdToken ?? ''] as const;

/** GET company_profile: the profile, plans, status and next section, letters and carrier changes. */
export function companyProfileQueryOptions(companyIdToken: string | null) {
  return queryOptions({
    queryKey: companyProfileKey(companyIdToken),
    queryFn: () =>
      apiRequest(`${BOR_API}/company_profile${companySearch(companyIdToken)}`, {
        schema: checkedByServer<BorCompanyProfile>(),
      }),
  });
}

/** The company's application the address names, as the server answers it (suspends until it has loaded). */
export function useCompanyProfile(): BorCompanyProfile {
  return useSuspenseQuery(companyProfileQueryOptions(useCompanyToken())).data;
}

/**
 * Where the wizard kit keeps the application: the query cache. Every write answers the whole profile, which
 * replaces the read (the mutations below do it); a save that answers something else reloads it.
 */
export function useCompanyProfileStore(): RecordStore<BorCompanyProfile> {
  return useQueryRecordStore<BorCompanyProfile>(companyProfileKey(useCompanyToken()));
}

/** Keeps a write's answer as the read of the company's application. */
function useKeepProfile(companyIdToken: string | null) {
  const queryClient = useQueryClient();
  return (profile: BorCompanyProfile) => queryClient.setQueryData(companyProfileKey(companyIdToken), profile);
}

/** The body of update_company_profile without the token (added from the address). */
export type UpdateCompanyProfileBody = Omit<
  z.input<typeof borUpdateCompanyProfileRequestSchema>,
  'company_id_token'
>;

/** POST update_company_profile: the company fields, the intake, the contributions or the file upload step. */
export function useUpdateCompanyProfile(companyIdToken: string | null) {
  const keep = useKeepProfile(companyIdToken);
  return useMutation({
    mutationFn: (body: UpdateCompanyProfileBody) =>
      apiRequest(`${BOR_API}/update_company_profile`, {
        method: 'POST',
        body: { ...body, ...companyTokenField(companyIdToken) },
        schema: checkedByServer<BorCompanyProfile>(),
      }),
    onSuccess: keep,
  });
}

export type LetterDetailsBody = Omit<z.input<typeof borLetterDetailsRequestSchema>, 'company_id_token'>;

/** PUT letter_details ("Review This Letter"): answers the profile with the letters rebuilt. */
export function useSaveLetterDetails(companyIdToken: string | null) {
  const keep = useKeepProfile(companyIdToken);
  return useMutation({
    mutationFn: (body: LetterDetailsBody) =>
      apiRequest(`${BOR_API}/letter_details`, {
        method: 'PUT',
        body: { ...body, ...companyTokenField(companyIdToken) },
        schema: checkedByServer<BorCompanyProfile>(),
      }),
    onSuccess: keep,
  });
}

export type SaveSignatureBody = Omit<z.input<typeof borSaveSignatureRequestSchema>, 'company_id_token'>;

/** POST save_signature: signs; one letter per carrier is stored and each carrier change starts. */
export function useSaveSignature(companyIdToken: string | null) {
  const keep = useKeepProfile(companyIdToken);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSignatureBody) =>
      apiRequest(`${BOR_API}/save_signature`, {
        method: 'POST',
        body: { ...body, ...companyTokenField(companyIdToken) },
        schema: checkedByServer<BorCompanyProfile>(),
      }),
    onSuccess: (profile) => {
      // The dashboard's carrier status (decision 0051) starts with the signature: its reads are stale now.
      void queryClient.invalidateQueries({
        queryKey: ['broker-of-record'],
        predicate: (query) => query.queryKey[1] !== 'company-profile',
      });
      keep(profile);
    },
  });
}

export type UploadPlanDocumentInput = {
  planType: InsuranceType;
  planId: string;
  fileType: BorPlanFileType;
  file: File;
};

/**
 * PUT upload_plan_documents: one plan's invoice or plan documents, as a form upload (the fields first, then the
 * file; the token in the address and the form). A refusal's message is the ApiError's `error`.
 */
export function useUploadPlanDocument(companyIdToken: string | null) {
  const keep = useKeepProfile(companyIdToken);
  return useMutation({
    mutationFn: ({ planType, planId, fileType, file }: UploadPlanDocumentInput) => {
      const body = new FormData();
      body.append('planType', planType);
      body.append('planId', planId);
      body.append('fileType', fileType);
      if (companyIdToken) body.append('company_id_token', companyIdToken);
      body.append('file', file, file.name);
      return apiRequest(`${BOR_API}/upload_plan_documents${companySearch(companyIdToken)}`, {
        method: 'PUT',
        body,
        schema: checkedByServer<BorCompanyProfile>(),
      });
    },
    onSuccess: keep,
  });
}
