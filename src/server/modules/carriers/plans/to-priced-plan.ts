import { isInEffectOn } from '@shared/domain/changes/effective-dates';
import type { ContributionPolicy, ContributionRule } from '@shared/domain/contributions/contributions';
import {
  readTiers,
  selectContributionPolicy,
  type TierFieldName,
} from '@shared/domain/contributions/contributions';
import { getSpouseVariableCoverage, getVariableCoverage } from '@shared/domain/enrollment/coverage-plan';
import { fromCents, fromCentsOrNull, toCents, toFractionalCents } from '@shared/domain/money/money';
import type { AgeBandRate, PlanPricing, PricedPlan, SegmentRates } from '@shared/domain/pricing/types';
import type { companyContributions, planRates, plans } from '../../../db/schema';
import { CONTRIBUTION_MONEY, PLAN_MONEY, withDollars } from '../../../lib/money-row';

/**
 * Maps stored plans, rates and contributions to the engine's types. Pure: no I/O, unit-tested beside it.
 * Rates are numeric dollars in the database (`plan_rates.rate`, 4 decimals); the engine wants cents, and
 * per-unit rates (per $1,000, per $10 of weekly benefit, per $100 of payroll) may be fractional cents.
 */

export type PlanRow = typeof plans.$inferSelect;
export type RateRow = Pick<
  typeof planRates.$inferSelect,
  'unit' | 'member' | 'tier' | 'minAge' | 'maxAge' | 'rate'
>;
export type ContributionRow = Pick<
  typeof companyContributions.$inferSelect,
  | 'employeeRoleId'
  | 'contributionType'
  | 'active'
  | 'employeePercentage'
  | 'dependentPercentage'
  | 'employeeFixedAmountCents'
  | 'dependentFixedAmountCents'
> &
  Partial<Record<`${TierFieldName}Cents` | TierFieldName, number | null>> & {
    /** The plan year's hasTieredContributions: the row's tier values apply (decision 0034). */
    tiered?: boolean;
    /** The row's span (decision 0072); left out, the whole plan year. */
    effectiveFrom?: string | null;
    effectiveUntil?: string | null;
  };

/** A plan's data cannot be priced (missing or contradictory rates): a data error, not a user error. */
export class PlanDataError extends Error {
  override name = 'PlanDataError';
}

/** Dollars (up to 4 decimals) to cents, keeping fractional cents of per-unit rates exact to 1/100 of a cent. */
export function rateToCents(dollars: number): number {
  return toFractionalCents(dollars);
}

const TIER_KEYS = {
  ee_only: 'eeOnly',
  ee_spouse: 'eeSpouse',
  ee_children: 'eeChildren',
  ee_family: 'eeFamily',
} as const;

function toBands(rows: readonly RateRow[]): AgeBandRate[] {
  return rows
    .map((r) => ({ minAge: r.minAge ?? 0, maxAge: r.maxAge ?? 200, rateCents: rateToCents(r.rate) }))
    .sort((a, b) => a.minAge - b.minAge);
}

const ofUnit = (rates: readonly RateRow[], unit: RateRow['unit']) => rates.filter((r) => r.unit === unit);
/** Rows for a member: its own rows, else the rows for any member. */
function forMember(rows: readonly RateRow[], member: 'employee' | 'spouse' | 'child'): RateRow[] {
  const own = rows.filter((r) => r.member === member);
  return own.length > 0 ? own : rows.filter((r) => r.member === 'any');
}

/**
 * A monthly premium by age band (member any, no tier) as an age curve over a $1 base: the engine's age
 * rating multiplies the base by the curve, so the curve holds the band premiums in dollars. Ages above every
 * band take the last value; ages in no band cost 0.
 */
function bandsAsAgeCurve(rows: readonly RateRow[]): number[] {
  const bands = toBands(rows);
  const top = Math.min(120, Math.max(...bands.map((b) => b.maxAge)));
  const curve: number[] = [];
  for (let age = 0; age <= top; age++) {
    const band = bands.find((b) => age >= b.minAge && age <= b.maxAge);
    curve.push(band ? fromCents(band.rateCents) : 0);
  }
  return curve;
}

