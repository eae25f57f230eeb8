/**
 * Identifier rules: SSN, ITIN (individual tax id), EIN (company tax id), ABA routing number, masking.
 * Inputs may carry dashes or spaces (masked inputs send "123-45-6789"); rules look only at the digits and
 * refuse anything that is not exactly the expected digits and separators.
 */

const SSN_SHAPE = /^\d{3}[- ]?\d{2}[- ]?\d{4}$/;
const EIN_SHAPE = /^\d{2}[- ]?\d{7}$/;
const NINE_DIGITS = /^\d{9}$/;

/** Keeps the digits of a value (strips dashes, spaces and any mask characters). */
export function extractDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** SSN: nine digits; area not 000, 666 or 900–999, group not 00, serial not 0000 (SSA POMS RM 10201.035). */
export function isValidSsn(value: string): boolean {
  if (!SSN_SHAPE.test(value)) return false;
  const d = extractDigits(value);
  const area = d.slice(0, 3);
  if (area === '000' || area === '666' || d[0] === '9') return false;
  return d.slice(3, 5) !== '00' && d.slice(5) !== '0000';
}

/** ITIN: nine digits starting with 9, group 50–65, 70–88, 90–92 or 94–99 (IRS ITIN format). */
export function isValidItin(value: string): boolean {
  if (!SSN_SHAPE.test(value)) return false;
  const d = extractDigits(value);
  if (d[0] !== '9') return false;
  const group = Number(d.slice(3, 5));
  return (
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    (group >= 94 && group <= 99)
  );
}

/** "SSN or tax ID" of a person: a valid SSN or a valid ITIN. */
export function isValidSsnOrTaxId(value: string): boolean {
  return isValidSsn(value) || isValidItin(value);
}

/**
 * The two-digit prefixes the IRS assigns EINs from (its campuses, the internet, the SBA), per the IRS page
 * "How EINs are assigned and valid EIN prefixes". No EIN starts with 00, 07–09, 17–19, 28, 29, 49, 69, 70,
 * 78, 79, 89, 96 or 97.
 */
const EIN_PREFIXES = new Set(
  [
    [1, 6],
    [10, 16],
    [20, 27],
    [30, 39],
    [40, 48],
    [50, 59],
    [60, 68],
    [71, 77],
    [80, 88],
    [90, 95],
    [98, 99],
  ].flatMap(([from, to]) =>
    Array.from({ length: to! - from! + 1 }, (_, i) => String(from! + i).padStart(2, '0')),
  ),
);

/** An EIN's first two digits are a prefix the IRS assigns (a campus, the internet or the SBA). */
export function hasIrsCampusPrefix(value: string): boolean {
  return EIN_PREFIXES.has(extractDigits(value).slice(0, 2));
}

/** EIN (company tax id): nine digits written XX-XXXXXXX, with a prefix the IRS assigns (so never all zeros). */
export function isValidEin(value: string): boolean {
  return EIN_SHAPE.test(value) && hasIrsCampusPrefix(value);
}

/** Shows only the last four digits of an EIN: **-***1234 ('' when there is nothing to show). */
export function maskEin(value: string): string {
  const last4 = lastFourDigits(value);
  return last4 ? `**-***${last4}` : '';
}

/** Formats nine digits as 12-3456789 (the value unchanged when it is not nine digits). */
export function formatEin(value: string): string {
  const d = extractDigits(value);
  return d.length === 9 ? `${d.slice(0, 2)}-${d.slice(2)}` : value;
}

/** ABA routing number: nine digits with 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) divisible by 10, not all zeros. */
export function isValidAbaRoutingNumber(value: string): boolean {
  if (!NINE_DIGITS.test(value) || value === '000000000') return false;
  const d = (i: number) => value.charCodeAt(i) - 48;
  const sum = 3 * (d(0) + d(3) + d(6)) + 7 * (d(1) + d(4) + d(7)) + (d(2) + d(5) + d(8));
  return sum % 10 === 0;
}

/** The last four digits of an identifier ('' when it has fewer than four digits). */
export function lastFourDigits(value: string): string {
  const d = extractDigits(value);
  return d.length >= 4 ? d.slice(-4) : '';
}

/** Shows only the last four digits of an SSN or tax id: XXX-XX-1234 ('' when there is nothing to show). */
export function maskSsn(value: string): string {
  const last4 = lastFourDigits(value);
  return last4 ? `XXX-XX-${last4}` : '';
}

/** A value is an already-masked SSN (XXX-XX-1234), as the API returns it; such values are not re-sent. */
export function isMaskedSsn(value: string): boolean {
  return /^XXX-XX-\d{4}$/.test(value);
}

/** Formats nine digits as 123-45-6789 (the value unchanged when it is not nine digits). */
export function formatSsn(value: string): string {
  const d = extractDigits(value);
  return d.length === 9 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : value;
}

/** Shows only the last four digits of a bank account or routing number: ••••1234. */
export function maskAccountNumber(value: string): string {
  const last4 = lastFourDigits(value);
  return last4 ? `••••${last4}` : '';
}
