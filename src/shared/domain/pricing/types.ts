import type { ContributionStrategy, CoverageType, PricingType } from '../enums';
import type { Cents } from '../money/money';

/** A person priced on a plan: the employee or one of their dependents, with their age on the effective date. */
export interface PricedMember {
  id: string;
  relationship: 'employee' | 'spouse' | 'domestic_partner' | 'child';
  /** Age in whole years on the coverage effective date. */
  age: number;
  isTobaccoUser?: boolean;
}

/** The employee and the dependents to be priced together (the employee first). */
export interface PricingCensus {
  employee: PricedMember;
  dependents: readonly PricedMember[];
  /** Annual salary in dollars; needed by variable life and disability plans. */
  annualSalaryDollars?: number | null;
  /** Chosen life / whole life coverage in dollars (variable coverage plans); 0 means decline. */
  coverageAmountDollars?: number | null;
  /** Chosen spouse coverage in dollars (plans with spouse variable coverage). */
  spouseCoverageAmountDollars?: number | null;
}

/** A rate that applies to members whose age falls within [minAge, maxAge] (inclusive). */
export interface AgeBandRate {
  minAge: number;
  maxAge: number;
  /** Cents per rate unit (per $1,000 of coverage, per $10 weekly benefit, per $100 covered payroll). */
  rateCents: number;
}

/** Medical (and some dental) plans rated per member on an age curve. */
export interface AgeRatedPricing {
  kind: 'age_rated';
  /** Monthly premium at age 21 (factor 1.0), in cents. */
  baseRateCents: Cents;
  /** Multiplier for tobacco users, 1 to 1.5 (45 CFR 147.102); absent means no tobacco rating. */
  tobaccoFactor?: number | null;
  /** The carrier's maximum age for the employee; older employees are not eligible (over_max_age). */
  maxAge?: number | null;
  /** Only the three oldest children under 21 are charged; true unless the plan says otherwise (dental). */
  capChildrenUnder21?: boolean;
  /** A state curve (index = age, last value for older ages); the CMS default curve when absent. */
  ageCurve?: readonly number[];
}

/** Monthly premiums per coverage tier, in cents. */
export interface SegmentRates {
  eeOnly: Cents;
  eeSpouse: Cents;
  eeChildren: Cents;
  eeFamily: Cents;
}

/** Dental, vision, accident and some medical plans: one premium per tier (segment or tier pricing). */
export interface SegmentPricing {
  kind: 'segment';
  pricingType: 'segment' | 'tier';
  rates: SegmentRates;
}

/** Life and term life: cost per $1,000 of coverage by the member's age band, with spouse and child coverage. */
export interface LifePricing {
  kind: 'life';
  /** Cost per thousand (cents) by the employee's age. */
  bands: readonly AgeBandRate[];
  /** Flat coverage amount in dollars when the plan is not variable. */
  coverageAmountDollars?: number | null;
  variableCoverage?: VariableCoverage | null;
  /** Spouse coverage: bands by the spouse's own age (the employee's bands when absent). */
  spouseCoverage?: {
    coverageAmountDollars?: number | null;
    variableCoverage?: VariableCoverage | null;
    bands?: readonly AgeBandRate[];
  } | null;
  /** Child coverage: one amount covering all children, priced once per family. */
  childCoverage?: { coverageAmountDollars: number; costPerThousandCents: number } | null;
  /** The carrier's maximum age; older employees are not eligible (over_max_age). */
  maxAge?: number | null;
}

/** A slider-chosen coverage amount: max, increment and salary multiple (docs/spec/1 §9). */
export interface VariableCoverage {
  maxDollars: number;
  incrementDollars: number;
  /** Salary × this, rounded down to the increment, also caps the amount; absent means no salary cap. */
  maxSalaryMultiplier?: number | null;
}

/** Whole life: cost per thousand by issue age, not issued above the maximum issue age. */
export interface WholeLifePricing {
  kind: 'whole_life';
  bands: readonly AgeBandRate[];
  maxIssueAge: number;
  coverageAmountDollars?: number | null;
  variableCoverage?: VariableCoverage | null;
}

/** Short term disability: a weekly benefit; the rate is per $10 of weekly benefit by age band. */
export interface ShortTermDisabilityPricing {
  kind: 'short_term_disability';
  salaryCoveragePercentage: number;
  maxWeeklyBenefitDollars: number;
  bands: readonly AgeBandRate[];
}

/** Long term disability: a monthly benefit; the rate is per $100 of covered monthly payroll by age band. */
export interface LongTermDisabilityPricing {
  kind: 'long_term_disability';
  salaryCoveragePercentage: number;
  maxMonthlyBenefitDollars: number;
  bands: readonly AgeBandRate[];
}

export type PlanPricing =
  | AgeRatedPricing
  | SegmentPricing
  | LifePricing
  | WholeLifePricing
  | ShortTermDisabilityPricing
  | LongTermDisabilityPricing;

/** A plan as the engine needs it. */
export interface PricedPlan {
  id: string;
  coverageType: CoverageType;
  contributionStrategy: ContributionStrategy;
  pricing: PlanPricing;
}

/** What the employee pays (after the employer's contribution), in cents. */
export interface CostShare {
  employeeTotalCost: Cents;
  employeeCost: Cents;
  dependentCost: Cents;
}

/** The age breakdown; message over_max_age means "Not Eligible" and every cost is 0. */
export interface AgeCostBreakdown extends CostShare {
  message: 'over_max_age' | null;
  /** The premium and the employer's part, so screens and payroll need no second computation. */
  totalPremium: Cents;
  employerCost: Cents;
}

export interface SegmentCostBreakdowns {
  eeOnly: CostShare;
  eeSpouse: CostShare;
  eeChildren: CostShare;
  eeFamily: CostShare;
}

interface PlanCostBase {
  planID: string;
  /** Monthly premium per member id, in cents (the employee's id included). */
  pricing: Record<string, Cents>;
  /** Cost per $1,000 of the employee's coverage, in cents (life plans); null otherwise. */
  costPerThousand: number | null;
  /** The child coverage amount in dollars (life plans with child coverage); null otherwise. */
  childCoverageAmount: number | null;
}

/** The spec's plan cost (docs/spec/1 §3), money in integer cents. */
export type PlanCost =
  | (PlanCostBase & { pricingType: 'age'; costBreakdowns: AgeCostBreakdown })
  | (PlanCostBase & { pricingType: Exclude<PricingType, 'age'>; costBreakdowns: SegmentCostBreakdowns });

/** The premiums of one plan for one census. */
export interface MemberPremiums {
  /** Premium per member, aligned with [employee, ...dependents]. */
  memberCents: Cents[];
  employeeCents: Cents;
  dependentCents: Cents;
  isOverMaxAge: boolean;
}
