import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { claimMessages, claimRequests, employeeForms } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';

export type ClaimRow = typeof claimRequests.$inferSelect;
export type ClaimMessageRow = typeof claimMessages.$inferSelect;

/** A form's requests, newest first, each with its number of messages. */
export function listClaimsOfForm(db: Db, employeeFormId: string) {
  return db
    .select({ claim: claimRequests, messageCount: count(claimMessages.id) })
    .from(claimRequests)
    .leftJoin(claimMessages, eq(claimMessages.claimRequestId, claimRequests.id))
    .where(eq(claimRequests.employeeFormId, employeeFormId))
    .groupBy(claimRequests.id)
    .orderBy(desc(claimRequests.createdAt), desc(claimRequests.id));
}

/** One request of a form (null for another form's: ids are not probed). */
export function findClaimOfForm(db: Db, employeeFormId: string, claimId: string) {
  return firstRow(
    db
      .select()
      .from(claimRequests)
      .where(and(eq(claimRequests.id, claimId), eq(claimRequests.employeeFormId, employeeFormId))),
  );
}

/** The same, locked for the rest of the transaction. */
export function lockClaimOfForm(db: Db, employeeFormId: string, claimId: string) {
  return firstRow(
    db
      .select()
      .from(claimRequests)
      .where(and(eq(claimRequests.id, claimId), eq(claimRequests.employeeFormId, employeeFormId)))
      .for('update'),
  );
}

/**
 * Locks the employee form a new request belongs to, so the enrollment it is checked against (the application's
 * writes lock the form too, decision 0012) cannot change until the request is written.
 */
export async function lockEmployeeForm(db: Db, employeeFormId: string): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ id: employeeForms.id })
      .from(employeeForms)
      .where(eq(employeeForms.id, employeeFormId))
      .for('update'),
  );
  return row !== null;
}

export async function insertClaim(db: Db, values: typeof claimRequests.$inferInsert): Promise<ClaimRow> {
  const [row] = await db.insert(claimRequests).values(values).returning();
  return row!;
}

export async function updateClaim(
  db: Db,
  id: string,
  values: Partial<Pick<ClaimRow, 'status' | 'version'>>,
): Promise<ClaimRow> {
  const [row] = await db
    .update(claimRequests)
    .set({ ...values, updatedAt: clock.now() })
    .where(eq(claimRequests.id, id))
    .returning();
  return row!;
}

export async function insertClaimMessage(db: Db, values: typeof claimMessages.$inferInsert) {
  const [row] = await db.insert(claimMessages).values(values).returning();
  return row!;
}

/** A request's messages, oldest first (a conversation reads down). */
export function listClaimMessages(db: Db, claimId: string) {
  return db
    .select()
    .from(claimMessages)
    .where(eq(claimMessages.claimRequestId, claimId))
    .orderBy(asc(claimMessages.createdAt), asc(claimMessages.id));
}
