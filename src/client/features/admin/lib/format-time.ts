import { formatLongIsoDate } from '@shared/domain/dates/dates';

/** "Nov 23, 2026, 2:53 PM" in the browser's time zone (or `timeZone`), from an ISO timestamp. */
export function formatTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The calendar day of an ISO timestamp, written long ("November 23, 2026"). */
export const formatDay = (at: string): string => formatLongIsoDate(at.slice(0, 10));

/** An ISO timestamp's day and UTC time ("November 23, 2026 at 14:53 UTC"). */
export const formatUtcTime = (at: string): string => `${formatDay(at)} at ${at.slice(11, 16)} UTC`;
