import { isApplicationClosed } from '../employment/application-closed';
import type { CoverageType, EmploymentStatus, HealthAccountStatus } from '../enums';
import { findStepLeft, type WizardFlow } from '../wizard/wizard';
import {
  APPLICATION_PROGRESS_GROUPS,
  APPLICATION_STEPS,
  type ApplicationStep,
  isCoverageStep,
  JUMP_PATH,
  listApplicationSteps,
  listRenewalSteps,
  RENEWAL_PROGRESS_GROUPS,
  RENEWAL_STEPS,
  type RenewalStep,
  STEP_LABELS,
  STEP_PATHS,
} from './steps';

/** What the employee application's flow reads of the application (the API's ApplicationResponse has it). */
export interface ApplicationFlowRecord {
  availablePlans: readonly CoverageType[];
  healthAccount: { benefitStatus: HealthAccountStatus };
  employeeForm: { isEligible: boolean; employmentStatus: EmploymentStatus };
  employeePolicy: {
    completedSteps: readonly string[];
    isDeclinedAndCompleted: boolean;
    signedAt: string | null;
  };
}

/**
 * The employee application (docs/spec/1 §2): mounted at /employee-application and, in admin mode, at
 * /company-admin/employee-application/:employeeFormId. Redirects: a terminated person's application is closed
 * (every page shows why, decision 0026); not eligible → home; a declined and completed
 * policy reaches only done; done ("You are done!") only once signed, else the first step left (decision 0012).
 */
export const APPLICATION_FLOW: WizardFlow<ApplicationStep, ApplicationFlowRecord> = {
  steps: APPLICATION_STEPS,
  paths: STEP_PATHS,
  labels: STEP_LABELS,
  basePath: '/employee-application',
  adminBasePath: '/company-admin/employee-application/:employeeFormId',
  jump: { path: JUMP_PATH, steps: APPLICATION_STEPS },
  progress: { groups: APPLICATION_PROGRESS_GROUPS, precedence: 'present-first' },
  listSteps: (record) =>
    listApplicationSteps({
      offeredCoverageTypes: record.availablePlans,
      healthAccountStatus: record.healthAccount.benefitStatus,
    }),
  isStepComplete: (record, step) => record.employeePolicy.completedSteps.includes(step),
  redirect(record, step) {
    if (isApplicationClosed(record.employeeForm)) return { to: 'closed' };
    if (!record.employeeForm.isEligible) return { to: 'home' };
    const policy = record.employeePolicy;
    if (policy.isDeclinedAndCompleted) return step === 'done' ? null : { to: 'step', step: 'done' };
    if (step === 'done' && policy.signedAt === null) {
      return { to: 'step', step: findStepLeft(APPLICATION_FLOW, record) };
    }
    return null;
  },
};

/** What the employee renewal's flow reads of the renewal application (docs/spec/2 §3: the step-complete flags). */
export interface RenewalFlowRecord {
  availablePlans: readonly CoverageType[];
  completedSteps: Readonly<Partial<Record<RenewalStep, boolean>>>;
}

/**
 * The renewal's step-complete flags (docs/spec/2 §3) of an application as the API answers it: the steps it has
 * recorded, and done once it is complete (signed).
 */
export function toRenewalFlowRecord(application: {
  availablePlans: readonly CoverageType[];
  employeePolicy: { completedSteps: readonly string[]; completedAt: string | null };
}): RenewalFlowRecord {
  const recorded = new Set(application.employeePolicy.completedSteps);
  const completedSteps: Partial<Record<RenewalStep, boolean>> = {};
  for (const step of RENEWAL_STEPS)
    completedSteps[step] =
      step === 'done' ? application.employeePolicy.completedAt !== null : recorded.has(step);
  return { availablePlans: application.availablePlans, completedSteps };
}

/** The coverages the renewal does not have (life, whole life, disability, accident): their paths lead to additional information. */
const RENEWAL_MISSING_COVERAGE_STEPS = APPLICATION_STEPS.filter(
  (step) => isCoverageStep(step) && !(RENEWAL_STEPS as readonly string[]).includes(step),
);

/**
 * The employee renewal application (docs/spec/2 §2.5): /employee-renewal and, in admin mode,
 * /company-admin/employee-renewal/:employeeHashId; the paths of coverages it does not have lead to additional
 * information; its jump page lists every step but additional information; done only once signed.
 */
export const RENEWAL_FLOW: WizardFlow<RenewalStep, RenewalFlowRecord> = {
  steps: RENEWAL_STEPS,
  paths: STEP_PATHS,
  labels: STEP_LABELS,
  basePath: '/employee-renewal',
  adminBasePath: '/company-admin/employee-renewal/:employeeHashId',
  pathRedirects: Object.fromEntries(
    RENEWAL_MISSING_COVERAGE_STEPS.map((step) => [STEP_PATHS[step], 'additionalInformation' as const]),
  ),
  jump: { path: JUMP_PATH, steps: RENEWAL_STEPS.filter((step) => step !== 'additionalInformation') },
  progress: { groups: RENEWAL_PROGRESS_GROUPS, precedence: 'past-first' },
  listSteps: (record) => listRenewalSteps({ offeredCoverageTypes: record.availablePlans }),
  isStepComplete: (record, step) => record.completedSteps[step] === true,
  redirect: (record, step) =>
    step === 'done' && record.completedSteps.sign !== true
      ? { to: 'step', step: findStepLeft(RENEWAL_FLOW, record) }
      : null,
};
