import type { ContributionType, Segment } from '../enums';
import { type Cents, roundCents, toCents } from '../money/money';

/**
 * An employer contribution rule for one employee role (docs/spec/2 §3 "companyContributions"). Percentages are
 * 0–100; fixed amounts are monthly dollars. A null percentage or amount counts as 0.
 */
export interface ContributionRule {
  role: string | null;
  active: boolean;
  employeePercentage: number | null;
  dependentPercentage: number | null;
  employeeFixedAmount: number | null;
  dependentFixedAmount: number | null;
  /**
   * Tiered contributions (decision 0034): the dependents' percentage or amount per coverage tier, used instead
   * of dependentPercentage / dependentFixedAmount when the employee covers a spouse, children or both.
   */
  tiers?: DependentTiers | null;
}

/** The tiers with dependents, and what the rule's fields for each are called (docs/spec/1 §4's pricing tiers). */
export const DEPENDENT_TIERS = [
  ['ee_spouse', 'spouse'],
  ['ee_children', 'children'],
  ['ee_family', 'family'],
] as const satisfies ReadonlyArray<readonly [Segment, string]>;
export type DependentTier = (typeof DEPENDENT_TIERS)[number][0];

/** The dependents' terms of one tier: the percentage (percentage types) or the monthly amount (fixed). */
export interface TierTerms {
  percentage: number | null;
  fixedAmount: number | null;
}
export type DependentTiers = Readonly<Record<DependentTier, TierTerms>>;

/** The rule that applies to a coverage tier: a tiered rule takes the tier's dependents' terms; others as they are. */
export function ruleForTier(rule: ContributionRule, segment: Segment): ContributionRule {
  const tiers = rule.tiers;
  if (!tiers || segment === 'ee_only') return rule;
  const terms = tiers[segment];
  return {
    ...rule,
    dependentPercentage: terms.percentage,
    dependentFixedAmount: terms.fixedAmount,
  };
}

/** A tier field's name on a flat row (the forms, the API and the database columns): spouseDependentPercentage… */
export type TierFieldName = `${(typeof DEPENDENT_TIERS)[number][1]}Dependent${'Percentage' | 'FixedAmount'}`;
export const tierFieldName = (
  name: (typeof DEPENDENT_TIERS)[number][1],
  kind: 'Percentage' | 'FixedAmount',
): TierFieldName => `${name}Dependent${kind}`;
export const TIER_FIELD_NAMES: readonly TierFieldName[] = DEPENDENT_TIERS.flatMap(([, name]) => [
  tierFieldName(name, 'Percentage'),
  tierFieldName(name, 'FixedAmount'),
]);
export type TierFields = Partial<Record<TierFieldName, unknown>>;

/** A flat row's tiers as the engine reads them (values not a number count as none); null when not tiered. */
export function readTiers(row: TierFields, tiered: boolean): DependentTiers | null {
  if (!tiered) return null;
  const terms = (name: (typeof DEPENDENT_TIERS)[number][1]): TierTerms => ({
    percentage: toRuleNumber(row[tierFieldName(name, 'Percentage')]),
    fixedAmount: toRuleNumber(row[tierFieldName(name, 'FixedAmount')]),
  });
  return { ee_spouse: terms('spouse'), ee_children: terms('children'), ee_family: terms('family') };
}

/** The default rule (docs/spec/2 §3, docs/spec/3 §3): 50% of the employee's premium, 0% of dependents'. */
export const DEFAULT_CONTRIBUTION_RULE: Readonly<ContributionRule> = Object.freeze({
  role: null,
  active: true,
  employeePercentage: 50,
  dependentPercentage: 0,
  employeeFixedAmount: null,
  dependentFixedAmount: null,
});

/** The employer's side of one service line: how it contributes and with which rules per role. */
export interface ContributionPolicy {
  type: ContributionType;
  rules: readonly ContributionRule[];
}

/** A premium split into the employee's own part and the dependents' part, in cents. */
export interface PremiumParts {
  employeeCents: Cents;
  dependentCents: Cents;
}

