import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, employeeForms, invitations } from '../../db/schema';
import { firstRow } from '../../lib/first-row';

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
    .where(
      and(
        inArray(invitations.employeeFormId, [...employeeFormIds]),
        eq(invitations.kind, 'employee'),
        or(isNull(invitations.revokedAt), isNotNull(invitations.acceptedAt)),
      ),
    )
    .orderBy(invitations.employeeFormId, desc(invitations.createdAt));
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
