import { formatLongIsoDate } from '../dates/dates';
import {
  CARRIER_CHANGE_STATUS_LABELS,
  type CarrierChangeStatus,
  INCUMBENT_WINDOW_BUSINESS_DAYS,
} from './letter';

/*
 * The employer's timeline of one carrier's change (issue 15 item 5, decision 0051): letter sent → the current
 * broker's review window → confirmed by the carrier → effective, each step with its date from the history, the
 * window's expected end while in it, and the effective date to come. A returned letter shows as a step of its own
 * after the last one reached; a letter sent again starts the steps over (the earlier round stays in the history).
 */

/** The four steps every change walks, in order. */
export const CARRIER_TIMELINE_STEPS = ['letter_sent', 'incumbent_window', 'confirmed', 'effective'] as const;

export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'skipped';

export type TimelineStep = {
  status: CarrierChangeStatus;
  label: string;
  state: TimelineStepState;
  /** What the state says in words (never colour alone): "Done", "Current step", "Next", "Skipped". */
  stateText: string;
  /** The day it happened ("March 3, 2027"), or null. */
  date: string | null;
  /** A sentence for a step not reached, or for the window while in it (its expected end). */
  note: string | null;
};

export const TIMELINE_STATE_TEXT: Record<TimelineStepState, string> = {
  done: 'Done',
  current: 'Current step',
  upcoming: 'Next',
  skipped: 'Skipped',
};

/** The calendar day of a stored moment (UTC, as the server counts the window's business days from). */
const dayOf = (at: string) => formatLongIsoDate(at.slice(0, 10));

export type TimelineInput = {
  status: CarrierChangeStatus;
  effectiveDate: string;
  windowEnds: { earliest: string; latest: string } | null;
  history: ReadonlyArray<{ status: CarrierChangeStatus; at: string }>;
};

export function carrierTimeline(change: TimelineInput): TimelineStep[] {
  // The latest round: from the last time the letter was sent.
  let start = 0;
  change.history.forEach((event, index) => {
    if (event.status === 'letter_sent') start = index;
  });
  const round = change.history.slice(start);
  const reachedAt = new Map<CarrierChangeStatus, string>();
  for (const event of round) reachedAt.set(event.status, event.at);

  const returned = change.status === 'rejected';
  // The last of the four steps reached in this round (the current one, unless the letter was returned).
  const reachedIndex = CARRIER_TIMELINE_STEPS.reduce(
    (last, step, index) => (reachedAt.has(step) || change.status === step ? index : last),
    -1,
  );
  const currentIndex = returned ? -1 : CARRIER_TIMELINE_STEPS.indexOf(change.status as never);

  const steps: TimelineStep[] = CARRIER_TIMELINE_STEPS.map((status, index) => {
    const at = reachedAt.get(status) ?? null;
    let state: TimelineStepState;
    if (index === currentIndex) state = 'current';
    else if (index < reachedIndex || (returned && index === reachedIndex)) state = at ? 'done' : 'skipped';
    else state = 'upcoming';
    return {
      status,
      label: CARRIER_CHANGE_STATUS_LABELS[status],
      state,
      stateText: TIMELINE_STATE_TEXT[state],
      date: at ? dayOf(at) : null,
      note: noteOf(status, state, change),
    };
  });
  if (returned) {
    const at = reachedAt.get('rejected') ?? null;
    steps.splice(reachedIndex + 1, 0, {
      status: 'rejected',
      label: CARRIER_CHANGE_STATUS_LABELS.rejected,
      state: 'current',
      stateText: TIMELINE_STATE_TEXT.current,
      date: at ? dayOf(at) : null,
      note: 'We will correct the letter with you and send it again.',
    });
  }
  return steps;
}

function noteOf(status: CarrierChangeStatus, state: TimelineStepState, change: TimelineInput): string | null {
  const { min, max } = INCUMBENT_WINDOW_BUSINESS_DAYS;
  if (status === 'incumbent_window') {
    if (state === 'skipped') return 'Not needed: the carrier confirmed without asking your current broker.';
    if (state === 'current' && change.windowEnds)
      return `Expected to end between ${formatLongIsoDate(change.windowEnds.earliest)} and ${formatLongIsoDate(change.windowEnds.latest)} (${min} to ${max} business days).`;
    if (state === 'upcoming') return `Your current broker has ${min} to ${max} business days to respond.`;
  }
  if (status === 'effective' && state === 'upcoming')
    return `Planned for ${formatLongIsoDate(change.effectiveDate)}.`;
  if (status === 'effective' && state === 'current')
    return `Effective from ${formatLongIsoDate(change.effectiveDate)}.`;
  return null;
}