/** Who pays what of one monthly premium. employee* + employer* = premium, all ≥ 0. */
export interface ContributionSplit {
  premiumCents: Cents;
  employeePremiumCents: Cents;
  dependentPremiumCents: Cents;
  employerForEmployeeCents: Cents;
  employerForDependentsCents: Cents;
  employerTotalCents: Cents;
  /** What the employee pays for their own coverage. */
  employeeCostCents: Cents;
  /** What the employee pays for dependents' coverage. */
  dependentCostCents: Cents;
  /** What the employee pays in all (the monthly payroll deduction). */
  employeeTotalCents: Cents;
}

/** The active rule of the employee's role; else the active default (null) role; else the 50%/0% default. */
export function selectContributionRule(
  rules: readonly ContributionRule[],
  role: string | null,
): ContributionRule {
  let fallback: ContributionRule | undefined;
  for (const rule of rules) {
    if (!rule.active) continue;
    if (role !== null && rule.role === role) return rule;
    if (rule.role === null && fallback === undefined) fallback = rule;
  }
  return fallback ?? DEFAULT_CONTRIBUTION_RULE;
}

const clampPercent = (p: number | null): number => (p === null || !(p > 0) ? 0 : p >= 100 ? 100 : p);

/** The employer's part of one premium: fixed = min(premium, amount); percentage = premium × %; percent of base = min(premium, base × %). */
export function computeEmployerShare(
  type: ContributionType,
  premiumCents: Cents,
  percentage: number | null,
  fixedAmountDollars: number | null,
  basePremiumCents: Cents,
): Cents {
  if (!(premiumCents > 0)) return 0;
  let share: number;
  if (type === 'fixed') {
    share = fixedAmountDollars === null || !(fixedAmountDollars > 0) ? 0 : toCents(fixedAmountDollars);
  } else if (type === 'percentage') {
    share = roundCents((premiumCents * clampPercent(percentage)) / 100);
  } else {
    share = roundCents((Math.max(0, basePremiumCents) * clampPercent(percentage)) / 100);
  }
  return share < premiumCents ? share : premiumCents;
}

/** Splits a premium between employer and employee under a rule; non-contributory plans are paid 100% by the employer. */
export function splitPremium(
  type: ContributionType,
  rule: ContributionRule,
  premium: PremiumParts,
  basePremium: PremiumParts,
  isNonContributory: boolean,
): ContributionSplit {
  const employeePremiumCents = premium.employeeCents;
  const dependentPremiumCents = premium.dependentCents;
  if (!(employeePremiumCents >= 0) || !(dependentPremiumCents >= 0)) {
    throw new RangeError('Premiums must be non-negative cents');
  }
  const employerForEmployeeCents = isNonContributory
    ? employeePremiumCents
    : computeEmployerShare(
        type,
        employeePremiumCents,
        rule.employeePercentage,
        rule.employeeFixedAmount,
        basePremium.employeeCents,
      );
  const employerForDependentsCents = isNonContributory
    ? dependentPremiumCents
    : computeEmployerShare(
        type,
        dependentPremiumCents,
        rule.dependentPercentage,
        rule.dependentFixedAmount,
        basePremium.dependentCents,
      );
  const employeeCostCents = employeePremiumCents - employerForEmployeeCents;
  const dependentCostCents = dependentPremiumCents - employerForDependentsCents;
  return {
    premiumCents: employeePremiumCents + dependentPremiumCents,
    employeePremiumCents,
    dependentPremiumCents,
    employerForEmployeeCents,
    employerForDependentsCents,
    employerTotalCents: employerForEmployeeCents + employerForDependentsCents,
    employeeCostCents,
    dependentCostCents,
    employeeTotalCents: employeeCostCents + dependentCostCents,
  };
}

/** The employee's split under the policy's rule for their role (the service's one-call entry point). */
export function computeEmployeeContribution(
  policy: ContributionPolicy,
  role: string | null,
  premium: PremiumParts,
  basePremium: PremiumParts = premium,
  isNonContributory = false,
): ContributionSplit {
  return splitPremium(
    policy.type,
    selectContributionRule(policy.rules, role),
    premium,
    basePremium,
    isNonContributory,
  );
}

/** The employer's monthly cost for one employee's choice (see computeEmployeeContribution). */
export function computeEmployerContribution(
  policy: ContributionPolicy,
  role: string | null,
  premium: PremiumParts,
  basePremium: PremiumParts = premium,
  isNonContributory = false,
): Cents {
  return computeEmployeeContribution(policy, role, premium, basePremium, isNonContributory)
    .employerTotalCents;
}

