import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeeDependents, employeeForms } from '../../db/schema';

export async function updateEmployeeForm(
  db: Db,
  employeeFormId: string,
  values: Partial<typeof employeeForms.$inferInsert>,
): Promise<void> {
  await db.update(employeeForms).set(values).where(eq(employeeForms.id, employeeFormId));
}

/** Every dependent of a form, active or not. */
export function findFormDependents(db: Db, employeeFormId: string) {
  return db.select().from(employeeDependents).where(eq(employeeDependents.employeeFormId, employeeFormId));
}

export async function updateDependent(
  db: Db,
  employeeFormId: string,
  dependentId: string,
  values: Partial<typeof employeeDependents.$inferInsert>,
): Promise<void> {
  await db
    .update(employeeDependents)
    .set(values)
    .where(
      and(eq(employeeDependents.id, dependentId), eq(employeeDependents.employeeFormId, employeeFormId)),
    );
}

export async function insertDependent(db: Db, values: typeof employeeDependents.$inferInsert): Promise<void> {
  await db.insert(employeeDependents).values(values);
}

export async function deactivateDependents(
  db: Db,
  employeeFormId: string,
  ids: readonly string[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(employeeDependents)
    .set({ active: false, updatedAt: at })
    .where(
      and(eq(employeeDependents.employeeFormId, employeeFormId), inArray(employeeDependents.id, [...ids])),
    );
}
