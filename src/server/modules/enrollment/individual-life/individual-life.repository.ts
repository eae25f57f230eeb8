import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { employeeForms, individualLifeApplications } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { firstRow } from '../../../lib/first-row';

/** What a quote reads of the employee: the facts a carrier prices on and whether the offer is hidden. */
export function findApplicant(db: Db, employeeFormId: string) {
  return firstRow(
    db
      .select({
        bornAt: employeeForms.bornAt,
        gender: employeeForms.gender,
        tobaccoUser: employeeForms.tobaccoUser,
        annualSalaryCents: employeeForms.annualSalaryCents,
        hideIndividualApplications: employeeForms.hideIndividualApplications,
      })
      .from(employeeForms)
      .where(eq(employeeForms.id, employeeFormId)),
  );
}

export type LifeApplicationRow = typeof individualLifeApplications.$inferSelect;

export function findLifeApplication(db: Db, employeeFormId: string) {
  return firstRow(
    db
      .select()
      .from(individualLifeApplications)
      .where(eq(individualLifeApplications.employeeFormId, employeeFormId)),
  );
}

/** The form's application, locked for the rest of the transaction. */
export function lockLifeApplication(db: Db, employeeFormId: string) {
  return firstRow(
    db
      .select()
      .from(individualLifeApplications)
      .where(eq(individualLifeApplications.employeeFormId, employeeFormId))
      .for('update'),
  );
}

export async function insertLifeApplication(db: Db, values: typeof individualLifeApplications.$inferInsert) {
  const [row] = await db.insert(individualLifeApplications).values(values).returning();
  return row!;
}

export async function updateLifeApplication(
  db: Db,
  id: string,
  values: Partial<typeof individualLifeApplications.$inferInsert>,
) {
  const [row] = await db
    .update(individualLifeApplications)
    .set({ ...values, updatedAt: clock.now() })
    .where(eq(individualLifeApplications.id, id))
    .returning();
  return row!;
}
