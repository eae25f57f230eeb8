import { parseAmountInput } from '@shared/domain/money/money';

/** The typed yearly amount in dollars ("$1,200.50" → 1200.5, parseAmountInput); null when empty or not an amount. */
export function parseYearlyAmountInput(raw: string): number | null {
  const amount = parseAmountInput(raw);
  return typeof amount === 'number' ? amount : null;
}
