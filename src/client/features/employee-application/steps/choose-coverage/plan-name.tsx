import { Stack, Text } from '@mantine/core';
import type { PlanView } from '@shared/schemas/plans';

/** A plan's name and carrier. */
export function PlanName({ plan }: { plan: PlanView }) {
  return (
    <Stack gap={0}>
      <Text fw={700}>{plan.display_name}</Text>
      <Text size="sm" c="dimmed">
        {plan.carrier}
      </Text>
    </Stack>
  );
}
