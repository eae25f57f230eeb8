import {
  type ContributionPolicy,
  type ContributionSplit,
  type PremiumParts,
  ruleForTier,
  selectContributionRule,
  splitPremium,
} from '../contributions/contributions';
import type { Segment } from '../enums';
import { type Cents, splitCentsEvenly } from '../money/money';
import { priceAgeRatedPlan } from './age-rated';
import { priceLongTermDisabilityPlan, priceShortTermDisabilityPlan } from './disability';
import { type LifePlanPremiums, priceLifePlan, priceWholeLifePlan } from './life';
import { SEGMENT_RATE_KEYS, selectSegment, splitSegmentPremium } from './segment';
import type {
  AgeCostBreakdown,
  CostShare,
  MemberPremiums,
  PlanCost,
  PlanPricing,
  PricedPlan,
  PricingCensus,
  SegmentCostBreakdowns,
  SegmentPricing,
} from './types';

/** How the employer contributes to this plan for this employee. */
export interface PlanCostContribution {
  policy: ContributionPolicy;
  /** The employee's contribution role; null is the default role. */
  role: string | null;
  /** The reference plan of percent_of_base_plan (the least expensive plan); the plan itself when absent. */
  basePlan?: PricedPlan | null;
}

type PricedResult = MemberPremiums &
  Partial<Pick<LifePlanPremiums, 'costPerThousandCents' | 'childCoverageAmountDollars'>>;

/** Premiums of a census on any per-member plan (age-rated, life, whole life, disability). */
export function priceMembers(
  pricing: Exclude<PlanPricing, SegmentPricing>,
  census: PricingCensus,
): PricedResult {
  switch (pricing.kind) {
    case 'age_rated':
      return priceAgeRatedPlan(pricing, census);
    case 'life':
      return priceLifePlan(pricing, census);
    case 'whole_life':
      return priceWholeLifePlan(pricing, census);
    case 'short_term_disability':
      return priceShortTermDisabilityPlan(pricing, census);
    case 'long_term_disability':
      return priceLongTermDisabilityPlan(pricing, census);
  }
}

/** The premium parts of any plan for a census: segment plans take the tier the dependents fall in. */
export function priceCensusParts(pricing: PlanPricing, census: PricingCensus): PremiumParts {
  if (pricing.kind === 'segment') return splitSegmentPremium(pricing.rates, selectSegment(census.dependents));
  const p = priceMembers(pricing, census);
  return { employeeCents: p.employeeCents, dependentCents: p.dependentCents };
}

/** The reference premium used to rank plans: the age-21 rate of age-rated plans, the employee-only rate of tier plans. */
export function getReferencePremium(pricing: PlanPricing): number | null {
  if (pricing.kind === 'age_rated') return pricing.baseRateCents;
  if (pricing.kind === 'segment') return pricing.rates.eeOnly;
  return null;
}

/** The base plan of percent_of_base_plan: the least expensive plan by reference premium (first on ties); null when none can be ranked. */
export function selectBasePlan<P extends PricedPlan>(plans: readonly P[]): P | null {
  let best: P | null = null;
  let bestPremium = Number.POSITIVE_INFINITY;
  for (const plan of plans) {
    const premium = getReferencePremium(plan.pricing);
    if (premium !== null && premium < bestPremium) {
      best = plan;
      bestPremium = premium;
    }
  }
  return best;
}

const toCostShare = (split: ContributionSplit): CostShare => ({
  employeeTotalCost: split.employeeTotalCents,
  employeeCost: split.employeeCostCents,
  dependentCost: split.dependentCostCents,
});

/** A plan is non-contributory when the employer pays 100% (docs/spec/1 §4). */
export function isNonContributoryPlan(plan: Pick<PricedPlan, 'contributionStrategy'>): boolean {
  return plan.contributionStrategy === 'Non-Contributory';
}

/** The spec's plan cost: premiums per member, and what the employee pays after the employer's contribution. */
export function buildPlanCost(
  plan: PricedPlan,
  census: PricingCensus,
  contribution: PlanCostContribution,
): PlanCost {
  const rule = selectContributionRule(contribution.policy.rules, contribution.role);
  const type = contribution.policy.type;
  const nonContributory = isNonContributoryPlan(plan);
  const base = contribution.basePlan?.pricing ?? plan.pricing;
  const pricing = plan.pricing;

  if (pricing.kind === 'segment') {
    const breakdowns = {} as SegmentCostBreakdowns;
    for (const [segment, key] of SEGMENT_RATE_KEYS) {
      const parts = splitSegmentPremium(pricing.rates, segment);
      const baseParts =
        base.kind === 'segment' ? splitSegmentPremium(base.rates, segment) : priceCensusParts(base, census);
      breakdowns[key] = toCostShare(
        splitPremium(type, ruleForTier(rule, segment), parts, baseParts, nonContributory),
      );
    }
    return {
      planID: plan.id,
      pricingType: pricing.pricingType,
      pricing: distributeSegmentPremium(pricing, census),
      costBreakdowns: breakdowns,
      costPerThousand: null,
      childCoverageAmount: null,
    };
  }

  const priced = priceMembers(pricing, census);
  // Plain assignments, not a computed-key literal or object spread: both are several times slower here.
  const record: Record<string, Cents> = {};
  record[census.employee.id] = priced.memberCents[0]!;
  for (let i = 0; i < census.dependents.length; i++)
    record[census.dependents[i]!.id] = priced.memberCents[i + 1]!;
  let breakdown: AgeCostBreakdown;
  if (priced.isOverMaxAge) {
    breakdown = {
      employeeTotalCost: 0,
      employeeCost: 0,
      dependentCost: 0,
      message: 'over_max_age',
      totalPremium: 0,
      employerCost: 0,
    };
  } else {
    const parts = { employeeCents: priced.employeeCents, dependentCents: priced.dependentCents };
    const baseParts = base === pricing ? parts : priceCensusParts(base, census);
    // A tiered rule takes the tier the covered dependents fall in (a spouse, children or both).
    const tierRule = rule.tiers ? ruleForTier(rule, selectSegment(census.dependents)) : rule;
    const split = splitPremium(type, tierRule, parts, baseParts, nonContributory);
    breakdown = {
      employeeTotalCost: split.employeeTotalCents,
      employeeCost: split.employeeCostCents,
      dependentCost: split.dependentCostCents,
      message: null,
      totalPremium: split.premiumCents,
      employerCost: split.employerTotalCents,
    };
  }
  return {
    planID: plan.id,
    pricingType: 'age',
    pricing: record,
    costBreakdowns: breakdown,
    costPerThousand: priced.costPerThousandCents ?? null,
    childCoverageAmount: priced.childCoverageAmountDollars ?? null,
  };
}

/** Tier premium per member: the employee gets the employee-only rate; the rest of the tier is shared evenly by the dependents. */
export function distributeSegmentPremium(
  pricing: SegmentPricing,
  census: PricingCensus,
): Record<string, Cents> {
  const segment: Segment = selectSegment(census.dependents);
  const parts = splitSegmentPremium(pricing.rates, segment);
  const record: Record<string, Cents> = {};
  record[census.employee.id] = parts.employeeCents;
  const deps = census.dependents;
  if (deps.length > 0) {
    const shares = splitCentsEvenly(parts.dependentCents, deps.length);
    for (let i = 0; i < deps.length; i++) record[deps[i]!.id] = shares[i]!;
  }
  return record;
}
