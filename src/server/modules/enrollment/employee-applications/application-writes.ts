import type { ApplicationStep } from '@shared/domain/steps/steps';
import type { ApplicationResponse } from '@shared/schemas/application';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import { type EmployeeFormAccess, selectPolicyWithForm } from '../../../access/employee-access';
import { type RequestScope, scopeOf } from '../../../access/scope';
import { type Db, queryRows } from '../../../db/client';
import { employeePolicies, employeePolicySteps } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import {
  assertVersion,
  readBasedOnVersion,
  sendVersioned,
  type Versioned,
} from '../../../lib/versioned-write';
import { type ApplicationRows, loadApplicationRows } from './employee-applications.repository';
import { assertApplicationWritable, loadApplication } from './employee-applications.service';

/** Who is writing: the actor and whether they act in admin mode for the employee. */
export type Writer = { actor: Actor; access: EmployeeFormAccess };

export const VERSION_MESSAGES = {
  conflict: 'This application was changed in another window. Reload to see the latest.',
  required:
    'This change does not say which version of the application it is based on (If-Match). Reload and try again.',
} as const;

/**
 * The handler of a versioned application write: it writes as the route's scope (a form or policy scope is a
 * Writer), based on the version the request's If-Match names, and sends the new version as ETag.
 */
export async function sendScopedWrite<K extends 'employeeForm' | 'employeePolicy', T>(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: K,
  write: (writer: Extract<RequestScope, { kind: K }>, basedOn: number) => Promise<Versioned<T>>,
): Promise<T> {
  const writer = scopeOf(request, kind);
  return sendVersioned(reply, await write(writer, readBasedOnVersion(request, VERSION_MESSAGES.required)));
}

/**
 * Locks the policy and its form for the rest of the transaction (every application write takes the same two
 * locks in the same statement, so two writes to one application run one after the other) and returns the
 * policy's version; null when there is no such policy.
 */
