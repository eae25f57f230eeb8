import { z } from 'zod';
import { parseIsoDate, parseUsDate } from '../domain/dates/dates';
import { COVERAGE_TYPES, PAY_FREQUENCIES } from '../domain/enums';
import { CHANGE_FLAGS, TAX_TREATMENTS } from '../domain/payroll/deductions';
import { checkAnchorPayDate, type PlanYear } from '../domain/payroll/pay-calendar';
import { changeEffectiveOnSchema, usDateSchema } from './fields';

/**
 * Payroll deductions (issue 12 item 5, decision 0032): the company's pay schedule form, the export request and
 * the page's read. The form validates with `createPayScheduleSchema(planYear)`; the server again with the plan
 * year it reads inside the write's transaction.
 */

/** A person's paychecks for their coverage (PaycheckBasis, decision 0067). */
export const paycheckBasisSchema = z.object({
  frequency: z.enum(PAY_FREQUENCIES),
  fromCompanySchedule: z.boolean(),
  paychecks: z.number().int(),
  coveredMonths: z.number().int(),
  firstPayDate: z.string().nullable(),
  lastPayDate: z.string().nullable(),
  terms: z
    .partialRecord(
      z.enum(COVERAGE_TYPES),
      z.object({
        from: z.string(),
        until: z.string(),
        paychecks: z.number().int(),
        coveredMonths: z.number().int(),
        firstPayDate: z.string().nullable(),
      }),
    )
    .optional(),
});

export const PAYROLL_MESSAGES = {
  frequency: 'Please choose how often the company pays its employees.',
  version: 'Please reload the page: the version of the pay schedule is missing.',
  versionConflict: 'The pay schedule was changed in another window. Reload to see the latest.',
  exportConflict:
    'Another export was made since this page was loaded, so its changes are marked against that one. Reload to see them.',
  payDate: 'Please choose one of the pay dates of the schedule.',
  noSchedule: 'Save the pay schedule first: the pay dates follow from it.',
  noPlanYear: 'The company has no plan year with dates yet, so it has no pay dates.',
} as const;

export function createPayScheduleSchema(planYear: PlanYear | null) {
  return z
    .object({
      frequency: z.enum(PAY_FREQUENCIES, { error: PAYROLL_MESSAGES.frequency }),
      anchorPayDate: usDateSchema,
      version: z
        .number({ error: PAYROLL_MESSAGES.version })
        .int(PAYROLL_MESSAGES.version)
        .min(0, PAYROLL_MESSAGES.version),
      /**
       * The first of the month the new schedule takes effect (decision 0076); left out, the earliest allowed
       * (`scheduleChange.effectiveDates[0]`). Before the plan year's first month it replaces the schedule for the
       * whole plan year.
       */
      effectiveOn: changeEffectiveOnSchema.optional(),
    })
    .superRefine((value, ctx) => {
      const anchor = parseUsDate(value.anchorPayDate);
      const problem = anchor ? checkAnchorPayDate(value.frequency, anchor, planYear) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['anchorPayDate'], message: problem });
    });
}
/** `PUT …/payroll/schedule`: the shape and the rules that need no plan year (the server adds the plan year's). */
export const payScheduleRequestSchema = createPayScheduleSchema(null);
export type PayScheduleInput = z.input<typeof payScheduleRequestSchema>;
export type PayScheduleRequest = z.output<typeof payScheduleRequestSchema>;

const isoDateSchema = z
  .string({ error: PAYROLL_MESSAGES.payDate })
  .refine((v) => parseIsoDate(v) !== null, PAYROLL_MESSAGES.payDate);

/** `POST …/payroll/exports`: the pay date, and the last export the page compared with (null: none). */
export const payrollExportRequestSchema = z.object({
  payDate: isoDateSchema,
  basedOnExportId: z.uuid(PAYROLL_MESSAGES.exportConflict).nullable(),
});
export type PayrollExportRequest = z.infer<typeof payrollExportRequestSchema>;

/** `GET …/payroll?payDate=`: a pay date of the schedule (the next one from today when left out). */
export const payrollQuerySchema = z.object({ payDate: isoDateSchema.optional() });

