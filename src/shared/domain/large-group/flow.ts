/**
 * The large-group quote request as a wizard (docs/spec/3 "Large group"; decisions 0018 and 0054): the request
 * (saved), then done. Data only, read by the wizard rules (src/shared/domain/wizard).
 */
import type { WizardFlow } from '../wizard/wizard';

export const LARGE_GROUP_STEPS = ['requestQuote', 'done'] as const;
export type LargeGroupStep = (typeof LARGE_GROUP_STEPS)[number];

export const LARGE_GROUP_BASE_PATH = '/register-large-group';

/** What the flow's rules read of GET large_group_quote_requests. */
export interface LargeGroupFlowRecord {
  /** The company's latest request is still being answered (new or in review). */
  completedQuoteRequest: boolean;
  /** The company has sent a request (in any status). */
  hasQuoteRequest: boolean;
}

/** The flow's record of the status the API answers. */
export function toLargeGroupFlowRecord(status: {
  completedQuoteRequest: boolean;
  quoteRequest: unknown;
}): LargeGroupFlowRecord {
  return {
    completedQuoteRequest: status.completedQuoteRequest,
    hasQuoteRequest: status.quoteRequest !== null,
  };
}

/**
 * The root goes to done while a request is being answered, else to request-quote (docs/spec/3); request-quote goes
 * to done then too, and done goes to request-quote before any request was sent.
 */
export const LARGE_GROUP_FLOW: WizardFlow<LargeGroupStep, LargeGroupFlowRecord> = {
  steps: LARGE_GROUP_STEPS,
  paths: { requestQuote: '/request-quote', done: '/done' },
  labels: { requestQuote: 'Request a large group quote', done: 'We received your quote request' },
  basePath: LARGE_GROUP_BASE_PATH,
  // A form and its done page: no progress header.
  progress: { groups: [], precedence: 'present-first' },
  listSteps: () => LARGE_GROUP_STEPS,
  isStepComplete: (record, step) => step === 'requestQuote' && record.completedQuoteRequest,
  redirect: (record, step) => {
    if (step === 'requestQuote' && record.completedQuoteRequest) return { to: 'step', step: 'done' };
    if (step === 'done' && !record.hasQuoteRequest) return { to: 'step', step: 'requestQuote' };
    return null;
  },
  entryStep: (record) => (record.completedQuoteRequest ? 'done' : 'requestQuote'),
};
