import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { employeeForms, invitations } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';
import { invitationColumns } from './invitations.repository';

/** Accepting an invitation (decision 0022): the rows it locks and writes. */

/** An invitation by its token's hash, locked for the rest of the transaction. */
export function lockInvitationByTokenHash(tx: Db, tokenHash: string) {
  return firstRow(
    tx.select(invitationColumns).from(invitations).where(eq(invitations.tokenHash, tokenHash)).for('update'),
  );
}

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

export async function markInvitationAccepted(tx: Db, invitationId: string, at: Date) {
  await tx.update(invitations).set({ acceptedAt: at }).where(eq(invitations.id, invitationId));
}
