import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { individualApplications, individualPlans } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

export type IndividualPlanType = (typeof individualPlans.$inferSelect)['type'];

export function findActiveIndividualPlans(db: Db, types: readonly IndividualPlanType[]) {
  if (types.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(individualPlans)
    .where(and(eq(individualPlans.active, true), inArray(individualPlans.type, [...types])))
    .orderBy(asc(individualPlans.sortOrder), asc(individualPlans.displayName));
}

export type IndividualApplicationRow = typeof individualApplications.$inferSelect;

/** The individual application of an employee form, or null (locked for a write when asked). */
export function findIndividualApplication(
  db: Db,
  employeeFormId: string,
  lock = false,
): Promise<IndividualApplicationRow | null> {
  const query = db
    .select()
    .from(individualApplications)
    .where(eq(individualApplications.employeeFormId, employeeFormId));
  return firstRow(lock ? query.for('update') : query);
}

/** Inserts or updates the individual application of a form. */
export async function upsertIndividualApplication(
  db: Db,
  employeeFormId: string,
  values: Omit<Partial<typeof individualApplications.$inferInsert>, 'employeeFormId'>,
): Promise<void> {
  await db
    .insert(individualApplications)
    .values({ employeeFormId, ...values })
    .onConflictDoUpdate({ target: individualApplications.employeeFormId, set: values });
}

/** Individual plans by id (any state, active or not): what an application names. */
export function findIndividualPlansByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(individualPlans)
    .where(inArray(individualPlans.id, [...ids]))
    .orderBy(asc(individualPlans.sortOrder), asc(individualPlans.displayName));
}
