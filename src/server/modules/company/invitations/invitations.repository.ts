import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, employeeForms, invitations } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

type InvitationInsert = typeof invitations.$inferInsert;

/** What reading an invitation by its link needs (this file's and accept.repository.ts's reads). */
export const invitationColumns = {
  id: invitations.id,
  kind: invitations.kind,
  companyId: invitations.companyId,
  employeeFormId: invitations.employeeFormId,
  email: invitations.email,
  expiresAt: invitations.expiresAt,
  acceptedAt: invitations.acceptedAt,
  revokedAt: invitations.revokedAt,
};

/** The form an employee invitation is for, locked for the rest of the transaction. */
export async function lockInvitableForm(tx: Db, companyId: string, employeeFormId: string) {
  const [row] = await tx
    .select({
      id: employeeForms.id,
      firstName: employeeForms.firstName,
      email: employeeForms.email,
      accountId: employeeForms.accountId,
      employmentStatus: employeeForms.employmentStatus,
      benefitsDecision: employeeForms.benefitsDecision,
      hiredAt: employeeForms.hiredAt,
      createdAt: employeeForms.createdAt,
      companyName: companies.name,
      companyIdToken: companies.idToken,
    })
    .from(employeeForms)
    .innerJoin(companies, eq(companies.id, employeeForms.companyId))
    .where(and(eq(employeeForms.id, employeeFormId), eq(employeeForms.companyId, companyId)))
    .limit(1)
    .for('update', { of: employeeForms });
  return row ?? null;
}

/** Ends the open invitations of a form (an employee's) or of an email at a company (an administrator's). */
export async function revokeOpenInvitations(
  tx: Db,
  match: { employeeFormId: string } | { companyId: string; email: string; kind: 'administrator' },
  at: Date,
): Promise<void> {
  const open = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
  const where =
    'employeeFormId' in match
      ? and(open, eq(invitations.employeeFormId, match.employeeFormId))
      : and(
          open,
          eq(invitations.companyId, match.companyId),
          eq(invitations.kind, match.kind),
          eq(invitations.email, match.email),
        );
  await tx.update(invitations).set({ revokedAt: at }).where(where);
}

export async function insertInvitation(tx: Db, values: InvitationInsert) {
  const [row] = await tx.insert(invitations).values(values).returning();
  return row!;
}

/** An invitation by its token's hash, with its company (and form, for an employee's). */
export function findInvitationByTokenHash(db: Db, tokenHash: string) {
  return firstRow(
    db
      .select({
        ...invitationColumns,
        companyName: companies.name,
        companyIdToken: companies.idToken,
      })
      .from(invitations)
      .innerJoin(companies, eq(companies.id, invitations.companyId))
      .where(eq(invitations.tokenHash, tokenHash)),
  );
}

/** An employee invitation that stands: not revoked (a newer one revokes it), or accepted. */
const standingEmployeeInvitation = () =>
  and(eq(invitations.kind, 'employee'), or(isNull(invitations.revokedAt), isNotNull(invitations.acceptedAt)));

/** The latest employee invitation of each of these forms that a newer one did not replace. */
export function findLatestFormInvitations(db: Db, employeeFormIds: readonly string[]) {
  return db
    .selectDistinctOn([invitations.employeeFormId], {
      employeeFormId: invitations.employeeFormId,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
    })
    .from(invitations)
    .where(and(inArray(invitations.employeeFormId, [...employeeFormIds]), standingEmployeeInvitation()))
    .orderBy(invitations.employeeFormId, desc(invitations.createdAt));
}

/**
 * The latest employee invitation of the form `employeeFormId` names (an outer query's column), as a subquery
 * to join laterally: one row or none.
 */
export function latestFormInvitation(db: Db, employeeFormId: SQL) {
  return db
    .select({
      sentAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
    })
    .from(invitations)
    .where(and(eq(invitations.employeeFormId, employeeFormId), standingEmployeeInvitation()))
    .orderBy(desc(invitations.createdAt))
    .limit(1)
    .as('latest_invitation');
}

/** A company's open administrator invitations (not accepted, revoked or expired), oldest first. */
export function listOpenAdministratorInvitations(db: Db, companyId: string, now: Date) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        eq(invitations.kind, 'administrator'),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(asc(invitations.createdAt));
}

/** Revokes one open administrator invitation of a company; the revoked row, or null when there was none. */
export async function revokeAdministratorInvitationRow(
  tx: Db,
  companyId: string,
  invitationId: string,
  at: Date,
) {
  const [row] = await tx
    .update(invitations)
    .set({ revokedAt: at })
    .where(
      and(
        eq(invitations.id, invitationId),
        eq(invitations.companyId, companyId),
        eq(invitations.kind, 'administrator'),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });
  return row ?? null;
}

/**
 * The company's people whom "send all invitations" invites (decision 0027): active, eligible, without an
 * account, with an email, benefits not denied or waiting on renewal, and without an open invitation whose link
 * still works. Locked (`for update` of the forms) when `lock` is set, in id order (a stable lock order).
 */
export function findUninvitedPeople(db: Db, companyId: string, now: Date, lock: boolean) {
  const openInvitation = db
    .select({ one: sql`1` })
    .from(invitations)
    .where(
      and(
        eq(invitations.employeeFormId, employeeForms.id),
        eq(invitations.kind, 'employee'),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  const query = db
    .select({
      id: employeeForms.id,
      firstName: employeeForms.firstName,
      email: employeeForms.email,
      hiredAt: employeeForms.hiredAt,
      createdAt: employeeForms.createdAt,
    })
    .from(employeeForms)
    .where(
      and(
        eq(employeeForms.companyId, companyId),
        eq(employeeForms.employmentStatus, 'active'),
        eq(employeeForms.isEligible, true),
        isNull(employeeForms.accountId),
        isNotNull(employeeForms.email),
        sql`${employeeForms.benefitsDecision} is distinct from 'denied'`,
        sql`${employeeForms.benefitsDecision} is distinct from 'waiting_on_renewal'`,
        notExists(openInvitation),
      ),
    )
    .orderBy(asc(employeeForms.id));
  return lock ? query.for('update', { of: employeeForms }) : query;
}

/** Ends the open invitations (lapsed ones: the caller found no working link) of these forms. */
export async function revokeOpenInvitationsOfForms(tx: Db, employeeFormIds: readonly string[], at: Date) {
  if (employeeFormIds.length === 0) return;
  await tx
    .update(invitations)
    .set({ revokedAt: at })
    .where(
      and(
        inArray(invitations.employeeFormId, [...employeeFormIds]),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

/** Inserts many invitations in one statement. */
export async function insertInvitations(tx: Db, values: readonly InvitationInsert[]): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(invitations).values([...values]);
}

/** An invitation by its token's hash, locked for the rest of the transaction. */
export function lockInvitationByTokenHash(tx: Db, tokenHash: string) {
  return firstRow(
    tx.select(invitationColumns).from(invitations).where(eq(invitations.tokenHash, tokenHash)).for('update'),
  );
}

/** Marks an invitation accepted (the account it created is linked to its form). */
export async function markInvitationAccepted(tx: Db, invitationId: string, at: Date) {
  await tx.update(invitations).set({ acceptedAt: at }).where(eq(invitations.id, invitationId));
}
