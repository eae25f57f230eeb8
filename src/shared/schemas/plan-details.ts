import { z } from 'zod';
import { convertUsDateToIso } from '../domain/dates/dates';
import {
  CONTRIBUTION_STRATEGIES,
  COVERAGE_TYPES,
  POLICY_STATES,
  PRICING_TYPES,
  SEGMENTS,
} from '../domain/enums';
import {
  NEW_HIRE_MAX_AGE,
  NEW_HIRE_MAX_CHILDREN,
  NEW_HIRE_MIN_AGE,
  tierHasChildren,
  tierHasSpouse,
} from '../domain/new-hires/new-hire-cost';
import { moneySplitSchema } from './employer-dashboard';
import { createBirthDateSchema, MESSAGES, readToday, trimmedTextSchema, zipSchema } from './fields';

/**
 * Health plan details and the cost of a new hire (issue 12 items 2 and 3, decision 0029). Money in plan
 * fields is whole dollars (as stored); prices are integer cents a month (as the engine gives them).
 */

/** A plan year as these pages name it. */
export const planYearSchema = z.object({
  id: z.string(),
  status: z.enum(POLICY_STATES),
  effectiveAt: z.string().nullable(),
  renewalAt: z.string().nullable(),
});
export type PlanYear = z.infer<typeof planYearSchema>;

/** Where the plan's summary of benefits and coverage is: a document we store, or the carrier's address. */
export const sbcSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('document'), href: z.string(), name: z.string(), sizeBytes: z.number().int() }),
  z.object({ kind: z.literal('link'), href: z.string() }),
]);
export type Sbc = z.infer<typeof sbcSchema>;

