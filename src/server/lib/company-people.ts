import type { Db } from '../db/client';
import { invalidateTopic } from './shared-cache';

/**
 * Forgets, in every process on the database, what the caches derive from these companies' people (decision
 * 0017): the employee list, the plan year census and the renewal record. Every write that changes a person, a
 * class, a dependent, an invitation or an application calls it after its commit, with the database (not a
 * transaction). It imports nothing of the modules, so any module can call it without an import cycle.
 */
export function invalidateCompanyPeople(db: Db, companyIds: readonly string[]): Promise<void> {
  return invalidateTopic(db, 'companyPeople', companyIds);
}
