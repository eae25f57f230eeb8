import { z } from 'zod';
import { ID_CARD_LINES } from '../domain/employee-dashboard/employee-dashboard';
import {
  COVERAGE_TYPES,
  DEPENDENT_TYPES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  HEALTH_ACCOUNT_TYPES,
  MARITAL_STATUSES,
  PAY_FREQUENCIES,
  POLICY_STATES,
} from '../domain/enums';
import { moneySplitSchema } from './employer-dashboard';
import { applicationReviewSchema } from './operations';
import { paycheckBasisSchema } from './payroll';
import { planDetailSchema } from './plan-details';
import { dependentSummaryShape, employeeContactShape } from './read-shapes';

/**
 * The employee dashboard (issue 14 item 1, decision 0041): one read answers every page of it.
 *
 *   GET /api/v1/employee_forms/{employeeFormId}/dashboard                       the employee's own, or admin mode
 *   GET /api/v1/employee_forms/{employeeFormId}/dashboard/id-cards/{line}/pdf   one ID card as a PDF
 *   GET /api/v1/employee_forms/{employeeFormId}/dashboard/plans/{planId}/sbc    an enrolled plan's stored SBC
 *
 * Money is integer cents a month (as the pricing engine gives it) unless named per paycheck or yearly; dates
 * are ISO. SSNs only as masks (XXX-XX-1234); never on a card.
 */

const RELATIONSHIPS = ['employee', ...DEPENDENT_TYPES] as const;

export const coveredMemberSchema = z.object({
  name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  /** The member id with this person's suffix (decision 0041). */
  memberId: z.string(),
});
export type CoveredMember = z.infer<typeof coveredMemberSchema>;

export const dashboardLineSchema = z.object({
  coverageType: z.enum(COVERAGE_TYPES),
  label: z.string(),
  planId: z.string(),
  planName: z.string(),
  carrierName: z.string(),
  coveredMembers: z.array(coveredMemberSchema),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Null when the line cannot be priced now (a plan no longer offered, a missing birth date). */
  monthly: moneySplitSchema.nullable(),
  perPaycheckCents: z.number().int().nullable(),
  /**
   * A contribution change saved for a later month that changes this line's share (decision 0072): from when,
   * the new share a month and a paycheck, and the first paycheck that deducts it; null when none.
   */
  upcoming: z
    .object({
      from: z.string(),
      monthlyEmployeeCents: z.number().int(),
      perPaycheckCents: z.number().int(),
      firstPayDate: z.string().nullable(),
    })
    .nullable(),
  /** Life lines: the amount chosen, in dollars. */
  coverageAmount: z.number().nullable(),
  plan: planDetailSchema.nullable(),
});
export type DashboardLine = z.infer<typeof dashboardLineSchema>;

export const idCardSchema = z.object({
  coverageType: z.enum(ID_CARD_LINES),
  label: z.string(),
  carrierName: z.string(),
  planName: z.string(),
  memberName: z.string(),
  memberId: z.string(),
  groupNumber: z.string(),
  startsAt: z.string().nullable(),
  members: z.array(coveredMemberSchema),
  /** Medical only: the pharmacy fields (null values: not on file, decision 0041). */
  pharmacy: z
    .object({ rxBin: z.string().nullable(), rxPcn: z.string().nullable(), rxGroup: z.string().nullable() })
    .nullable(),
  downloadHref: z.string(),
});
export type IdCard = z.infer<typeof idCardSchema>;

