import { parseIsoDate } from '@shared/domain/dates/dates';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2027-01-01" → "January 1, 2027" (written out rather than Intl, as money is: decision 0019). */
export function formatLongDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${MONTHS[date.month - 1]} ${date.day}, ${date.year}` : iso;
}
