import { formatIsoDate, isRealDate, parseIsoDate } from '../dates/dates';

/**
 * The first day of the plan year a renewal makes (decision 0036): the renewed plan year's renewal date, else a
 * year after its start (February 29 rolls to March 1), else, for a company without a plan year, next January 1
 * (of the year after the company's today, ISO YYYY-MM-DD).
 */
export function nextPlanYearStart(
  current: { effectiveAt: string | null; renewalAt: string | null } | null,
  today: string,
): string {
  if (current?.renewalAt) return current.renewalAt;
  const start = current?.effectiveAt ? parseIsoDate(current.effectiveAt) : null;
  if (start) {
    const year = start.year + 1;
    return formatIsoDate(
      isRealDate(year, start.month, start.day) ? { ...start, year } : { year, month: 3, day: 1 },
    );
  }
  return `${Number(today.slice(0, 4)) + 1}-01-01`;
}