const deductionSchema = z.object({
  line: z.enum([...COVERAGE_TYPES, 'hsa', 'fsa']),
  code: z.string(),
  label: z.string(),
  tax: z.enum(TAX_TREATMENTS),
  amountCents: z.number().int(),
  regularCents: z.number().int(),
  finalCents: z.number().int(),
  annualCents: z.number().int(),
  periodNumber: z.number().int(),
  periodsInYear: z.number().int(),
  /** The day the amounts' contributions apply from, when they changed during the plan year (decision 0072). */
  termsFrom: z.string().nullable(),
  change: z.enum(CHANGE_FLAGS),
  /** The line's carrier member id and group number (decision 0069); null for HSA and FSA. */
  memberId: z.string().nullable(),
  groupNumber: z.string().nullable(),
});
export type PayrollDeduction = z.infer<typeof deductionSchema>;

const exportSummarySchema = z.object({
  id: z.string(),
  payDate: z.string(),
  frequency: z.enum(PAY_FREQUENCIES),
  exportedAt: z.string(),
  exportedBy: z.string().nullable(),
  rowCount: z.number().int(),
  totalCents: z.number().int(),
  fileName: z.string(),
});
export type PayrollExportSummary = z.infer<typeof exportSummarySchema>;

export const payrollOverviewSchema = z.object({
  companyId: z.string(),
  schedule: z
    .object({
      frequency: z.enum(PAY_FREQUENCIES),
      anchorPayDate: z.string(),
      /** The day it took effect when it replaced another during the plan year (decision 0076), else null. */
      effectiveFrom: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  /** The schedules it replaced during the plan year, earliest first, each until the next one's day. */
  earlierSchedules: z.array(
    z.object({
      frequency: z.enum(PAY_FREQUENCIES),
      anchorPayDate: z.string(),
      from: z.string().nullable(),
      until: z.string(),
    }),
  ),
  /** When a new schedule may take effect from (firsts of months, the default first; decision 0076). */
  scheduleChange: z.object({ effectiveDates: z.array(z.string()) }),
  /** The schedule's version (0 until one is saved). */
  version: z.number().int(),
  planYear: z.object({ start: z.string(), end: z.string() }).nullable(),
  payDates: z.array(z.string()),
  payDate: z.string().nullable(),
  employees: z.array(
    z.object({
      employeeFormId: z.string(),
      employeeId: z.string(),
      /** The payroll system's employee number, when a partner sent one. */
      employeeNumber: z.string().nullable(),
      name: z.string(),
      /** The pay frequency the employee's own application gives, when it differs from the company's. */
      applicationPayFrequency: z.enum(PAY_FREQUENCIES).nullable(),
      deductions: z.array(deductionSchema),
      preTaxCents: z.number().int(),
      afterTaxCents: z.number().int(),
    }),
  ),
  /** Lines of the last export that are gone on this pay date. */
  ended: z.array(
    z.object({
      employeeFormId: z.string(),
      employeeId: z.string(),
      name: z.string(),
      code: z.string(),
      label: z.string(),
    }),
  ),
  totals: z.object({
    preTaxCents: z.number().int(),
    afterTaxCents: z.number().int(),
    totalCents: z.number().int(),
  }),
  lastExport: exportSummarySchema.nullable(),
  exports: z.array(exportSummarySchema),
  columns: z.array(z.object({ name: z.string(), description: z.string() })),
});
export type PayrollOverview = z.infer<typeof payrollOverviewSchema>;

/** `POST …/payroll/schedule/preview`'s answer: whose paycheck amounts a schedule on screen changes, and how. */
export const payScheduleImpactSchema = z.object({
  effectiveOn: z.string().nullable(),
  /** The first pay date of the new schedule on or after it. */
  firstPayDate: z.string().nullable(),
  wholePlanYear: z.boolean(),
  people: z.array(
    z.object({
      employeeFormId: z.string(),
      name: z.string(),
      /** Per paycheck in all, before and from the change (regular amounts). */
      beforeCents: z.number().int(),
      afterCents: z.number().int(),
    }),
  ),
});
export type PayScheduleImpact = z.infer<typeof payScheduleImpactSchema>;
