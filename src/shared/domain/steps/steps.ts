import type { CoverageType, HealthAccountStatus } from '../enums';
import { type ProgressGroup, StepError } from '../wizard/wizard';

/** The choose-coverage steps, in the coverage types' order. */
const COVERAGE_STEPS = [
  'chooseMedicalPlan',
  'chooseDentalPlan',
  'chooseVisionPlan',
  'chooseAccidentPlan',
  'chooseLifePlan',
  'chooseTermLifePlan',
  'chooseWholeLifePlan',
  'chooseShortTermDisabilityPlan',
  'chooseLongTermDisabilityPlan',
] as const;

/** Steps of the employee application in order (docs/spec/1 §2 "Step order"); names are the step-complete flags. */
export const APPLICATION_STEPS = [
  'basicInformation',
  'familyInformation',
  ...COVERAGE_STEPS,
  'healthAccountInformation',
  'additionalInformation',
  'sign',
  'done',
] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** Steps of the employee renewal application in order (docs/spec/2 §4). */
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

/** The route sub-path of each step (docs/spec/1 §2, docs/spec/2 §2.5). */
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

/** The developer-style list of links to every step (docs/spec/1 §2 /jump). */
export const JUMP_PATH = '/jump';

/** Link labels of the jump page (docs/spec/1 §2). */
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

/** Whether a step is a choose-coverage step. */
export const isCoverageStep = (step: string): step is CoverageStep => step in STEP_COVERAGE_TYPES;

/**
 * The coverage types a renewal application asks about (docs/spec/2 §2.5: medical, dental, vision and term life; the
 * other lines' paths lead to additional information, decision 0038).
 */
export const RENEWAL_COVERAGE_TYPES: readonly CoverageType[] = RENEWAL_STEPS.flatMap((step) =>
  isCoverageStep(step) ? [STEP_COVERAGE_TYPES[step]] : [],
);

/**
 * The offered coverage types an application asks about: all of them, or for a renewal application only the
 * renewal's lines (a line it does not ask about is neither chosen, nor declined, nor needed for signing).
 */
export function listAskedCoverageTypes(offered: readonly CoverageType[], isRenewal: boolean): CoverageType[] {
  return isRenewal ? offered.filter((t) => RENEWAL_COVERAGE_TYPES.includes(t)) : [...offered];
}

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

/** Renewal steps that exist: medical, dental, vision and term life steps only when offered (docs/spec/2 §4). */
export function listRenewalSteps(context: Pick<StepContext, 'offeredCoverageTypes'>): RenewalStep[] {
  const offered = new Set<string>(context.offeredCoverageTypes);
  return RENEWAL_STEPS.filter((step) => !isCoverageStep(step) || offered.has(STEP_COVERAGE_TYPES[step]));
}

/** The steps of an employee policy's application, whichever flow it is in (what signing requires). */
export function listPolicySteps(context: StepContext & { isRenewal: boolean }): ApplicationStep[] {
  return context.isRenewal ? listRenewalSteps(context) : listApplicationSteps(context);
}

/**
 * Application progress groups (docs/spec/1 §2). The spec lists medical, dental and vision under Choose Plan; the other
 * coverage steps and the health account step go there too so that every step but done has a group (decision 0104).
 */
export const APPLICATION_PROGRESS_GROUPS: readonly ProgressGroup<ApplicationStep>[] = [
  { id: 'basicInformation', label: 'Basic Information', steps: ['basicInformation', 'familyInformation'] },
  {
    id: 'choosePlan',
    label: 'Choose Plan',
    steps: [...COVERAGE_STEPS, 'healthAccountInformation'],
  },
  { id: 'additionalInformation', label: 'Additional Information', steps: ['additionalInformation'] },
  { id: 'signature', label: 'Signature', steps: ['sign'] },
];

/** Renewal progress groups (docs/spec/2 §2.5); additional information sits with Signature (decision 0104). */
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
