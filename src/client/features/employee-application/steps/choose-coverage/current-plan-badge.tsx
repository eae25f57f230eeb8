import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';

export const CURRENT_PLAN_LABEL = 'Your current plan';

/** On a renewal, the plan continuing the employee's plan now: said in words, not by colour alone. */
export function CurrentPlanBadge() {
  return (
    <Badge variant="filled" color="dark" radius="sm" tt="none">
      {CURRENT_PLAN_LABEL}
    </Badge>
  );
}
