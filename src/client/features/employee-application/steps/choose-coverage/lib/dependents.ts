import { compareDates, parseUsDate } from '@shared/domain/dates/dates';
import type { CoverageType, Segment } from '@shared/domain/enums';
import type { ApplicationDependent } from '@shared/schemas/application';
import type { PlanView } from '@shared/schemas/plans';

export const isSpouseOrPartner = (d: Pick<ApplicationDependent, 'dependentType'>) =>
  d.dependentType === 'spouse' || d.dependentType === 'domestic_partner';

const birthOrder = (a: ApplicationDependent, b: ApplicationDependent) => {
  const da = parseUsDate(a.bornAt);
  const db = parseUsDate(b.bornAt);
  return da && db ? compareDates(da, db) : 0;
};

/** Spouse or partner first, then children, each by birth date (oldest first). */
export function sortDependentsForDisplay(
  dependents: readonly ApplicationDependent[],
): ApplicationDependent[] {
  return [...dependents].sort(
    (a, b) => Number(isSpouseOrPartner(b)) - Number(isSpouseOrPartner(a)) || birthOrder(a, b),
  );
}

/** Lines that insure the employee alone. */
const EMPLOYEE_ONLY_TYPES: readonly CoverageType[] = [
  'whole_life',
  'short_term_disability',
  'long_term_disability',
];
const LIFE_TYPES: readonly CoverageType[] = ['life', 'term_life'];

/**
 * The dependents the employee may cover on a plan: everyone on health and accident lines; on life lines the
 * spouse only with spouse coverage (and a chosen amount when it is variable) and children only with child
 * coverage; nobody on whole life and disability.
 */
export function listCoverableDependents(
  plan: PlanView,
  dependents: readonly ApplicationDependent[],
  spouseCoverageAmount: number,
): ApplicationDependent[] {
  if (EMPLOYEE_ONLY_TYPES.includes(plan.type)) return [];
  const sorted = sortDependentsForDisplay(dependents);
  if (!LIFE_TYPES.includes(plan.type)) return sorted;
  const spouseCovered = plan.spouse_coverage && (!plan.spouse_variable_coverage || spouseCoverageAmount > 0);
  return sorted.filter((d) => (isSpouseOrPartner(d) ? spouseCovered : plan.child_coverage));
}

/** The tiers the family can choose: a spouse tier needs a spouse or partner, a children tier a child. */
export function listSegmentChoices(dependents: readonly ApplicationDependent[]): Segment[] {
  const hasSpouse = dependents.some(isSpouseOrPartner);
  const hasChild = dependents.some((d) => !isSpouseOrPartner(d));
  const choices: Segment[] = ['ee_only'];
  if (hasSpouse) choices.push('ee_spouse');
  if (hasChild) choices.push('ee_children');
  if (hasSpouse && hasChild) choices.push('ee_family');
  return choices;
}

/** Who a tier covers: the spouse or partner in spouse tiers, the children in children tiers. */
export function dependentsForSegment(
  segment: Segment,
  dependents: readonly ApplicationDependent[],
): Record<string, boolean> {
  const withSpouse = segment === 'ee_spouse' || segment === 'ee_family';
  const withChildren = segment === 'ee_children' || segment === 'ee_family';
  return Object.fromEntries(
    dependents.map((d) => [d.id, isSpouseOrPartner(d) ? withSpouse : withChildren] as const),
  );
}

/** Every dependent marked as not enrolling (declines and employer-paid plans). */
export function noDependentsEnrolling(dependents: readonly ApplicationDependent[]): Record<string, boolean> {
  return Object.fromEntries(dependents.map((d) => [d.id, false] as const));
}
