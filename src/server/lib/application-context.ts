import type { Db } from '../db/client';
import { invalidateTopic } from './shared-cache';

/**
 * The cached company side of these plan years' applications is stale: forgets it in every server process
 * (decision 0017). Called, with the database and after the transaction has committed, by every write that changes
 * a company's name, state or options, its partner or support contact, its active roles, a plan year's renewal
 * date, health account offer or offered plans. It imports nothing of the modules, so the company context, which
 * the applications build on, calls it without pointing up (issue 36).
 */
export function invalidateCompanyContext(db: Db, companyPolicyIds: readonly string[]): Promise<void> {
  return invalidateTopic(db, 'applicationCompanyContext', companyPolicyIds);
}

/**
 * Which policy is these accounts' current one may have changed: forgets it in every server process (decision
 * 0017). Called after a write that links an account to an employee form, adds an employee policy or changes a
 * plan year's status commits.
 */
export function invalidateCurrentPolicy(db: Db, accountIds: readonly string[]): Promise<void> {
  return invalidateTopic(db, 'accountCurrentPolicy', accountIds);
}
