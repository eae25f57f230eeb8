import { z } from 'zod';
import { CONTRIBUTION_STRATEGIES, COVERAGE_TYPES, PLAN_ELIGIBILITIES, PRICING_TYPES } from '../domain/enums';
import { textSchema } from './fields';
import { sbcSchema } from './plan-details';

/**
 * A plan as the choose-coverage screens show it (docs/spec/1 §3 "Plan"), field names as the spec gives them.
 * Money here is in dollars (deductible 1500; limit 999999 means unlimited).
 */
export const planViewSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  raw_name: z.string(),
  carrier: z.string(),
  carrier_logo: z.string().nullable(),
  /** Network type: HMO, HMP, PPO, EPO, POS, Indemnity, multiple. */
  plan_type: z.string().nullable(),
  type: z.enum(COVERAGE_TYPES),
  state: z.string(),
  target_market: z.string().nullable(),
  metal_tier: z.string().nullable(),
  pricing_type: z.enum(PRICING_TYPES),
  deductible: z.number().nullable(),
  family_deductible: z.number().nullable(),
  limit: z.number().nullable(),
  family_limit: z.number().nullable(),
  estimated_costs: z.record(z.string(), z.string()),
  fine_print: z.object({ network: z.string().optional(), plan_type: z.string().optional() }).nullable(),
  network: z.string().nullable(),
  recommendation: z.array(z.object({ icon: z.string(), label: z.string() })),
  is_company_eligible_for_plan: z.enum(PLAN_ELIGIBILITIES),
  contribution_strategy: z.enum(CONTRIBUTION_STRATEGIES),
  /** Employer pays 100% but the employee may still decline (docs/spec/1 §4, accident). */
  is_declinable_when_employer_paid: z.boolean(),
  hsa_eligible: z.boolean(),
  coverage_amount: z.number().nullable(),
  coverage_amount_display: z.string().nullable(),
  benefits: z.array(z.string()),
  has_sbc: z.boolean(),
  /** The SBC's address: the company's document (through the API) or the carrier's page; https or our own. */
  sbc_url: z.string().nullable(),
  /** The SBC as the shared link shows it (decision 0070): a stored document or the carrier's link. */
  sbc: sbcSchema.nullable(),
  provider_directory_url: z.string().nullable(),
  formulary_url: z.string().nullable(),
  annual_maximum: z.number().nullable(),
  preventive_care: z.string().nullable(),
  eye_exam: z.string().nullable(),
  lenses: z.string().nullable(),
  contacts: z.string().nullable(),
  variable_coverage: z.boolean(),
  variable_coverage_amount_increment: z.number().nullable(),
  variable_coverage_amount_max: z.number().nullable(),
  max_salary_multiplier: z.number().nullable(),
  salary_coverage_percentage: z.number().nullable(),
  max_benefit: z.number().nullable(),
  benefit_duration: z.string().nullable(),
  elimination_period: z.string().nullable(),
  spouse_coverage: z.boolean(),
  spouse_variable_coverage: z.boolean(),
  spouse_coverage_amount: z.number().nullable(),
  spouse_variable_coverage_amount_max: z.number().nullable(),
  spouse_variable_coverage_amount_increment: z.number().nullable(),
  child_coverage: z.boolean(),
  child_coverage_amount: z.number().nullable(),
  /** The carrier's oldest age for age-priced plans, and whole life's maximum issue age. */
  max_age: z.number().nullable(),
  max_issue_age: z.number().nullable(),
});
export type PlanView = z.infer<typeof planViewSchema>;

export const plansQuerySchema = z.object({
  type: z.enum(COVERAGE_TYPES, { error: 'Choose a coverage type.' }),
});
export const plansResponseSchema = z.object({
  plans: z.array(planViewSchema),
  /**
   * On a renewal application, the employee's plan on this line in the plan year renewed (its network, for the
   * renewal's network-change warning, decision 0070); null otherwise.
   */
  renewed_plan: z
    .object({
      id: z.string(),
      display_name: z.string(),
      plan_type: z.string().nullable(),
      network: z.string().nullable(),
      /**
       * The plan of this renewal's line that continues it (findContinuingPlan): the screen marks it "Your current
       * plan"; null when no plan does.
       */
      continued_by_plan_id: z.string().nullable(),
    })
    .nullable(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

const costShare = z.object({
  employeeTotalCost: z.number(),
  employeeCost: z.number(),
  dependentCost: z.number(),
});

/** The engine's PlanCost (src/shared/domain/pricing/types.ts): money in integer cents, monthly. */
export const planCostSchema = z.object({
  planID: z.string(),
  pricingType: z.enum(PRICING_TYPES),
  pricing: z.record(z.string(), z.number()),
  costBreakdowns: z.union([
    costShare.extend({
      message: z.literal('over_max_age').nullable(),
      totalPremium: z.number(),
      employerCost: z.number(),
    }),
    z.object({ eeOnly: costShare, eeSpouse: costShare, eeChildren: costShare, eeFamily: costShare }),
  ]),
  costPerThousand: z.number().nullable(),
  childCoverageAmount: z.number().nullable(),
});

export const planCostsQuerySchema = z.object({
  type: z.enum(COVERAGE_TYPES, { error: 'Choose a coverage type.' }),
  /** Comma-separated dependent ids to price with the employee; absent means the employee alone. */
  dependentIDs: textSchema.max(2000).optional(),
  coverageAmount: z.coerce.number().min(0).optional(),
  spouseCoverageAmount: z.coerce.number().min(0).optional(),
});
export const planCostsResponseSchema = z.object({ planCosts: z.array(planCostSchema) });

/** An individual (self-paid) dental or vision plan for the done-page upsell (docs/spec/3 §3 "Individual plan"). */
export const individualPlanSchema = z.object({
  id: z.string(),
  type: z.enum(['individual_dental', 'individual_vision']),
  display_name: z.string(),
  carrier: z.string(),
  /** Monthly, dollars. */
  total_employee_premium: z.number(),
  employee_costs: z.object({
    self_cost: z.number(),
    spouse_cost: z.number(),
    child_cost: z.array(z.number()),
    family_cost: z.number(),
  }),
  deductible: z.number().nullable(),
  annual_maximum: z.union([z.literal('Unlimited'), z.number()]).nullable(),
  /** Dental: how cavities (fillings) are covered. */
  cavities: z.string().nullable(),
  /** Dental (docs/spec/3 §2's card): cleanings, braces, crowns, root canals, extraction and gum cleaning. */
  cleanings: z.string().nullable(),
  braces: z.string().nullable(),
  crowns: z.string().nullable(),
  root_canals: z.string().nullable(),
  extraction: z.string().nullable(),
  gum_cleaning: z.string().nullable(),
  /** The plan's fine print, in titled sections. */
  fine_print: z.array(z.object({ title: z.string(), body: z.string() })),
  /** Vision: the eye exam, lenses, frames and contacts benefits. */
  eye_exam: z.string().nullable(),
  lenses: z.string().nullable(),
  frames: z.string().nullable(),
  contacts: z.string().nullable(),
});
export const individualPlansResponseSchema = z.object({
  plans: z.array(individualPlanSchema),
  /** Enrolled individual plans (their names) for the upsell card list. */
  enrolledPlanNames: z.array(z.string()),
});
