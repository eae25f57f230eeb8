import { z } from 'zod';
import { TIER_FIELD_NAMES, type TierFieldName } from '../domain/contributions/contributions';
import {
  ENROLLMENT_WINDOW_MESSAGES,
  NEW_HIRE_WINDOW_DAYS,
} from '../domain/enrollment-window/enrollment-window';
import {
  APPLICATION_STATUSES,
  CONTRIBUTION_TYPES,
  COVERAGE_TYPES,
  type CoverageType,
  POLICY_STATES,
  WAITING_PERIODS,
} from '../domain/enums';
import type { PricedPlan, PricingCensus } from '../domain/pricing/types';
import {
  CONTRIBUTION_MESSAGES,
  checkContributionRow,
  contributionRowShape,
  tierFieldsShape,
} from './contribution';
import {
  ALWAYS_REFINE,
  changeEffectiveOnSchema,
  MESSAGES,
  textSchema,
  usDateSchema,
  versionSchema,
} from './fields';

/*
 * Manage policy (issue 12 item 1, decision 0030): the company policy (docs/spec/2 §3) and its contributions, one row per
 * line and class (a null class is the default class). The PUT sends the whole table with the policy's `version`:
 * a saved row sent with `active: false`, or left out, is deactivated; a row without id is new.
 */

export const COMPANY_POLICY_MESSAGES = {
  version: 'This plan year was changed in another window. Reload to see the latest.',
  versionMissing: 'Please reload the page: the version of this plan year is missing.',
  duplicateClass: 'This class already has a contribution on this line.',
  lineNotOffered: 'This plan year offers no plans on this line.',
  cancelled: 'This plan year is cancelled: its contributions can no longer change.',
  otherClass: "That class is not one of this company's.",
  otherRow: "That contribution is not one of this plan year's.",
  tieringMidYear:
    'Tiered contributions apply to the whole plan year: switch them on or off before the plan year starts.',
} as const;

/** The coverage lines the simulation prices: those priced on age or family tier alone (as cost of a new hire). */
export const SIMULATED_LINES = ['medical', 'dental', 'vision'] as const satisfies readonly CoverageType[];
export type SimulatedLine = (typeof SIMULATED_LINES)[number];

/** The lines whose contributions are checked against the carriers' usual minimum (50% of employee-only). */
export const CARRIER_MINIMUM_LINES: readonly CoverageType[] = ['medical'];

const versionOf = versionSchema(COMPANY_POLICY_MESSAGES.versionMissing);

/**
 * One contribution row of a plan year: its line and class; the name is the class's (the server sets it). Its
 * values are checked by the table (checkContributionRow), which knows whether the plan year is tiered.
 */
export const companyContributionRowSchema = z.object({
  ...contributionRowShape,
  ...tierFieldsShape,
  id: z.uuid('Unknown contribution.').nullable().optional(),
  name: textSchema.max(100).optional(),
  serviceLine: z.enum(COVERAGE_TYPES, { error: MESSAGES.required }),
  employeeRoleId: z.uuid("That class is not one of this company's.").nullable(),
});
export type CompanyContributionRow = z.infer<typeof companyContributionRowSchema>;
export type CompanyContributionRowInput = z.input<typeof companyContributionRowSchema>;

type TableRow = { active?: unknown; serviceLine?: unknown; employeeRoleId?: unknown } | null | undefined;

/**
 * The contribution table of a plan year: whether it is tiered (left out: as it is); each row as the spec's row
 * rules say (tiered: the dependents' value of each tier); each line with plans needs an active row ("At least
 * one contribution is required."); one active row per class and line; no row on a line the plan year does not
 * offer. `offeredLines` empty: the rows only (what the route checks before the service).
 */
