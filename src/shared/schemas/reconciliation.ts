import { COVERAGE_TYPES } from '@shared/domain/enums';
import { MISMATCH_FIELDS, MISMATCH_SIDES } from '@shared/domain/reconciliation/reconciliation';
import { z } from 'zod';

/** Reconciliation (issue 18 item 3, decision 0065): a company's check and operations' list of checks. */

export const mismatchSchema = z.object({
  employeeFormId: z.uuid(),
  employeeName: z.string(),
  coverageType: z.enum(COVERAGE_TYPES),
  side: z.enum(MISMATCH_SIDES),
  field: z.enum(MISMATCH_FIELDS),
  /** The row's heading as screens show it ("Medical: The carrier has another plan"). */
  label: z.string(),
  expected: z.string(),
  found: z.string(),
});
export type MismatchRow = z.infer<typeof mismatchSchema>;

export const reconciliationReportSchema = z.object({
  companyId: z.uuid(),
  checkedAt: z.string(),
  /** The pay date of the deduction export compared; null when there is none to compare. */
  payDate: z.string().nullable(),
  /** The last invoiced month compared (its first day); null before the first invoice. */
  invoiceMonth: z.string().nullable(),
  /** How many carrier files (the last per carrier and kind) were compared. */
  carrierFileCount: z.number().int(),
  mismatches: z.array(mismatchSchema),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

export const reconciliationListQuerySchema = z.object({
  show: z.enum(['mismatches', 'all'], { error: 'Choose mismatches or all.' }).default('mismatches'),
});

export const reconciliationListSchema = z.object({
  counts: z.object({ checked: z.number().int(), withMismatches: z.number().int() }),
  companies: z.array(
    z.object({
      companyId: z.uuid(),
      companyName: z.string(),
      checkedAt: z.string(),
      payDate: z.string().nullable(),
      carrierFileCount: z.number().int(),
      mismatchCount: z.number().int(),
    }),
  ),
});
export type ReconciliationList = z.infer<typeof reconciliationListSchema>;

export const runReconciliationRequestSchema = z.strictObject({ companyId: z.uuid('Unknown company.') });
