import { CARRIER_LISTS, OTHER_CARRIER_ID } from '@shared/domain/broker-of-record/carriers';
import { matchesCompanyToken } from '@shared/domain/company-token';
import type { CalendarDate } from '@shared/domain/dates/dates';
import { formatLongDate, formatUsDate } from '@shared/domain/dates/dates';
import { listEffectiveDates, NO_CURRENT_CARRIER } from '@shared/domain/large-group/large-group';
import type { Session } from '@shared/schemas/auth';
import type { LargeGroupQuoteRequestInput } from '@shared/schemas/large-group';

/** The form's values: the request's fields as the inputs hold them, and the census file (null until chosen). */
export type QuoteRequestValues = Required<LargeGroupQuoteRequestInput> & { census: File | null };

/** The census the form takes: CSV, Excel or PDF up to the server's default size; the server sniffs the bytes. */
export const CENSUS_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
} as const;

/** The carrier select: No current coverage first, the medical carriers by name, then Other. */
export const CARRIER_OPTIONS = [
  { value: NO_CURRENT_CARRIER, label: 'No current coverage' },
  ...CARRIER_LISTS.medical.map((c) => ({ value: c.id, label: c.name })),
  { value: OTHER_CARRIER_ID, label: 'Other' },
];

/** The effective dates offered: the 1st of each of the next six months, as "January 1, 2027". */
export function effectiveDateOptions(today: CalendarDate) {
  return listEffectiveDates(today).map((date) => ({
    value: formatUsDate(date),
    label: formatLongDate(date),
  }));
}

/**
 * Empty values, with what the session knows: the company the address names (else the active one) for the legal
 * name and state, and the signed-in person as the contact.
 */
export function initialValues(session: Session, companyIdToken: string | null): QuoteRequestValues {
  const company =
    (companyIdToken && session.companies.find((c) => matchesCompanyToken(c.idToken, companyIdToken))) ||
    session.activeCompany;
  return {
    legalName: company?.name ?? '',
    fein: '',
    address1: '',
    address2: '',
    city: '',
    state: (company?.state ?? '') as QuoteRequestValues['state'],
    zip: '',
    totalEmployees: '',
    fullTimeEmployees: '',
    partTimeEmployees: '',
    currentCarrier: '' as QuoteRequestValues['currentCarrier'],
    currentCarrierOther: '',
    renewalDate: '',
    effectiveDate: '',
    contactName: session.account.name ?? '',
    contactTitle: '',
    contactEmail: session.account.email,
    contactPhone: '',
    census: null,
  };
}
