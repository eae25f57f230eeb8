import type { CoverageType, HealthAccountStatus } from '../enums';

/** Steps of the employee application in order (spec 1 §2 "Step order"); names are the step-complete flags. */
export const APPLICATION_STEPS = [
  'basicInformation',
  'familyInformation',
  'chooseMedicalPlan',
  'chooseDentalPlan',
  'chooseVisionPlan',
  'chooseAccidentPlan',
  'chooseLifePlan',
  'chooseTermLifePlan',
  'chooseWholeLifePlan',
  'chooseShortTermDisabilityPlan',
  'chooseLongTermDisabilityPlan',
  'healthAccountInformation',
  'additionalInformation',
  'sign',
  'done',
] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** Steps of the employee renewal application in order (spec 2 §4). */
export const RENEWAL_STEPS = [
  'basicInformation',
  'familyInformation',
  'chooseMedicalPlan',
  'chooseDentalPlan',
  'chooseVisionPlan',
  'chooseTermLifePlan',
  'additionalInformation',
  'sign',
  'done',
] as const satisfies readonly ApplicationStep[];
export type RenewalStep = (typeof RENEWAL_STEPS)[number];

/** The route sub-path of each step (spec 1 §2, spec 2 §2.5). */
export const STEP_PATHS: Record<ApplicationStep, string> = {
  basicInformation: '/',
  familyInformation: '/family-information',
  chooseMedicalPlan: '/choose-medical-coverage',
  chooseDentalPlan: '/choose-dental-coverage',
  chooseVisionPlan: '/choose-vision-coverage',
  chooseAccidentPlan: '/choose-accident-coverage',
  chooseLifePlan: '/choose-life-coverage',
  chooseTermLifePlan: '/choose-term-life-coverage',
  chooseWholeLifePlan: '/choose-whole-life-coverage',
  chooseShortTermDisabilityPlan: '/choose-short-term-disability-coverage',
  chooseLongTermDisabilityPlan: '/choose-long-term-disability-coverage',
  healthAccountInformation: '/health-account-information',
  additionalInformation: '/additional-information',
  sign: '/sign',
  done: '/done',
};

/** The developer-style list of links to every step (spec 1 §2 /jump). */
export const JUMP_PATH = '/jump';

/** Link labels of the jump page (spec 1 §2). */
export const STEP_LABELS: Record<ApplicationStep, string> = {
  basicInformation: 'Basic Information',
  familyInformation: 'Family Information',
  chooseMedicalPlan: 'Choose Medical Plan',
  chooseDentalPlan: 'Choose Dental Plan',
  chooseVisionPlan: 'Choose Vision Plan',
  chooseAccidentPlan: 'Choose Accident Plan',
  chooseLifePlan: 'Choose Life Plan',
  chooseTermLifePlan: 'Choose Term Life Plan',
  chooseWholeLifePlan: 'Choose Whole Life Plan',
  chooseShortTermDisabilityPlan: 'Choose Short Term Disability Plan',
  chooseLongTermDisabilityPlan: 'Choose Long Term Disability Plan',
  healthAccountInformation: 'Health Account Information',
  additionalInformation: 'Additional Information',
  sign: 'Signature',
  done: 'Done',
};

/** The coverage type each choose step is for. */
export const STEP_COVERAGE_TYPES = {
  chooseMedicalPlan: 'medical',
  chooseDentalPlan: 'dental',
  chooseVisionPlan: 'vision',
  chooseAccidentPlan: 'accident',
  chooseLifePlan: 'life',
  chooseTermLifePlan: 'term_life',
  chooseWholeLifePlan: 'whole_life',
  chooseShortTermDisabilityPlan: 'short_term_disability',
  chooseLongTermDisabilityPlan: 'long_term_disability',
} as const satisfies Partial<Record<ApplicationStep, CoverageType>>;
export type CoverageStep = keyof typeof STEP_COVERAGE_TYPES;

/** The choose step of a coverage type. */
export function getCoverageStep(coverageType: CoverageType): CoverageStep {
  for (const [step, type] of Object.entries(STEP_COVERAGE_TYPES))
    if (type === coverageType) return step as CoverageStep;
  throw new StepError(`No step for coverage type ${coverageType}`);
}

/** A step rule was asked about a step that does not exist (spec 1 §8: an internal error). */
export class StepError extends Error {
  override name = 'StepError';
}

const isCoverageStep = (step: string): step is CoverageStep => step in STEP_COVERAGE_TYPES;

/** What decides which steps exist. */
export interface StepContext {
  offeredCoverageTypes: readonly CoverageType[];
  healthAccountStatus?: HealthAccountStatus | null;
}