export const planDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  carrier: z.string(),
  coverageType: z.enum(COVERAGE_TYPES),
  pricingType: z.enum(PRICING_TYPES),
  metalTier: z.string().nullable(),
  /** HMO, PPO, EPO, POS... (the plan's `plan_type`). */
  networkType: z.string().nullable(),
  network: z.string().nullable(),
  deductible: z.number().nullable(),
  familyDeductible: z.number().nullable(),
  /** 999999 means unlimited. */
  outOfPocketLimit: z.number().nullable(),
  familyOutOfPocketLimit: z.number().nullable(),
  estimatedCosts: z.record(z.string(), z.string()),
  annualMaximum: z.number().nullable(),
  preventiveCare: z.string().nullable(),
  eyeExam: z.string().nullable(),
  lenses: z.string().nullable(),
  contacts: z.string().nullable(),
  coverageAmount: z.number().nullable(),
  coverageAmountDisplay: z.string().nullable(),
  salaryCoveragePercentage: z.number().nullable(),
  maxBenefit: z.number().nullable(),
  benefitDuration: z.string().nullable(),
  eliminationPeriod: z.string().nullable(),
  hsaEligible: z.boolean(),
  contributionStrategy: z.enum(CONTRIBUTION_STRATEGIES),
  benefits: z.array(z.string()),
  /** The reference plan of percent-of-base-plan contributions on its line. */
  isBasePlan: z.boolean(),
  sbc: sbcSchema.nullable(),
  /** The carrier's provider directory and formulary (decision 0070), https only. */
  providerDirectoryUrl: z.string().nullable(),
  formularyUrl: z.string().nullable(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

/** `GET /api/v1/companies/:companyId/health-plan-details`: the current plan year's plans by line. */
export const healthPlanDetailsSchema = z.object({
  planYear: planYearSchema.nullable(),
  lines: z.array(z.object({ coverageType: z.enum(COVERAGE_TYPES), plans: z.array(planDetailSchema) })),
});
export type HealthPlanDetails = z.infer<typeof healthPlanDetailsSchema>;

/** `GET …/health-plan-details/:companyPolicyId/:planId`: one plan of a plan year. */
/** GET company_policies/{id}/dental_plans and /vision_plans (docs/spec/2 §7): the line's plans of the plan year. */
export const linePlansSchema = z.object({ results: z.array(planDetailSchema) });

export const healthPlanDetailSchema = z.object({ planYear: planYearSchema, plan: planDetailSchema });
export type HealthPlanDetail = z.infer<typeof healthPlanDetailSchema>;

export const healthPlanDetailParamsSchema = z.object({
  companyId: z.uuid('Unknown company.'),
  companyPolicyId: z.uuid('Unknown plan year.'),
  planId: z.uuid('Unknown plan.'),
});

export const NEW_HIRE_COST_MESSAGES = {
  age: `Please enter an age from ${NEW_HIRE_MIN_AGE} to ${NEW_HIRE_MAX_AGE}.`,
  childrenCount: `Please enter how many children, from 1 to ${NEW_HIRE_MAX_CHILDREN}.`,
  spouseAge: `Please enter the spouse's age, from ${NEW_HIRE_MIN_AGE} to ${NEW_HIRE_MAX_AGE}, or leave it empty.`,
  classRequired: 'Please choose a contribution class.',
  family: 'Please choose who is covered.',
  unknownClass: 'Please choose a contribution class from the list.',
} as const;

export const AGE_BASES = ['age', 'birthDate'] as const;

const isNewHireAge = (value: string) =>
  /^\d{1,3}$/.test(value) && Number(value) >= NEW_HIRE_MIN_AGE && Number(value) <= NEW_HIRE_MAX_AGE;
const isChildrenCount = (value: string) =>
  /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= NEW_HIRE_MAX_CHILDREN;

/**
 * A cross-field check runs even when other fields failed (every error at once), but not when a field it
 * reads did, nor when the whole value did: its value is then not what the check expects, and the failure
 * already has its message.
 */
const unlessFailed =
  (...fields: string[]) =>
  (payload: { issues: ReadonlyArray<{ path?: PropertyKey[] }> }) =>
    !payload.issues.some(
      // An issue at the root (no body, not an object) leaves no fields to read.
      (issue) => !issue.path?.length || fields.includes(String(issue.path[0])),
    );

/**
 * The cost-of-a-new-hire form as it holds its values (text as typed) and the request the server validates
 * with it: an age or a birth date (by `ageBasis`), a zip code, who is covered and, when children are,
 * how many, and the contribution class. Every error at once, each at its field.
 */
export function createNewHireCostSchema(today = readToday) {
  const birthDate = createBirthDateSchema(today);
  return z
    .object({
      ageBasis: z.enum(AGE_BASES, { error: MESSAGES.required }),
      age: trimmedTextSchema.max(10).default(''),
      bornAt: trimmedTextSchema.max(20).default(''),
      zip: zipSchema,
      family: z.enum(SEGMENTS, { error: NEW_HIRE_COST_MESSAGES.family }),
      childrenCount: trimmedTextSchema.max(10).default(''),
      /** Optional: empty prices the spouse at the employee's age. */
      spouseAge: trimmedTextSchema.max(10).default(''),
      employeeRoleId: z.uuid(NEW_HIRE_COST_MESSAGES.classRequired),
    })
    .refine((v) => v.ageBasis !== 'age' || isNewHireAge(v.age), {
      path: ['age'],
      message: NEW_HIRE_COST_MESSAGES.age,
      when: unlessFailed('ageBasis', 'age'),
    })
    .superRefine(
      (v, ctx) => {
        if (v.ageBasis !== 'birthDate') return;
        const parsed = birthDate.safeParse(v.bornAt);
        if (!parsed.success)
          ctx.addIssue({ code: 'custom', path: ['bornAt'], message: parsed.error.issues[0]!.message });
      },
      { when: unlessFailed('ageBasis', 'bornAt') },
    )
    .refine((v) => !tierHasSpouse(v.family) || v.spouseAge === '' || isNewHireAge(v.spouseAge), {
      path: ['spouseAge'],
      message: NEW_HIRE_COST_MESSAGES.spouseAge,
      when: unlessFailed('family', 'spouseAge'),
    })
    .refine((v) => !tierHasChildren(v.family) || isChildrenCount(v.childrenCount), {
      path: ['childrenCount'],
      message: NEW_HIRE_COST_MESSAGES.childrenCount,
      when: unlessFailed('family', 'childrenCount'),
    });
}

export const newHireCostSchema = createNewHireCostSchema();
export type NewHireCostInput = z.input<typeof newHireCostSchema>;
export type NewHireCostRequest = z.output<typeof newHireCostSchema>;

/** The birth date of the request in ISO, when it names one. */
export function birthDateOf(request: NewHireCostRequest): string | null {
  return request.ageBasis === 'birthDate' ? convertUsDateToIso(request.bornAt) : null;
}

/** `POST /api/v1/companies/:companyId/new-hire-cost`: every offered health plan's monthly cost. */
export const newHireCostResponseSchema = z.object({
  planYear: planYearSchema,
  /** ISO: the day coverage would start for someone hired today; ages are taken on it. */
  agesOn: z.string(),
  age: z.number().int(),
  family: z.enum(SEGMENTS),
  childrenCount: z.number().int(),
  /** The spouse's age as priced (the employee's when none was given); null when no spouse is covered. */
  spouseAge: z.number().int().nullable(),
  zip: z.string(),
  className: z.string(),
  lines: z.array(
    z.object({
      coverageType: z.enum(COVERAGE_TYPES),
      plans: z.array(
        z.object({
          planId: z.string(),
          planName: z.string(),
          carrier: z.string(),
          pricingType: z.enum(PRICING_TYPES),
          /** Null when the plan cannot be offered at this age (the carrier's maximum age). */
          monthly: moneySplitSchema.nullable(),
        }),
      ),
    }),
  ),
});
export type NewHireCost = z.infer<typeof newHireCostResponseSchema>;
