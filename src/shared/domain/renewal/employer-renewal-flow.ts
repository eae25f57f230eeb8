/**
 * The employer's renewal as a wizard (docs/spec/2 §2.4; decisions 0018 and 0037): overview → renewal details (saved,
 * then signed) → confirm employees → employee contributions (saved) → status. Data only, read by the wizard
 * rules (src/shared/domain/wizard); the screens render, the client's wizard kit navigates.
 */
import type { RenewalStatus } from '../enums';
import type { WizardFlow } from '../wizard/wizard';

export const EMPLOYER_RENEWAL_STEPS = [
  'overview',
  'policyDetails',
  'employeeEligibility',
  'employeeContributions',
  'status',
] as const;
export type EmployerRenewalStep = (typeof EMPLOYER_RENEWAL_STEPS)[number];

export const EMPLOYER_RENEWAL_BASE_PATH = '/benefits-administration/renewal';

/** What the flow's rules read of GET ben_admin_renewal: the renewal's status, none without an open renewal. */
export interface EmployerRenewalFlowRecord {
  renewal: { status: RenewalStatus } | null;
}

/** Signed (or completed at its effective date): the details can no longer change. */
export const isRenewalSigned = (record: EmployerRenewalFlowRecord) =>
  record.renewal?.status === 'signed' || record.renewal?.status === 'completed';

/**
 * Every page exists for every record: a company without an open renewal is told so on each page, in the
 * page's frame, and the contribution matrix before signing sends back to the details (decision 0037), so the
 * flow has no redirect. The root goes to the overview. docs/spec/2 §2.4 has no progress header: no groups.
 */
export const EMPLOYER_RENEWAL_FLOW: WizardFlow<EmployerRenewalStep, EmployerRenewalFlowRecord> = {
  steps: EMPLOYER_RENEWAL_STEPS,
  paths: {
    overview: '/overview',
    policyDetails: '/policy-details',
    employeeEligibility: '/employee-eligibility',
    employeeContributions: '/employee-contributions',
    status: '/status',
  },
  labels: {
    overview: 'Renewal Overview',
    policyDetails: 'Renewal Details',
    employeeEligibility: 'Confirm Employees',
    employeeContributions: 'Employee Contribution',
    status: 'Renewal Status',
  },
  basePath: EMPLOYER_RENEWAL_BASE_PATH,
  progress: { groups: [], precedence: 'present-first' },
  listSteps: () => EMPLOYER_RENEWAL_STEPS,
  // The record says only whether the renewal is signed: the pages up to signing are then done.
  isStepComplete: (record, step) =>
    (step === 'overview' || step === 'policyDetails') && isRenewalSigned(record),
  entryStep: () => 'overview',
};
