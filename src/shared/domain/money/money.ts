/**
 * Money is integer cents in storage and on the server (decision 0102): premiums, contributions, health account
 * amounts, plan costs, deductibles, coverage amounts and salaries. Rates may be fractional (a cost per thousand
 * of 15.5 cents); each member's premium is rounded to whole cents once, half away from zero, and every total is
 * a sum of rounded parts, so shares add up exactly. Where the API still carries dollars (decision 0102 lists
 * where), the route or service converts through this module, the only place that multiplies or divides money
 * by 100.
 */
export type Cents = number;

/** Rounds a non-negative amount of (fractional) cents to whole cents, half up; tiny float noise is absorbed. */
export function roundCents(amount: number): Cents {
  return Math.round(amount + (amount >= 0 ? 1e-9 : -1e-9));
}

/** Dollars (possibly with cents, e.g. 12.34) to integer cents, rounded half up. */
export function toCents(dollars: number): Cents {
  return roundCents(dollars * 100);
}

/** Integer cents to dollars (12.34). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** Dollars to cents keeping hundredths of a cent (a per-unit rate of $0.1234 is 12.34 cents). */
export function toFractionalCents(dollars: number): number {
  return Math.round(dollars * 10_000) / 100;
}

/** Nullable dollars (a column or field that may be empty) to cents; null and undefined stay null. */
export function toCentsOrNull(dollars: number | null | undefined): Cents | null {
  return dollars === null || dollars === undefined ? null : toCents(dollars);
}

/** Nullable cents to dollars; null stays null. */
export function fromCentsOrNull(cents: Cents | null | undefined): number | null {
  return cents === null || cents === undefined ? null : fromCents(cents);
}

/** Cents as plain decimal dollars with two places, no sign or grouping: 123456 → "1234.56" (files, exports). */
export function formatDecimalDollars(cents: Cents): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole !== 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * "1234567" → "1,234,567". Written out rather than Intl.NumberFormat: its first use loads the locale data, about
 * 15 ms of a phone's start-up when done at module load (decision 0019); a unit test keeps both equal.
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Formats cents as US dollars with cents: 123456 → "$1,234.56". */
export function formatCents(cents: Cents): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole !== 0 ? '-' : '';
  return `${sign}$${groupThousands(String(Math.floor(whole / 100)))}.${String(whole % 100).padStart(2, '0')}`;
}

/** Formats whole dollars without cents: 1500 → "$1,500" (deductibles, coverage amounts). */
export function formatWholeDollars(dollars: number): string {
  const whole = Math.round(Math.abs(dollars));
  const sign = dollars < 0 && whole !== 0 ? '-' : '';
  return `${sign}$${groupThousands(String(whole))}`;
}

/** A total of whole non-negative cents and a positive whole number of parts, or a RangeError. */
export function assertSplittable(total: Cents, parts: number): void {
  if (!Number.isInteger(parts) || parts < 1)
    throw new RangeError(`parts must be a positive integer, got ${parts}`);
  if (!Number.isInteger(total) || total < 0)
    throw new RangeError(`total must be non-negative cents, got ${total}`);
}

/** Splits cents into n parts that differ by at most one cent and sum to the total; earlier parts get the extra cents. */
export function splitCentsEvenly(total: Cents, parts: number): Cents[] {
  assertSplittable(total, parts);
  const base = Math.floor(total / parts);
  const extra = total - base * parts;
  const out = new Array<Cents>(parts);
  for (let i = 0; i < parts; i++) out[i] = i < extra ? base + 1 : base;
  return out;
}

/**
 * The largest amount any input may hold: a billion dollars (10^11 cents, so the money columns are bigint cents);
 * no salary, coverage amount or contribution comes near it.
 */
export const MAX_AMOUNT_DOLLARS = 1_000_000_000;

/** Digits, with commas between every group of three if any, up to two decimals, an optional leading $. */
const AMOUNT_TEXT = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/**
 * A typed amount of dollars ("96000", "96,000", "96,000.00", "$96,000", " 96000 "): '' when empty, null when
 * the text is not an amount (letters, slashes, a minus sign, misplaced commas, a third decimal, two dots),
 * else the dollars. The one parser of typed amounts: forms, schemas and the server all read them with it.
 */
export function parseAmountInput(raw: string): number | '' | null {
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  if (!AMOUNT_TEXT.test(trimmed)) return null;
  return Number(trimmed.replace(/[$,]/g, ''));
}

/** A typed amount read straight into cents: '' when empty, null when not an amount, else the cents. */
export function parseAmountInputCents(raw: string): Cents | '' | null {
  const dollars = parseAmountInput(raw);
  return dollars === '' || dollars === null ? dollars : toCents(dollars);
}

/** A number is a whole number of cents (12.34, not 12.345). */
export function hasWholeCents(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.round(dollars * 100) / 100 === dollars;
}

/** A number is an amount: finite, $0 or more, whole cents, not over MAX_AMOUNT_DOLLARS. */
export function isAmount(dollars: number): boolean {
  return hasWholeCents(dollars) && dollars >= 0 && dollars <= MAX_AMOUNT_DOLLARS;
}

/** The largest amount any input may hold, in cents (the money columns are bigint cents). */
export const MAX_AMOUNT_CENTS = MAX_AMOUNT_DOLLARS * 100;

/** The sum of amounts in cents. */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

/** An amount in cents times a factor (a count, months, a rate), rounded once to whole cents. */
export function multiplyCents(cents: Cents, factor: number): Cents {
  return roundCents(cents * factor);
}

/**
 * The one money helper (decision 0102): integer cents, with the conversions to and from the dollars that the
 * API still carries, the typed-amount parser, arithmetic and formatting. The functions above are its parts and
 * remain importable one by one.
 */
export const Money = Object.freeze({
  round: roundCents,
  toCents,
  fromCents,
  toCentsOrNull,
  fromCentsOrNull,
  toFractionalCents,
  parse: parseAmountInputCents,
  parseDollars: parseAmountInput,
  format: formatCents,
  formatDecimal: formatDecimalDollars,
  formatWholeDollars,
  sum: sumCents,
  multiply: multiplyCents,
  split: splitCentsEvenly,
  hasWholeCents,
  isAmount,
  MAX_DOLLARS: MAX_AMOUNT_DOLLARS,
  MAX_CENTS: MAX_AMOUNT_CENTS,
});
