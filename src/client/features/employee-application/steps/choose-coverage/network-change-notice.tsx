import { Alert } from '@mantine/core';
import type { CoverageType } from '@shared/domain/enums';
import { describePersonNetworkChange, findNetworkChange } from '@shared/domain/renewal/network-change';
import type { PlansResponse, PlanView } from '@shared/schemas/plans';

/**
 * On a renewal, says when the plan chosen (at first the one the renewal carried the employee to) is on another
 * network than their plan now (decision 0070): the shared rule the employer's package review counts with.
 */
export function NetworkChangeNotice({
  coverageType,
  renewedPlan,
  plan,
}: {
  coverageType: CoverageType;
  renewedPlan: PlansResponse['renewed_plan'];
  plan: PlanView | undefined;
}) {
  if (!renewedPlan || !plan) return null;
  const change = findNetworkChange(
    { networkType: renewedPlan.plan_type, network: renewedPlan.network },
    { networkType: plan.plan_type, network: plan.network },
  );
  if (!change) return null;
  return (
    <Alert color="brand" variant="light" title="Network change" role="note">
      {describePersonNetworkChange({
        coverageType,
        currentPlanName: renewedPlan.display_name,
        newPlanName: plan.display_name,
        change,
      })}
    </Alert>
  );
}