/** Application steps that exist: coverage steps for offered types only, the health account step when its status is done or incomplete. */
export function listApplicationSteps(context: StepContext): ApplicationStep[] {
  const offered = new Set<string>(context.offeredCoverageTypes);
  return APPLICATION_STEPS.filter((step) => {
    if (isCoverageStep(step)) return offered.has(STEP_COVERAGE_TYPES[step]);
    if (step === 'healthAccountInformation') {
      return context.healthAccountStatus === 'done' || context.healthAccountStatus === 'incomplete';
    }
    return true;
  });
}

/** Renewal steps that exist: medical, dental, vision and term life steps only when offered (spec 2 §4). */
export function listRenewalSteps(context: Pick<StepContext, 'offeredCoverageTypes'>): RenewalStep[] {
  const offered = new Set<string>(context.offeredCoverageTypes);
  return RENEWAL_STEPS.filter((step) => !isCoverageStep(step) || offered.has(STEP_COVERAGE_TYPES[step]));
}

function indexOfStep<S extends string>(steps: readonly S[], current: S): number {
  const index = steps.indexOf(current);
  if (index < 0) throw new StepError(`Unknown step: ${current}`);
  return index;
}

/** The next existing step after saving the current one; null after done. Unknown steps are an error. */
export function getNextStep<S extends string>(steps: readonly S[], current: S): S | null {
  return steps[indexOfStep(steps, current) + 1] ?? null;
}

/** The previous existing step for the back link; a missing previous step is an internal error (spec 1 §2). */
export function getPreviousStep<S extends string>(steps: readonly S[], current: S): S {
  const index = indexOfStep(steps, current);
  if (index === 0) throw new StepError(`No previous step before ${current}`);
  return steps[index - 1]!;
}

/** Whether a back link is shown: every existing step but the first has a previous step. */
export function hasPreviousStep<S extends string>(steps: readonly S[], current: S): boolean {
  return steps.indexOf(current) > 0;
}

/** The route sub-path of a step. */
export function getStepPath(step: ApplicationStep): string {
  return STEP_PATHS[step];
}

/** Where a route sub-path leads. */
export type PathResolution<S extends string> =
  | { kind: 'step'; step: S }
  | { kind: 'jump' }
  | { kind: 'redirect'; step: S }
  | { kind: 'bad_link' };

const STEP_BY_PATH = new Map<string, ApplicationStep>(
  Object.entries(STEP_PATHS).map(([step, path]) => [path, step as ApplicationStep]),
);

const normalizePath = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';

/** An application sub-path is a step, the jump page, or a bad link ("Whoops! Bad Link!"). */
export function resolveApplicationPath(path: string): PathResolution<ApplicationStep> {
  const p = normalizePath(path);
  if (p === JUMP_PATH) return { kind: 'jump' };
  const step = STEP_BY_PATH.get(p);
  return step ? { kind: 'step', step } : { kind: 'bad_link' };
}

/** Renewal paths of coverages it does not have (life, whole life, disability, accident) redirect to additional information (spec 2 §2.5). */
export function resolveRenewalPath(path: string): PathResolution<RenewalStep> {
  const resolved = resolveApplicationPath(path);
  if (resolved.kind === 'jump') return { kind: 'jump' };
  if (resolved.kind !== 'step') return { kind: 'bad_link' };
  const step = resolved.step;
  if ((RENEWAL_STEPS as readonly string[]).includes(step)) return { kind: 'step', step: step as RenewalStep };
  if (isCoverageStep(step)) return { kind: 'redirect', step: 'additionalInformation' };
  return { kind: 'bad_link' };
}

/**
 * Redirects before a step renders: not eligible → home; a declined and completed policy reaches only done;
 * done ("You are done!") only once the application is signed, else back to the first step left (resume).
 */
export function resolveApplicationRedirect(
  step: ApplicationStep,
  policy: { isEligible: boolean; isDeclinedAndCompleted: boolean; isSigned: boolean },
): 'home' | 'done' | 'resume' | null {
  if (!policy.isEligible) return 'home';
  if (policy.isDeclinedAndCompleted && step !== 'done') return 'done';
  if (step === 'done' && !policy.isSigned && !policy.isDeclinedAndCompleted) return 'resume';
  return null;
}

/** A group of the progress bar. */
export interface ProgressGroup<S extends string> {
  id: string;
  label: string;
  steps: readonly S[];
}

/**
 * Application progress groups (spec 1 §2). The spec lists medical, dental and vision under Choose Plan; the other
 * coverage steps and the health account step go there too so that every step but done has a group (decision 0104).
 */
