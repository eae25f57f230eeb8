import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { employeeDependents, employeeForms, employeePolicies } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

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

export async function insertDependent(
  db: Db,
  values: typeof employeeDependents.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await db.insert(employeeDependents).values(values).returning({ id: employeeDependents.id });
  return row!;
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

/** The id of the company's person with this email (any case), or null. */
export function findFormIdByEmail(db: Db, companyId: string, email: string) {
  return firstRow(
    db
      .select({ id: employeeForms.id })
      .from(employeeForms)
      .where(
        and(
          eq(employeeForms.companyId, companyId),
          sql`lower(${employeeForms.email}) = ${email.toLowerCase()}`,
        ),
      ),
  );
}

/** Inserts forms in one statement; their ids and hash ids, in the order given. */
export function insertEmployeeForms(db: Db, values: readonly (typeof employeeForms.$inferInsert)[]) {
  if (values.length === 0) return Promise.resolve([]);
  return db
    .insert(employeeForms)
    .values([...values])
    .returning({ id: employeeForms.id, hashId: employeeForms.hashId });
}

/** Inserts employee policies (applications) in one statement. */
export async function insertEmployeePolicies(
  db: Db,
  values: readonly (typeof employeePolicies.$inferInsert)[],
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(employeePolicies).values([...values]);
}

/** The form's bank details as stored (numbers sealed) and its SSN's last four, locked for a write when asked. */
export async function findFormBankDetails(db: Db, employeeFormId: string, lock = false) {
  const query = db
    .select({
      bankName: employeeForms.bankName,
      bankRoutingNumberLast4: employeeForms.bankRoutingNumberLast4,
      bankAccountNumberLast4: employeeForms.bankAccountNumberLast4,
      ssnLast4: employeeForms.ssnLast4,
    })
    .from(employeeForms)
    .where(eq(employeeForms.id, employeeFormId));
  return firstRow(lock ? query.for('update') : query);
}
