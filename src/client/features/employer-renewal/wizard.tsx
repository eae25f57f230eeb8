import type { RecordStore } from '@client/components/wizard/create-wizard';
import { createWizard } from '@client/components/wizard/create-wizard';
import { useQueryRecordStore } from '@client/components/wizard/query-record-store';
import { useCompanySearch, useCompanyToken } from '@client/lib/company-token';
import {
  EMPLOYER_RENEWAL_FLOW,
  type EmployerRenewalFlowRecord,
  type EmployerRenewalStep,
} from '@shared/domain/renewal/employer-renewal-flow';
import { mapFlowRecord } from '@shared/domain/wizard/wizard';
import type { RenewalResponse } from '@shared/schemas/renewal';
import { useSuspenseQuery } from '@tanstack/react-query';
import { renewalKey, renewalQueryOptions } from './api/get-renewal';

/** The company's renewal read (suspends until loaded): the flow's record. */
function useRenewalResponse(): RenewalResponse {
  return useSuspenseQuery(renewalQueryOptions(useCompanyToken())).data;
}

/** The renewal in the query cache: each save's answer replaces it (the mutations' onSuccess), else it is read again. */
function useRenewalStore(): RecordStore<RenewalResponse> {
  return useQueryRecordStore<RenewalResponse>(renewalKey(useCompanyToken()));
}

/** The employer's renewal on the wizard kit (docs/spec/2 §2.4, decisions 0018 and 0037). */
export const employerRenewalWizard = createWizard<EmployerRenewalStep, RenewalResponse>({
  flow: mapFlowRecord(EMPLOYER_RENEWAL_FLOW, (record: RenewalResponse): EmployerRenewalFlowRecord => record),
  useRecord: useRenewalResponse,
  useRecordStore: useRenewalStore,
  progressLabel: 'Renewal progress',
  // The flow never sends home: a company without an open renewal is told so on each page.
  notAvailable: null,
  useSearch: useCompanySearch,
});
