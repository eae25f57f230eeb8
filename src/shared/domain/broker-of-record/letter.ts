import {
  addDays,
  type CalendarDate,
  compareDates,
  daysBetween,
  firstOfMonthAfter,
  formatIsoDate,
  formatLongIsoDate,
  getDayOfWeek,
  getDaysInMonth,
  parseIsoDate,
  parseIsoDateOrThrow,
} from '../dates/dates';

/*
 * The broker-of-record letter (issue 15 item 3, decision 0047): one letter per carrier, on the employer's
 * letterhead, signed by its authorized representative, effective on the 1st of a month and never in the past;
 * and the status of each carrier's change after signing (issue 15 item 5).
 */

// ---------------------------------------------------------------------------------------------------------
// Effective date

const parseOrThrow = parseIsoDateOrThrow;

/** The earliest effective date a letter can carry: today when today is the 1st, else the 1st of next month. */
export function earliestLetterEffectiveDate(todayIso: string): string {
  const today = parseOrThrow(todayIso);
  return formatIsoDate(today.day === 1 ? today : firstOfMonthAfter(today, 1));
}

export const LETTER_EFFECTIVE_DATE_MESSAGES = {
  invalid: 'Enter a valid effective date.',
  notFirst: 'The effective date must be the 1st of a month.',
  past: 'The effective date cannot be in the past.',
} as const;

/** Why a letter's effective date is refused (null when it is the 1st of a month, today or later). */
export function letterEffectiveDateError(dateIso: string, todayIso: string): string | null {
  const date = parseIsoDate(dateIso);
  if (!date) return LETTER_EFFECTIVE_DATE_MESSAGES.invalid;
  if (date.day !== 1) return LETTER_EFFECTIVE_DATE_MESSAGES.notFirst;
  if (compareDates(date, parseOrThrow(todayIso)) < 0) return LETTER_EFFECTIVE_DATE_MESSAGES.past;
  return null;
}

/** The effective dates the form offers: the earliest and the 1sts of the months after it. */
export function letterEffectiveDateOptions(todayIso: string, count = 6): string[] {
  const first = parseOrThrow(earliestLetterEffectiveDate(todayIso));
  return Array.from({ length: Math.max(0, count) }, (_, i) => formatIsoDate(firstOfMonthAfter(first, i)));
}

// ---------------------------------------------------------------------------------------------------------
// What the employer reads before signing (docs/spec/3 §2 "Review and sign", §5, §9)

/** What does not change with a broker-of-record change (docs/spec/3 §2, in its order). */
export const BOR_NOT_CHANGING: readonly string[] = [
  'Pricing',
  'Payment method',
  'Insurance policy',
  'Group number',
  'Renewal date',
  'Doctors',
];

/** What does change: only who serves the plan (our wording; the spec lists benefits without their text). */
export const BOR_CHANGING: readonly string[] = [
  'Your broker of record: Groupcover answers your questions, handles enrollments and changes, and works your renewals with the carrier',
];

/** The agreement checkbox's message (docs/spec/3 §5, verbatim). */
export const BOR_AGREEMENT_MESSAGE = 'Please read and acknowledge the notification before moving forward';

/** The transition the spec states: about 7 to 14 business days (docs/spec/3 §9). */
export const BOR_TRANSITION_BUSINESS_DAYS = { min: 7, max: 14 } as const;

/** The incumbent broker's window after the carrier receives the letter (issue 15 item 5). */
export const INCUMBENT_WINDOW_BUSINESS_DAYS = { min: 5, max: 10 } as const;

/** Signing with a renewal closer than this many days brings a warning (issue 15 item 5). */
export const RENEWAL_WARNING_DAYS = 90;

/**
 * The warning shown before signing when the plan renews within 90 days (null otherwise, or when the renewal
 * date is unknown or already past).
 */
export function renewalWarning(renewalDateIso: string | null, todayIso: string): string | null {
  if (!renewalDateIso) return null;
  const renewal = parseIsoDate(renewalDateIso);
  if (!renewal) return null;
  const days = daysBetween(parseOrThrow(todayIso), renewal);
  if (days < 0 || days >= RENEWAL_WARNING_DAYS) return null;
  const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
  return (
    `Your plan renews on ${formatLongIsoDate(renewalDateIso)}, ${when}. The change of broker takes about ` +
    `${BOR_TRANSITION_BUSINESS_DAYS.min} to ${BOR_TRANSITION_BUSINESS_DAYS.max} business days, and carriers ` +
    `usually prepare a renewal with the broker on file a couple of months ahead, so your current broker may ` +
    `already be working on this renewal. You can still sign: we will ask the carrier for the renewal once ` +
    `the change is confirmed, and you can reach us if a renewal decision is due before then.`
  );
}

// ---------------------------------------------------------------------------------------------------------
// The letter

