import { z } from 'zod';
import { APPLICATION_STATUSES, COVERAGE_TYPES, POLICY_STATES, WAITING_PERIODS } from '../domain/enums';
import { LIFE_EVENT_KINDS } from '../domain/life-events/life-events';
import { applicationReviewSchema } from './operations';
import { dependentSummaryShape, employeeStandingShape } from './read-shapes';

/**
 * The employer dashboard's reads (issue 11, decision 0023): the Home (`GET /api/v1/companies/:companyId/dashboard`)
 * and an employee's status page (`GET …/employees/:employeeFormId/status`). Money is integer cents a month.
 */

export const moneySplitSchema = z.object({
  premiumCents: z.number().int(),
  companyCents: z.number().int(),
  employeeCents: z.number().int(),
});
export type MoneySplit = z.infer<typeof moneySplitSchema>;

export const dashboardPolicySchema = z.object({
  id: z.string(),
  status: z.enum(POLICY_STATES),
  effectiveAt: z.string().nullable(),
  renewalAt: z.string().nullable(),
  waitingPeriod: z.enum(WAITING_PERIODS).nullable(),
  waitingPeriodLabel: z.string().nullable(),
  /** The plan year's enrollment windows (decision 0080), null without plan-year dates. */
  enrollmentWindow: z
    .object({ openEnrollmentClosesOn: z.string(), newHireWindowDays: z.number().int() })
    .nullable(),
});

export const TODO_KINDS = ['not_started', 'unsigned', 'benefits_decision', 'registration'] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

export const dashboardTodoSchema = z.object({
  kind: z.enum(TODO_KINDS),
  count: z.number().int(),
  label: z.string(),
  /** Where the administrator acts on it (an address of the app). */
  href: z.string(),
  /** The people waiting for a benefits decision, each with their confirmation page (the first few). */
  people: z.array(z.object({ employeeFormId: z.string(), name: z.string(), href: z.string() })),
});
export type DashboardTodo = z.infer<typeof dashboardTodoSchema>;

export const companyDashboardResponseSchema = z.object({
  company: z.object({ id: z.string(), name: z.string(), idToken: z.string() }),
  policy: dashboardPolicySchema.nullable(),
  /** Over the active, eligible employees. */
  progress: z.object({
    eligible: z.number().int(),
    completed: z.number().int(),
    inProgress: z.number().int(),
    notStarted: z.number().int(),
    declined: z.number().int(),
  }),
  participation: z.object({
    eligible: z.number().int(),
    validWaivers: z.number().int(),
    counted: z.number().int(),
    enrolled: z.number().int(),
    /** 0..1; null when nobody is counted. */
    rate: z.number().nullable(),
    requirement: z.number(),
    required: z.number().int(),
    shortBy: z.number().int(),
    meetsRequirement: z.boolean(),
    warning: z.string().nullable(),
  }),
  /** The signed elections of the active employees, priced by the engine. */
  premium: moneySplitSchema.extend({
    coveredEmployees: z.number().int(),
    lines: z.array(
      moneySplitSchema.extend({ coverageType: z.enum(COVERAGE_TYPES), enrolled: z.number().int() }),
    ),
    /** Signed applications waiting for operations' approval: not billed or deducted yet (decision 0071). */
    awaitingApproval: moneySplitSchema.extend({ people: z.number().int() }),
  }),
  todos: z.array(dashboardTodoSchema),
});
export type CompanyDashboard = z.infer<typeof companyDashboardResponseSchema>;

/** Medical participation as the rule computes it (src/shared/domain/participation), with its warning. */
export const participationSchema = companyDashboardResponseSchema.shape.participation;

export const TIMELINE_ACTORS = ['employee', 'administrator', 'system'] as const;
export type TimelineActor = (typeof TIMELINE_ACTORS)[number];

export const employeeStatusResponseSchema = z.object({
  person: z.object({
    employeeFormId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    employeeType: z.string().nullable(),
    employeeTypeLabel: z.string().nullable(),
    className: z.string().nullable(),
    isEligible: z.boolean(),
    hiredAt: z.string().nullable(),
    ...employeeStandingShape,
  }),
  application: z.object({
    employeePolicyId: z.string().nullable(),
    status: z.enum(APPLICATION_STATUSES),
    statusLabel: z.string(),
    signedAt: z.string().nullable(),
    review: applicationReviewSchema,
  }),
  timeline: z.array(
    z.object({
      /** Unique within the timeline. */
      id: z.string(),
      at: z.string(),
      action: z.string(),
      label: z.string(),
      actor: z.enum(TIMELINE_ACTORS),
      actorLabel: z.string(),
    }),
  ),
  elections: z.array(
    z.object({
      coverageType: z.enum(COVERAGE_TYPES),
      coverageLabel: z.string(),
      isEnrolling: z.enum(['Yes', 'No']),
      planName: z.string().nullable(),
      carrierName: z.string().nullable(),
      /** Who is covered beside the employee on this line. */
      coveredDependents: z.number().int(),
      cost: moneySplitSchema.nullable(),
    }),
  ),
  /** Never an SSN, not even its last four. */
  dependents: z.array(
    z.object({
      ...dependentSummaryShape,
      /** Set when a qualifying life event added the dependent (decision 0046); dates ISO. */
      lifeEvent: z
        .object({
          kind: z.enum(LIFE_EVENT_KINDS),
          label: z.string(),
          eventDate: z.string(),
          effectiveAt: z.string(),
        })
        .nullable(),
    }),
  ),
});
export type EmployeeStatus = z.infer<typeof employeeStatusResponseSchema>;