/** A weight counts only when positive (negative and NaN weights count as 0). */
const toWeight = (w: number): number => (Number.isFinite(w) && w > 0 ? w : 0);

/** Shares a total among parts in proportion to weights (largest remainder): sums exactly, never negative. */
export function allocateCentsByWeight(totalCents: Cents, weights: readonly number[]): Cents[] {
  const n = weights.length;
  const out = new Array<Cents>(n).fill(0);
  if (n === 0 || totalCents <= 0) return out;
  let weightSum = 0;
  for (const w of weights) weightSum += toWeight(w);
  if (weightSum === 0) {
    // No weights: share evenly, the extra cents to the first parts.
    const base = Math.floor(totalCents / n);
    for (let i = 0; i < n; i++) out[i] = base + (i < totalCents - base * n ? 1 : 0);
    return out;
  }
  const remainders: Array<{ index: number; rest: number }> = [];
  let given = 0;
  for (let i = 0; i < n; i++) {
    const w = toWeight(weights[i]!);
    const exact = (totalCents * w) / weightSum;
    const floor = Math.floor(exact);
    out[i] = floor;
    given += floor;
    remainders.push({ index: i, rest: exact - floor });
  }
  remainders.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let k = 0; given < totalCents; k++, given++) out[remainders[k % n]!.index]! += 1;
  return out;
}

/** Per dependent: its premium, the employer's part (shared in proportion to premiums) and the employee's part. */
export function splitDependentCosts(
  dependentPremiumsCents: readonly Cents[],
  employerForDependentsCents: Cents,
): Array<{ premiumCents: Cents; companyCostCents: Cents; employeeCostCents: Cents }> {
  const company = allocateCentsByWeight(employerForDependentsCents, dependentPremiumsCents);
  return dependentPremiumsCents.map((premiumCents, i) => {
    const companyCostCents = Math.min(company[i]!, premiumCents);
    return { premiumCents, companyCostCents, employeeCostCents: premiumCents - companyCostCents };
  });
}

/** A stored rule with the type it carries (each row of a line names its own type). */
export interface TypedContributionRule extends ContributionRule {
  contributionType: ContributionType;
}

/**
 * A coverage line's contribution policy for an employee role: the type is that of the rule that applies to the
 * role; with no stored rule the default rule applies (50% of the employee's premium), a percentage (0203).
 */
export function selectContributionPolicy(
  rules: readonly TypedContributionRule[],
  role: string | null,
): ContributionPolicy {
  const selected = selectContributionRule(rules, role);
  const type: ContributionType =
    selected === DEFAULT_CONTRIBUTION_RULE
      ? 'percentage'
      : (selected as TypedContributionRule).contributionType;
  return { type, rules };
}

/** Carriers usually require the employer to pay at least half of the employee-only premium (docs/spec/2 §5 guidance). */
export const CARRIER_MINIMUM_PERCENT = 50;

/**
 * Whether a rule pays less than the carriers' usual minimum for an employee-only premium: the employer's part of
 * that premium (the base plan's, for percent_of_base_plan) under the rule is below 50% of it.
 */
export function isBelowCarrierMinimum(
  type: ContributionType,
  rule: Pick<ContributionRule, 'employeePercentage' | 'employeeFixedAmount'>,
  employeeOnlyPremiumCents: Cents,
): boolean {
  if (!(employeeOnlyPremiumCents > 0)) return false;
  const share = computeEmployerShare(
    type,
    employeeOnlyPremiumCents,
    rule.employeePercentage,
    rule.employeeFixedAmount,
    employeeOnlyPremiumCents,
  );
  return share * 100 < employeeOnlyPremiumCents * CARRIER_MINIMUM_PERCENT;
}

/** How each contribution type reads on the screens. */
export const CONTRIBUTION_TYPE_LABELS: Record<ContributionType, string> = {
  percentage: "Percentage of the plan's premium",
  percent_of_base_plan: "Percentage of the base plan's premium",
  fixed: 'Fixed amount a month',
};

/** A value typed in a contribution row as the engine reads it: a number, else none (counted as 0). */
export const toRuleNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
