import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { employeeForms } from '../../../db/schema';
import { clock } from '../../../lib/clock';

/**
 * The writes to a person's record that other contexts ask for (issue 36 item 3): employment, a partner's
 * benefits decision, an accepted invitation's account, a renewal's class. The employee forms' owner writes
 * them; each takes the caller's transaction, so its lock and checks hold.
 */

/** Writes a person's employment fields and raises their version. */
export async function updateEmploymentFields(
  tx: Db,
  employeeFormId: string,
  values: Partial<
    Pick<
      typeof employeeForms.$inferInsert,
      | 'isEligible'
      | 'employeeRoleId'
      | 'employmentStatus'
      | 'hiredAt'
      | 'lastDayAt'
      | 'coverageEndsAt'
      | 'continuationNoticeDue'
      | 'terminatedAt'
    >
  >,
): Promise<void> {
  await tx
    .update(employeeForms)
    .set({ ...values, version: sql`${employeeForms.version} + 1`, updatedAt: clock.now() })
    .where(eq(employeeForms.id, employeeFormId));
}

export async function storeBenefitsDecision(
  tx: Db,
  formId: string,
  values: { decision: 'approved' | 'denied' | 'waiting_on_renewal'; reason: string | null; at: Date },
) {
  await tx
    .update(employeeForms)
    .set({
      benefitsDecision: values.decision,
      benefitsDecisionReason: values.reason,
      benefitsDecidedAt: values.at,
      version: sql`${employeeForms.version} + 1`,
      updatedAt: values.at,
    })
    .where(eq(employeeForms.id, formId));
}

export async function linkFormToAccount(tx: Db, employeeFormId: string, accountId: string, at: Date) {
  await tx
    .update(employeeForms)
    .set({ accountId, updatedAt: at })
    .where(eq(employeeForms.id, employeeFormId));
}

/** Sets each form's class (the medical contribution class an administrator chose at renewal). */
export async function setEmployeeClass(tx: Db, formIds: readonly string[], roleId: string) {
  if (formIds.length > 0)
    await tx
      .update(employeeForms)
      .set({ employeeRoleId: roleId, updatedAt: clock.now() })
      .where(inArray(employeeForms.id, [...formIds]));
}
