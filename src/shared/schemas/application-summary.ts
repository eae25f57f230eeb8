import { z } from 'zod';
import { SUMMARY_LINE_STATUSES } from '../domain/enrollment/summary';
import { COVERAGE_TYPES } from '../domain/enums';
import { paycheckBasisSchema } from './payroll';

/**
 * What the employee chose and what it costs (issue 14 item 2, decision 0042):
 *
 *   GET /api/v1/employee_policies/{employeePolicyId}/summary                  this JSON, money in cents
 *   GET /api/v1/employee_policies/{employeePolicyId}/signed_application.pdf   the signed application (PDF)
 *
 * Both are the employee's and their company's administrators' (admin mode); the PDF only once signed (409).
 */
export const electionSummaryResponseSchema = z.object({
  employeePolicyId: z.string(),
  /** ISO; null until the application is signed (then the PDF answers 409). */
  signedAt: z.string().nullable(),
  paychecks: paycheckBasisSchema,
  lines: z.array(
    z.object({
      coverageType: z.enum(COVERAGE_TYPES),
      label: z.string(),
      status: z.enum(SUMMARY_LINE_STATUSES),
      statusLabel: z.string(),
      planName: z.string().nullable(),
      carrierName: z.string().nullable(),
      coverageAmount: z.number().nullable(),
      coveredPeople: z.string().nullable(),
      monthlyCents: z.number().int().nullable(),
      perPaycheckCents: z.number().int().nullable(),
    }),
  ),
  healthAccount: z
    .object({
      label: z.string(),
      yearlyCents: z.number().int(),
      employerYearlyCents: z.number().int(),
      monthlyCents: z.number().int(),
      perPaycheckCents: z.number().int(),
    })
    .nullable(),
  totals: z.object({ monthlyCents: z.number().int(), perPaycheckCents: z.number().int() }),
});
export type ElectionSummaryResponse = z.infer<typeof electionSummaryResponseSchema>;

const renewalComparisonSideSchema = z.object({
  planName: z.string().nullable(),
  statusLabel: z.string(),
  monthlyCents: z.number().int().nullable(),
  perPaycheckCents: z.number().int().nullable(),
});

/**
 * Current against new (issue 35 item 5): GET /api/v1/employee_policies/{renewal's employeePolicyId}/renewal_comparison.
 * Each line the renewal asks about, what the employee has now and what the renewal has, each side its election
 * summary's figures (compareRenewalLines).
 */
export const renewalComparisonResponseSchema = z.object({
  employeePolicyId: z.string(),
  /** The application renewed (the plan year in force); null when the employee had none. */
  currentEmployeePolicyId: z.string().nullable(),
  /** ISO first days of the two plan years. */
  currentPlanYearStartsOn: z.string().nullable(),
  renewalPlanYearStartsOn: z.string().nullable(),
  lines: z.array(
    z.object({
      coverageType: z.enum(COVERAGE_TYPES),
      label: z.string(),
      current: renewalComparisonSideSchema.nullable(),
      renewal: renewalComparisonSideSchema,
      changeCents: z.number().int().nullable(),
    }),
  ),
  totals: z.object({
    currentMonthlyCents: z.number().int().nullable(),
    renewalMonthlyCents: z.number().int(),
    /** New total less the current one; null without a current application (compareRenewalTotals). */
    changeCents: z.number().int().nullable(),
  }),
});
export type RenewalComparisonResponse = z.infer<typeof renewalComparisonResponseSchema>;
