import type { RecordStore } from '@client/components/wizard/create-wizard';
import { createWizard } from '@client/components/wizard/create-wizard';
import {
  EMPLOYER_RENEWAL_FLOW,
  type EmployerRenewalFlowRecord,
  type EmployerRenewalStep,
} from '@shared/domain/renewal/employer-renewal-flow';
import { mapFlowRecord } from '@shared/domain/wizard/wizard';
import type { RenewalResponse } from '@shared/schemas/renewal';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { renewalKey, renewalQueryOptions } from './api/get-renewal';
import { useCompanyToken } from './components/renewal-frame';
import { companySearch } from './lib/renewal-paths';

/** The company's renewal read (suspends until loaded): the flow's record. */
function useRenewalResponse(): RenewalResponse {
  return useSuspenseQuery(renewalQueryOptions(useCompanyToken())).data;
}

/** The renewal in the query cache: each save's answer replaces it (the mutations' onSuccess), else it is read again. */
function useRenewalStore(): RecordStore<RenewalResponse> {
  const queryClient = useQueryClient();
  const key = renewalKey(useCompanyToken());
  return useMemo(
    () => ({
      read: () => queryClient.getQueryData<RenewalResponse>(key),
      saved: async (record) => {
        if (record) queryClient.setQueryData(key, record);
        else await queryClient.refetchQueries({ queryKey: key, exact: true });
      },
    }),
    [queryClient, key],
  );
}

/** The employer's renewal on the wizard kit (spec 2 §2.4, decisions 0018 and 0037). */
export const employerRenewalWizard = createWizard<EmployerRenewalStep, RenewalResponse>({
  flow: mapFlowRecord(EMPLOYER_RENEWAL_FLOW, (record: RenewalResponse): EmployerRenewalFlowRecord => record),
  useRecord: useRenewalResponse,
  useRecordStore: useRenewalStore,
  progressLabel: 'Renewal progress',
  // The flow never sends home: a company without an open renewal is told so on each page.
  notAvailable: null,
  useSearch: () => companySearch(useCompanyToken()),
});
