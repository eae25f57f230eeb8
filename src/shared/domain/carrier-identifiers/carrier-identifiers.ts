/**
 * The identifiers a carrier and its pharmacy benefit manager know a member by (issue 34 item 5, decision 0069):
 * the member id on the ID card, the 834's REF*0F, the payroll export and the invoice; the group number on the
 * card, the 834's REF*38 and REF*1L, the payroll export and the invoice; and the plan code of the 834's HD04.
 * One rule each, so the places cannot disagree.
 */

/** Every member id starts with these letters (a carrier's own prefix replaces nothing: ours are ours). */
export const MEMBER_ID_PREFIX = 'GC';
/** The random digits of a member id; a check digit follows them. */
export const MEMBER_ID_DIGITS = 8;

const MEMBER_ID_SHAPE = new RegExp(`^${MEMBER_ID_PREFIX}(\\d{${MEMBER_ID_DIGITS}})(\\d)$`);

/** The Luhn (mod 10) check digit of a string of digits: a mistyped digit or two swapped neighbours is caught. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('A check digit is computed over digits only.');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, every other digit (starting with the rightmost) is doubled.
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A member id from its random number (0 to 99,999,999): "GC", eight digits, a Luhn check digit (GC123456782). */
export function formatMemberId(randomNumber: number): string {
  if (!Number.isInteger(randomNumber) || randomNumber < 0 || randomNumber >= 10 ** MEMBER_ID_DIGITS)
    throw new Error('A member id is made from a whole number of at most eight digits.');
  const digits = String(randomNumber).padStart(MEMBER_ID_DIGITS, '0');
  return `${MEMBER_ID_PREFIX}${digits}${luhnCheckDigit(digits)}`;
}

/** A subscriber's member id: the prefix, eight digits and their check digit. */
export function isValidMemberId(value: string): boolean {
  const match = MEMBER_ID_SHAPE.exec(value);
  return match !== null && luhnCheckDigit(match[1]!) === Number(match[2]);
}

/**
 * One covered person's id on a card: the subscriber's member id and the person's two-digit sequence, 01 for the
 * employee; a dependent keeps the sequence it was first given (never renumbered when another leaves).
 */
export function formatPersonMemberId(memberId: string, sequence: number): string {
  return `${memberId}-${String(sequence).padStart(2, '0')}`;
}

/** The hex digits of a uuid, upper case. */
const hexOf = (uuid: string) => uuid.replaceAll('-', '').toUpperCase();

/**
 * The group number with a carrier: the carrier's own when on record (broker of record, renewal, operations),
 * else ours, "G" and the first eight hex digits of the company's id (the same every plan year, decision 0041).
 */
export function resolveGroupNumber(onRecord: string | null | undefined, companyId: string): string {
  const own = onRecord?.trim();
  return own ? own : `G${hexOf(companyId).slice(0, 8)}`;
}

/** The plan code an 834 sends (HD04): the carrier's code for the plan when on record, else the plan's raw name. */
export function resolvePlanCode(
  codes: Readonly<Record<string, string>> | null | undefined,
  planId: string,
  rawName: string,
): string {
  const code = codes?.[planId]?.trim();
  return code ? code : rawName;
}

/** A carrier's group number or plan code as typed: letters, digits, spaces, dots, dashes and slashes. */
export const CARRIER_CODE_SHAPE = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,29}$/;