export const employeeDashboardSchema = z.object({
  adminMode: z.boolean(),
  companyIDToken: z.string(),
  companyName: z.string(),
  employee: z.object({
    employeeFormId: z.string(),
    ...employeeContactShape,
    /** MM/DD/YYYY, as the application shows it. */
    bornAt: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
    jobTitle: z.string().nullable(),
    hiredAt: z.string().nullable(),
    payFrequency: z.enum(PAY_FREQUENCIES),
    socialSecurityNumberMasked: z.string().nullable(),
    employmentStatus: z.enum(EMPLOYMENT_STATUSES),
    coverageEndsAt: z.string().nullable(),
  }),
  dependents: z.array(
    z.object({
      ...dependentSummaryShape,
      socialSecurityNumberMasked: z.string().nullable(),
    }),
  ),
  application: z.object({
    employeePolicyId: z.string(),
    status: z.enum(POLICY_STATES),
    isComplete: z.boolean(),
    signedAt: z.string().nullable(),
    /** Operations' review of the signed application (decision 0064). */
    review: applicationReviewSchema,
    planYear: z.object({ effectiveAt: z.string().nullable(), renewalAt: z.string().nullable() }),
    /** Where the employee (or the administrator, in admin mode) changes the application's details. */
    applicationPath: z.string(),
  }),
  coverage: z.object({
    lines: z.array(dashboardLineSchema),
    /** Lines the employee answered No to. */
    declined: z.array(z.object({ coverageType: z.enum(COVERAGE_TYPES), label: z.string() })),
    monthlyEmployeeCents: z.number().int(),
    /** The lines' per-paycheck amounts added up, as payroll deducts them. */
    perPaycheckCents: z.number().int(),
    /** The paychecks those amounts are over (decision 0067). */
    paychecks: paycheckBasisSchema,
  }),
  healthAccount: z
    .object({
      accountType: z.enum(HEALTH_ACCOUNT_TYPES),
      label: z.string(),
      employerYearlyCents: z.number().int(),
      employeeYearlyCents: z.number().int().nullable(),
      employeePerPaycheckCents: z.number().int().nullable(),
    })
    .nullable(),
  idCards: z.array(idCardSchema),
  /**
   * While the employee has a renewal on the coming plan year (open or signed, decision 0079): that year's
   * elections as its election summary gives them (the renewal's done page and PDF), shown beside the current
   * year. Null otherwise.
   */
  comingYear: z
    .object({
      employeePolicyId: z.string(),
      /** ISO first days of the coming plan year and of the current one. */
      planYearStartsOn: z.string().nullable(),
      currentPlanYearStartsOn: z.string().nullable(),
      /** ISO; null while the renewal is not signed. */
      signedAt: z.string().nullable(),
      lines: z.array(
        z.object({
          coverageType: z.enum(COVERAGE_TYPES),
          label: z.string(),
          statusLabel: z.string(),
          planName: z.string().nullable(),
          monthlyCents: z.number().int().nullable(),
          perPaycheckCents: z.number().int().nullable(),
        }),
      ),
      healthAccount: z
        .object({ label: z.string(), monthlyCents: z.number().int(), perPaycheckCents: z.number().int() })
        .nullable(),
      totals: z.object({ monthlyCents: z.number().int(), perPaycheckCents: z.number().int() }),
      /** Where the employee continues or reviews the renewal; null in admin mode (the renewal status page has it). */
      renewalPath: z.string().nullable(),
    })
    .nullable(),
});
export type EmployeeDashboard = z.infer<typeof employeeDashboardSchema>;

export const idCardParamsSchema = z.object({
  employeeFormId: z.uuid('Unknown employee.'),
  coverageType: z.enum(ID_CARD_LINES, 'Unknown card.'),
});

/** `GET …/employee_forms/{id}/enrollment_window` (decision 0080): the window while the employee has not finished. */
export const enrollmentWindowResponseSchema = z.object({
  window: z
    .object({
      kind: z.enum(['open_enrollment', 'new_hire']),
      closesOn: z.string(),
      daysLeft: z.number().int(),
      isOpen: z.boolean(),
      /** describeEnrollmentWindow's words. */
      text: z.string(),
    })
    .nullable(),
});
export type EnrollmentWindowResponse = z.infer<typeof enrollmentWindowResponseSchema>;
