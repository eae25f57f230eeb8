import { CONTRIBUTION_TYPES, type ContributionType } from '../enums';
import { isAmount } from '../money/money';

/*
 * The employer's contribution types, one vocabulary (docs/spec/2 §9, docs/spec/3 §3 and §9): CONTRIBUTION_TYPES (enums.ts,
 * the database enum's) for plan years and renewals, the same strings for the benefits-administration lead and the
 * broker-of-record intake, which adds two answers without figures. Stored as these strings everywhere, so nothing
 * is mapped. One check of a type's figures for every form.
 */

/** The types in the order the registration and broker-of-record forms offer them: the percentages first. */
export const CONTRIBUTION_TYPE_CHOICES = [
  'percent_of_base_plan',
  'percentage',
  'fixed',
] as const satisfies readonly ContributionType[];

/** The broker-of-record intake's answers (docs/spec/3 §9): a contribution type, or an arrangement it notes without figures. */
export const BOR_CONTRIBUTION_TYPES = [...CONTRIBUTION_TYPE_CHOICES, 'class_based', 'other'] as const;
export type BorContributionType = (typeof BOR_CONTRIBUTION_TYPES)[number];

export const isContributionType = (type: unknown): type is ContributionType =>
  (CONTRIBUTION_TYPES as readonly unknown[]).includes(type);

/** What a type's figures are: percentages (0 to 100), dollar amounts (fixed), or none (not a contribution type). */
export function contributionFigureKind(type: unknown): 'Percentage' | 'FixedAmount' | null {
  if (!isContributionType(type)) return null;
  return type === 'fixed' ? 'FixedAmount' : 'Percentage';
}

/** A type whose employee and dependent figures are percentages. */
export const isPercentageContribution = (type: unknown): boolean =>
  contributionFigureKind(type) === 'Percentage';

/**
 * The one check of a contribution's figure (docs/spec/2 §5, docs/spec/3 §5): under a percentage type a number from 0 to
 * 100, under fixed an amount ($0 or more, whole cents); a type without figures has none to check. What is wrong
 * (the MESSAGES key the forms show), or null.
 */
export function contributionFigureError(
  type: unknown,
  value: number | null | undefined,
): 'percentage' | 'fixedAmount' | null {
  const kind = contributionFigureKind(type);
  if (kind === null) return null;
  if (kind === 'Percentage')
    return typeof value === 'number' && value >= 0 && value <= 100 ? null : 'percentage';
  return typeof value === 'number' && isAmount(value) ? null : 'fixedAmount';
}