export type BrokerLetterInput = {
  carrierName: string;
  groupNumber: string;
  planNames: string[];
  companyName: string;
  companyAddress: { address1: string; city: string; state: string; zip: string };
  /** As the caller wants it printed: the carrier's letter gets the whole FEIN, a preview may pass maskFein's. */
  fein: string | null;
  representativeName: string;
  representativeTitle: string;
  representativeEmail: string;
  brokerAgency: string;
  brokerName: string;
  brokerLicense: string;
  brokerNpn: string;
  /** ISO date, the 1st of a month. */
  effectiveDate: string;
  /** ISO date or timestamp of the signature; null for a preview before signing. */
  signedAt: string | null;
};

export type BrokerLetter = {
  title: string;
  date: string;
  addressee: string;
  paragraphs: string[];
  details: { label: string; value: string }[];
  closing: string;
  signer: { name: string; title: string; company: string };
};

export const BROKER_LETTER_TITLE = 'Broker of Record Letter';

/** The date line of a letter not yet signed. */
export const UNSIGNED_LETTER_DATE = 'Dated when signed';

/** A FEIN is nine digits, printed 12-3456789 ("123456789" and "12-3456789" alike); anything else as given. */
export function formatFein(fein: string): string {
  const digits = fein.replace(/\D/g, '');
  return digits.length === 9 && /^[\d-\s]+$/.test(fein.trim())
    ? `${digits.slice(0, 2)}-${digits.slice(2)}`
    : fein;
}

/** A FEIN with only its last four digits: "XX-XXX6789". */
export function maskFein(fein: string): string {
  const digits = fein.replace(/\D/g, '');
  return `XX-XXX${digits.slice(-4)}`;
}

const joinList = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : items.length === 2
      ? `${items[0]} and ${items[1]}`
      : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * The letter a carrier accepts for a broker-of-record change (our wording): the group appoints the new broker
 * for its group number from the effective date, rescinds earlier appointments, lets the carrier release the
 * group's information to the new broker, and changes nothing about the coverage itself.
 */
export function buildBrokerLetter(input: BrokerLetterInput): BrokerLetter {
  const effective = formatLongIsoDate(input.effectiveDate);
  const plans = input.planNames.map((p) => p.trim()).filter(Boolean);
  const group = `group number ${input.groupNumber}`;
  const broker = `${input.brokerAgency} (agent: ${input.brokerName})`;
  const { address1, city, state, zip } = input.companyAddress;

  const paragraphs = [
    `${input.companyName} appoints ${broker} as its broker of record for ${group} with ${input.carrierName}` +
      (plans.length ? `, including the ${joinList(plans)} ${plans.length === 1 ? 'plan' : 'plans'}` : '') +
      `, effective ${effective}.`,
    `This appointment rescinds and replaces any earlier broker of record appointment for this group from the ` +
      `effective date, and stays in force until we withdraw it in writing.`,
    `Please give ${input.brokerAgency} full access to our group's account and release to them the information ` +
      `they ask for on our behalf, including claims and utilization reports, renewal and rate information, ` +
      `billing, eligibility and enrollment records, and let them make service requests for us.`,
    `This letter changes only our broker. It does not change our coverage or benefits, our premium, our ` +
      `payment method, the insurance policy, our group number, our renewal date or our members' doctors.`,
    `Please pay any commission for this group from the effective date to the broker of record named here, and ` +
      `send your confirmation to ${input.representativeEmail} and to ${input.brokerAgency}.`,
  ];

  const details: BrokerLetter['details'] = [
    { label: 'Employer', value: input.companyName },
    { label: 'Address', value: `${address1}, ${city}, ${state} ${zip}` },
  ];
  if (input.fein) details.push({ label: 'FEIN', value: formatFein(input.fein) });
  details.push(
    { label: 'Carrier', value: input.carrierName },
    { label: 'Group number', value: input.groupNumber },
  );
  if (plans.length) details.push({ label: plans.length === 1 ? 'Plan' : 'Plans', value: plans.join('; ') });
  details.push(
    { label: 'Effective date', value: effective },
    { label: 'Broker of record', value: input.brokerAgency },
    { label: 'Agent', value: input.brokerName },
    { label: 'License number', value: input.brokerLicense },
    { label: 'National Producer Number', value: input.brokerNpn },
    { label: 'Employer contact', value: `${input.representativeName}, ${input.representativeEmail}` },
  );

  return {
    title: BROKER_LETTER_TITLE,
    date: input.signedAt ? formatLongIsoDate(input.signedAt.slice(0, 10)) : UNSIGNED_LETTER_DATE,
    addressee: `${input.carrierName}, Broker of Record Changes`,
    paragraphs,
    details,
    closing: 'Sincerely,',
    signer: { name: input.representativeName, title: input.representativeTitle, company: input.companyName },
  };
}

