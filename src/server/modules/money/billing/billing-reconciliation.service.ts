import { firstOfMonth, listMonthCharges } from '@shared/domain/billing/billing';
import type { LineCharge } from '@shared/domain/reconciliation/reconciliation';
import type { Db } from '../../../db/client';
import { findDashboardPlanYear } from '../../company';

import { readBillablePeople } from './billable-people';
import { findBilledLines, findInvoicedMonths } from './billing.repository';

/** The invoices against the enrollments, for reconciliation (decision 0071). */

/**
 * The last invoiced month against the enrollments, for reconciliation (decision 0071): per person and line, the
 * premium the invoices billed for that month (its charge and any later adjustment) and the premium the
 * enrollments in force call for now; null before the first invoice. Reads only.
 */
export async function readLastInvoiceAgainstEnrollments(
  db: Db,
  companyId: string,
): Promise<{
  month: string;
  billed: LineCharge[];
  expected: LineCharge[];
  names: Map<string, string>;
} | null> {
  const plan = await findDashboardPlanYear(db, companyId);
  const months = await findInvoicedMonths(db, companyId);
  if (!plan?.effectiveAt || months.length === 0) return null;
  const month = months.reduce((a, b) => (a > b ? a : b));
  const planYearStart = firstOfMonth(plan.effectiveAt);
  const [lines, people] = await Promise.all([
    findBilledLines(db, companyId, [month]),
    readBillablePeople(db, companyId, planYearStart, month),
  ]);
  const billed = new Map<string, LineCharge>();
  for (const l of lines) {
    const key = `${l.employeeFormId}|${l.coverageType}`;
    const line = billed.get(key) ?? {
      employeeFormId: l.employeeFormId,
      coverageType: l.coverageType,
      premiumCents: 0,
    };
    line.premiumCents += l.premiumCents;
    billed.set(key, line);
  }
  const charges = listMonthCharges(people, month);
  const names = new Map([
    ...lines.map((l) => [l.employeeFormId, l.name] as const),
    ...people.map((p) => [p.employeeFormId, p.name] as const),
  ]);
  return {
    month,
    billed: [...billed.values()],
    expected: charges.map((c) => ({
      employeeFormId: c.employeeFormId,
      coverageType: c.coverageType,
      premiumCents: c.premiumCents,
    })),
    names,
  };
}
