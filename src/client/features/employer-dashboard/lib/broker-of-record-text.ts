import { INSURANCE_TYPE_LABELS, isInsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import { formatLongIsoDate } from '@shared/domain/dates/dates';

/** The status page of the broker-of-record change (decision 0051). */
export const BOR_STATUS_PATH = '/employer-dashboard/broker-of-record';

/** "Medical, Dental" from the insurance types a letter names. */
export function describeInsuranceTypes(types: readonly string[]): string {
  return types.map((t) => (isInsuranceType(t) ? INSURANCE_TYPE_LABELS[t] : t)).join(', ');
}

/** The day a stored moment fell on, spelt out ("March 1, 2027"). */
export function formatMomentDay(at: string): string {
  return formatLongIsoDate(at.slice(0, 10));
}
