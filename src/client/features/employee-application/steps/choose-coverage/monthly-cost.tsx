import { Stack, Text } from '@mantine/core';
import { isPreTaxDeductionShown, NOT_ELIGIBLE_COST_LABEL } from '@shared/domain/display/display';
import { formatCents } from '@shared/domain/money/money';
import type { PlanView } from '@shared/schemas/plans';
import type { MonthlyCost as MonthlyCostValue } from './lib/plan-costs';

/** The employee's monthly price with how it is paid, "Not Eligible" over the carrier's age, or a wait. */
export function MonthlyCost({ plan, cost }: { plan: PlanView; cost: MonthlyCostValue }) {
  if (cost.kind === 'not_eligible') return <Text fw={700}>{NOT_ELIGIBLE_COST_LABEL}</Text>;
  if (cost.kind === 'pending') return <Text c="dimmed">Loading price…</Text>;
  return (
    <Stack gap={2}>
      <Text>
        <Text span fw={700} size="lg">
          {formatCents(cost.cents)}
        </Text>{' '}
        per month
      </Text>
      <Text size="sm" c="dimmed">
        {isPreTaxDeductionShown(plan.contribution_strategy)
          ? 'Pre-tax payroll deduction'
          : 'Paid by your employer'}
      </Text>
    </Stack>
  );
}