/** The engine's pricing of a stored plan from its rate rows (see `plan_rates.unit`). */
export function toPlanPricing(row: PlanRow, rates: readonly RateRow[]): PlanPricing {
  // The engine reads coverage and benefit amounts in dollars; the row holds cents.
  const plan = withDollars(row, PLAN_MONEY);
  const tierRows = ofUnit(rates, 'monthly_premium').filter((r) => r.tier !== null);
  if (plan.pricingType !== 'age' || (tierRows.length > 0 && ofUnit(rates, 'age21_base').length === 0)) {
    const tiers = {} as Partial<SegmentRates>;
    for (const r of tierRows) tiers[TIER_KEYS[r.tier!]] = toCents(r.rate);
    const missing = Object.values(TIER_KEYS).filter((k) => tiers[k] === undefined);
    if (missing.length > 0)
      throw new PlanDataError(`Plan ${plan.id} lacks tier rates: ${missing.join(', ')}`);
    return {
      kind: 'segment',
      pricingType: plan.pricingType === 'segment' ? 'segment' : 'tier',
      rates: tiers as SegmentRates,
    };
  }

  switch (plan.type) {
    case 'life':
    case 'term_life': {
      const perThousand = ofUnit(rates, 'per_thousand');
      const child = perThousand.filter((r) => r.member === 'child');
      const spouseRows = perThousand.filter((r) => r.member === 'spouse');
      return {
        kind: 'life',
        bands: toBands(forMember(perThousand, 'employee')),
        coverageAmountDollars: plan.coverageAmount,
        variableCoverage: getVariableCoverage(plan),
        spouseCoverage: plan.spouseCoverage
          ? {
              coverageAmountDollars: plan.spouseCoverageAmount,
              variableCoverage: getSpouseVariableCoverage(plan),
              ...(spouseRows.length > 0 ? { bands: toBands(spouseRows) } : {}),
            }
          : null,
        childCoverage:
          plan.childCoverage && plan.childCoverageAmount !== null && child.length > 0
            ? {
                coverageAmountDollars: plan.childCoverageAmount,
                costPerThousandCents: rateToCents(child[0]!.rate),
              }
            : null,
        maxAge: plan.maxAge,
      };
    }
    case 'whole_life': {
      const perThousand = forMember(ofUnit(rates, 'per_thousand'), 'employee');
      const monthly = forMember(ofUnit(rates, 'monthly_premium'), 'employee');
      // A flat monthly premium by issue age is a cost per thousand of a $1,000 policy when no amount is set.
      const amount = perThousand.length > 0 ? plan.coverageAmount : (plan.coverageAmount ?? 1000);
      const bands =
        perThousand.length > 0
          ? toBands(perThousand)
          : toBands(monthly).map((b) => ({ ...b, rateCents: (b.rateCents * 1000) / (amount ?? 1000) }));
      if (bands.length === 0) throw new PlanDataError(`Whole life plan ${plan.id} has no rates`);
      return {
        kind: 'whole_life',
        bands,
        maxIssueAge: plan.maxIssueAge ?? Math.max(...bands.map((b) => b.maxAge)),
        coverageAmountDollars: amount,
        variableCoverage: getVariableCoverage(plan),
      };
    }
    case 'short_term_disability':
      return {
        kind: 'short_term_disability',
        salaryCoveragePercentage: plan.salaryCoveragePercentage ?? 0,
        maxWeeklyBenefitDollars: plan.maxBenefit ?? 0,
        bands: toBands(forMember(ofUnit(rates, 'per_10_weekly_benefit'), 'employee')),
      };
    case 'long_term_disability':
      return {
        kind: 'long_term_disability',
        salaryCoveragePercentage: plan.salaryCoveragePercentage ?? 0,
        maxMonthlyBenefitDollars: plan.maxBenefit ?? 0,
        bands: toBands(forMember(ofUnit(rates, 'per_100_monthly_payroll'), 'employee')),
      };
    default: {
      // Medical (and age-rated dental, vision or accident): the age-21 base on the CMS curve, or age bands.
      const base = ofUnit(rates, 'age21_base');
      const capChildrenUnder21 = plan.type === 'medical';
      if (base.length > 0)
        return {
          kind: 'age_rated',
          baseRateCents: toCents(base[0]!.rate),
          tobaccoFactor: plan.tobaccoFactor,
          maxAge: plan.maxAge,
          capChildrenUnder21,
        };
      const bands = ofUnit(rates, 'monthly_premium').filter((r) => r.tier === null);
      if (bands.length === 0) throw new PlanDataError(`Age-priced plan ${plan.id} has no rates`);
      return {
        kind: 'age_rated',
        baseRateCents: 100,
        tobaccoFactor: plan.tobaccoFactor,
        maxAge: plan.maxAge,
        capChildrenUnder21,
        ageCurve: bandsAsAgeCurve(bands),
      };
    }
  }
}

/** A stored plan with its rates as the engine's PricedPlan. */
export function toPricedPlan(plan: PlanRow, rates: readonly RateRow[]): PricedPlan {
  return {
    id: plan.id,
    coverageType: plan.type,
    contributionStrategy: plan.contributionStrategy,
    pricing: toPlanPricing(plan, rates),
  };
}

/** A stored contribution row as the engine's rule (role = the employee role id; null = the default role). */
export function toContributionRule(row: ContributionRow): ContributionRule {
  return {
    role: row.employeeRoleId,
    active: row.active,
    employeePercentage: row.employeePercentage,
    dependentPercentage: row.dependentPercentage,
    employeeFixedAmount: fromCentsOrNull(row.employeeFixedAmountCents),
    dependentFixedAmount: fromCentsOrNull(row.dependentFixedAmountCents),
    tiers: readTiers(withDollars(row, CONTRIBUTION_MONEY), row.tiered === true),
  };
}

/**
 * A coverage line's contribution policy for an employee role (the shared selectContributionPolicy), from the
 * rows in effect on `on` (decision 0072): a row closed by a later change, or added from a later month, is not.
 */
export function toContributionPolicy(
  rows: readonly ContributionRow[],
  role: string | null,
  on: string,
): ContributionPolicy {
  const inEffect = rows.filter((row) =>
    isInEffectOn(
      {
        active: row.active,
        effectiveFrom: row.effectiveFrom ?? null,
        effectiveUntil: row.effectiveUntil ?? null,
      },
      on,
    ),
  );
  return selectContributionPolicy(
    inEffect.map((row) => ({ ...toContributionRule(row), contributionType: row.contributionType })),
    role,
  );
}
