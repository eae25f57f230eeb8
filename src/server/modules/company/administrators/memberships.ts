import type { Db } from '../../../db/client';
import { companyMemberships } from '../../../db/schema';

/** The membership an accepted administrator's invitation adds (issue 36 item 3), in the caller's transaction. */
export async function insertAdministratorMembership(tx: Db, accountId: string, companyId: string) {
  await tx
    .insert(companyMemberships)
    .values({ accountId, companyId, role: 'benefits_admin' })
    .onConflictDoNothing();
}
