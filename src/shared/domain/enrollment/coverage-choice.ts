import type { CoverageChoiceRequest } from '../../schemas/application-requests';
import { createCoverageAmountSchema } from '../../schemas/enrollment';
import type { CoverageType, DependentType, Segment, YesNo } from '../enums';
import { computeCoverageSliderMax, isDeclinedCoverageAmount } from '../pricing/life';
import { selectSegment } from '../pricing/segment';
import type { VariableCoverage } from '../pricing/types';
import { computeAgeOnCoverageDate } from './ages';
import { COVERAGE_MESSAGES } from './coverage-messages';
import {
  type CoveragePlan,
  getAgeLimitMessageKey,
  isDependentCovered,
  isLineDeclinable,
  isOverAgeLimit,
} from './coverage-plan';
import { hasFamilyForSegment, isCoveredBySegment, isSpouseOrPartner } from './family';

/** An active dependent with their age on the day ages are counted (resolveAgesOn). */
export interface FamilyDependent {
  id: string;
  dependentType: DependentType;
  age: number | null;
}

/** The employee's family as the rule sees it: ages on the policy's effective date. */
export interface FamilyFacts {
  employeeAge: number | null;
  /** The active dependents, in the order the application lists them. */
  dependents: readonly FamilyDependent[];
}

/** Everything a coverage choice is decided on. */
export interface CoverageChoiceFacts {
  /** The line and its plans offered to the employee. */
  offer: { lineType: CoverageType; plans: readonly CoveragePlan[] };
  family: FamilyFacts;
  /** Annual salary in dollars (caps variable life amounts). */
  annualSalary: number | null;
}

/** What to store for a line: the answer, the plan, the tier, the amounts and every active dependent's answer. */
export interface CoverageDecision {
  isEnrolling: YesNo;
  planId: string | null;
  segment: Segment | null;
  coverageAmount: number | null;
  spouseCoverageAmount: number | null;
  childCoverageAmount: number | null;
  /** Every active dependent → enrolling (false for all on a decline), with their life amount. */
  dependents: Array<{ id: string; isEnrolling: boolean; coverageAmount: number | null }>;
}

/** The decision, or every field error at once keyed by the request's path (nothing is stored then). */
export type CoverageChoiceOutcome =
  | { ok: true; decision: CoverageDecision }
  | { ok: false; fieldErrors: Record<string, string> };

/** The facts of a family from its stored or shown birth dates, every age counted on one day. */
export function describeFamily(
  people: {
    employeeBornAt: string | null;
    dependents: readonly { id: string; dependentType: DependentType; bornAt: string | null }[];
  },
  agesOn: string,
): FamilyFacts {
  return {
    employeeAge: computeAgeOnCoverageDate(people.employeeBornAt, agesOn),
    dependents: people.dependents.map((d) => ({
      id: d.id,
      dependentType: d.dependentType,
      age: computeAgeOnCoverageDate(d.bornAt, agesOn),
    })),
  };
}

/** Declining: no plan, no tier, no amounts, every dependent No (docs/spec/1 §4). */
export function declineCoverage(family: Pick<FamilyFacts, 'dependents'>): CoverageDecision {
  return {
    isEnrolling: 'No',
    planId: null,
    segment: null,
    coverageAmount: null,
    spouseCoverageAmount: null,
    childCoverageAmount: null,
    dependents: family.dependents.map((d) => ({ id: d.id, isEnrolling: false, coverageAmount: null })),
  };
}

