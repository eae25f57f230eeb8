import { Facts } from '@client/components/facts';
import { formatCents } from '@shared/domain/money/money';
import type { Costs } from '@shared/schemas/renewal-suites';

/** docs/spec/3's three figures of a package or a plan, a month. */
export const COST_LABELS = {
  premium: 'Monthly premium',
  companyContribution: 'Company contribution',
  employeeDeduction: 'Employee deduction',
} as const;

export function CostFacts({ costs }: { costs: Costs }) {
  return (
    <Facts
      items={[
        [COST_LABELS.premium, formatCents(costs.premium)],
        [COST_LABELS.companyContribution, formatCents(costs.companyContribution)],
        [COST_LABELS.employeeDeduction, formatCents(costs.employeeDeduction)],
      ]}
    />
  );
}

/** "+$12.00" or "-$3.50" against the current package; "No change" at zero. */
export function formatChange(cents: number): string {
  if (cents === 0) return 'No change';
  return `${cents > 0 ? '+' : '-'}${formatCents(Math.abs(cents))}`;
}
