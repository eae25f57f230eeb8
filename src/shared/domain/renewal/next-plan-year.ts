import { parseIsoDate } from '../dates/dates';

/**
 * The first day of the plan year a renewal makes (decision 0036): the renewed plan year's renewal date, else a
 * year after its start (February 29 rolls to March 1), else, for a company without a plan year, next January 1.
 */
export function nextPlanYearStart(
  current: { effectiveAt: string | null; renewalAt: string | null } | null,
  today: Date = new Date(),
): string {
  if (current?.renewalAt) return current.renewalAt;
  const start = current?.effectiveAt ? parseIsoDate(current.effectiveAt) : null;
  if (start) return new Date(Date.UTC(start.year + 1, start.month - 1, start.day)).toISOString().slice(0, 10);
  return `${today.getUTCFullYear() + 1}-01-01`;
}