export const APPLICATION_PROGRESS_GROUPS: readonly ProgressGroup<ApplicationStep>[] = [
  { id: 'basicInformation', label: 'Basic Information', steps: ['basicInformation', 'familyInformation'] },
  {
    id: 'choosePlan',
    label: 'Choose Plan',
    steps: [
      'chooseMedicalPlan',
      'chooseDentalPlan',
      'chooseVisionPlan',
      'chooseAccidentPlan',
      'chooseLifePlan',
      'chooseTermLifePlan',
      'chooseWholeLifePlan',
      'chooseShortTermDisabilityPlan',
      'chooseLongTermDisabilityPlan',
      'healthAccountInformation',
    ],
  },
  { id: 'additionalInformation', label: 'Additional Information', steps: ['additionalInformation'] },
  { id: 'signature', label: 'Signature', steps: ['sign'] },
];

/** Renewal progress groups (spec 2 §2.5); additional information sits with Signature (decision 0104). */
export const RENEWAL_PROGRESS_GROUPS: readonly ProgressGroup<RenewalStep>[] = [
  {
    id: 'basicInformation',
    label: 'Review Basic Information',
    steps: ['basicInformation', 'familyInformation'],
  },
  {
    id: 'choosePlan',
    label: 'Choose Plan',
    steps: ['chooseMedicalPlan', 'chooseDentalPlan', 'chooseVisionPlan', 'chooseTermLifePlan'],
  },
  { id: 'signature', label: 'Signature', steps: ['additionalInformation', 'sign'] },
];

export type ProgressStatus = 'past' | 'present' | 'future';

export interface ProgressItem<S extends string> {
  id: string;
  label: string;
  status: ProgressStatus;
  isLink: boolean;
  /** The first incomplete step of the group (its first step when all are complete). */
  target: S;
}

/**
 * Progress bar state. Only existing steps count and empty groups are left out. Application: present when the
 * current step belongs to the group (even a step that does not exist, such as an unoffered coverage's page), else past when all its steps are complete, else future. Renewal (spec 2 §2.5):
 * past when all complete, else present, else future. A later group is a link only when every step of the group
 * before it is complete; the first group is always a link.
 */
export function buildProgress<S extends string>(
  groups: readonly ProgressGroup<S>[],
  existingSteps: readonly S[],
  currentStep: S,
  completedSteps: ReadonlySet<string> | Readonly<Partial<Record<string, boolean>>>,
  precedence: 'present-first' | 'past-first' = 'present-first',
): ProgressItem<S>[] {
  const isComplete = (step: S) =>
    completedSteps instanceof Set
      ? completedSteps.has(step)
      : (completedSteps as Record<string, boolean>)[step] === true;
  const existing = new Set<S>(existingSteps);
  const items: ProgressItem<S>[] = [];
  let previousComplete = true;
  for (const group of groups) {
    const steps = group.steps.filter((s) => existing.has(s));
    if (steps.length === 0) continue;
    const allComplete = steps.every(isComplete);
    // A coverage the company does not offer still has its page (the not-offered message): its group is present there.
    const isCurrent = group.steps.includes(currentStep);
    let status: ProgressStatus;
    if (precedence === 'past-first') status = allComplete ? 'past' : isCurrent ? 'present' : 'future';
    else status = isCurrent ? 'present' : allComplete ? 'past' : 'future';
    items.push({
      id: group.id,
      label: group.label,
      status,
      isLink: items.length === 0 || previousComplete,
      target: steps.find((s) => !isComplete(s)) ?? steps[0]!,
    });
    previousComplete = allComplete;
  }
  return items;
}

/** The application's progress bar (present-first). */
export function buildApplicationProgress(
  existingSteps: readonly ApplicationStep[],
  currentStep: ApplicationStep,
  completedSteps: ReadonlySet<string> | Readonly<Partial<Record<string, boolean>>>,
): ProgressItem<ApplicationStep>[] {
  return buildProgress(
    APPLICATION_PROGRESS_GROUPS,
    existingSteps,
    currentStep,
    completedSteps,
    'present-first',
  );
}

/** The renewal's progress header (past-first, spec 2 §2.5). */
export function buildRenewalProgress(
  existingSteps: readonly RenewalStep[],
  currentStep: RenewalStep,
  completedSteps: ReadonlySet<string> | Readonly<Partial<Record<string, boolean>>>,
): ProgressItem<RenewalStep>[] {
  return buildProgress(RENEWAL_PROGRESS_GROUPS, existingSteps, currentStep, completedSteps, 'past-first');
}

/** The first existing step not yet complete (where a resumed application opens); done when all are. */
export function findResumeStep<S extends string>(
  steps: readonly S[],
  completedSteps: ReadonlySet<string> | Readonly<Partial<Record<string, boolean>>>,
): S {
  const isComplete = (step: S) =>
    completedSteps instanceof Set
      ? completedSteps.has(step)
      : (completedSteps as Record<string, boolean>)[step] === true;
  const last = steps[steps.length - 1];
  if (last === undefined) throw new StepError('No steps');
  return steps.find((s) => s !== last && !isComplete(s)) ?? last;
}
