import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, flag, id, percentage, timestamps } from './columns';
import {
  contributionStrategyEnum,
  coverageTypeEnum,
  individualPlanTypeEnum,
  pricingTypeEnum,
  rateMemberEnum,
  rateUnitEnum,
  segmentEnum,
} from './enums';

export const carriers = pgTable('carriers', {
  id: id(),
  name: text('name').notNull().unique(),
  logoUrl: text('logo_url'),
  /** The carrier's FEIN (N1*IN of its 834 files, decision 0061); an 834 waits until it is on record. */
  fein: text('fein'),
  /** The carrier's EDI receiver id (ISA08/GS03, qualifier ZZ); its name's letters when not on record. */
  ediReceiverId: text('edi_receiver_id'),
  /**
   * ISA15 of its 834s: T (test) while the carrier is onboarding the feed, P (production) once it takes them
   * (decision 0069); operations switch it. A new carrier starts in test.
   */
  ediUsage: text('edi_usage').$type<'T' | 'P'>().notNull().default('T'),
  /** Raised by each write of the EDI fields above (operations' carriers page, decision 0065). */
  version: integer('version').notNull().default(1),
});

export type EstimatedCosts = Partial<
  Record<
    | 'pcp_visit'
    | 'specialist_visit'
    | 'urgent_care'
    | 'emergency_room'
    | 'generic_drugs'
    | 'brand_drugs'
    | 'hospitalization'
    | 'drug_tier_1'
    | 'drug_tier_4'
    | 'preventive_care',
    string
  >
>;
export type Recommendation = { icon: string; label: string };

/** A carrier's plan, with the type-specific fields of docs/spec/1 §3 (nullable where a type has no use for them). */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id),
    type: coverageTypeEnum('type').notNull(),
    displayName: text('display_name').notNull(),
    rawName: text('raw_name').notNull(),
    /** Network type: HMO, HMP, PPO, EPO, POS, Indemnity, multiple. */
    planType: text('plan_type'),
    state: text('state').notNull(),
    targetMarket: text('target_market'),
    metalTier: text('metal_tier'),
    network: text('network'),
    pricingType: pricingTypeEnum('pricing_type').notNull(),
    contributionStrategy: contributionStrategyEnum('contribution_strategy').notNull().default('Contributory'),
    /** Fully employer-paid plans that an employee may still decline (docs/spec/1 §4, accident). */
    isDeclinableWhenEmployerPaid: flag('is_declinable_when_employer_paid'),
    hsaEligible: flag('hsa_eligible'),
    tobaccoFactor: numeric('tobacco_factor', { precision: 4, scale: 3, mode: 'number' }),
    /** Oldest age the carrier covers (age-priced plans: cost shows over_max_age past it). */
    maxAge: integer('max_age'),
    /** Whole life: the oldest age at which the carrier issues a policy. */
    maxIssueAge: integer('max_issue_age'),
    deductibleCents: bigint('deductible_cents', { mode: 'number' }),
    familyDeductibleCents: bigint('family_deductible_cents', { mode: 'number' }),
    /** Out-of-pocket limit; 999999 means unlimited. */
    limitCents: bigint('limit_cents', { mode: 'number' }),
    familyLimitCents: bigint('family_limit_cents', { mode: 'number' }),
    estimatedCosts: jsonb('estimated_costs').$type<EstimatedCosts>().notNull().default(sql`'{}'::jsonb`),
    finePrint: jsonb('fine_print').$type<{ network?: string; plan_type?: string }>(),
    benefits: jsonb('benefits').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    recommendation: jsonb('recommendation').$type<Recommendation[]>().notNull().default(sql`'[]'::jsonb`),
    /** The carrier's SBC page (https); a document the company holds is a stored file (decision 0029). */
    sbcUrl: text('sbc_url'),
    /** The carrier's provider directory (medical, dental, vision) and drug list (medical), https (decision 0070). */
    providerDirectoryUrl: text('provider_directory_url'),
    formularyUrl: text('formulary_url'),
    /** Raised by each write of the document links above (operations' plans page). */
    version: integer('version').notNull().default(1),
    // Dental and vision card fields (docs/spec/2 §3).
    annualMaximumCents: bigint('annual_maximum_cents', { mode: 'number' }),
    preventiveCare: text('preventive_care'),
    eyeExam: text('eye_exam'),
    lenses: text('lenses'),
    contacts: text('contacts'),
    // Life fields.
    coverageAmountCents: bigint('coverage_amount_cents', { mode: 'number' }),
    coverageAmountDisplay: text('coverage_amount_display'),
    variableCoverage: flag('variable_coverage'),
    variableCoverageAmountIncrementCents: bigint('variable_coverage_amount_increment_cents', {
      mode: 'number',
    }),
    variableCoverageAmountMaxCents: bigint('variable_coverage_amount_max_cents', { mode: 'number' }),
    maxSalaryMultiplier: numeric('max_salary_multiplier', { precision: 5, scale: 2, mode: 'number' }),
    spouseCoverage: flag('spouse_coverage'),
    spouseVariableCoverage: flag('spouse_variable_coverage'),
    spouseCoverageAmountCents: bigint('spouse_coverage_amount_cents', { mode: 'number' }),
    spouseVariableCoverageAmountMaxCents: bigint('spouse_variable_coverage_amount_max_cents', {
      mode: 'number',
    }),
    spouseVariableCoverageAmountIncrementCents: bigint('spouse_variable_coverage_amount_increment_cents', {
      mode: 'number',
    }),
    childCoverage: flag('child_coverage'),
    childCoverageAmountCents: bigint('child_coverage_amount_cents', { mode: 'number' }),
    // Disability fields.
    salaryCoveragePercentage: percentage('salary_coverage_percentage'),
    maxBenefitCents: bigint('max_benefit_cents', { mode: 'number' }),
    benefitDuration: text('benefit_duration'),
    eliminationPeriod: text('elimination_period'),
    ...timestamps,
  },
  (t) => [index('plans_type_state_idx').on(t.type, t.state)],
);

