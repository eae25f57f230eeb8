import type { PayFrequency } from '@shared/domain/enums';
import { date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, id, timestampNow } from './columns';
import { companies, companyPolicies } from './companies';
import { payFrequencyEnum, payrollChangeEnum, taxTreatmentEnum } from './enums';
import { accounts } from './identity';

/**
 * A company's pay schedule (decision 0032): its frequency and one pay date it pays on, from which every pay
 * date of a plan year follows. One row per company, written by its administrators, versioned.
 */
export const companyPayrollSettings = pgTable('company_payroll_settings', {
  companyId: belongsTo('company_id', () => companies.id).primaryKey(),
  frequency: payFrequencyEnum('frequency').notNull(),
  anchorPayDate: date('anchor_pay_date').notNull(),
  /**
   * The day this schedule took effect when it replaced another during a plan year (decision 0076; a first of a
   * month); null: from before the plan year.
   */
  effectiveFrom: date('effective_from'),
  /** The schedules this one replaced during the plan year, each from its day (null: from before it), earliest first. */
  earlierSchedules: jsonb('earlier_schedules')
    .$type<Array<{ from: string | null; frequency: PayFrequency; anchorPayDate: string }>>()
    .notNull()
    .default([]),
  version: integer('version').notNull().default(1),
  updatedAt: timestampNow('updated_at'),
  updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
});

/** One deductions CSV as it was exported: who, when, for which pay date; its lines below. */
export const payrollExports = pgTable(
  'payroll_exports',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    companyPolicyId: uuid('company_policy_id').references(() => companyPolicies.id, { onDelete: 'set null' }),
    payDate: date('pay_date').notNull(),
    frequency: payFrequencyEnum('frequency').notNull(),
    exportedAt: timestampNow('exported_at'),
    exportedBy: uuid('exported_by').references(() => accounts.id, { onDelete: 'set null' }),
    rowCount: integer('row_count').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [index('payroll_exports_company_idx').on(t.companyId, t.exportedAt)],
);

/**
 * The figures an export held, per employee and deduction line: the CSV is written again from these, and the
 * next export's change flags are computed against them.
 */
export const payrollExportLines = pgTable(
  'payroll_export_lines',
  {
    id: id(),
    exportId: belongsTo('export_id', () => payrollExports.id),
    position: integer('position').notNull(),
    employeeFormId: uuid('employee_form_id').notNull(),
    employeeName: text('employee_name').notNull(),
    employeeHashId: text('employee_hash_id').notNull(),
    /** The payroll system's own employee number when a partner sent one (employee_forms.external_id). */
    employeeNumber: text('employee_number'),
    /** The line's carrier member id and group number (decision 0069); null for a health account or older rows. */
    memberId: text('member_id'),
    groupNumber: text('group_number'),
    code: text('code').notNull(),
    label: text('label').notNull(),
    taxTreatment: taxTreatmentEnum('tax_treatment').notNull(),
    periodNumber: integer('period_number').notNull(),
    periodsInYear: integer('periods_in_year').notNull(),
    amountCents: integer('amount_cents').notNull(),
    regularCents: integer('regular_cents').notNull(),
    finalCents: integer('final_cents').notNull(),
    annualCents: integer('annual_cents').notNull(),
    change: payrollChangeEnum('change').notNull(),
    /** The first day of the contributions the amounts follow, when they changed in the plan year (decision 0072). */
    termsFrom: date('terms_from'),
  },
  (t) => [index('payroll_export_lines_export_idx').on(t.exportId, t.position)],
);
