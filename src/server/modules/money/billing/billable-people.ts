import type { BillablePerson } from '@shared/domain/billing/billing';
import type { Db } from '../../../db/client';
import { type EnrolledLineCost, listCompanyEnrollmentCosts } from '../../enrollment';

/** Who the invoices bill, shared by issuing invoices and reconciling them. */

/**
 * The people the invoices bill for a month: the enrollments in force (decision 0071) with the dates they are
 * covered, priced with the contributions in effect on the month's first day (decision 0072).
 */
export async function readBillablePeople(
  db: Db,
  companyId: string,
  planYearStart: string,
  month: string,
): Promise<Array<Omit<BillablePerson, 'lines'> & { lines: EnrolledLineCost[] }>> {
  const costs = await listCompanyEnrollmentCosts(db, companyId, {
    coveredOn: planYearStart,
    pricedOn: month,
  });
  return costs.people.map((p) => ({
    employeeFormId: p.employeeFormId,
    name: `${p.firstName} ${p.lastName}`,
    effectiveAt: p.effectiveAt ?? planYearStart,
    coverageEndsAt: p.coverageEndsAt,
    lines: p.lines,
  }));
}
