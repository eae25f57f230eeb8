import { Anchor, VisuallyHidden } from '@mantine/core';
import type { PlanView } from '@shared/schemas/plans';

/** The plan's Summary of Benefits and Coverage, when the carrier published one. */
export function SbcLink({ plan }: { plan: PlanView }) {
  if (!plan.has_sbc || !plan.sbc_url) return null;
  return (
    <Anchor href={plan.sbc_url} target="_blank" rel="noopener noreferrer">
      Summary of Benefits and Coverage
      <VisuallyHidden> for {plan.display_name} (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
