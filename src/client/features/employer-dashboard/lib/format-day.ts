/** "December 9, 2026" from an ISO timestamp or date, in the browser's time zone (dates: as written). */
export function formatDay(iso: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(dateOnly ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}
