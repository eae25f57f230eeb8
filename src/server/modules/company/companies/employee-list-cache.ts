import type { EmployeeListResponse } from '@shared/schemas/manage-employees';
import type { Db } from '../../../db/client';
import { defineSharedGroupCache } from '../../../lib/shared-cache';

/**
 * The employee list's pages, kept 5 s per company (decision 0025): Manage employees is read far more often
 * than a company's people change, and a page of a 1,000-person company costs two statements and about 2 ms of
 * the database. The companies module owns the cache; it follows the company's people, so every write that
 * changes what the list shows (a person added, edited, terminated or rehired, an invitation sent, accepted or
 * revoked, an application written, a class renamed) forgets it through `invalidateCompanyPeople` after its
 * commit. A company keeps at most 50 pages (tab, search, sort, page); past it the oldest goes.
 */
const employeeListCache = defineSharedGroupCache<EmployeeListResponse>('employeeList', 5_000, {
  follows: ['companyPeople'],
  perGroup: 50,
});

/** A page of a company's list, loaded when missing. */
export function readEmployeeListPage(
  db: Db,
  companyId: string,
  pageKey: string,
  load: () => Promise<EmployeeListResponse>,
): Promise<EmployeeListResponse> {
  return employeeListCache.getOrLoad(db, companyId, pageKey, load);
}
