import { Stack, Text } from '@mantine/core';
import { describeHowPaid, NOT_ELIGIBLE_COST_LABEL } from '@shared/domain/display/display';
import { formatCents } from '@shared/domain/money/money';
import type { PlanView } from '@shared/schemas/plans';
import type { MonthlyCost as MonthlyCostValue } from './lib/plan-costs';

/**
 * The employee's monthly price with how it is paid, "Not Eligible" over the carrier's age, or a wait. Every
 * state takes the same two lines, so the comparison's rows do not move when the prices arrive.
 */
export function MonthlyCost({ plan, cost }: { plan: PlanView; cost: MonthlyCostValue }) {
  const price =
    cost.kind === 'price' ? (
      <>
        <Text span fw={700} size="lg">
          {formatCents(cost.cents)}
        </Text>{' '}
        per month
      </>
    ) : (
      <Text
        span
        fw={cost.kind === 'pending' ? 400 : 700}
        size="lg"
        c={cost.kind === 'pending' ? 'dimmed' : undefined}
      >
        {cost.kind === 'pending' ? 'Loading price…' : NOT_ELIGIBLE_COST_LABEL}
      </Text>
    );
  const paidBy = describeHowPaid(plan.type, plan.contribution_strategy);
  return (
    <Stack gap={2}>
      <Text>{price}</Text>
      <Text size="sm" c="dimmed">
        {cost.kind === 'price' ? paidBy : '\u00a0'}
      </Text>
    </Stack>
  );
}
