import { COVERAGE_MESSAGES } from '@shared/domain/enrollment/coverage-messages';
import { type CoveragePlan, isMandatoryEmployerPaid } from '@shared/domain/enrollment/coverage-plan';
import { isCoveredBySegment } from '@shared/domain/enrollment/family';
import type { Segment, YesNo } from '@shared/domain/enums';
import { isDeclinedCoverageAmount } from '@shared/domain/pricing/life';
import type { ApplicationDependent, CoverageEnrollment } from '@shared/schemas/application';
import type { CoverageChoiceRequest } from '@shared/schemas/application-requests';
import { ENROLLMENT_MESSAGES, type SEGMENT_CHOICES } from '@shared/schemas/enrollment';
import { MESSAGES } from '@shared/schemas/fields';

/**
 * The screen's side of a choice: which controls a plan asks for and the request Continue sends. Whether that
 * request is allowed, and what it stores, is the shared rule's (decideCoverageChoice), which the screen runs
 * before sending.
 */

export type SegmentChoice = (typeof SEGMENT_CHOICES)[number];

/** The page's form: the chosen plan and whichever of tier, employer-paid answer and amounts its flow asks. */
export interface CoverageChoiceValues {
  planId: string | null;
  segment: SegmentChoice | null;
  employerPaidChoice: YesNo | null;
  coverageAmount: number;
  spouseCoverageAmount: number;
}

/** How a plan is chosen (docs/spec/1 §4). */
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

/** How a plan is chosen: by its payer, then by its pricing. */
export function getEnrollmentFlow(plan: CoveragePlan): EnrollmentFlow {
  if (plan.isEmployerPaid) return isMandatoryEmployerPaid(plan) ? 'automatic' : 'employer_paid_choice';
  return plan.isSegmentPriced ? 'segment' : 'enroll_or_decline';
}

/**
 * The flow of the screen: the chosen plan's; with none chosen, the one plan's or the flow all plans share (so
 * a tier line offers None before a plan is chosen), else pick a plan first; no plan left is not eligible.
 */
export function getLineFlow(
  selected: CoveragePlan | undefined,
  selectable: readonly CoveragePlan[],
): EnrollmentFlow {
  if (selected) return getEnrollmentFlow(selected);
  const flows = new Set(selectable.map(getEnrollmentFlow));
  const [only] = flows;
  if (!only) return 'not_eligible';
  return flows.size === 1 && (selectable.length === 1 || only === 'segment') ? only : 'choose_plan';
}

/** Every dependent with one answer (a decline, or an employer-paid plan taken alone, sends all No). */
const everyDependent = (dependents: readonly ApplicationDependent[], isEnrolling: boolean) =>
  Object.fromEntries(dependents.map((d) => [d.id, isEnrolling] as const));

/** Declining: no plan, no amounts, every dependent No. */
export function buildDeclineRequest(dependents: readonly ApplicationDependent[]): CoverageChoiceRequest {
  return {
    isEnrolling: 'No',
    planId: null,
    segment: null,
    dependentsEnrolling: everyDependent(dependents, false),
    coverageAmount: null,
    spouseCoverageAmount: null,
    childCoverageAmount: null,
  };
}

/**
 * Enrolling in a tier (the dependents the tier covers) or, with no tier, the employee alone (employer-paid
 * plans: a tier plan on Just Me).
 */
function buildEnrollRequest(
  plan: CoveragePlan,
  segment: Segment | null,
  dependents: readonly ApplicationDependent[],
): CoverageChoiceRequest {
  const tier = segment ?? (plan.isSegmentPriced ? 'ee_only' : null);
  return {
    ...buildDeclineRequest(dependents),
    isEnrolling: 'Yes',
    planId: plan.id,
    segment: tier,
    dependentsEnrolling: Object.fromEntries(
      dependents.map((d) => [d.id, tier !== null && isCoveredBySegment(tier, d.dependentType)] as const),
    ),
  };
}

/** The Enroll or Decline modal's answers. */
export interface EnrollOrDeclineAnswers {
  isEnrolling: YesNo;
  dependentsEnrolling: Record<string, boolean | null>;
}

