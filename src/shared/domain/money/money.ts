/**
 * Money is carried as integer cents everywhere in the domain (premiums, contributions, health account
 * amounts). Rates may be fractional (a cost per thousand of 15.5 cents); each member's premium is rounded to
 * whole cents once, half away from zero, and every total is a sum of rounded parts, so shares add up exactly.
 * Coverage and benefit amounts of life and disability plans, and salaries, are whole or decimal dollars.
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

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const USD_WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Formats cents as US dollars with cents: 123456 → "$1,234.56". */
export function formatCents(cents: Cents): string {
  return USD.format(cents / 100);
}

/** Formats whole dollars without cents: 1500 → "$1,500" (deductibles, coverage amounts). */
export function formatWholeDollars(dollars: number): string {
  return USD_WHOLE.format(dollars);
}

/** Splits cents into n parts that differ by at most one cent and sum to the total; earlier parts get the extra cents. */
export function splitCentsEvenly(total: Cents, parts: number): Cents[] {
  if (!Number.isInteger(parts) || parts < 1)
    throw new RangeError(`parts must be a positive integer, got ${parts}`);
  if (!Number.isInteger(total) || total < 0)
    throw new RangeError(`total must be non-negative cents, got ${total}`);
  const base = Math.floor(total / parts);
  const extra = total - base * parts;
  const out = new Array<Cents>(parts);
  for (let i = 0; i < parts; i++) out[i] = i < extra ? base + 1 : base;
  return out;
}

/** Parses a typed money/number input by stripping everything but digits and the decimal point ("$52,000" → 52000); null when empty. */
export function parseNumericInput(raw: string): number | null {
  const cleaned = raw.replace(/[^0-9.]/g, '');
  if (cleaned === '' || cleaned === '.') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}
