import type {
  AgeRatedPricing,
  LifePricing,
  LongTermDisabilityPricing,
  PricedMember,
  PricedPlan,
  PricingCensus,
  SegmentPricing,
  ShortTermDisabilityPricing,
  WholeLifePricing,
} from './types';

/** Named fixtures shared by the pricing tests. */
export const employee40: PricedMember = { id: 'emp', relationship: 'employee', age: 40 };
export const spouse38: PricedMember = { id: 'sp', relationship: 'spouse', age: 38 };
export const child = (id: string, age: number): PricedMember => ({ id, relationship: 'child', age });

/** An employee alone. */
export const singleEmployee: PricingCensus = { employee: employee40, dependents: [] };

/** Employee, spouse and four children under 21: the youngest (age 3) is free. */
export const familyWithFourYoungChildren: PricingCensus = {
  employee: employee40,
  dependents: [spouse38, child('c12', 12), child('c3', 3), child('c16', 16), child('c8', 8)],
};

/** A family with a 21-year-old child, who is charged at their own factor and not counted in the cap. */
export const familyWithAdultChild: PricingCensus = {
  employee: employee40,
  dependents: [child('c21', 21), child('c15', 15), child('c10', 10), child('c5', 5), child('c2', 2)],
};

/** A $500.00 age-21 base rate on the CMS curve. */
export const silverAgeRated: AgeRatedPricing = { kind: 'age_rated', baseRateCents: 50_000 };

export const silverAgeRatedWithTobacco: AgeRatedPricing = { ...silverAgeRated, tobaccoFactor: 1.5 };

export const dentalTier: SegmentPricing = {
  kind: 'segment',
  pricingType: 'tier',
  rates: { eeOnly: 3_000, eeSpouse: 6_000, eeChildren: 7_500, eeFamily: 11_000 },
};

export const medicalSegment: SegmentPricing = {
  kind: 'segment',
  pricingType: 'segment',
  rates: { eeOnly: 45_000, eeSpouse: 90_000, eeChildren: 80_000, eeFamily: 130_000 },
};

/** Term life: 15¢ per $1,000 under 40, 30¢ 40–49, 60¢ 50–64; slider to $500k in $10k steps, 5× salary. */
export const termLife: LifePricing = {
  kind: 'life',
  bands: [
    { minAge: 18, maxAge: 39, rateCents: 15 },
    { minAge: 40, maxAge: 49, rateCents: 30 },
    { minAge: 50, maxAge: 64, rateCents: 60 },
  ],
  variableCoverage: { maxDollars: 500_000, incrementDollars: 10_000, maxSalaryMultiplier: 5 },
  spouseCoverage: { variableCoverage: { maxDollars: 100_000, incrementDollars: 5_000 } },
  childCoverage: { coverageAmountDollars: 10_000, costPerThousandCents: 20 },
  maxAge: 64,
};

/** Basic life with a flat $50,000 benefit. */
export const basicLife: LifePricing = {
  kind: 'life',
  bands: [{ minAge: 0, maxAge: 69, rateCents: 20 }],
  coverageAmountDollars: 50_000,
};

export const wholeLife: WholeLifePricing = {
  kind: 'whole_life',
  bands: [
    { minAge: 18, maxAge: 45, rateCents: 150 },
    { minAge: 46, maxAge: 65, rateCents: 300 },
  ],
  maxIssueAge: 65,
  coverageAmountDollars: 25_000,
};

export const shortTermDisability: ShortTermDisabilityPricing = {
  kind: 'short_term_disability',
  salaryCoveragePercentage: 60,
  maxWeeklyBenefitDollars: 1_000,
  bands: [
    { minAge: 18, maxAge: 39, rateCents: 40 },
    { minAge: 40, maxAge: 69, rateCents: 55 },
  ],
};

export const longTermDisability: LongTermDisabilityPricing = {
  kind: 'long_term_disability',
  salaryCoveragePercentage: 60,
  maxMonthlyBenefitDollars: 5_000,
  bands: [
    { minAge: 18, maxAge: 39, rateCents: 25 },
    { minAge: 40, maxAge: 69, rateCents: 45 },
  ],
};

/** A contributory medical plan priced the given way (the contribution and census pricing tests). */
export const contributoryMedicalPlan = (id: string, pricing: PricedPlan['pricing']): PricedPlan => ({
  id,
  coverageType: 'medical',
  contributionStrategy: 'Contributory',
  pricing,
});

/** The age-rated silver plan and the tier-rated one, contributory medical (id 'silver' and 'tier'). */
export const silverMedicalPlan = contributoryMedicalPlan('silver', silverAgeRated);
export const tierMedicalPlan = contributoryMedicalPlan('tier', medicalSegment);
