import type { Segment, YesNo } from '@shared/domain/enums';
import { applyEnrollmentChoice, getNonContributoryEnrollment } from '@shared/domain/offers/offers';
import type { ApplicationDependent, CoverageEnrollment } from '@shared/schemas/application';
import type { CoverageChoiceRequest } from '@shared/schemas/application-requests';
import { ENROLLMENT_MESSAGES, type SEGMENT_CHOICES } from '@shared/schemas/enrollment';
import { MESSAGES } from '@shared/schemas/fields';
import type { PlanView } from '@shared/schemas/plans';
import { dependentsForSegment, isSpouseOrPartner, noDependentsEnrolling } from './dependents';

export type SegmentChoice = (typeof SEGMENT_CHOICES)[number];

/** The page's form: the chosen plan and whichever of tier, employer-paid answer and amounts its flow asks. */
export interface CoverageChoiceValues {
  planId: string | null;
  segment: SegmentChoice | null;
  employerPaidChoice: YesNo | null;
  coverageAmount: number;
  spouseCoverageAmount: number;
}

/** How a plan is chosen (spec 1 §4). */
export type EnrollmentFlow =
  /** No plan the employee's age allows: only Continue, which declines. */
  | 'not_eligible'
  /** Employer pays all: Continue enrolls the employee alone. */
  | 'automatic'
  /** Employer pays all but the plan may be declined: Enroll or Decline on the page. */
  | 'employer_paid_choice'
  /** Tier-priced: who is enrolling, or none. */
  | 'segment'
  /** Age-priced: the Enroll or Decline modal (after the amount, for variable life). */
  | 'enroll_or_decline'
  /** Several plans that are chosen differently, none chosen yet: pick one first. */
  | 'choose_plan';

/** How a plan is chosen. */
export function getEnrollmentFlow(plan: PlanView): EnrollmentFlow {
  if (plan.contribution_strategy === 'Non-Contributory') {
    const { autoEnroll } = getNonContributoryEnrollment({
      contributionStrategy: plan.contribution_strategy,
      isDeclinable: plan.is_declinable_when_employer_paid,
    });
    return autoEnroll ? 'automatic' : 'employer_paid_choice';
  }
  return plan.pricing_type === 'age' ? 'enroll_or_decline' : 'segment';
}

/**
 * The flow of the screen: the chosen plan's; with none chosen, the one plan's or the flow all plans share (so
 * a tier line offers None before a plan is chosen), else pick a plan first; no plan left is not eligible.
 */
export function getLineFlow(selected: PlanView | undefined, selectable: readonly PlanView[]): EnrollmentFlow {
  if (selected) return getEnrollmentFlow(selected);
  const flows = new Set(selectable.map(getEnrollmentFlow));
  const [only] = flows;
  if (!only) return 'not_eligible';
  return flows.size === 1 && (selectable.length === 1 || only === 'segment') ? only : 'choose_plan';
}

/** Declining: no plan, no amounts, every dependent forced to No. */
export function buildDeclineRequest(dependents: readonly ApplicationDependent[]): CoverageChoiceRequest {
  return {
    isEnrolling: 'No',
    planId: null,
    segment: null,
    dependentsEnrolling: applyEnrollmentChoice('No', noDependentsEnrolling(dependents)),
    coverageAmount: null,
    spouseCoverageAmount: null,
    childCoverageAmount: null,
  };
}

/** The employee alone (employer-paid plans): tier plans on Just Me. */
function buildEmployeeOnlyRequest(
  plan: PlanView,
  dependents: readonly ApplicationDependent[],
): CoverageChoiceRequest {
  return {
    ...buildDeclineRequest(dependents),
    isEnrolling: 'Yes',
    planId: plan.id,
    segment: plan.pricing_type === 'age' ? null : 'ee_only',
  };
}

function buildSegmentRequest(
  plan: PlanView,
  segment: Segment,
  dependents: readonly ApplicationDependent[],
): CoverageChoiceRequest {
  return {
    ...buildDeclineRequest(dependents),
    isEnrolling: 'Yes',
    planId: plan.id,
    segment,
    dependentsEnrolling: dependentsForSegment(segment, dependents),
  };
}

/** The Enroll or Decline modal's answers. */
export interface EnrollOrDeclineAnswers {
  isEnrolling: YesNo;
  dependentsEnrolling: Record<string, boolean | null>;
}

