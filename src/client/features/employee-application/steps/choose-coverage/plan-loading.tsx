import { Group, Loader, Text } from '@mantine/core';
import { getPlanLoadingMessage } from '@shared/domain/display/display';
import type { CoverageType } from '@shared/domain/enums';

/** Shown while the line's plans load. */
export function PlanLoading({ coverageType }: { coverageType: CoverageType }) {
  return (
    <Group role="status" gap="sm">
      <Loader size="sm" />
      <Text>{getPlanLoadingMessage(coverageType)}</Text>
    </Group>
  );
}
