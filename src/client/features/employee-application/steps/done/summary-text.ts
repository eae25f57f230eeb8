import { formatCents, formatWholeDollars } from '@shared/domain/money/money';
import type { ElectionSummaryResponse } from '@shared/schemas/application-summary';

type Line = ElectionSummaryResponse['lines'][number];

/** "$120.00 a month · $55.38 per paycheck", or what is known of it. */
export function describeLineCost(
  monthlyCents: number | null,
  perPaycheckCents: number | null,
): string | null {
  if (monthlyCents === null || perPaycheckCents === null) return null;
  return `${formatCents(monthlyCents)} a month · ${formatCents(perPaycheckCents)} per paycheck`;
}

/** The plan of an enrolled line with its chosen amount, else the line's status in words. */
export function describeLineChoice(
  line: Pick<Line, 'status' | 'statusLabel' | 'planName' | 'coverageAmount'>,
) {
  if (line.status !== 'enrolled') return line.statusLabel;
  const plan = line.planName ?? line.statusLabel;
  return line.coverageAmount ? `${plan}, ${formatWholeDollars(line.coverageAmount)}` : plan;
}
