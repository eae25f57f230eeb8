import type { Role } from '@shared/roles';
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { employeeForms, employeePolicies } from '../db/schema';
import { forbidden, notFound } from '../lib/app-error';
import { firstRow, preparedLookup } from '../lib/first-row';
import { type Actor, canManageCompany } from './actor';
import { writeAudit } from './audit';

export type EmployeeFormAccess = {
  form: { id: string; companyId: string; accountId: string | null; firstName: string; lastName: string };
  /** An administrator, broker or operations user acting for the employee. */
  adminMode: boolean;
};

/** The columns of a form that access decisions read. */
const formOwnerColumns = {
  id: employeeForms.id,
  companyId: employeeForms.companyId,
  accountId: employeeForms.accountId,
  firstName: employeeForms.firstName,
  lastName: employeeForms.lastName,
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
  adminModeOnly?: AdminModeOnly,
): Promise<EmployeeFormAccess> {
  const form = await firstRow(
    db.select(formOwnerColumns).from(employeeForms).where(eq(employeeForms.id, employeeFormId)),
  );
  return decideFormAccess(db, actor, form, auditAction, adminModeOnly);
}

/**
 * Records admin mode opens for some roles only (claims help's health information: support, decision 0075):
 * another role of the company answers 403 with `refused`, before anything is audited as opened.
 */
export type AdminModeOnly = { roles: readonly Role[]; refused: string };

/**
 * resolveEmployeeFormAccess for a form named by its hash id (the admin-mode renewal's address,
 * /company-admin/employee-renewal/{employee_hash_id}, docs/spec/2 §2.5): the same rules, answers and audit.
 */
export async function resolveEmployeeFormAccessByHash(
  db: Db,
  actor: Actor,
  employeeHashId: string,
  auditAction?: string,
): Promise<EmployeeFormAccess> {
  const form = await firstRow(
    db.select(formOwnerColumns).from(employeeForms).where(eq(employeeForms.hashId, employeeHashId)),
  );
  return decideFormAccess(db, actor, form, auditAction);
}

/** The access rule of resolveEmployeeFormAccess for an already loaded form (or none). */
async function decideFormAccess(
  db: Db,
  actor: Actor,
  form: EmployeeFormAccess['form'] | null,
  auditAction: string | undefined,
  adminModeOnly?: AdminModeOnly,
): Promise<EmployeeFormAccess> {
  if (form && form.accountId === actor.accountId) return { form, adminMode: false };
  if (actor.role === 'employee') throw notFound('That application');
  if (!form) throw notFound('That employee');
  if (!canManageCompany(actor, form.companyId))
    throw forbidden("You cannot open another company's employee records.");
  if (adminModeOnly && !adminModeOnly.roles.includes(actor.role)) throw forbidden(adminModeOnly.refused);
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

export type EmployeePolicyAccess = EmployeeFormAccess & {
  policy: { id: string; employeeFormId: string; companyPolicyId: string };
};

/** A policy with the form it belongs to: what deciding access to it needs. */
export type PolicyOwner = Pick<EmployeePolicyAccess, 'policy' | 'form'>;

/** The columns of a policy's owning form that access decisions read (for queries that select them). */
export const policyOwnerColumns = {
  policy: {
    id: employeePolicies.id,
    employeeFormId: employeePolicies.employeeFormId,
    companyPolicyId: employeePolicies.companyPolicyId,
  },
  form: formOwnerColumns,
};

/** Employee policies joined with their forms, selecting `columns`: where every read of a policy's owner starts. */
export function selectPolicyWithForm<T extends SelectedFields>(db: Db, columns: T) {
  return db
    .select(columns)
    .from(employeePolicies)
    .innerJoin(employeeForms, eq(employeeForms.id, employeePolicies.employeeFormId));
}

/**
 * A policy with its owning form (one prepared key lookup; every policy call checks access first), or null:
 * what resolveEmployeePolicyAccess decides on.
 */
export const findPolicyOwner = preparedLookup('policy_owner', (db, policyId) =>
  selectPolicyWithForm(db, policyOwnerColumns).where(eq(employeePolicies.id, policyId)),
);

/**
 * Who may open an employee policy: whoever may open its employee form (see resolveEmployeeFormAccess).
 * The policy's form is loaded first, so a policy of another employee answers 404 to employees and 403 to
 * another company's administrators, exactly like the form itself; an unknown policy answers 404.
 */
export async function resolveEmployeePolicyAccess(
  db: Db,
  actor: Actor,
  employeePolicyId: string,
  auditAction?: string,
): Promise<EmployeePolicyAccess> {
  return decideEmployeePolicyAccess(db, actor, await findPolicyOwner(db, employeePolicyId), auditAction);
}

/**
 * The access rule of resolveEmployeePolicyAccess for an already loaded policy and form (or none), for calls
 * that read them together with the rest of what they need in one query.
 */
export async function decideEmployeePolicyAccess(
  db: Db,
  actor: Actor,
  row: PolicyOwner | null,
  auditAction?: string,
): Promise<EmployeePolicyAccess> {
  if (!row) throw notFound(actor.role === 'employee' ? 'That application' : 'That employee');
  const access = await decideFormAccess(db, actor, row.form, auditAction);
  return { ...access, policy: row.policy };
}
