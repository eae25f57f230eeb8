import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { PlanView } from '@shared/schemas/plans';
import { CurrentPlanBadge } from './current-plan-badge';
import type { MonthlyCost as MonthlyCostValue } from './lib/plan-costs';
import type { PlanRow } from './lib/plan-rows';
import { MonthlyCost } from './monthly-cost';
import { PlanCellValue } from './plan-cell-value';
import { PlanEligibility } from './plan-eligibility';
import { Recommendations } from './recommendations';
import { SbcLink } from './sbc-link';

interface SinglePlanViewProps {
  plan: PlanView;
  rows: readonly PlanRow[];
  cost: MonthlyCostValue;
  costLabel: string;
  /** On a renewal, whether this plan continues the employee's current one. */
  isCurrentPlan?: boolean;
}

/** The one plan of a line, in detail. */
export function SinglePlanView({ plan, rows, cost, costLabel, isCurrentPlan = false }: SinglePlanViewProps) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={0}>
            <Title order={2} size="h3">
              {plan.display_name}
            </Title>
            <Text c="dimmed">{plan.carrier}</Text>
          </Stack>
          <Group gap="xs">
            {isCurrentPlan && <CurrentPlanBadge />}
            <PlanEligibility plan={plan} />
          </Group>
        </Group>
        <Stack gap={4}>
          <Text fw={600}>{costLabel}</Text>
          <MonthlyCost plan={plan} cost={cost} />
        </Stack>
        {plan.recommendation.length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>Recommended for</Text>
            <Recommendations plan={plan} />
          </Stack>
        )}
        <Table layout="fixed" verticalSpacing="xs">
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" w="40%">
                  {row.label}
                </Table.Th>
                <Table.Td>
                  <PlanCellValue value={row.values[0] ?? '—'} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <SbcLink plan={plan} />
      </Stack>
    </Card>
  );
}
