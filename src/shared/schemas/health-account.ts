import { z } from 'zod';
import { type Cents, formatCents, parseAmountInput, toCents } from '../domain/money/money';
import { amountNumberSchema, MESSAGES } from './fields';

export const HEALTH_ACCOUNT_MESSAGES = {
  minimum: MESSAGES.amountMinimum,
  needsHsaEligiblePlan:
    'An HSA contribution needs an HSA-eligible (high-deductible) medical plan. Choose one on the medical step, or leave this empty.',
  maximum: (maxCents: Cents) =>
    `The amount cannot be more than your yearly maximum of ${formatCents(maxCents)}.`,
} as const;

/** "$1,200.50" or 1200.5 to a number (parseAmountInput); '' and null to null; text that is no amount to NaN. */
function toAmount(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const amount = parseAmountInput(value);
    return amount === '' ? null : (amount ?? Number.NaN);
  }
  return value;
}

/**
 * The employee's optional yearly health account contribution: a number from 0 to the employee maximum (the family
 * maximum when dependents are covered, less the employer's contribution; see computeEmployeeYearlyMaximum).
 * Where the employee may not contribute (an HSA without an HSA-eligible medical plan) only empty or 0 passes.
 */
export function createHealthAccountSchema(
  employeeMaximumCents: Cents,
  options: { canContribute?: boolean } = {},
) {
  const canContribute = options.canContribute ?? true;
  return z.object({
    yearlyContributionAmount: z.preprocess(
      toAmount,
      amountNumberSchema
        .refine((dollars) => canContribute || dollars === 0, HEALTH_ACCOUNT_MESSAGES.needsHsaEligiblePlan)
        .refine(
          (dollars) => toCents(dollars) <= employeeMaximumCents,
          HEALTH_ACCOUNT_MESSAGES.maximum(employeeMaximumCents),
        )
        .nullable(),
    ),
  });
}

export type HealthAccountForm = z.infer<ReturnType<typeof createHealthAccountSchema>>;