/** The modal's request: on Yes the dependents answered Yes and the amounts chosen on sliders; on No a decline. */
export function buildEnrollOrDeclineRequest(
  plan: CoveragePlan,
  answers: EnrollOrDeclineAnswers,
  amounts: Pick<CoverageChoiceValues, 'coverageAmount' | 'spouseCoverageAmount'>,
  dependents: readonly ApplicationDependent[],
): CoverageChoiceRequest {
  if (answers.isEnrolling === 'No') return buildDeclineRequest(dependents);
  return {
    isEnrolling: 'Yes',
    planId: plan.id,
    segment: null,
    dependentsEnrolling: Object.fromEntries(
      dependents.map((d) => [d.id, answers.dependentsEnrolling[d.id] === true] as const),
    ),
    coverageAmount: plan.variableCoverage ? amounts.coverageAmount : null,
    spouseCoverageAmount: plan.spouseCoverage?.variableCoverage ? amounts.spouseCoverageAmount : null,
    childCoverageAmount: null,
  };
}

/** What Continue does: save a choice, open the Enroll or Decline modal, or show what is missing. */
export type ChoiceOutcome =
  | { kind: 'save'; request: CoverageChoiceRequest }
  | { kind: 'enroll_or_decline'; plan: CoveragePlan }
  | { kind: 'invalid'; errors: Partial<Record<keyof CoverageChoiceValues, string>> };

/** Continue pressed: the flow's controls read into a request (or the modal, or what is missing). */
export function resolveCoverageChoice(
  values: CoverageChoiceValues,
  flow: EnrollmentFlow,
  plan: CoveragePlan | undefined,
  dependents: readonly ApplicationDependent[],
): ChoiceOutcome {
  const save = (request: CoverageChoiceRequest): ChoiceOutcome => ({ kind: 'save', request });
  const needPlan: ChoiceOutcome = { kind: 'invalid', errors: { planId: COVERAGE_MESSAGES.choosePlan } };
  switch (flow) {
    case 'not_eligible':
      return save(buildDeclineRequest(dependents));
    case 'choose_plan':
      return needPlan;
    case 'automatic':
      return plan ? save(buildEnrollRequest(plan, null, dependents)) : needPlan;
    case 'employer_paid_choice':
      if (values.employerPaidChoice === null)
        return { kind: 'invalid', errors: { employerPaidChoice: MESSAGES.required } };
      if (values.employerPaidChoice === 'No') return save(buildDeclineRequest(dependents));
      return plan ? save(buildEnrollRequest(plan, null, dependents)) : needPlan;
    case 'segment':
      if (values.segment === null)
        return { kind: 'invalid', errors: { segment: ENROLLMENT_MESSAGES.segment } };
      if (values.segment === 'none') return save(buildDeclineRequest(dependents));
      return plan ? save(buildEnrollRequest(plan, values.segment, dependents)) : needPlan;
    case 'enroll_or_decline':
      // The shared rule takes an amount of 0 as a decline: there is nothing to ask in the modal.
      if (plan?.variableCoverage && isDeclinedCoverageAmount(values.coverageAmount))
        return save(buildDeclineRequest(dependents));
      return plan ? { kind: 'enroll_or_decline', plan } : needPlan;
  }
}

/** The page's answers from the saved choice, so a reload shows it; a single plan is chosen from the start. */
export function getChoiceDefaults(
  saved: CoverageEnrollment | undefined,
  selectablePlans: readonly Pick<CoveragePlan, 'id'>[],
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
  planId: string,
  coverable: readonly ApplicationDependent[],
): { isEnrolling: YesNo | null; dependentsEnrolling: Record<string, boolean | null> } {
  const samePlan = saved?.planId === planId;
  const dependentsEnrolling: Record<string, boolean | null> = {};
  for (const d of coverable)
    dependentsEnrolling[d.id] = samePlan ? (saved?.dependentsEnrolling[d.id] ?? null) : null;
  const isEnrolling = samePlan || saved?.isEnrolling === 'No' ? (saved?.isEnrolling ?? null) : null;
  return { isEnrolling, dependentsEnrolling };
}
