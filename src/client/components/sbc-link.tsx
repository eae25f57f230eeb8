import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { Sbc } from '@shared/schemas/plan-details';

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.ceil(bytes / 1024))} KB`;

/**
 * A plan's summary of benefits and coverage: the company's stored document (downloaded through the API) or
 * the carrier's page (opened in a new tab), named with the plan so each link says where it goes.
 */
export function SbcLink({ sbc, planName }: { sbc: Sbc | null; planName: string }) {
  if (!sbc)
    return (
      <Text span size="sm">
        Not on file
      </Text>
    );
  if (sbc.kind === 'document')
    return (
      <Anchor href={sbc.href} download size="sm" underline="always">
        Summary of benefits and coverage<VisuallyHidden>{` for ${planName}`}</VisuallyHidden> (
        {size(sbc.sizeBytes)})
      </Anchor>
    );
  return (
    <Anchor href={sbc.href} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
      Summary of benefits and coverage<VisuallyHidden>{` for ${planName}`}</VisuallyHidden> (carrier's site,
      opens in a new tab)
    </Anchor>
  );
}
