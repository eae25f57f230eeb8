import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { individualPlans } from '../../db/schema';

export type IndividualPlanType = (typeof individualPlans.$inferSelect)['type'];

export function findActiveIndividualPlans(db: Db, types: readonly IndividualPlanType[]) {
  if (types.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(individualPlans)
    .where(and(eq(individualPlans.active, true), inArray(individualPlans.type, [...types])))
    .orderBy(asc(individualPlans.sortOrder), asc(individualPlans.displayName));
}
