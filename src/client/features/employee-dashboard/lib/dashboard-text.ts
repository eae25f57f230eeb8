import { formatLongIsoDate } from '@shared/domain/dates/dates';

/** "January 1, 2026 to December 31, 2026"; an open end reads "onward". */
export function describeSpan(startsAt: string | null, endsAt: string | null): string {
  if (!startsAt) return 'Not set yet';
  return endsAt
    ? `${formatLongIsoDate(startsAt)} to ${formatLongIsoDate(endsAt)}`
    : `From ${formatLongIsoDate(startsAt)}`;
}

export const GENDER_WORDS: Record<string, string> = { male: 'Male', female: 'Female' };
export const MARITAL_WORDS: Record<string, string> = {
  single: 'Single',
  married: 'Married',
  domestic_partner: 'Domestic partner',
};
