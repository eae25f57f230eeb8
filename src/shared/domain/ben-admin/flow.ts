import type { WizardFlow } from '../wizard/wizard';

/** A benefits-administration lead's status (docs/spec/3 §3): the step it waits on; no lead yet is the start. */
export const BEN_ADMIN_LEAD_STATUSES = ['payment', 'additional_information', 'done'] as const;
export type BenAdminLeadStatus = (typeof BEN_ADMIN_LEAD_STATUSES)[number];

export const BEN_ADMIN_STEPS = ['start', 'payment', 'additionalInformation', 'done'] as const;
export type BenAdminStep = (typeof BEN_ADMIN_STEPS)[number];

export const BEN_ADMIN_BASE_PATH = '/register-benefits-administration';

/** What the flow's rules read of a lead: its status, null before one exists. */
export type BenAdminFlowRecord = { status: BenAdminLeadStatus | null };

/** The step a lead's status waits on (docs/spec/3 §4: start → payment → additional_information → done). */
export function stepOfLead(record: BenAdminFlowRecord): BenAdminStep {
  switch (record.status) {
    case null:
      return 'start';
    case 'payment':
      return 'payment';
    case 'additional_information':
      return 'additionalInformation';
    case 'done':
      return 'done';
  }
}

const order = (step: BenAdminStep) => BEN_ADMIN_STEPS.indexOf(step);

/**
 * Benefits-administration registration on the wizard kit (docs/spec/3 §2, §4; decision 0052): the root goes to the
 * step of the lead's status; a step ahead of it goes back to it (payment cannot be skipped, nor the
 * information); steps behind it stay open (the start to change the count until payment is set up, payment to
 * show "You are already subscribed!"); a finished registration shows only done.
 */
export const BEN_ADMIN_FLOW: WizardFlow<BenAdminStep, BenAdminFlowRecord> = {
  steps: BEN_ADMIN_STEPS,
  paths: {
    start: '/start',
    payment: '/payment',
    additionalInformation: '/additional-information',
    done: '/done',
  },
  labels: {
    start: 'Start',
    payment: 'Payment',
    additionalInformation: 'Additional information',
    done: 'Done',
  },
  basePath: BEN_ADMIN_BASE_PATH,
  progress: {
    groups: [
      { id: 'purchase', label: 'Purchase Subscription', steps: ['start', 'payment'] },
      { id: 'information', label: 'Benefits Information', steps: ['additionalInformation'] },
      { id: 'done', label: 'Done', steps: ['done'] },
    ],
    precedence: 'present-first',
  },
  listSteps: () => BEN_ADMIN_STEPS,
  isStepComplete: (record, step) => order(step) < order(stepOfLead(record)),
  entryStep: stepOfLead,
  serverNextStep: stepOfLead,
  redirect: (record, step) => {
    if (step === null) return null;
    const current = stepOfLead(record);
    if (record.status === 'done' && step !== 'done') return { to: 'step', step: 'done' };
    // The subscription's count is fixed once payment is set up (it is what was bought).
    if (step === 'start' && order(current) > order('payment')) return { to: 'step', step: current };
    return order(step) > order(current) ? { to: 'step', step: current } : null;
  },
};
