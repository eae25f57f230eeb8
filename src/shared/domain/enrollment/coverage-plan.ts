import type { ContributionStrategy, CoverageType, PricingType } from '../enums';
import { computeCoverageSliderMax, getCoverageSliderStep, isWithinMaxIssueAge } from '../pricing/life';
import type { VariableCoverage } from '../pricing/types';
import { isSpouseOrPartner, sortDependentsForDisplay } from './family';

/** The stored fields of a plan that the coverage rule reads (the plan row's names; the screen maps its view). */
export interface CoveragePlanFields {
  id: string;
  type: CoverageType;
  pricingType: PricingType;
  contributionStrategy: ContributionStrategy;
  isDeclinableWhenEmployerPaid: boolean;
  coverageAmount: number | null;
  variableCoverage: boolean;
  variableCoverageAmountMax: number | null;
  variableCoverageAmountIncrement: number | null;
  maxSalaryMultiplier: number | null;
  spouseCoverage: boolean;
  spouseVariableCoverage: boolean;
  spouseCoverageAmount: number | null;
  spouseVariableCoverageAmountMax: number | null;
  spouseVariableCoverageAmountIncrement: number | null;
  childCoverage: boolean;
  childCoverageAmount: number | null;
  maxAge: number | null;
  maxIssueAge: number | null;
}

/** A plan as the coverage rule sees it: what it covers, how amounts are chosen, who may take it. */
export interface CoveragePlan {
  id: string;
  /** Segment or tier pricing: the employee names a tier (who is enrolling). */
  isSegmentPriced: boolean;
  /** Non-Contributory: the employer pays all of the employee's own coverage. */
  isEmployerPaid: boolean;
  /** An employer-paid plan the employee may still decline (docs/spec/1 §4, two accident plans). */
  isDeclinableWhenEmployerPaid: boolean;
  /** The employee's amount in dollars: the plan's flat amount, when it is not chosen on a slider. */
  coverageAmount: number | null;
  /** The employee's amount is chosen on a slider. */
  variableCoverage: VariableCoverage | null;
  /** Which dependents the plan covers beside the employee. */
  covers: { spouse: boolean; children: boolean };
  /** Life lines: the spouse's amount, flat or chosen on a slider (null where no spouse amount applies). */
  spouseCoverage: { coverageAmount: number | null; variableCoverage: VariableCoverage | null } | null;
  /** Life lines: the one amount that covers all children (null where no child amount applies). */
  childCoverageAmount: number | null;
  /** The carrier's oldest age (age-priced plans) and whole life's maximum issue age. */
  maxAge: number | null;
  maxIssueAge: number | null;
  /**
   * Whether the plan's rates price the employee's age (the engine's over_max_age, which also says so for an
   * age outside every rate band); null while not known (the screen before its prices arrive).
   */
  isRatedAtAge: boolean | null;
}

/** Lines on which dependents enrol beside the employee; life lines take a spouse or children per plan. */
const FAMILY_LINES: readonly CoverageType[] = ['medical', 'dental', 'vision', 'accident'];
const LIFE_LINES: readonly CoverageType[] = ['life', 'term_life'];

/** A slider amount needs a maximum; without one the plan's flat amount applies. */
function toVariableCoverage(
  enabled: boolean,
  maxDollars: number | null,
  incrementDollars: number | null,
  maxSalaryMultiplier: number | null,
): VariableCoverage | null {
  if (!enabled || maxDollars === null) return null;
  return { maxDollars, incrementDollars: incrementDollars ?? 0, maxSalaryMultiplier };
}

/** The employee's slider, if the stored plan has one (the rule and the pricing read it from here). */
export const getVariableCoverage = (
  plan: Pick<
    CoveragePlanFields,
    | 'variableCoverage'
    | 'variableCoverageAmountMax'
    | 'variableCoverageAmountIncrement'
    | 'maxSalaryMultiplier'
  >,
) =>
  toVariableCoverage(
    plan.variableCoverage,
    plan.variableCoverageAmountMax,
    plan.variableCoverageAmountIncrement,
    plan.maxSalaryMultiplier,
  );

/** The spouse's slider, if the stored plan has one (never capped by the employee's salary). */
export const getSpouseVariableCoverage = (
  plan: Pick<
    CoveragePlanFields,
    'spouseVariableCoverage' | 'spouseVariableCoverageAmountMax' | 'spouseVariableCoverageAmountIncrement'
  >,
) =>
  toVariableCoverage(
    plan.spouseVariableCoverage,
    plan.spouseVariableCoverageAmountMax,
    plan.spouseVariableCoverageAmountIncrement,
    null,
  );

/**
 * A stored plan as the rule's facts: dependents are covered on medical, dental, vision and accident; on life
 * and term life only a spouse (with spouse coverage) and children (with child coverage); on whole life and
 * disability nobody.
 */