/** The modal's request: on Yes the chosen dependents and the amounts that apply to them; on No a decline. */
export function buildEnrollOrDeclineRequest(
  plan: PlanView,
  answers: EnrollOrDeclineAnswers,
  amounts: Pick<CoverageChoiceValues, 'coverageAmount' | 'spouseCoverageAmount'>,
  dependents: readonly ApplicationDependent[],
): CoverageChoiceRequest {
  const chosen: Record<string, boolean> = {};
  for (const d of dependents) chosen[d.id] = answers.dependentsEnrolling[d.id] === true;
  if (answers.isEnrolling === 'No') return buildDeclineRequest(dependents);
  const dependentsEnrolling = applyEnrollmentChoice('Yes', chosen);
  const enrolled = dependents.filter((d) => dependentsEnrolling[d.id]);
  const spouseEnrolled = enrolled.some(isSpouseOrPartner);
  const childEnrolled = enrolled.some((d) => !isSpouseOrPartner(d));
  return {
    isEnrolling: 'Yes',
    planId: plan.id,
    segment: null,
    dependentsEnrolling,
    coverageAmount: plan.variable_coverage ? amounts.coverageAmount : null,
    spouseCoverageAmount: spouseEnrolled
      ? plan.spouse_variable_coverage
        ? amounts.spouseCoverageAmount
        : plan.spouse_coverage_amount
      : null,
    childCoverageAmount: childEnrolled && plan.child_coverage ? plan.child_coverage_amount : null,
  };
}

/** What Continue does: save a choice, open the Enroll or Decline modal, or show what is missing. */
export type ChoiceOutcome =
  | { kind: 'save'; request: CoverageChoiceRequest }
  | { kind: 'enroll_or_decline'; plan: PlanView }
  | { kind: 'invalid'; errors: Partial<Record<keyof CoverageChoiceValues, string>> };

const CHOOSE_PLAN = 'Choose a plan.';

/** Continue pressed: the flow's rule applied to the page's answers. */
export function resolveCoverageChoice(
  values: CoverageChoiceValues,
  flow: EnrollmentFlow,
  plan: PlanView | undefined,
  dependents: readonly ApplicationDependent[],
): ChoiceOutcome {
  const save = (request: CoverageChoiceRequest): ChoiceOutcome => ({ kind: 'save', request });
  const needPlan: ChoiceOutcome = { kind: 'invalid', errors: { planId: CHOOSE_PLAN } };
  switch (flow) {
    case 'not_eligible':
      return save(buildDeclineRequest(dependents));
    case 'choose_plan':
      return needPlan;
    case 'automatic':
      return plan ? save(buildEmployeeOnlyRequest(plan, dependents)) : needPlan;
    case 'employer_paid_choice':
      if (values.employerPaidChoice === null)
        return { kind: 'invalid', errors: { employerPaidChoice: MESSAGES.required } };
      if (values.employerPaidChoice === 'No') return save(buildDeclineRequest(dependents));
      return plan ? save(buildEmployeeOnlyRequest(plan, dependents)) : needPlan;
    case 'segment':
      if (values.segment === null)
        return { kind: 'invalid', errors: { segment: ENROLLMENT_MESSAGES.segment } };
      if (values.segment === 'none') return save(buildDeclineRequest(dependents));
      return plan ? save(buildSegmentRequest(plan, values.segment, dependents)) : needPlan;
    case 'enroll_or_decline':
      // A variable amount of zero is a decline (spec 1 §4).
      if (plan?.variable_coverage && values.coverageAmount <= 0) return save(buildDeclineRequest(dependents));
      return plan ? { kind: 'enroll_or_decline', plan } : needPlan;
  }
}

/** The page's answers from the saved choice, so a reload shows it; a single plan is chosen from the start. */
export function getChoiceDefaults(
  saved: CoverageEnrollment | undefined,
  selectablePlans: readonly PlanView[],
): CoverageChoiceValues {
  const savedPlan = selectablePlans.find((p) => p.id === saved?.planId);
  const onlyPlan = selectablePlans.length === 1 ? selectablePlans[0] : undefined;
  return {
    planId: (savedPlan ?? onlyPlan)?.id ?? null,
    segment: saved?.isEnrolling === 'No' ? 'none' : (saved?.segment ?? null),
    employerPaidChoice: saved?.isEnrolling ?? null,
    coverageAmount: saved?.coverageAmount ?? 0,
    spouseCoverageAmount: saved?.spouseCoverageAmount ?? 0,
  };
}

/** The modal's answers from the saved choice: its dependents when it was this plan, a saved decline as No. */
export function getEnrollOrDeclineDefaults(
  saved: CoverageEnrollment | undefined,
  plan: PlanView,
  coverable: readonly ApplicationDependent[],
): { isEnrolling: YesNo | null; dependentsEnrolling: Record<string, boolean | null> } {
  const samePlan = saved?.planId === plan.id;
  const dependentsEnrolling: Record<string, boolean | null> = {};
  for (const d of coverable)
    dependentsEnrolling[d.id] = samePlan ? (saved?.dependentsEnrolling[d.id] ?? null) : null;
  const isEnrolling = samePlan || saved?.isEnrolling === 'No' ? (saved?.isEnrolling ?? null) : null;
  return { isEnrolling, dependentsEnrolling };
}
