import type { CensusPreviewResponse } from '@shared/schemas/census';

/** 1000 → "1,000" (without Intl, whose locale data is slow to load; decision 0019). */
export const groupDigits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const countOf = (n: number, one: string) => `${groupDigits(n)} ${n === 1 ? one : `${one}s`}`;

/** "50 rows: 48 to add, 0 to update, 0 unchanged, 2 with errors." */
export function describeCensusSummary(summary: CensusPreviewResponse['summary']): string {
  return (
    `${countOf(summary.rows, 'row')}: ${groupDigits(summary.toAdd)} to add, ${groupDigits(summary.toUpdate)} to update, ` +
    `${groupDigits(summary.unchanged)} unchanged, ${groupDigits(summary.withErrors)} with errors.`
  );
}
