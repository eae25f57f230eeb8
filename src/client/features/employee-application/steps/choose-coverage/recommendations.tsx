import '@mantine/core/styles/List.css';
import { List, Stack, Text } from '@mantine/core';
import { summarizeRecommendations } from '@shared/domain/display/display';
import type { PlanView } from '@shared/schemas/plans';
import { MoreRecommendations } from './more-recommendations';

/** Who the plan suits: the first two reasons, the rest behind "+N more". */
export function Recommendations({ plan }: { plan: PlanView }) {
  const { visible, hidden, moreLabel } = summarizeRecommendations(plan.recommendation);
  if (visible.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={4} align="flex-start">
      <List size="sm" spacing={2}>
        {visible.map((reason) => (
          <List.Item key={reason.label}>{reason.label}</List.Item>
        ))}
      </List>
      {moreLabel && <MoreRecommendations label={moreLabel} reasons={hidden} planName={plan.display_name} />}
    </Stack>
  );
}
