/**
 * The individual dental and vision application as a wizard (docs/spec/3 §2 routes, §4 "Individual flow"; decision
 * 0043): dental selection (only when the employee may buy individual dental) -> vision (likewise) -> enter
 * information -> done. Data only, read by the wizard rules (src/shared/domain/wizard).
 */
import type { IndividualEnrollmentStatus } from '../enums';
import type { WizardFlow } from '../wizard/wizard';

export const INDIVIDUAL_STEPS = ['dentalPlans', 'visionPlans', 'enterInformation', 'done'] as const;
export type IndividualStep = (typeof INDIVIDUAL_STEPS)[number];

/** What the flow's rules read of the individual application. */
export interface IndividualFlowRecord {
  status: 'not_started' | IndividualEnrollmentStatus;
  lines: { dental: boolean; vision: boolean };
  individualDentalPlanID: string | null;
  individualVisionPlanID: string | null;
}

/** The application is submitted and awaits its digital signature: only the done page shows. */
const isSubmitted = (record: IndividualFlowRecord) => record.status === 'pending_signature';

/** The steps of this record: a plan page per line the employee may buy, then Enter Information and done. */
export function listIndividualSteps(record: IndividualFlowRecord): IndividualStep[] {
  return INDIVIDUAL_STEPS.filter(
    (step) =>
      (step !== 'dentalPlans' || record.lines.dental) && (step !== 'visionPlans' || record.lines.vision),
  );
}

/** Whether a plan has been chosen on some line (Enter Information needs one). */
export function hasIndividualPlan(record: IndividualFlowRecord): boolean {
  return record.individualDentalPlanID !== null || record.individualVisionPlanID !== null;
}

export const INDIVIDUAL_APPLICATION_FLOW: WizardFlow<IndividualStep, IndividualFlowRecord> = {
  steps: INDIVIDUAL_STEPS,
  paths: {
    dentalPlans: '/dental-plans',
    visionPlans: '/vision-plans',
    enterInformation: '/enter-information',
    done: '/done',
  },
  labels: {
    dentalPlans: 'Dental Plans',
    visionPlans: 'Vision Plans',
    enterInformation: 'Enter Information',
    done: 'Done',
  },
  basePath: '/individual-application',
  progress: {
    groups: [
      { id: 'plans', label: 'Choose Plans', steps: ['dentalPlans', 'visionPlans'] },
      { id: 'information', label: 'Enter Information', steps: ['enterInformation'] },
    ],
    precedence: 'present-first',
  },
  listSteps: listIndividualSteps,
  isStepComplete(record, step) {
    if (isSubmitted(record)) return true;
    if (step === 'dentalPlans') return record.individualDentalPlanID !== null;
    if (step === 'visionPlans') return record.individualVisionPlanID !== null;
    return false;
  },
  redirect(record, step) {
    // Submitted: done is the only page. Nothing to buy: the employee's home.
    if (isSubmitted(record)) return step === 'done' ? null : { to: 'step', step: 'done' };
    if (!record.lines.dental && !record.lines.vision) return { to: 'home' };
    // Done only after Enter Information.
    if (step === 'done') return { to: 'step', step: listIndividualSteps(record)[0]! };
    return null;
  },
  entryStep: (record) => (isSubmitted(record) ? 'done' : listIndividualSteps(record)[0]!),
};
