import { type Cents, splitCentsEvenly, toCents } from '../../../../../shared/domain/money/money';

/** The typed yearly amount in dollars ("$1,200.50" → 1200.5); null when empty or not a non-negative number. */
export function parseYearlyAmountInput(raw: string): number | null {
  const cleaned = raw.replace(/[$,\s]/g, '');
  if (!/^\d+(?:\.\d{0,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** What a yearly amount comes to per paycheck, spread evenly over the paychecks left (the first, largest part). */
export function computePerPaycheckCents(yearlyDollars: number, remainingPaychecks: number): Cents {
  if (remainingPaychecks < 1) return toCents(yearlyDollars);
  return splitCentsEvenly(toCents(yearlyDollars), remainingPaychecks)[0] ?? 0;
}