/**
 * Plan rates. One table for every pricing basis; `unit` says how a row applies:
 * age21_base (medical, times the CMS age factor), monthly_premium (a tier, or an age band),
 * per_thousand (life, by age band), per_10_weekly_benefit (STD), per_100_monthly_payroll (LTD).
 */
export const planRates = pgTable(
  'plan_rates',
  {
    id: id(),
    planId: belongsTo('plan_id', () => plans.id),
    unit: rateUnitEnum('unit').notNull(),
    member: rateMemberEnum('member').notNull().default('any'),
    tier: segmentEnum('tier'),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    rate: numeric('rate', { precision: 12, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [index('plan_rates_plan_idx').on(t.planId)],
);

/**
 * Individual (self-paid) dental and vision plans for the done page's upsell: sold directly by the carrier,
 * in the listed states (['all'] = every state of the offer's list). Monthly costs in dollars; an annual
 * maximum of 999999 means unlimited.
 */
export const individualPlans = pgTable(
  'individual_plans',
  {
    id: id(),
    type: individualPlanTypeEnum('type').notNull(),
    carrier: text('carrier').notNull(),
    displayName: text('display_name').notNull(),
    states: jsonb('states').$type<string[]>().notNull().default(sql`'["all"]'::jsonb`),
    monthlySelfCostCents: bigint('monthly_self_cost_cents', { mode: 'number' }).notNull(),
    monthlySpouseCostCents: bigint('monthly_spouse_cost_cents', { mode: 'number' }).notNull(),
    monthlyChildCostCents: bigint('monthly_child_cost_cents', { mode: 'number' }).notNull(),
    monthlyFamilyCostCents: bigint('monthly_family_cost_cents', { mode: 'number' }).notNull(),
    deductibleCents: bigint('deductible_cents', { mode: 'number' }),
    annualMaximumCents: bigint('annual_maximum_cents', { mode: 'number' }),
    /** docs/spec/3 §3 "Individual plan": dental's cavities (fillings) coverage, vision's exam, lenses, frames, contacts. */
    cavities: text('cavities'),
    /** docs/spec/3 §2's dental card: the other benefits beside cavities and the annual maximum. */
    cleanings: text('cleanings'),
    braces: text('braces'),
    crowns: text('crowns'),
    rootCanals: text('root_canals'),
    extractions: text('extractions'),
    gumCleaning: text('gum_cleaning'),
    eyeExam: text('eye_exam'),
    lenses: text('lenses'),
    frames: text('frames'),
    contacts: text('contacts'),
    /** The plan's fine print, in titled sections. */
    finePrint: jsonb('fine_print')
      .$type<{ title: string; body: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    active: flag('active', true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('individual_plans_type_idx').on(t.type)],
);
