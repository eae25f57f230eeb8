import { formatUsDate } from '@shared/domain/dates/dates';

/** A date `days` from today (the server's clock), as the forms hold it (MM/DD/YYYY). */
export function usDateFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return formatUsDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}
