import type { RecordStore } from '@client/components/wizard/create-wizard';
import { apiRequest, checkedByServer } from '@client/lib/api-client';
import { companyTokenField, useCompanyToken } from '@client/lib/company-token';
import { SESSION_QUERY_KEY } from '@client/lib/session';
import type { BenAdminFlowRecord } from '@shared/domain/ben-admin/flow';
import type { BenefitInvoiceType, LeadFileStorageKey } from '@shared/domain/ben-admin/lead-rules';
import type {
  BenAdminLead,
  BenAdminLeadResponse,
  BenAdminLeadUpdateRequest,
  LeadFile,
} from '@shared/schemas/ben-admin-lead';
import type { RegistrationRequest, RegistrationResponse } from '@shared/schemas/registration';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/*
 * Registration's calls (docs/spec/3 §7 "Benefits administration", decision 0052): the new employer's account, and
 * the lead under /api/v1/ben_admin_leads for the company the address names (company_id_token) or the caller's
 * active company. Errors are the api-client's ApiError.
 */
export const LEADS_API = '/api/v1/ben_admin_leads';

const query = (companyIdToken: string | null, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({
    ...extra,
    ...(companyIdToken ? { company_id_token: companyIdToken } : {}),
  });
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const leadKey = (companyIdToken: string | null) => ['ben-admin-lead', companyIdToken ?? ''] as const;

/** GET /api/v1/ben_admin_leads: the company's lead (null before Get Started) and the payment widget. */
export function leadQueryOptions(companyIdToken: string | null) {
  return queryOptions({
    queryKey: leadKey(companyIdToken),
    queryFn: () =>
      apiRequest(`${LEADS_API}${query(companyIdToken)}`, { schema: checkedByServer<BenAdminLeadResponse>() }),
  });
}

/** The lead read (suspends until loaded). */
export function useLeadResponse(): BenAdminLeadResponse {
  return useSuspenseQuery(leadQueryOptions(useCompanyToken())).data;
}

/** What the wizard's rules read: the lead's status (null before one exists). */
export function useLeadRecord(): BenAdminFlowRecord {
  return { status: useLeadResponse().benAdminLead?.status ?? null };
}

/** Where the wizard keeps the record: the query cache (a save answers the lead, which replaces the read). */
export function useLeadStore(): RecordStore<BenAdminFlowRecord> {
  const queryClient = useQueryClient();
  const key = leadKey(useCompanyToken());
  return useMemo(
    () => ({
      read: () => {
        const cached = queryClient.getQueryData<BenAdminLeadResponse>(key);
        return cached ? { status: cached.benAdminLead?.status ?? null } : undefined;
      },
      saved: async () => {
        await queryClient.refetchQueries({ queryKey: key, exact: true });
      },
    }),
    [queryClient, key],
  );
}

type LeadBody = BenAdminLeadUpdateRequest['benAdminLead'];

/** The lead's writes, for the company of the address. */
export function useLeadWrites() {
  const companyIdToken = useCompanyToken();
  const queryClient = useQueryClient();
  const keep = (lead: BenAdminLead) =>
    queryClient.setQueryData<BenAdminLeadResponse>(leadKey(companyIdToken), (read) =>
      read ? { ...read, benAdminLead: lead } : read,
    );
  return {
    /** PUT: the landing's count (creates the lead) or the additional information (the lead is then done). */
    save: async (benAdminLead: LeadBody): Promise<BenAdminLead> => {
      const lead = await apiRequest(LEADS_API, {
        method: 'PUT',
        body: { benAdminLead, ...companyTokenField(companyIdToken) },
        schema: checkedByServer<BenAdminLead>(),
      });
      keep(lead);
      return lead;
    },
    /** PATCH files: one set's files, with the invoice type for insurance invoices. */
    uploadFiles: (
      storageKey: LeadFileStorageKey,
      files: readonly File[],
      invoiceType: BenefitInvoiceType | null,
    ) => {
      const body = new FormData();
      body.append('storage_key', storageKey);
      if (invoiceType) body.append('invoice_type', invoiceType);
      if (companyIdToken) body.append('company_id_token', companyIdToken);
      for (const file of files) body.append('files', file);
      return apiRequest(`${LEADS_API}/files`, {
        method: 'PATCH',
        body,
        schema: checkedByServer<{ files: LeadFile[] }>(),
      });
    },
    /** POST payment_setup_intent: the client secret the widget confirms with. */
    createSetupIntent: () =>
      apiRequest(`${LEADS_API}/payment_setup_intent`, {
        method: 'POST',
        body: companyTokenField(companyIdToken),
        schema: checkedByServer<{ clientSecret: string }>(),
      }),
    /** POST payment_setup_intent_confirmation: the server checks the intent itself and says where to go. */
    confirmSetupIntent: (setupIntent: string) =>
      apiRequest(`${LEADS_API}/payment_setup_intent_confirmation`, {
        method: 'POST',
        body: { setupIntent, ...companyTokenField(companyIdToken) },
        schema: checkedByServer<{ redirectPath: string }>(),
      }),
    /** The lead's version now (uploads do not change it, but another window may have). */
    latestVersion: async (): Promise<number> => {
      const read = await queryClient.fetchQuery({ ...leadQueryOptions(companyIdToken), staleTime: 0 });
      if (!read.benAdminLead) throw new Error('The registration has no lead.');
      return read.benAdminLead.version;
    },
    /** Reads the lead again (after the payment's confirmation moved it on). */
    reload: () => queryClient.refetchQueries({ queryKey: leadKey(companyIdToken), exact: true }),
  };
}

/** POST /api/v1/registrations: the account and company, signed in (the cache is the new account's). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RegistrationRequest) =>
      apiRequest('/api/v1/registrations', {
        method: 'POST',
        body: request,
        schema: checkedByServer<RegistrationResponse>(),
      }),
    onSuccess: ({ session }) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}
