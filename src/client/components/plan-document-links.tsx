import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import type { CoverageType } from '@shared/domain/enums';
import { PLAN_LINK_LABELS, planLinkFieldsOf } from '@shared/domain/plans/plan-documents';
import type { PlanDocuments } from '@shared/schemas/plan-documents';
import { SbcLink } from './sbc-link';

/** A carrier's page, opened in a new tab; named with the plan so each link says where it goes. */
function CarrierLink({ href, label, planName }: { href: string; label: string; planName: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
      {label}
      <VisuallyHidden>{` for ${planName} (carrier's site, opens in a new tab)`}</VisuallyHidden>
    </Anchor>
  );
}

/**
 * A plan's documents wherever it is shown (decision 0070): its summary of benefits and coverage (the company's
 * document or the carrier's link, "Not on file" without either), then the provider directory (medical, dental,
 * vision) and the drug list (medical) when the carrier gives them. Links are underlined, not told by colour.
 */
export function PlanDocumentLinks({
  documents,
  planName,
  coverageType,
}: {
  documents: PlanDocuments;
  planName: string;
  coverageType: CoverageType;
}) {
  const fields = planLinkFieldsOf(coverageType);
  const directory = fields.includes('providerDirectoryUrl') ? documents.providerDirectoryUrl : null;
  const formulary = fields.includes('formularyUrl') ? documents.formularyUrl : null;
  return (
    <Group gap="xs" component="span" wrap="wrap" style={{ rowGap: 2 }}>
      <SbcLink sbc={documents.sbc} planName={planName} />
      {directory ? (
        <>
          <Text span size="sm" aria-hidden>
            ·
          </Text>
          <CarrierLink href={directory} label={PLAN_LINK_LABELS.providerDirectoryUrl} planName={planName} />
        </>
      ) : null}
      {formulary ? (
        <>
          <Text span size="sm" aria-hidden>
            ·
          </Text>
          <CarrierLink href={formulary} label={PLAN_LINK_LABELS.formularyUrl} planName={planName} />
        </>
      ) : null}
    </Group>
  );
}
