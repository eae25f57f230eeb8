import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, companyMemberships } from '../db/schema';

/**
 * A company's benefits administrators (not its brokers), enabled accounts only, by e-mail: whom a company's
 * notices go to. One query for every module that mails them; it imports nothing of the modules.
 */
export function listBenefitsAdministrators(db: Db, companyId: string) {
  return db
    .select({ accountId: accounts.id, email: accounts.email, name: accounts.name })
    .from(companyMemberships)
    .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
    .where(
      and(
        eq(companyMemberships.companyId, companyId),
        eq(companyMemberships.role, 'benefits_admin'),
        sql`${accounts.disabledAt} is null`,
      ),
    )
    .orderBy(asc(accounts.email));
}
