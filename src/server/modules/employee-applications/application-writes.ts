import type { ApplicationStep } from '../../../shared/domain/steps/steps';
import { fieldErrorsFromIssues } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { employeePolicySteps } from '../../db/schema';
import { notFound, validationFailed } from '../../lib/app-error';
import type { EmployeeFormAccess } from '../../lib/employee-access';
import type { Actor } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { type ApplicationRows, loadApplicationRows } from './employee-applications.repository';
import { assertApplicationWritable } from './employee-applications.service';

/** Who is writing: the actor and whether they act in admin mode for the employee. */
export type Writer = { actor: Actor; access: EmployeeFormAccess };

/** The application rows of a policy about to be written, after the redirect-rule guard (403 / 409). */
export async function loadWritableApplication(db: Db, employeePolicyId: string): Promise<ApplicationRows> {
  const rows = await loadApplicationRows(db, employeePolicyId);
  if (!rows) throw notFound('A benefits application for this employee');
  assertApplicationWritable({
    isEligible: rows.form.isEligible,
    completedAt: rows.policy.completedAt,
    coverages: rows.coverages,
  });
  return rows;
}

/** Records a completed step (the first completion is kept). */
export async function completeStep(
  db: Db,
  employeePolicyId: string,
  step: ApplicationStep,
  accountId: string,
  at: Date,
): Promise<void> {
  await db
    .insert(employeePolicySteps)
    .values({ employeePolicyId, step, completedAt: at, completedByAccountId: accountId })
    .onConflictDoNothing();
}

/**
 * Writes an admin-mode change to the audit log (inside the write's transaction). Employees' own writes are
 * not audited here. `details` must never hold SSNs or bank numbers: pass field names, not values.
 */
export async function auditAdminWrite(
  db: Db,
  writer: Writer,
  action: string,
  subject: { type: string; id: string },
  details: Record<string, unknown> = {},
): Promise<void> {
  if (!writer.access.adminMode) return;
  await writeAudit(db, {
    accountId: writer.actor.accountId,
    sessionId: writer.actor.sessionId,
    companyId: writer.access.form.companyId,
    action,
    subjectType: subject.type,
    subjectId: subject.id,
    adminMode: true,
    details,
  });
}

/** Parses with a schema or throws 400 with every field error at once. */
export function parseOrFail<T>(
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
  },
  value: unknown,
  extraErrors: Record<string, string> = {},
  prefix: readonly (string | number)[] = [],
): T {
  const result = schema.safeParse(value);
  const errors = result.success
    ? {}
    : fieldErrorsFromIssues(result.error.issues.map((i) => ({ ...i, path: [...prefix, ...i.path] })));
  // The caller's own checks speak more precisely than the schema's about the same field.
  const all = { ...errors, ...extraErrors };
  if (!result.success || Object.keys(all).length > 0) throw validationFailed(all);
  return result.data;
}
