import { createWizard } from '@client/components/wizard/create-wizard';
import { useCompanySearch } from '@client/lib/company-token';
import {
  BOR_EMBEDDED_FLOW,
  BOR_STANDARD_FLOW,
  type BorEmbeddedStep,
  type BorStandardStep,
  type BorWizardRecord,
} from '@shared/domain/broker-of-record/flows';
import { mapFlowRecord } from '@shared/domain/wizard/wizard';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import { useCompanyProfile, useCompanyProfileStore } from './api/company-profile';
import { EmbeddedProgress } from './routes/embedded/embedded-frame';

/** What the flows' rules read of the company's application. */
export function toBorWizardRecord(profile: BorCompanyProfile): BorWizardRecord {
  return {
    mode: profile.mode,
    partnerKind: profile.partner,
    signed: profile.signedAt !== null,
    nextSectionUrl: profile.applicationStatus.nextSectionUrl,
    sections: profile.applicationStatus.sections,
  };
}

const PROGRESS_LABEL = 'Broker of record progress';

/** Broker of record, standard mode, on the wizard kit (decisions 0018, 0049): no progress list. */
export const borStandardWizard = createWizard<BorStandardStep, BorCompanyProfile>({
  flow: mapFlowRecord(BOR_STANDARD_FLOW, toBorWizardRecord),
  useRecord: useCompanyProfile,
  useRecordStore: useCompanyProfileStore,
  progressLabel: PROGRESS_LABEL,
  notAvailable: null,
  // Every page of the flow keeps the company the address names (decision 0049).
  useSearch: useCompanySearch,
});

/** Broker of record, embedded (partner) mode, on the wizard kit (decisions 0018, 0050): the side list. */
export const borEmbeddedWizard = createWizard<BorEmbeddedStep, BorCompanyProfile>({
  flow: mapFlowRecord(BOR_EMBEDDED_FLOW, toBorWizardRecord),
  useRecord: useCompanyProfile,
  useRecordStore: useCompanyProfileStore,
  progressLabel: PROGRESS_LABEL,
  notAvailable: null,
  // Every page of the flow keeps the company the address names (decision 0049).
  useSearch: useCompanySearch,
  progress: EmbeddedProgress,
});