async function lockApplication(tx: Db, employeePolicyId: string): Promise<{ version: number } | null> {
  const [row] = await selectPolicyWithForm(tx, { version: employeePolicies.version })
    .where(eq(employeePolicies.id, employeePolicyId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * One application write, safe by construction (decision 0012). In one transaction it locks the policy and
 * its form, reads the application inside the lock, applies the redirect-rule guard (403 / 409; a terminated
 * person's application is read-only, decision 0026), refuses a
 * write based on another version than the stored one (409 version_conflict), runs `write`, and raises the
 * version. A write that changes what a signed application says withdraws the signature: the application goes
 * back to unsigned and must be signed again (`keepsSignature` for the signature itself). Anything thrown
 * rolls all of it back. After the commit, the company's employee list forgets its pages (it shows the status).
 */
export async function writeApplication<T>(
  db: Db,
  writer: Writer,
  employeePolicyId: string,
  /** The version the write was based on; 'unversioned' only for state outside what is signed (the quiz). */
  basedOn: number | 'unversioned',
  write: (tx: Db, rows: ApplicationRows) => Promise<T>,
  options: { keepsSignature?: boolean } = {},
): Promise<Versioned<T>> {
  let companyId: string | null = null;
  const written = await db.transaction(async (tx) => {
    const locked = await lockApplication(tx, employeePolicyId);
    if (!locked) throw notFound('A benefits application for this employee');
    const rows = await loadApplicationRows(tx, employeePolicyId);
    if (!rows) throw notFound('A benefits application for this employee');
    companyId = rows.form.companyId;
    assertApplicationWritable({
      isEligible: rows.form.isEligible,
      completedAt: rows.policy.completedAt,
      coverages: rows.coverages,
      employment: {
        companyName: rows.company.name,
        employmentStatus: rows.form.employmentStatus,
        lastDayAt: rows.form.lastDayAt,
        coverageEndsAt: rows.form.coverageEndsAt,
      },
      adminMode: writer.access.adminMode,
    });
    if (basedOn !== 'unversioned') assertVersion(locked.version, basedOn, VERSION_MESSAGES.conflict);

    const watchSignature = rows.policy.signedAt !== null && !options.keepsSignature;
    const before = watchSignature ? await fingerprintSignedContent(tx, employeePolicyId) : null;
    const body = await write(tx, rows);
    if (before !== null && (await fingerprintSignedContent(tx, employeePolicyId)) !== before)
      await withdrawSignature(tx, writer, rows);

    if (basedOn === 'unversioned') return { body, version: locked.version };
    const version = locked.version + 1;
    await tx.update(employeePolicies).set({ version }).where(eq(employeePolicies.id, employeePolicyId));
    return { body, version };
  });
  // The company's employee list shows each application's status.
  if (companyId) await invalidateCompanyPeople(db, [companyId]);
  return written;
}

/** writeApplication for the writes that answer the whole application, loaded as the writer sees it. */
export async function writeAndLoadApplication(
  db: Db,
  writer: Writer,
  employeePolicyId: string,
  basedOn: number,
  write: (tx: Db, rows: ApplicationRows) => Promise<unknown>,
  options: { keepsSignature?: boolean } = {},
): Promise<Versioned<ApplicationResponse>> {
  const { version } = await writeApplication(db, writer, employeePolicyId, basedOn, write, options);
  return { body: await loadApplication(db, employeePolicyId, writer.access.adminMode), version };
}

/**
 * A digest of everything a signature vouches for: the form, the active and inactive dependents, the coverage
 * answers and dependents' enrolments, the beneficiaries, the health account amount and the declination
 * answers, without timestamps. Equal before and after a write means the write changed nothing signed.
 */
async function fingerprintSignedContent(tx: Db, employeePolicyId: string): Promise<string> {
  const [row] = await queryRows<{ digest: string }>(
    tx,
    sql`select md5(concat_ws('|',
      (select (to_jsonb(f) - 'updated_at' - 'created_at')::text from employee_forms f where f.id = p.employee_form_id),
      (select jsonb_agg(to_jsonb(d) - 'updated_at' - 'created_at' order by d.id)::text
         from employee_dependents d where d.employee_form_id = p.employee_form_id),
      (select jsonb_agg(to_jsonb(c) - 'updated_at' order by c.coverage_type)::text
         from employee_policy_coverages c where c.employee_policy_id = p.id),
      (select jsonb_agg(to_jsonb(e) order by e.dependent_id, e.coverage_type)::text
         from employee_policy_dependent_enrollments e where e.employee_policy_id = p.id),
      (select (to_jsonb(b) - 'updated_at')::text from beneficiary_pairs b where b.employee_form_id = p.employee_form_id),
      (select (to_jsonb(h) - 'updated_at')::text from employee_health_accounts h where h.employee_policy_id = p.id),
      jsonb_build_array(p.declination_reason, p.declination_reason1_carrier_name,
        p.declination_reason1_id_number, p.declination_reason4_explanation)::text
    )) as digest
    from employee_policies p where p.id = ${employeePolicyId}`,
  );
  return row?.digest ?? '';
}

/**
 * A signed application that was changed is no longer what was signed: the signature and completion are
 * cleared, the sign step is open again, and the audit log keeps when it had been signed (decision 0012).
 */
async function withdrawSignature(tx: Db, writer: Writer, rows: ApplicationRows): Promise<void> {
  await clearSignature(tx, rows.policy.id);
  await writeAudit(tx, {
    accountId: writer.actor.accountId,
    sessionId: writer.actor.sessionId,
    companyId: rows.company.id,
    action: 'application.signature_withdrawn',
    subjectType: 'employee_policy',
    subjectId: rows.policy.id,
    adminMode: writer.access.adminMode,
    details: { signedAt: rows.policy.signedAt?.toISOString() ?? null },
  });
}

/**
 * The application is no longer signed: its signature and completion are cleared, nothing signed is left to review
 * (decision 0064), and the sign step is open again, so the employee signs again. Used when a signed application
 * is changed, and when operations return one (decision 0064; that caller then writes the review columns). The
 * caller holds the policy's lock and writes the audit row in the same transaction.
 */
export async function clearSignature(tx: Db, employeePolicyId: string): Promise<void> {
  await tx
    .update(employeePolicies)
    .set({
      signatureImageDataUrl: null,
      signedAt: null,
      signedByAccountId: null,
      signedSessionId: null,
      signedInAdminMode: null,
      completedAt: null,
      reviewStatus: null,
    })
    .where(eq(employeePolicies.id, employeePolicyId));
  await tx
    .delete(employeePolicySteps)
    .where(
      and(eq(employeePolicySteps.employeePolicyId, employeePolicyId), eq(employeePolicySteps.step, 'sign')),
    );
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
