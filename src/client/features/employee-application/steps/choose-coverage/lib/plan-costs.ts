import { readRatedAtAge } from '@shared/domain/enrollment/coverage-plan';
import type { Segment } from '@shared/domain/enums';
import type { planCostSchema } from '@shared/schemas/plans';
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

/**
 * What the employee pays a month: "Not Eligible" when the shared rule says the employee is too old for the
 * plan (or this cost's rates do not take the age); the tier's total for tier plans (Just Me when none is
 * chosen), else the total.
 */
export function getEmployeeMonthlyCost(
  cost: PlanCostView | undefined,
  isOverAgeLimit: boolean,
  segment: Segment | null,
): MonthlyCost {
  if (isOverAgeLimit || readRatedAtAge(cost) === false) return { kind: 'not_eligible' };
  if (!cost) return { kind: 'pending' };
  const breakdowns = cost.costBreakdowns;
  const share = isSegmentBreakdowns(breakdowns) ? breakdowns[SEGMENT_KEYS[segment ?? 'ee_only']] : breakdowns;
  return { kind: 'price', cents: share.employeeTotalCost };
}
