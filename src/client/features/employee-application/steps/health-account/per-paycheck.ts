import { type Cents, parseAmountInput, splitCentsEvenly, toCents } from '@shared/domain/money/money';

/** The typed yearly amount in dollars ("$1,200.50" → 1200.5, parseAmountInput); null when empty or not an amount. */
export function parseYearlyAmountInput(raw: string): number | null {
  const amount = parseAmountInput(raw);
  return typeof amount === 'number' ? amount : null;
}

/** What a yearly amount comes to per paycheck, spread evenly over the paychecks left (the first, largest part). */
export function computePerPaycheckCents(yearlyDollars: number, remainingPaychecks: number): Cents {
  if (remainingPaychecks < 1) return toCents(yearlyDollars);
  return splitCentsEvenly(toCents(yearlyDollars), remainingPaychecks)[0] ?? 0;
}
