import { z } from 'zod';
import { COVERAGE_TYPES, RENEWAL_STATUSES } from '../domain/enums';
import { companyTokenQuerySchema, textSchema } from './fields';
import { sbcSchema } from './plan-details';

/*
 * The renewal suite comparison (docs/spec/3 "Renewal suite comparison", issue 13 item 5, decision 0039): the
 * company's current package against up to five renewal plan suites, each priced by the shared engine for the
 * company's census. Money is in cents a month.
 */

export const RENEWAL_SUITE_MESSAGES = {
  version: 'This renewal was changed in another window. Reload to see the latest.',
  versionMissing: 'Please reload the page: the version of this renewal is missing.',
  notOpen: 'This renewal is no longer open: its package can no longer change.',
  noRenewal: 'Your company has no renewal to compare.',
  suiteRequired: 'Choose a package.',
} as const;

/** docs/spec/3 "up to five renewal plan suites are compared". */
export const MAX_RENEWAL_SUITES = 5;

/** The id that names the current package in the calls (`plan_suites/current/…`, `company_policies/current/…`). */
export const CURRENT = 'current';

/** `current` or a record's id. */
export const currentOrIdSchema = z.union([z.literal(CURRENT), z.uuid('Unknown package.')]);

/** The company a call is about: its id token, whole or its 16-character prefix (the active company without). */
export { companyTokenQuerySchema };

export const planSuiteCostsQuerySchema = companyTokenQuerySchema.extend({
  include: z.literal('plans').optional(),
});
export type PlanSuiteCostsQuery = z.infer<typeof planSuiteCostsQuerySchema>;

const cents = z.number().int();
/** docs/spec/3: premium = companyContribution + employeeDeduction, a month. */
export const costsSchema = z.object({
  premium: cents,
  companyContribution: cents,
  employeeDeduction: cents,
  /** How many employees were priced. */
  employees: z.number().int(),
});
export type Costs = z.infer<typeof costsSchema>;

/** docs/spec/3's plan, with the line it belongs to. */
export const suitePlanSchema = z.object({
  id: z.string(),
  type: z.enum(COVERAGE_TYPES),
  full_display_name: z.string(),
  carrierName: z.string(),
  isBasePlan: z.boolean(),
  /** Dollars a year (null when the carrier gives none). */
  deductible: z.number().nullable(),
  estimated_costs: z.object({
    pcp_visit: z.string().nullable(),
    generic_drugs: z.string().nullable(),
    urgent_care: z.string().nullable(),
  }),
  /**
   * Its summary of benefits and coverage as Health plan details shows it (the company's stored document, else
   * the carrier's https link; decision 0070's rule), and the carrier's provider directory and formulary.
   */
  sbc: sbcSchema.nullable(),
  provider_directory_url: z.string().nullable(),
  formulary_url: z.string().nullable(),
});
export type SuitePlan = z.infer<typeof suitePlanSchema>;

/** One plan's cost when everyone covered on its line takes it. */
const planCostsSchema = z.array(costsSchema.extend({ planId: z.string() }));
/** One employee's cost on the package (every line they are covered on); the name only. */
const employeeCostsSchema = z.array(costsSchema.extend({ employeeId: z.string(), name: z.string() }));

/**
 * docs/spec/3's plan suite. `…/current_costs` fills the current* costs (priced under the current plan year's
 * contributions), `…/renewal_costs` the renewal* ones (under the renewal's contribution rows); `plans` comes
 * with `include=plans`.
 */
export const planSuiteSchema = z.object({
  id: z.string(),
  shortName: z.string(),
  plans: z.array(suitePlanSchema).optional(),
  currentPlanCosts: planCostsSchema.optional(),
  renewalPlanCosts: planCostsSchema.optional(),
  currentEmployeeCosts: employeeCostsSchema.optional(),
  renewalEmployeeCosts: employeeCostsSchema.optional(),
  currentPlanSuiteCosts: costsSchema.optional(),
  renewalPlanSuiteCosts: costsSchema.optional(),
  /**
   * The enrolled people the package moves to another network, per line and change (decision 0070; the current
   * package moves nobody).
   */
  networkChanges: z
    .array(
      z.object({
        coverageType: z.enum(COVERAGE_TYPES),
        from: z.string(),
        to: z.string(),
        people: z.number().int(),
      }),
    )
    .optional(),
});
export type PlanSuite = z.infer<typeof planSuiteSchema>;
export const planSuiteResponseSchema = z.object({ planSuite: planSuiteSchema });
export type PlanSuiteResponse = z.infer<typeof planSuiteResponseSchema>;

/** docs/spec/3's medical plan mapping: a current medical plan (planID) and what replaces it in each suite. */
export const medicalPlanMappingSchema = z.object({
  id: z.string(),
  name: z.string(),
  planID: z.string().nullable(),
  items: z.array(z.object({ planSuiteID: z.string(), planID: z.string() })),
});
export type MedicalPlanMapping = z.infer<typeof medicalPlanMappingSchema>;

export const medicalPlanMappingsResponseSchema = z.object({
  medicalPlanMappings: z.array(medicalPlanMappingSchema),
  /** The renewal compared: what selecting a package names and checks. */
  renewal: z.object({
    id: z.string(),
    status: z.enum(RENEWAL_STATUSES),
    effectiveAt: z.string(),
    version: z.number().int(),
    selectedPlanSuiteId: z.string().nullable(),
  }),
  /** The renewal suites in the comparison's order (at most five). */
  planSuites: z.array(z.object({ id: z.string(), shortName: z.string(), position: z.number().int() })),
});
export type MedicalPlanMappingsResponse = z.infer<typeof medicalPlanMappingsResponseSchema>;

/** `POST /employer-renewal/select-renewal-suite`: docs/spec/3's body, with the renewal's version read. */
export const selectRenewalSuiteRequestSchema = z.object({
  company_id_token: textSchema.max(64).optional(),
  plan_suite_id: z.uuid(RENEWAL_SUITE_MESSAGES.suiteRequired),
  version: z
    .number(RENEWAL_SUITE_MESSAGES.versionMissing)
    .int(RENEWAL_SUITE_MESSAGES.versionMissing)
    .positive(),
});
export type SelectRenewalSuiteRequest = z.infer<typeof selectRenewalSuiteRequestSchema>;

export const selectRenewalSuiteResponseSchema = z.object({ redirect_url: z.string() });
export type SelectRenewalSuiteResponse = z.infer<typeof selectRenewalSuiteResponseSchema>;
