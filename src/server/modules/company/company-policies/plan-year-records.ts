import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companyContributions, companyPolicies } from '../../../db/schema';
import { clock } from '../../../lib/clock';

/**
 * The plan-year writes a signed renewal asks for (issue 36 item 3): the next plan year, its contributions and
 * the plan years' state. The plan years' owner writes them, in the caller's transaction.
 */

export async function insertUpcomingPolicy(tx: Db, values: typeof companyPolicies.$inferInsert) {
  const [row] = await tx.insert(companyPolicies).values(values).returning({ id: companyPolicies.id });
  return row!.id;
}

export async function insertPolicyContributions(
  tx: Db,
  rows: ReadonlyArray<typeof companyContributions.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(companyContributions).values([...rows]);
}

/** Sets the state of plan years (and raises their version, so an open edit screen reloads). */
export async function setPolicyStatus(
  tx: Db,
  companyPolicyIds: readonly string[],
  status: 'enrolled' | 'cancelled',
): Promise<void> {
  if (companyPolicyIds.length === 0) return;
  await tx
    .update(companyPolicies)
    .set({ status, version: sql`${companyPolicies.version} + 1`, updatedAt: clock.now() })
    .where(inArray(companyPolicies.id, [...companyPolicyIds]));
}
