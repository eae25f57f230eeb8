/**
 * Where the individual (self-paid) dental and vision plans are sold: the offer rules' state lists as data
 * (docs/spec/2 §5: "a list of 48 states and districts", vision "its own state list"; neither list is shown).
 *
 * Source and date: decision 0105 (2025), restated in decision 0043. The carriers' real filing lists are not
 * available offline, so both lists keep 0105's default: the 50 states and DC less AK, HI and NY (48 entries).
 * To use a carrier's list, replace `excluded` (or write `states` out) here, with its source and date in 0043;
 * every rule reads these lists, and the rule functions still take a list for a caller that has its own.
 */
import { US_STATES } from '../enums';

export interface IndividualOfferStates {
  /** Where the list comes from and when it was last checked. */
  source: string;
  asOf: string;
  /** The states (postal codes, DC included) where the line is sold. */
  states: readonly string[];
}

const allBut = (excluded: readonly string[]) => US_STATES.filter((s) => !excluded.includes(s));

export const INDIVIDUAL_OFFER_STATES: Readonly<Record<'dental' | 'vision', IndividualOfferStates>> = {
  dental: {
    source: 'Decision 0105 default (carrier filing lists not available offline; decision 0043)',
    asOf: '2025-01-01',
    states: allBut(['AK', 'HI', 'NY']),
  },
  vision: {
    source: 'Decision 0105 default (carrier filing lists not available offline; decision 0043)',
    asOf: '2025-01-01',
    states: allBut(['AK', 'HI', 'NY']),
  },
};