export function createCompanyContributionsSchema(offeredLines: readonly CoverageType[]) {
  return z
    .object({
      version: versionOf,
      hasTieredContributions: z.boolean().optional(),
      /**
       * The first of the month the change takes effect (decision 0072); left out, the earliest allowed
       * (`contributionChange.effectiveDates[0]`). The server checks it with changeEffectiveDateError.
       */
      effectiveOn: changeEffectiveOnSchema.optional(),
      companyContributions: z.array(companyContributionRowSchema).max(500),
    })
    .superRefine((form, ctx) => {
      const rows: TableRow[] = Array.isArray(form.companyContributions) ? form.companyContributions : [];
      const tiered = form.hasTieredContributions === true;
      rows.forEach((row, index) => {
        if (typeof row === 'object' && row !== null)
          checkContributionRow(row as Parameters<typeof checkContributionRow>[0], ctx, {
            tiered,
            path: ['companyContributions', index],
          });
      });
      if (offeredLines.length === 0) return;
      const active = (row: TableRow) => typeof row === 'object' && row !== null && row.active !== false;
      for (const line of offeredLines) {
        if (!rows.some((row) => active(row) && row!.serviceLine === line))
          ctx.addIssue({
            code: 'custom',
            path: ['companyContributions', line],
            message: CONTRIBUTION_MESSAGES.atLeastOne,
          });
      }
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (!active(row)) return;
        const line = row!.serviceLine;
        if (typeof line === 'string' && !offeredLines.includes(line as CoverageType)) {
          ctx.addIssue({
            code: 'custom',
            path: ['companyContributions', index, 'serviceLine'],
            message: COMPANY_POLICY_MESSAGES.lineNotOffered,
          });
          return;
        }
        const key = `${String(line)}:${String(row!.employeeRoleId ?? '')}`;
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: ['companyContributions', index, 'employeeRoleId'],
            message: COMPANY_POLICY_MESSAGES.duplicateClass,
          });
        seen.add(key);
      });
    }, ALWAYS_REFINE);
}
export const companyContributionsRequestSchema = createCompanyContributionsSchema([]);
export type CompanyContributionsRequest = z.infer<typeof companyContributionsRequestSchema>;
export type CompanyContributionsInput = z.input<typeof companyContributionsRequestSchema>;

const savedRowSchema = z.object({
  id: z.string(),
  serviceLine: z.enum(COVERAGE_TYPES),
  employeeRoleId: z.string().nullable(),
  name: z.string(),
  active: z.boolean(),
  contributionType: z.enum(CONTRIBUTION_TYPES),
  employeePercentage: z.number().nullable(),
  dependentPercentage: z.number().nullable(),
  employeeFixedAmount: z.number().nullable(),
  dependentFixedAmount: z.number().nullable(),
  ...(Object.fromEntries(TIER_FIELD_NAMES.map((name) => [name, z.number().nullable()])) as Record<
    TierFieldName,
    z.ZodNullable<z.ZodNumber>
  >),
  /** The first of the month this row applies from (null: the plan year's start). */
  effectiveFrom: z.string().nullable(),
});
export type SavedContributionRow = z.infer<typeof savedRowSchema>;

const memberSchema = z.object({
  id: z.string(),
  relationship: z.enum(['employee', 'spouse', 'domestic_partner', 'child']),
  age: z.number(),
  isTobaccoUser: z.boolean().optional(),
});

/** What the simulation of one employee reads: their class, census (ages, never a birth date or SSN) and choices. */
const simulationEmployeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  employeeRoleId: z.string().nullable(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  census: z.object({ employee: memberSchema, dependents: z.array(memberSchema).readonly() }),
  dependents: z.array(
    z.object({ id: z.string(), name: z.string(), relationship: memberSchema.shape.relationship }),
  ),
  /** Per simulated line: the plan chosen and the dependents enrolled on it, 'declined', or null (no choice yet). */
  elections: z.record(
    z.string(),
    z
      .union([z.object({ planId: z.string(), dependentIds: z.array(z.string()) }), z.literal('declined')])
      .nullable(),
  ),
});
export type SimulationEmployee = Omit<z.infer<typeof simulationEmployeeSchema>, 'census'> & {
  census: PricingCensus;
};

const simulationLineSchema = z.object({
  coverageType: z.enum(SIMULATED_LINES),
  basePlanId: z.string().nullable(),
  /** The line's plans in the engine's shape (the same the application's plan costs price). */
  plans: z.array(
    z.object({
      id: z.string(),
      coverageType: z.enum(COVERAGE_TYPES),
      contributionStrategy: z.string(),
      /** The engine's PlanPricing (typed by SimulationLine). */
      pricing: z.unknown(),
    }),
  ),
});
export type SimulationLine = { coverageType: SimulatedLine; basePlanId: string | null; plans: PricedPlan[] };

