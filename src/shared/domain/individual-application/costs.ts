import type { IndividualSegment } from '../enums';
import { fromCents, toCents } from '../money/money';

/** An individual plan's monthly costs as the plan answers them (docs/spec/3 §3 "employee_costs"). */
export interface IndividualEmployeeCosts {
  self_cost: number;
  spouse_cost: number;
  /** One entry per child on file. */
  child_cost: readonly number[];
  family_cost: number;
}

/**
 * The monthly cost of a coverage option (decision 0206's rule): Just Me is the self cost; Me and my Spouse
 * adds the spouse's; Me and my Children adds each child's; My Whole Family is the family rate.
 */
export function priceIndividualOption(costs: IndividualEmployeeCosts, segment: IndividualSegment): number {
  const self = toCents(costs.self_cost);
  const children = costs.child_cost.reduce((sum, c) => sum + toCents(c), 0);
  switch (segment) {
    case 'ee_self':
      return fromCents(self);
    case 'ee_spouse':
      return fromCents(self + toCents(costs.spouse_cost));
    case 'ee_children':
      return fromCents(self + children);
    case 'ee_family':
      return costs.family_cost;
  }
}
