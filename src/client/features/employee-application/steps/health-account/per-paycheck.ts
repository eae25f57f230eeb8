import { type Cents, parseAmountInput, toCents } from '@shared/domain/money/money';
import { splitAnnualAmount } from '@shared/domain/payroll/deductions';

/** The typed yearly amount in dollars ("$1,200.50" → 1200.5, parseAmountInput); null when empty or not an amount. */
export function parseYearlyAmountInput(raw: string): number | null {
  const amount = parseAmountInput(raw);
  return typeof amount === 'number' ? amount : null;
}

/**
 * What a yearly amount comes to per paycheck over the paychecks left: the regular amount payroll deducts
 * (splitAnnualAmount; the cents left over go on the last paycheck, decision 0032).
 */
export function computePerPaycheckCents(yearlyDollars: number, remainingPaychecks: number): Cents {
  if (remainingPaychecks < 1) return toCents(yearlyDollars);
  return splitAnnualAmount(toCents(yearlyDollars), remainingPaychecks).regularCents;
}
