import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { PayFrequency } from '@shared/domain/enums';

/** How often the employee is paid, as a sentence ends: "per paycheck (every other week)". */
export const PAY_FREQUENCY_WORDS: Record<PayFrequency, string> = {
  weekly: 'every week',
  biweekly: 'every other week',
  semimonthly: 'twice a month',
  monthly: 'every month',
};

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
