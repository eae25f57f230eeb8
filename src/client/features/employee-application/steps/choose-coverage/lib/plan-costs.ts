import type { Segment } from '@shared/domain/enums';
import { isWithinMaxIssueAge } from '@shared/domain/pricing/life';
import type { PlanView, planCostSchema } from '@shared/schemas/plans';
import type { z } from 'zod';

export type PlanCostView = z.infer<typeof planCostSchema>;
type SegmentBreakdowns = Extract<PlanCostView['costBreakdowns'], { eeOnly: unknown }>;

const SEGMENT_KEYS: Record<Segment, keyof SegmentBreakdowns> = {
  ee_only: 'eeOnly',
  ee_spouse: 'eeSpouse',
  ee_children: 'eeChildren',
  ee_family: 'eeFamily',
};

/** What a cost cell shows: a monthly price in cents, "Not Eligible", or nothing yet. */
export type MonthlyCost = { kind: 'price'; cents: number } | { kind: 'not_eligible' } | { kind: 'pending' };

export function findPlanCost(costs: readonly PlanCostView[] | undefined, planId: string) {
  return costs?.find((c) => c.planID === planId);
}

const isSegmentBreakdowns = (b: PlanCostView['costBreakdowns']): b is SegmentBreakdowns => 'eeOnly' in b;

/** The engine marks an age-priced cost over the carrier's maximum age. */
export function isCostOverMaxAge(cost: PlanCostView | undefined): boolean {
  return (
    cost !== undefined &&
    !isSegmentBreakdowns(cost.costBreakdowns) &&
    cost.costBreakdowns.message === 'over_max_age'
  );
}

/**
 * A plan the employee cannot take for their age: the engine said over_max_age, or (before prices arrive)
 * whole life above the carrier's maximum issue age.
 */
export function isPlanOverMaxAge(plan: PlanView, cost: PlanCostView | undefined, employeeAge: number | null) {
  if (isCostOverMaxAge(cost)) return true;
  return (
    plan.type === 'whole_life' &&
    plan.max_issue_age !== null &&
    employeeAge !== null &&
    !isWithinMaxIssueAge({ maxIssueAge: plan.max_issue_age }, employeeAge)
  );
}

/** What the employee pays a month: the tier's total for tier plans (Just Me when none is chosen), else the total. */
export function getEmployeeMonthlyCost(
  plan: PlanView,
  cost: PlanCostView | undefined,
  employeeAge: number | null,
  segment: Segment | null,
): MonthlyCost {
  if (isPlanOverMaxAge(plan, cost, employeeAge)) return { kind: 'not_eligible' };
  if (!cost) return { kind: 'pending' };
  const breakdowns = cost.costBreakdowns;
  const share = isSegmentBreakdowns(breakdowns) ? breakdowns[SEGMENT_KEYS[segment ?? 'ee_only']] : breakdowns;
  return { kind: 'price', cents: share.employeeTotalCost };
}
