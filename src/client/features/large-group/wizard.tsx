import type { RecordStore } from '@client/components/wizard/create-wizard';
import { createWizard } from '@client/components/wizard/create-wizard';
import { useQueryRecordStore } from '@client/components/wizard/query-record-store';
import { useCompanySearch, useCompanyToken } from '@client/lib/company-token';
import {
  LARGE_GROUP_FLOW,
  type LargeGroupStep,
  toLargeGroupFlowRecord,
} from '@shared/domain/large-group/flow';
import { mapFlowRecord } from '@shared/domain/wizard/wizard';
import type { LargeGroupStatus } from '@shared/schemas/large-group';
import { useSuspenseQuery } from '@tanstack/react-query';
import { largeGroupStatusKey, largeGroupStatusQueryOptions } from './api/quote-request';

/** The company's quote request status (suspends until loaded): the flow's record. */
function useLargeGroupStatus(): LargeGroupStatus {
  return useSuspenseQuery(largeGroupStatusQueryOptions(useCompanyToken())).data;
}

/** The status in the query cache: the request's answer replaces it (the submit's onSuccess), else it is read again. */
function useLargeGroupStore(): RecordStore<LargeGroupStatus> {
  return useQueryRecordStore<LargeGroupStatus>(largeGroupStatusKey(useCompanyToken()));
}

/** The large-group quote request on the wizard kit (docs/spec/3 "Large group", decisions 0018 and 0054). */
export const largeGroupWizard = createWizard<LargeGroupStep, LargeGroupStatus>({
  flow: mapFlowRecord(LARGE_GROUP_FLOW, toLargeGroupFlowRecord),
  useRecord: useLargeGroupStatus,
  useRecordStore: useLargeGroupStore,
  progressLabel: 'Quote request progress',
  // The flow never sends home.
  notAvailable: null,
  useSearch: useCompanySearch,
});
