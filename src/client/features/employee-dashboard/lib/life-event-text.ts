import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { DependentType } from '@shared/domain/enums';
import {
  LIFE_EVENT_DEPENDENT_TYPES,
  LIFE_EVENT_LABELS,
  LIFE_EVENT_WINDOW_DAYS,
  type LifeEventKind,
} from '@shared/domain/life-events/life-events';

/** How each relationship reads on the life-event pages. */
export const DEPENDENT_WORDS: Record<DependentType, string> = {
  spouse: 'Spouse',
  domestic_partner: 'Domestic partner',
  child: 'Child',
};

/** What each event card says: who it adds, within how long, and from when they are covered (decision 0046). */
export function describeLifeEvent(kind: LifeEventKind): string {
  const who = LIFE_EVENT_DEPENDENT_TYPES[kind]
    .map((t) => (t === 'child' ? 'a child' : 'a spouse'))
    .join(' or ');
  const starts =
    kind === 'birth' || kind === 'adoption'
      ? 'coverage starts on the day of the event'
      : 'coverage starts on the first day of the month after you report it';
  return `Adds ${who}. Report it within ${LIFE_EVENT_WINDOW_DAYS[kind]} days; ${starts}.`;
}

/** "Birth of a child on October 3, 2026" */
export function describeReportedEvent(event: { kind: LifeEventKind; eventDate: string }): string {
  return `${LIFE_EVENT_LABELS[event.kind]} on ${formatLongIsoDate(event.eventDate)}`;
}
