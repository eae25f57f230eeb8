import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  CONTRIBUTION_TYPES,
  RENEWAL_STATUSES,
  SERVICE_LINES,
  type ServiceLine,
  WAITING_PERIODS,
} from '../domain/enums';
import {
  carrierGroupNumberSchema,
  carrierGroupSchema,
  carrierGroupVersionSchema,
  carrierPlanCodesSchema,
} from './carrier-identifiers';
import { participationSchema } from './employer-dashboard';
import { textSchema, versionSchema } from './fields';
import { sbcSchema } from './plan-details';

/*
 * The employer's renewal (issue 13 item 3, docs/spec/2 §2.4, §3, §7; decision 0037): the renewal record GET
 * ben_admin_renewal answers, the two PUTs' bodies ({ ben_admin_renewal, company_id_token }) and signing's
 * ({ id, signatureImageDataUrl }). The forms validate with the shared schemas of ./contribution
 * (createRenewalDetailsSchema, createEmployeeContributionsSchema); the server validates the same content with
 * them, every error at once, and adds a `form_error` entry for what belongs to no field (docs/spec/2 §8).
 */

export const RENEWAL_MESSAGES = {
  version: 'This renewal was changed in another window. Reload to see the latest.',
  versionMissing: 'Please reload the page: the version of this renewal is missing.',
  noRenewal: 'Your company has no renewal open.',
  notOpen: 'This renewal is not open for changes: it is being prepared or has already been signed.',
  notSigned: 'Sign the renewal before assigning contribution classes.',
  otherRow: "That contribution is not one of this renewal's.",
  otherEmployee: "That employee is not one of this renewal's.",
  otherClass: "That contribution class is not one of this renewal's medical contributions.",
  incomplete: 'Please complete the renewal details before signing.',
  duplicateName: 'Another contribution on this line has this name.',
} as const;

/** The form-level entry of the errors map (docs/spec/2 §8): shown under the form, not at a field. */
export const FORM_ERROR_KEY = 'form_error';

/** Life plans in renewal: the company pays all of it (docs/spec/2 §9 "contribution fixed at 100%"). */
export const LIFE_CONTRIBUTION = {
  contributionType: 'percentage',
  employeePercentage: 100,
  dependentPercentage: 100,
  employeeFixedAmount: null,
  dependentFixedAmount: null,
} as const;

const versionOf = versionSchema(RENEWAL_MESSAGES.versionMissing);

/** The query of GET ben_admin_renewal: the company's token, whole or its 16-character prefix. */
export const renewalQuerySchema = z.object({ company_id_token: textSchema.max(64).optional() });

/**
 * PUT ben_admin_renewal: the route checks the shape; the service validates the content with
 * createRenewalContributionsSchema (every error at once).
 */
export const renewalDetailsRequestSchema = z.object({
  company_id_token: textSchema.max(64).optional(),
  ben_admin_renewal: z.looseObject({ version: versionOf }),
});
export type RenewalDetailsRequest = z.infer<typeof renewalDetailsRequestSchema>;

/** PUT ben_admin_renewal/employee_contributions: each eligible employee's medical contribution class. */
export const employeeContributionsRequestSchema = z.object({
  company_id_token: textSchema.max(64).optional(),
  ben_admin_renewal: z.looseObject({ version: versionOf }),
});
export type EmployeeContributionsRequest = z.infer<typeof employeeContributionsRequestSchema>;

/** POST /api/v1/employer_application/sign_application (docs/spec/2 §7). */
export const signApplicationRequestSchema = z.object({
  id: z.uuid('Unknown renewal.'),
  signatureImageDataUrl: z.string().max(2_000_000).nullable().optional(),
});
export type SignApplicationRequest = z.infer<typeof signApplicationRequestSchema>;

const contributionRowResponseSchema = z.object({
  id: z.string(),
  serviceLine: z.enum(SERVICE_LINES),
  active: z.boolean(),
  name: z.string(),
  contributionType: z.enum(CONTRIBUTION_TYPES),
  employeePercentage: z.number().nullable(),
  dependentPercentage: z.number().nullable(),
  employeeFixedAmount: z.number().nullable(),
  dependentFixedAmount: z.number().nullable(),
});
export type RenewalContributionRow = z.infer<typeof contributionRowResponseSchema>;

/** What a census costs a month on a plan, in cents (the engine's CensusCost). */
const censusCostSchema = z.object({
  premium: z.number().int(),
  companyContribution: z.number().int(),
  employeeDeduction: z.number().int(),
  employees: z.number().int(),
});

