import type { IndividualLifeStatus } from '../enums';
import { formatCents, formatWholeDollars, toCents } from '../money/money';
import { getIndividualLifeCard } from '../offers/offers';

/*
 * What the individual term life card shows for an application's status (docs/spec/2 §2.7 and §4, decision 0044):
 * offers.ts's getIndividualLifeCard picks the start or status card and docs/spec/2 §4's button; here the status
 * line of ours each state shows. Also the offline carrier's labels for each step it offers.
 */

/** The status line the card shows under its heading (ours: the spec names the states, not their words). */
export const LIFE_STATUS_LINES: Readonly<Record<IndividualLifeStatus, string>> = {
  initial_quote_created: 'Quote ready: choose a coverage to apply.',
  application_incomplete: 'Application started: finish it with the carrier.',
  application_incomplete_fallback_shown: 'Application started: finish it with the carrier.',
  application_complete_action_needed: 'The carrier needs more from you to finish your application.',
  application_complete_pending_underwriting: 'Application submitted: the carrier is reviewing it.',
  offer_pending: 'The carrier has made you an offer: review and accept it.',
  covered: 'You are covered.',
};

export type LifeCardView = ReturnType<typeof getIndividualLifeCard> & {
  /** The status card's line; null on the start card. */
  statusLine: string | null;
};

/** The card for an application's status (null: no application yet): docs/spec/2 §4's card and button, our line. */
export function lifeCardFor(status: IndividualLifeStatus | null): LifeCardView {
  const card = getIndividualLifeCard(status);
  return { ...card, statusLine: card.card === 'status' && status ? LIFE_STATUS_LINES[status] : null };
}

/** The offline carrier's button for moving an application to a status (what the carrier would do). */
export const LIFE_CARRIER_STEP_LABELS: Readonly<Record<IndividualLifeStatus, string>> = {
  initial_quote_created: 'Back to the quote',
  application_incomplete: 'Start the application',
  application_incomplete_fallback_shown: 'Show the fallback application',
  application_complete_action_needed: 'Finish the application, more needed',
  application_complete_pending_underwriting: 'Submit for underwriting',
  offer_pending: 'Make an offer',
  covered: 'Accept the offer',
};

/** A quote's coverage and term as the card writes them: "$500,000 for 20 years". */
export function describeLifeQuote(coverage: number, termYears: number): string {
  return `${formatWholeDollars(coverage)} for ${termYears} years`;
}

/** docs/spec/2 §9's price shown per day, from the dollars a day the calls carry: 0.83 → "$0.83 / day". */
export function formatDailyPrice(dailyPrice: number): string {
  return `${formatCents(toCents(dailyPrice))} / day`;
}
