import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { employeeDependents, employeeLifeEvents } from '../../../db/schema';

/** Records a reported life event (inside the application write that adds its dependent). */
export async function insertLifeEvent(db: Db, values: typeof employeeLifeEvents.$inferInsert) {
  const [row] = await db.insert(employeeLifeEvents).values(values).returning();
  return row!;
}

/** A form's life events, oldest first, with the names of the dependents they added. */
export function findLifeEventsOfForm(db: Db, employeeFormId: string) {
  return db
    .select({
      id: employeeLifeEvents.id,
      kind: employeeLifeEvents.kind,
      eventDate: employeeLifeEvents.eventDate,
      effectiveAt: employeeLifeEvents.effectiveAt,
      dependentId: employeeLifeEvents.dependentId,
      coverageTypes: employeeLifeEvents.coverageTypes,
      reportedAt: employeeLifeEvents.reportedAt,
      reportedInAdminMode: employeeLifeEvents.reportedInAdminMode,
      firstName: employeeDependents.firstName,
      lastName: employeeDependents.lastName,
    })
    .from(employeeLifeEvents)
    .innerJoin(employeeDependents, eq(employeeDependents.id, employeeLifeEvents.dependentId))
    .where(eq(employeeLifeEvents.employeeFormId, employeeFormId))
    .orderBy(asc(employeeLifeEvents.reportedAt), asc(employeeLifeEvents.id));
}
