import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { employeeForms } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

/** Accepting an invitation (decision 0022): the invited person's form it reads and locks. */

/** The invited employee's form, locked (the account is linked to it). */
export function lockInvitedForm(tx: Db, companyId: string, employeeFormId: string) {
  return firstRow(
    tx
      .select({
        id: employeeForms.id,
        firstName: employeeForms.firstName,
        lastName: employeeForms.lastName,
        accountId: employeeForms.accountId,
        employmentStatus: employeeForms.employmentStatus,
      })
      .from(employeeForms)
      .where(and(eq(employeeForms.id, employeeFormId), eq(employeeForms.companyId, companyId)))
      .for('update'),
  );
}

/** The employee form's first name, for the page an invitation's link opens. */
export async function findFormFirstName(db: Db, employeeFormId: string): Promise<string | null> {
  const row = await firstRow(
    db
      .select({ firstName: employeeForms.firstName })
      .from(employeeForms)
      .where(eq(employeeForms.id, employeeFormId)),
  );
  return row?.firstName ?? null;
}
