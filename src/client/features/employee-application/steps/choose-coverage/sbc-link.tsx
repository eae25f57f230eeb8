import { PlanDocumentLinks } from '@client/components/plan-document-links';
import type { PlanView } from '@shared/schemas/plans';

/** The plan's documents (decision 0070): its summary of benefits and coverage, provider directory and formulary. */
export function SbcLink({ plan }: { plan: PlanView }) {
  return (
    <PlanDocumentLinks
      documents={{
        sbc: plan.sbc,
        providerDirectoryUrl: plan.provider_directory_url,
        formularyUrl: plan.formulary_url,
      }}
      planName={plan.display_name}
      coverageType={plan.type}
    />
  );
}

/** Whether a plan has any document to show. */
export const hasPlanDocuments = (plan: PlanView) =>
  plan.sbc !== null || plan.provider_directory_url !== null || plan.formulary_url !== null;