/** A chosen amount against its slider: the first message of the shared amount schema, or null when it fits. */
function checkAmount(amount: number, coverage: VariableCoverage, annualSalary: number | null): string | null {
  const max = computeCoverageSliderMax(coverage, annualSalary);
  const result = createCoverageAmountSchema(max, coverage.incrementDollars).safeParse({
    coverageAmount: amount,
  });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * Enrol in or decline one coverage line (docs/spec/1 §4, decision 0016). Yes needs an offered plan; a variable
 * amount fits the slider and 0 declines; a segment-priced plan needs a tier that matches the people enrolling
 * (a tier alone enrols everyone it covers); dependents are the employee's own and covered by the plan; an
 * employer-paid plan covers the employee alone and a line of only mandatory employer-paid plans cannot be
 * declined; a plan the employee is too old for can only be declined; a Yes needs the employee's birth date.
 */
export function decideCoverageChoice(
  facts: CoverageChoiceFacts,
  request: CoverageChoiceRequest,
): CoverageChoiceOutcome {
  const { offer, family } = facts;
  const errors: Record<string, string> = {};
  const hasErrors = () => Object.keys(errors).length > 0;
  const refused = (): CoverageChoiceOutcome => ({ ok: false, fieldErrors: errors });
  const decided = (decision: CoverageDecision): CoverageChoiceOutcome => ({ ok: true, decision });

  const byId = new Map(family.dependents.map((d) => [d.id, d]));
  for (const id of Object.keys(request.dependentsEnrolling))
    if (!byId.has(id)) errors[`dependentsEnrolling.${id}`] = COVERAGE_MESSAGES.unknownDependent;

  if (request.isEnrolling === 'No') {
    if (!isLineDeclinable(offer.plans)) errors.isEnrolling = COVERAGE_MESSAGES.cannotDecline;
    return hasErrors() ? refused() : decided(declineCoverage(family));
  }

  const plan = request.planId ? offer.plans.find((p) => p.id === request.planId) : undefined;
  if (!request.planId) errors.planId = COVERAGE_MESSAGES.choosePlan;
  else if (!plan) errors.planId = COVERAGE_MESSAGES.planNotOffered;
  if (!plan) return refused();

  // The employee's amount: chosen on the slider (0 declines), else the plan's flat amount.
  let coverageAmount: number | null = plan.coverageAmount;
  if (plan.variableCoverage) {
    coverageAmount = request.coverageAmount;
    const error =
      request.coverageAmount === null
        ? COVERAGE_MESSAGES.amountRequired
        : checkAmount(request.coverageAmount, plan.variableCoverage, facts.annualSalary);
    if (error) errors.coverageAmount = error;
    else if (isDeclinedCoverageAmount(request.coverageAmount) && !hasErrors())
      return decided(declineCoverage(family));
  }

  // Who enrols: the dependents named Yes, or (naming none) everyone the tier covers.
  const enrolling = new Set(
    Object.entries(request.dependentsEnrolling)
      .filter(([id, on]) => on && byId.has(id))
      .map(([id]) => id),
  );
  let segment: Segment | null = null;
  if (plan.isSegmentPriced) {
    if (!request.segment) errors.segment = COVERAGE_MESSAGES.segment;
    else {
      segment = request.segment;
      if (enrolling.size === 0)
        for (const d of family.dependents)
          if (isCoveredBySegment(segment, d.dependentType)) enrolling.add(d.id);
      const has = hasFamilyForSegment(segment, family.dependents);
      const chosen = [...enrolling].map((id) => ({ relationship: byId.get(id)!.dependentType }));
      if (!has.spouse) errors.segment = COVERAGE_MESSAGES.noSpouse;
      else if (!has.children) errors.segment = COVERAGE_MESSAGES.noChildren;
      else if (selectSegment(chosen) !== segment) errors.segment = COVERAGE_MESSAGES.segmentMismatch;
    }
  }

  // Employer-paid plans cover the employee alone.
  if (plan.isEmployerPaid) {
    for (const id of enrolling)
      errors[`dependentsEnrolling.${id}`] = COVERAGE_MESSAGES.employerPaidDependents;
    if (segment && segment !== 'ee_only') errors.segment = COVERAGE_MESSAGES.employerPaidDependents;
  }

  for (const id of enrolling)
    if (!isDependentCovered(plan, byId.get(id)!.dependentType))
      errors[`dependentsEnrolling.${id}`] ??= COVERAGE_MESSAGES.dependentNotCovered;

  // Life amounts: the spouse's (flat, or chosen on the spouse slider) and the one amount for all children.
  const enrolled = [...enrolling].map((id) => byId.get(id)!);
  const spouseEnrolled = enrolled.some((d) => isSpouseOrPartner(d.dependentType));
  const childEnrolled = enrolled.some((d) => !isSpouseOrPartner(d.dependentType));
  let spouseCoverageAmount: number | null = null;
  if (spouseEnrolled && plan.spouseCoverage) {
    const variable = plan.spouseCoverage.variableCoverage;
    spouseCoverageAmount = variable ? request.spouseCoverageAmount : plan.spouseCoverage.coverageAmount;
    if (variable) {
      const error = !request.spouseCoverageAmount
        ? COVERAGE_MESSAGES.amountRequired
        : checkAmount(request.spouseCoverageAmount, variable, null);
      if (error) errors.spouseCoverageAmount = error;
    }
  }
  const childCoverageAmount = childEnrolled ? plan.childCoverageAmount : null;

  // Ages: priced by age, a Yes needs a birth date; over the carrier's limit the plan can only be declined.
  if (family.employeeAge === null) errors.bornAt = COVERAGE_MESSAGES.bornAt;
  else if (isOverAgeLimit(offer.lineType, plan, family.employeeAge))
    errors.isEnrolling = COVERAGE_MESSAGES[getAgeLimitMessageKey(offer.lineType)];

  if (hasErrors()) return refused();
  return decided({
    isEnrolling: 'Yes',
    planId: plan.id,
    segment,
    coverageAmount,
    spouseCoverageAmount,
    childCoverageAmount,
    dependents: family.dependents.map((d) => {
      const on = enrolling.has(d.id);
      const amount = isSpouseOrPartner(d.dependentType) ? spouseCoverageAmount : childCoverageAmount;
      return { id: d.id, isEnrolling: on, coverageAmount: on ? amount : null };
    }),
  });
}