/** An overview card (docs/spec/2 §2.4 labels, the plan fields of docs/spec/2 §3); total_cost priced for the census. */
const planCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  carrier_name: z.string(),
  service_line: z.enum(SERVICE_LINES),
  metal_tier: z.string().nullable(),
  plan_type: z.string().nullable(),
  deductible: z.number().nullable(),
  estimated_costs: z.object({ pcp_visit: z.string().nullable() }),
  annual_maximum: z.number().nullable(),
  preventive_care: z.string().nullable(),
  eye_exam: z.string().nullable(),
  lenses: z.string().nullable(),
  contacts: z.string().nullable(),
  coverage_amount: z.number().nullable(),
  salary_coverage_percentage: z.number().nullable(),
  max_benefit: z.number().nullable(),
  benefit_duration: z.string().nullable(),
  elimination_period: z.string().nullable(),
  /**
   * The plan's summary of benefits and coverage as Health plan details shows it: the company's stored document,
   * else the carrier's https link (decision 0070, one rule: `toPlanDocuments`); `sbc_url` is its address.
   */
  sbc: sbcSchema.nullable(),
  sbc_url: z.string().nullable(),
  /** The carrier's provider directory and formulary (https only; decision 0070). */
  provider_directory_url: z.string().nullable(),
  formulary_url: z.string().nullable(),
  /** The census's monthly premium on this plan, in cents. */
  total_cost: z.number().int(),
  costs: censusCostSchema,
});
export type PlanCard = z.infer<typeof planCardSchema>;

const renewalEmployeeSchema = z.object({
  /** The employee form id (the row key before signing). */
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  isEligible: z.boolean(),
  /** The employee's renewal application (once signed), else null. */
  renewalPolicyExternalID: z.string().nullable(),
  medicalCompanyContributionID: z.string().nullable(),
  renewalPolicyStatus: z.enum(APPLICATION_STATUSES).nullable(),
  renewalApplicationRelativePath: z.string().nullable(),
});
export type RenewalEmployee = z.infer<typeof renewalEmployeeSchema>;

const checksSchema = z.object({
  participation: participationSchema,
  /** Each eligible employee's class and employee-only premium on the medical base plan (no names). */
  medicalEmployeeOnlyPremiums: z.array(
    z.object({
      employeeRoleId: z.string().nullable(),
      employeeOnlyPremiumCents: z.number().int().nullable(),
    }),
  ),
  /** Class ids by renewal row name (what each row's name stands for; unknown names: a new class). */
  classIdsByName: z.record(z.string(), z.string()),
  /** The default class's name: a row of that name is the default rule. */
  defaultClassName: z.string().nullable(),
  affordability: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      employeeOnlyCostCents: z.number().int().nullable(),
      percentOfSalary: z.number().nullable(),
      isAffordable: z.boolean().nullable(),
    }),
  ),
  affordabilityThresholdPercent: z.number(),
  /**
   * What affordability is computed from, for the page to preview it from the contributions being typed with the
   * same rule (computeAffordability): each eligible employee's class, own age and salary (no dependents).
   */
  affordabilityEmployees: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      employeeRoleId: z.string().nullable(),
      employee: z.object({
        id: z.string(),
        relationship: z.enum(['employee', 'spouse', 'domestic_partner', 'child']),
        age: z.number().int(),
        isTobaccoUser: z.boolean().optional(),
      }),
      annualSalaryDollars: z.number().nullable(),
    }),
  ),
});
export type RenewalChecks = z.infer<typeof checksSchema>;

const planIdsSchema = z.object(
  Object.fromEntries(SERVICE_LINES.map((line) => [line, z.array(z.string())])) as Record<
    ServiceLine,
    z.ZodArray<z.ZodString>
  >,
);
const cardsSchema = z.object(
  Object.fromEntries(SERVICE_LINES.map((line) => [line, z.array(planCardSchema)])) as Record<
    ServiceLine,
    z.ZodArray<typeof planCardSchema>
  >,
);
const contributionsSchema = z.object(
  Object.fromEntries(SERVICE_LINES.map((line) => [line, z.array(contributionRowResponseSchema)])) as Record<
    ServiceLine,
    z.ZodArray<typeof contributionRowResponseSchema>
  >,
);

