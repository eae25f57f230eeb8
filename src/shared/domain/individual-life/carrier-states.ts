import type { IndividualLifeStatus } from '../enums';

/*
 * How a term life application moves at the carrier (docs/spec/2 §4's statuses, decision 0044). Applying opens it
 * (application_incomplete); the applicant finishes it, or is asked for more (action needed); underwriting then
 * makes an offer, which the applicant accepts to be covered. The offline carrier moves through the same steps.
 */
export const LIFE_CARRIER_STEPS: Readonly<Record<IndividualLifeStatus, readonly IndividualLifeStatus[]>> = {
  initial_quote_created: ['application_incomplete'],
  application_incomplete: ['application_complete_action_needed', 'application_complete_pending_underwriting'],
  application_incomplete_fallback_shown: [
    'application_complete_action_needed',
    'application_complete_pending_underwriting',
  ],
  application_complete_action_needed: ['application_complete_pending_underwriting'],
  application_complete_pending_underwriting: ['offer_pending'],
  offer_pending: ['covered'],
  covered: [],
};

/** Whether the carrier may move an application from one status to the next. */
export function canMoveLifeApplication(from: IndividualLifeStatus, to: IndividualLifeStatus): boolean {
  return LIFE_CARRIER_STEPS[from].includes(to);
}

/** A quote may be (re)chosen only before the application is under way. */
export function canChooseLifeQuote(status: IndividualLifeStatus | null): boolean {
  return status === null || status === 'initial_quote_created';
}
