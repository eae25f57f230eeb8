import { parseIsoDate } from '@shared/domain/dates/dates';
import { buildPayrollCsv, payrollCsvFileName } from '@shared/domain/payroll/deductions';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { findExport, listExportLines } from './payroll.repository';

/** A stored payroll export's file (decision 0032): the CSV written again from the figures it held. */

/** A stored export as its CSV, written again from the figures it held; another company's export is not found. */
export async function readExportCsv(
  db: Db,
  companyId: string,
  exportId: string,
): Promise<{ fileName: string; csv: string }> {
  const row = await findExport(db, companyId, exportId);
  if (!row) throw notFound('That export');
  const lines = await listExportLines(db, exportId);
  return {
    fileName: payrollCsvFileName(parseIsoDate(row.payDate)!),
    csv: buildPayrollCsv(
      lines.map((l) => ({
        employeeName: l.employeeName,
        employeeId: l.employeeHashId,
        employeeNumber: l.employeeNumber,
        memberId: l.memberId,
        groupNumber: l.groupNumber,
        payDate: row.payDate,
        periodNumber: l.periodNumber,
        periodsInYear: l.periodsInYear,
        code: l.code,
        label: l.label,
        tax: l.taxTreatment,
        amountCents: l.amountCents,
        regularCents: l.regularCents,
        finalCents: l.finalCents,
        annualCents: l.annualCents,
        change: l.change,
        termsFrom: l.termsFrom,
      })),
    ),
  };
}
