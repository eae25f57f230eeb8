/**
 * Open-enrollment setup as a wizard (docs/spec/2 §2.3; decisions 0018 and 0036): the plans' uploads (saved), then
 * "Broker Plan Upload Complete". Data only, read by the wizard rules (src/shared/domain/wizard).
 */
import type { OpenEnrollmentSetupStatus } from '../enums';
import type { WizardFlow } from '../wizard/wizard';

export const SETUP_STEPS = ['plans', 'processingPlans'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const SETUP_BASE_PATH = '/benefits-administration/open-enrollment-setup';
/** Where a launched setup sends its entry (docs/spec/2 §2.3). */
export const SETUP_LAUNCHED_PATH = '/employer-dashboard';

/** What the flow's rules read: whether the account manages a company, and its setup's status (null: none yet). */
export interface SetupFlowRecord {
  hasCompany: boolean;
  status: OpenEnrollmentSetupStatus | null;
}

/**
 * The root goes by the setup's status: none → plans, processing → processing-plans, launched → the dashboard
 * (docs/spec/2 §2.3). Without a company the root and the uploads say so (closed); the processing page still shows.
 */
export const OPEN_ENROLLMENT_SETUP_FLOW: WizardFlow<SetupStep, SetupFlowRecord> = {
  steps: SETUP_STEPS,
  paths: { plans: '/plans', processingPlans: '/processing-plans' },
  labels: { plans: 'Open Enrollment Setup', processingPlans: 'Broker Plan Upload Complete' },
  basePath: SETUP_BASE_PATH,
  // A form and its confirmation: no progress header.
  progress: { groups: [], precedence: 'present-first' },
  listSteps: () => SETUP_STEPS,
  isStepComplete: (record, step) => step === 'plans' && record.status !== null,
  redirect: (record, step) => (!record.hasCompany && step === 'plans' ? { to: 'closed' } : null),
  entryStep: (record) => (record.status === 'processing' ? 'processingPlans' : 'plans'),
  entryRedirect: (record) => {
    if (!record.hasCompany) return { to: 'closed' };
    return record.status === 'launched' ? { to: 'path', path: SETUP_LAUNCHED_PATH } : null;
  },
};
