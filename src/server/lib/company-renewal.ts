import type { Db } from '../db/client';
import { invalidateTopic } from './shared-cache';

/**
 * Forgets, in every process on the database, what the caches derive from these companies' renewal (decision
 * 0017): the renewal record and the comparison's costs. Every write that changes a renewal, its setup, packages,
 * plans, rates or contribution rows, an employee's renewal application, or the contributions of a plan year
 * calls it after its commit, with the database (not a transaction). It imports nothing of the modules, so the
 * plan year's writers (company-policies, plans), which the renewal modules build on, call it without a cycle.
 */
export function invalidateCompanyRenewal(db: Db, companyIds: readonly string[]): Promise<void> {
  return invalidateTopic(db, 'companyRenewal', companyIds);
}
