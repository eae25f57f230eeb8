import type { EmployeeListResponse } from '@shared/schemas/manage-employees';
import type { Db } from '../../db/client';
import { defineSharedCache } from '../../lib/shared-cache';

/**
 * The employee list's pages, kept 5 s per company (decision 0025): Manage employees is read far more often
 * than a company's people change, and a page of a 1,000-person company costs two statements and about 2 ms of
 * the database. The companies module owns the cache; every write that changes what the list shows (a person
 * added, edited, terminated or rehired, an invitation sent, accepted or revoked, an application written, a class
 * renamed) calls `invalidateEmployeeList` after its commit. The file imports nothing of the modules, so the
 * application writes, which the companies module builds on, can call it without an import cycle.
 */
const employeeListCache = defineSharedCache<Map<string, Promise<EmployeeListResponse>>>(
  'employeeList',
  5_000,
);

/** How many pages (tab, search, sort, page) one company keeps at most; past it the oldest goes. */
const PAGES_PER_COMPANY = 50;

/**
 * A page of a company's list, loaded when missing. A company's pages live and go together: an invalidation drops
 * them all, and a load under way then lands in the dropped set, never in the new one. A failed load is not kept.
 */
export async function readEmployeeListPage(
  db: Db,
  companyId: string,
  pageKey: string,
  load: () => Promise<EmployeeListResponse>,
): Promise<EmployeeListResponse> {
  const pages = await employeeListCache.getOrLoad(db, companyId, async () => new Map());
  const kept = pages.get(pageKey);
  if (kept) return kept;
  const loading = load();
  pages.set(pageKey, loading);
  if (pages.size > PAGES_PER_COMPANY) pages.delete(pages.keys().next().value as string);
  loading.catch(() => {
    if (pages.get(pageKey) === loading) pages.delete(pageKey);
  });
  return loading;
}

/**
 * Forgets these companies' list pages in every process on the database. Call it with the database (not a
 * transaction) after the write has committed.
 */
export function invalidateEmployeeList(db: Db, companyIds: readonly string[]): Promise<void> {
  return employeeListCache.invalidate(db, [...new Set(companyIds)]);
}
