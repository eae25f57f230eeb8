import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employeeForms } from '../db/schema';
import { writeAudit } from '../modules/audit/audit.repository';
import { type Actor, canManageCompany } from '../plugins/auth';
import { forbidden, notFound } from './app-error';

export type EmployeeFormAccess = {
  form: { id: string; companyId: string; accountId: string | null; firstName: string; lastName: string };
  /** An administrator, broker or operations user acting for the employee. */
  adminMode: boolean;
};

/**
 * Who may open an employee form: the employee it belongs to, or (admin mode) an administrator or broker of
 * the employee's company, or operations. Admin-mode access is written to the audit log as `auditAction`.
 * Employees asking for someone else's form get 404, so ids cannot be probed; company users get 403.
 */
export async function resolveEmployeeFormAccess(
  db: Db,
  actor: Actor,
  employeeFormId: string,
  auditAction?: string,
): Promise<EmployeeFormAccess> {
  const [form] = await db
    .select({
      id: employeeForms.id,
      companyId: employeeForms.companyId,
      accountId: employeeForms.accountId,
      firstName: employeeForms.firstName,
      lastName: employeeForms.lastName,
    })
    .from(employeeForms)
    .where(eq(employeeForms.id, employeeFormId))
    .limit(1);

  if (form && form.accountId === actor.accountId) return { form, adminMode: false };
  if (actor.role === 'employee') throw notFound('That application');
  if (!form) throw notFound('That employee');
  if (!canManageCompany(actor, form.companyId))
    throw forbidden("You cannot open another company's employee records.");
  if (auditAction) {
    await writeAudit(db, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: form.companyId,
      action: auditAction,
      subjectType: 'employee_form',
      subjectId: form.id,
      adminMode: true,
    });
  }
  return { form, adminMode: true };
}