/** The renewal record (docs/spec/2 §3) with the renewal's id, status and version and the overview's cards. */
export const renewalRecordSchema = z.object({
  id: z.string(),
  status: z.enum(RENEWAL_STATUSES),
  version: z.number().int(),
  effectiveAt: z.string(),
  companyName: z.string(),
  /** The upcoming policy once signed, else null. */
  companyPolicyID: z.string().nullable(),
  companyIDToken: z.string(),
  zipCode: z.string().nullable(),
  probationaryPeriod: z.enum(WAITING_PERIODS).nullable(),
  /** Never the image itself (decision 0037): only whether the renewal is signed, and when. */
  signatureImageDataUrl: z.null(),
  isSigned: z.boolean(),
  signedAt: z.string().nullable(),
  /** Contribution lists per service line (docs/spec/2 §3's medical … shortTermDisability). */
  contributions: contributionsSchema,
  /** The lines the selected package offers (those whose contributions are required). */
  serviceLinesWithPlans: z.array(z.enum(SERVICE_LINES)),
  planIds: planIdsSchema,
  medicalCompanyContributionOptions: z.array(z.object({ id: z.string(), label: z.string() })),
  employees: z.array(renewalEmployeeSchema),
  plans: cardsSchema,
  /**
   * The package's plans in the engine's shape with each line's base plan: what the cards' totals are priced on
   * (with the plan year's census of GET company_policies/{id}?include=companyContributions), so a client or a
   * test can check them with the shared functions.
   */
  pricing: z.array(
    z.object({
      serviceLine: z.enum(SERVICE_LINES),
      basePlanId: z.string().nullable(),
      plans: z.array(
        z.object({
          id: z.string(),
          coverageType: z.string(),
          contributionStrategy: z.string(),
          pricing: z.unknown(),
        }),
      ),
    }),
  ),
  checks: checksSchema,
});
export type RenewalRecord = z.infer<typeof renewalRecordSchema>;

/** GET ben_admin_renewal: the record, or none when the company has no renewal (or it is not yet open). */
export const renewalResponseSchema = z.object({
  renewal: renewalRecordSchema.nullable(),
  /** Why there is no record to work on: no renewal, or one still with operations. */
  state: z.enum(['none', 'processing', 'ready']),
});
export type RenewalResponse = z.infer<typeof renewalResponseSchema>;

/*
 * The carriers' group numbers and plan codes for the renewal's package (issue 34 item 5, decisions 0069 and 0073):
 * `GET` and `PUT /api/v2/ben_admin_renewal/carrier_groups`. Each carrier of the selected package, with the numbers
 * on record for the company (the carrier-identifiers module's, the same that operations and broker of record set).
 */
export const RENEWAL_CARRIER_GROUP_MESSAGES = {
  notReady: 'Your renewal package is still being prepared. Enter the group numbers once it is ready.',
  otherCarrier: "That carrier has no plan in this renewal's package.",
  repeated: 'This carrier is sent twice.',
  otherPlan: "This plan is not one of this carrier's plans in the renewal's package.",
} as const;

const renewalCarrierGroupRowSchema = z.strictObject({
  carrierId: z.uuid(RENEWAL_CARRIER_GROUP_MESSAGES.otherCarrier),
  /** The carrier's group number for the group; '' when the carrier has not given one yet (ours is used). */
  groupNumber: carrierGroupNumberSchema,
  /** The package's plans of this carrier → the carrier's code ('' clears it). */
  planCodes: carrierPlanCodesSchema,
  /** The version of the numbers read (0 while none is on record); a stale one answers 409. */
  version: carrierGroupVersionSchema,
});

/** PUT ben_admin_renewal/carrier_groups: the numbers of some carriers of the package, checked as one. */
export const renewalCarrierGroupsRequestSchema = z.object({
  company_id_token: textSchema.max(64).optional(),
  carriers: z.array(renewalCarrierGroupRowSchema).max(40),
});
export type RenewalCarrierGroupsRequest = z.infer<typeof renewalCarrierGroupsRequestSchema>;

export const renewalCarrierGroupsSchema = z.object({
  /** The new plan year's first day. */
  effectiveAt: z.string(),
  status: z.enum(RENEWAL_STATUSES),
  /** Each carrier of the selected package, with its plans in the package and the numbers on record. */
  carriers: z.array(carrierGroupSchema),
});
export type RenewalCarrierGroups = z.infer<typeof renewalCarrierGroupsSchema>;

/** GET ben_admin_renewal/plans/{planId}/sbc: a plan of the renewal (a package's or the plan year renewed). */
export const renewalPlanParamsSchema = z.object({ planId: z.uuid('Unknown plan.') });