const money = z.number().int();
/** docs/spec/2 §3 employeeContributions: one employee on one line, in cents, as the server computes it. */
const employeeContributionSchema = z.object({
  employeeId: z.string(),
  coverageType: z.enum(COVERAGE_TYPES),
  role: z.string().nullable(),
  planId: z.string(),
  totalCost: money,
  employeePremium: money,
  dependentPremium: money,
  companyCost: money,
  employeeCost: money,
  dependents: z.array(
    z.object({ id: z.string(), isEnrolling: z.boolean(), companyCost: money, employeeCost: money }),
  ),
});

export const companyPolicyResponseSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  status: z.enum(POLICY_STATES),
  state: z.string(),
  effectiveAt: z.string().nullable(),
  renewalAt: z.string().nullable(),
  waitingPeriod: z.enum(WAITING_PERIODS).nullable(),
  typeOfContribution: z.enum(CONTRIBUTION_TYPES),
  hasTieredContributions: z.boolean(),
  version: z.number().int(),
  lines: z.array(
    z.object({
      coverageType: z.enum(COVERAGE_TYPES),
      plans: z.array(
        z.object({ id: z.string(), name: z.string(), carrierName: z.string(), isBasePlan: z.boolean() }),
      ),
    }),
  ),
  classes: z.array(z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() })),
  /** The enrollment windows (decision 0080): a new hire's days, and the day open enrollment closes. */
  enrollmentWindow: z.object({
    newHireWindowDays: z.number().int(),
    /** The day open enrollment closes (the employer's, else the default), null without plan-year dates. */
    closesOn: z.string().nullable(),
    /** The latest day it may close, null without plan-year dates. */
    latestClose: z.string().nullable(),
  }),
  /** How many applications a contribution change reaches: unsigned ones at once, signed ones from next payroll. */
  applications: z.object({ unsigned: z.number().int(), signed: z.number().int() }),
  companyContributions: z.array(savedRowSchema).optional(),
  /**
   * When a contribution change may take effect (decision 0072): the firsts of months from the earliest, and the
   * month the table shown applies from when a change during the plan year was saved (null: the whole year).
   */
  contributionChange: z
    .object({ effectiveDates: z.array(z.string()), tableFrom: z.string().nullable() })
    .optional(),
  simulation: z
    .object({ lines: z.array(simulationLineSchema), employees: z.array(simulationEmployeeSchema) })
    .optional(),
  employeeContributions: z.array(employeeContributionSchema).optional(),
});
export type CompanyPolicy = Omit<z.infer<typeof companyPolicyResponseSchema>, 'simulation'> & {
  simulation?: { lines: SimulationLine[]; employees: SimulationEmployee[] };
};

export const companyPolicyQuerySchema = z.object({
  include: z.enum(['companyContributions']).optional(),
});

/** The company's plan years, and which one manage policy edits (the enrolled one, else the upcoming one). */
export const companyPoliciesResponseSchema = z.object({
  currentCompanyPolicyId: z.string().nullable(),
  policies: z.array(
    z.object({
      id: z.string(),
      status: z.enum(POLICY_STATES),
      effectiveAt: z.string().nullable(),
      renewalAt: z.string().nullable(),
    }),
  ),
});
export type CompanyPolicies = z.infer<typeof companyPoliciesResponseSchema>;

/** `PUT …/company_policies/{id}/enrollment_window` (decision 0080): the form's values, checked again by the server. */
export const enrollmentWindowRequestSchema = z.object({
  version: versionOf,
  newHireWindowDays: z
    .number({ error: ENROLLMENT_WINDOW_MESSAGES.newHireDays })
    .int(ENROLLMENT_WINDOW_MESSAGES.newHireDays)
    .min(NEW_HIRE_WINDOW_DAYS.min, ENROLLMENT_WINDOW_MESSAGES.newHireDays)
    .max(NEW_HIRE_WINDOW_DAYS.max, ENROLLMENT_WINDOW_MESSAGES.newHireDays),
  /** MM/DD/YYYY; the server checks it against the plan year (enrollmentEndsOnError). */
  enrollmentEndsOn: usDateSchema,
});
export type EnrollmentWindowRequest = z.infer<typeof enrollmentWindowRequestSchema>;