/** The letter as plain text (the e-mail's body and the preview's copy), paragraph by paragraph. */
export function brokerLetterText(letter: BrokerLetter): string {
  return [
    letter.signer.company,
    letter.date,
    `To: ${letter.addressee}`,
    `Re: ${letter.title}`,
    ...letter.paragraphs,
    letter.details.map((d) => `${d.label}: ${d.value}`).join('\n'),
    letter.closing,
    `${letter.signer.name}\n${letter.signer.title}\n${letter.signer.company}`,
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------------------
// After signing: each carrier's change, set by operations (issue 15 item 5)

export const CARRIER_CHANGE_STATUSES = [
  'letter_sent',
  'incumbent_window',
  'confirmed',
  'effective',
  'rejected',
] as const;

export type CarrierChangeStatus = (typeof CARRIER_CHANGE_STATUSES)[number];

export const CARRIER_CHANGE_STATUS_LABELS: Record<CarrierChangeStatus, string> = {
  letter_sent: 'Letter sent to the carrier',
  incumbent_window: "Current broker's review window",
  confirmed: 'Confirmed by the carrier',
  effective: 'Effective',
  rejected: 'Returned by the carrier',
};

/** One sentence per status for the employer's dashboard and the e-mail of the change. */
export const CARRIER_CHANGE_STATUS_DESCRIPTIONS: Record<CarrierChangeStatus, string> = {
  letter_sent: 'We sent your signed letter to the carrier.',
  incumbent_window: `The carrier has told your current broker, who has ${INCUMBENT_WINDOW_BUSINESS_DAYS.min} to ${INCUMBENT_WINDOW_BUSINESS_DAYS.max} business days to respond. You do not need to do anything.`,
  confirmed: 'The carrier has accepted the change and recorded us as your broker from the effective date.',
  effective: 'We are your broker of record for this plan. Your coverage, price and doctors are unchanged.',
  rejected:
    'The carrier returned the letter. We will contact you to correct it and send it again; your coverage is not affected.',
};

const NEXT: Record<CarrierChangeStatus, readonly CarrierChangeStatus[]> = {
  letter_sent: ['incumbent_window', 'confirmed', 'rejected'],
  incumbent_window: ['confirmed', 'rejected'],
  confirmed: ['effective'],
  effective: [],
  rejected: ['letter_sent'],
};

/** The statuses operations may set next (a carrier that does not notify the incumbent confirms directly). */
export function nextCarrierChangeStatuses(s: CarrierChangeStatus): CarrierChangeStatus[] {
  return [...NEXT[s]];
}

/** Operations may move a change from one status to the other. */
export function canMoveCarrierChange(from: CarrierChangeStatus, to: CarrierChangeStatus): boolean {
  return NEXT[from].includes(to);
}

// ---------------------------------------------------------------------------------------------------------
// Business days: weekends and US federal holidays (as observed) are skipped

function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  const first = getDayOfWeek({ year, month, day: 1 });
  return { year, month, day: 1 + ((weekday - first + 7) % 7) + (n - 1) * 7 };
}

function lastWeekday(year: number, month: number, weekday: number): CalendarDate {
  const lastDay = getDaysInMonth(year, month);
  const last = getDayOfWeek({ year, month, day: lastDay });
  return { year, month, day: lastDay - ((last - weekday + 7) % 7) };
}

/** A fixed-date holiday moves to Friday when on a Saturday and to Monday when on a Sunday (5 U.S.C. 6103). */
function observed(date: CalendarDate): CalendarDate {
  const dow = getDayOfWeek(date);
  return dow === 6 ? addDays(date, -1) : dow === 0 ? addDays(date, 1) : date;
}

/** The eleven US federal holidays of a year as observed (5 U.S.C. 6103), ISO dates in order. */
export function usFederalHolidays(year: number): string[] {
  const MON = 1;
  const THU = 4;
  return [
    observed({ year, month: 1, day: 1 }),
    nthWeekday(year, 1, MON, 3),
    nthWeekday(year, 2, MON, 3),
    lastWeekday(year, 5, MON),
    observed({ year, month: 6, day: 19 }),
    observed({ year, month: 7, day: 4 }),
    nthWeekday(year, 9, MON, 1),
    nthWeekday(year, 10, MON, 2),
    observed({ year, month: 11, day: 11 }),
    nthWeekday(year, 11, THU, 4),
    observed({ year, month: 12, day: 25 }),
  ].map(formatIsoDate);
}

/** A weekday that is not a federal holiday (New Year's Day observed on Dec 31 counts for that Dec 31). */
export function isBusinessDay(dateIso: string): boolean {
  const date = parseOrThrow(dateIso);
  const dow = getDayOfWeek(date);
  if (dow === 0 || dow === 6) return false;
  const holidays = [...usFederalHolidays(date.year), ...usFederalHolidays(date.year + 1)];
  return !holidays.includes(dateIso);
}

/** The date `days` business days after (before, when negative) a date; 0 gives the date itself. */
export function addBusinessDays(dateIso: string, days: number): string {
  let date = parseOrThrow(dateIso);
  const step = days < 0 ? -1 : 1;
  for (let left = Math.abs(days); left > 0; ) {
    date = addDays(date, step);
    if (isBusinessDay(formatIsoDate(date))) left--;
  }
  return formatIsoDate(date);
}

/** The earliest and latest day a span of business days from a date ends (the dashboard's expected dates). */
export function businessDayRange(startIso: string, span: { min: number; max: number }) {
  return { earliest: addBusinessDays(startIso, span.min), latest: addBusinessDays(startIso, span.max) };
}
