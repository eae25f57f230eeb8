import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carriers, plans } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

/**
 * The writes of the plan catalog (carriers and plans), owned here (table-owners.ts): a rate sheet's load
 * (open enrollment) and a carrier's EDI settings (carrier files) call these inside their own transaction.
 */

/** The carrier of this name, made when there is none (carriers are unique by name). */
export async function findOrCreateCarrier(tx: Db, name: string): Promise<string> {
  const found = await firstRow(tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.name, name)));
  if (found) return found.id;
  const [row] = await tx
    .insert(carriers)
    .values({ name })
    .onConflictDoNothing({ target: carriers.name })
    .returning({ id: carriers.id });
  if (row) return row.id;
  const again = await firstRow(tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.name, name)));
  return again!.id;
}

/** Adds a plan to the catalog; its id. */
export async function insertPlan(tx: Db, values: typeof plans.$inferInsert): Promise<string> {
  const [row] = await tx.insert(plans).values(values).returning({ id: plans.id });
  return row!.id;
}

/** Removes plans nothing else refers to (a rate sheet's plans, replaced by the next load). */
export async function deletePlans(tx: Db, planIds: readonly string[]): Promise<void> {
  if (planIds.length > 0) await tx.delete(plans).where(inArray(plans.id, [...planIds]));
}

/** The carrier row locked for a write of its EDI fields. */
export async function lockCarrier(tx: Db, carrierId: string) {
  const [row] = await tx
    .select({
      id: carriers.id,
      fein: carriers.fein,
      ediReceiverId: carriers.ediReceiverId,
      ediUsage: carriers.ediUsage,
      version: carriers.version,
    })
    .from(carriers)
    .where(eq(carriers.id, carrierId))
    .for('update');
  return row ?? null;
}

/** Stores a carrier's EDI fields (FEIN, receiver id, test or production). */
export async function updateCarrierEdi(
  tx: Db,
  carrierId: string,
  values: { fein: string; ediReceiverId: string | null; ediUsage: 'T' | 'P'; version: number },
) {
  await tx.update(carriers).set(values).where(eq(carriers.id, carrierId));
}