export function describeCoveragePlan(plan: CoveragePlanFields, isRatedAtAge: boolean | null): CoveragePlan {
  const isLife = LIFE_LINES.includes(plan.type);
  const isFamily = FAMILY_LINES.includes(plan.type);
  const spouse = isFamily || (isLife && plan.spouseCoverage);
  const children = isFamily || (isLife && plan.childCoverage);
  return {
    id: plan.id,
    isSegmentPriced: plan.pricingType !== 'age',
    isEmployerPaid: plan.contributionStrategy === 'Non-Contributory',
    isDeclinableWhenEmployerPaid: plan.isDeclinableWhenEmployerPaid,
    coverageAmount: plan.coverageAmount,
    variableCoverage: getVariableCoverage(plan),
    covers: { spouse, children },
    spouseCoverage:
      isLife && spouse
        ? {
            coverageAmount: plan.spouseCoverageAmount,
            variableCoverage: getSpouseVariableCoverage(plan),
          }
        : null,
    childCoverageAmount: isLife && children ? plan.childCoverageAmount : null,
    maxAge: plan.maxAge,
    maxIssueAge: plan.maxIssueAge,
    isRatedAtAge,
  };
}

/** An employer-paid plan the employee may not decline (docs/spec/1 §4: only the marked accident plans may be). */
export function isMandatoryEmployerPaid(
  plan: Pick<CoveragePlan, 'isEmployerPaid' | 'isDeclinableWhenEmployerPaid'>,
) {
  return plan.isEmployerPaid && !plan.isDeclinableWhenEmployerPaid;
}

/** A line may be declined unless every one of its plans is employer-paid and not marked declinable. */
export function isLineDeclinable(plans: readonly CoveragePlan[]): boolean {
  return !(plans.length > 0 && plans.every(isMandatoryEmployerPaid));
}

/** Whether a plan covers a dependent of this type beside the employee. */
export function isDependentCovered(plan: Pick<CoveragePlan, 'covers'>, dependentType: string): boolean {
  return isSpouseOrPartner(dependentType) ? plan.covers.spouse : plan.covers.children;
}

/**
 * Too old for this plan: the engine found no rate for the employee's age, the employee is older than the
 * carrier's maximum age (age-priced plans), or whole life is asked above its maximum issue age. Unknown ages
 * are left to the birth-date rule.
 */
export function isOverAgeLimit(
  lineType: CoverageType,
  plan: Pick<CoveragePlan, 'isRatedAtAge' | 'isSegmentPriced' | 'maxAge' | 'maxIssueAge'>,
  employeeAge: number | null,
): boolean {
  if (plan.isRatedAtAge === false) return true;
  if (employeeAge === null || plan.isSegmentPriced) return false;
  if (plan.maxAge !== null && employeeAge > plan.maxAge) return true;
  return (
    lineType === 'whole_life' &&
    plan.maxIssueAge !== null &&
    !isWithinMaxIssueAge({ maxIssueAge: plan.maxIssueAge }, employeeAge)
  );
}

/** What a refused over-age enrolment says (docs/spec/1 §8): whole life, life and term life, or any other plan. */
export function getAgeLimitMessageKey(lineType: CoverageType): 'wholeLifeAge' | 'lifeAge' | 'overMaxAge' {
  if (lineType === 'whole_life') return 'wholeLifeAge';
  return LIFE_LINES.includes(lineType) ? 'lifeAge' : 'overMaxAge';
}

/** A slider's range: $0 (a decline) to max, in steps. */
export interface CoverageAmountRange {
  max: number;
  step: number;
}

const toRange = (coverage: VariableCoverage, annualSalary: number | null): CoverageAmountRange => ({
  max: computeCoverageSliderMax(coverage, annualSalary),
  step: getCoverageSliderStep(coverage),
});

/** The employee's slider: up to the lesser of salary × multiplier (down to the increment) and the plan maximum. */
export function getCoverageAmountRange(
  plan: Pick<CoveragePlan, 'variableCoverage'>,
  annualSalary: number | null,
): CoverageAmountRange | null {
  return plan.variableCoverage ? toRange(plan.variableCoverage, annualSalary) : null;
}

/** The spouse's slider: up to the plan's spouse maximum, not tied to salary. */
export function getSpouseCoverageAmountRange(
  plan: Pick<CoveragePlan, 'spouseCoverage'>,
): CoverageAmountRange | null {
  const variable = plan.spouseCoverage?.variableCoverage;
  return variable ? toRange(variable, null) : null;
}

/**
 * The dependents the employee may enrol on a plan, in display order: those it covers, and the spouse on a
 * spouse slider only once an amount is chosen (an enrolled spouse needs one).
 */
export function listCoverableDependents<T extends { dependentType: string; bornAt: string | null }>(
  plan: Pick<CoveragePlan, 'covers' | 'spouseCoverage'>,
  dependents: readonly T[],
  spouseCoverageAmount: number | null,
): T[] {
  const spouseNeedsAmount = Boolean(plan.spouseCoverage?.variableCoverage);
  return sortDependentsForDisplay(dependents).filter(
    (d) =>
      isDependentCovered(plan, d.dependentType) &&
      !(isSpouseOrPartner(d.dependentType) && spouseNeedsAmount && !((spouseCoverageAmount ?? 0) > 0)),
  );
}

/**
 * The engine's answer for a plan (a plan cost, from the engine on the server or the plan-cost call on the
 * screen): an age breakdown marked over_max_age does not rate the employee's age; no cost yet is unknown.
 */
export function readRatedAtAge(cost: { costBreakdowns: object } | undefined): boolean | null {
  if (!cost) return null;
  const breakdowns = cost.costBreakdowns as { message?: unknown };
  return breakdowns.message !== 'over_max_age';
}
