import {
  canRemoveAdministrator,
  LAST_ADMINISTRATOR_MESSAGE,
} from '@shared/domain/company-people/administrators-and-partners';
import {
  ADMINISTRATOR_INVITATION_MESSAGES,
  type AdministratorInvitationRequest,
  type AdministratorInvitationResponse,
  type CompanyAdministratorsResponse,
} from '@shared/schemas/administrators';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { lockCompany } from '../../../lib/company-lock';
import type { Mailer } from '../../../plugins/mail/mailer';
import {
  createAdministratorInvitation,
  listPendingAdministratorInvitations,
  revokeAdministratorInvitation,
  sendAdministratorInvitationMail,
} from '../invitations/invitations.service';
import {
  deleteAdministratorMembership,
  ensureAdministratorMembership,
  findAccountByEmail,
  findCompany,
  insertAdministratorMembership,
  listMemberships,
} from './administrators.repository';

/**
 * A company's administrators (manage-admins, decision 0024). Every change is one transaction that locks the
 * company row and then reads its memberships, so two removals at once cannot leave it without an
 * administrator; every change is audited with ids only.
 */

type Membership = Awaited<ReturnType<typeof listMemberships>>[number];
const personOf = (m: Membership) => ({
  accountId: m.accountId,
  name: m.name,
  email: m.email,
  addedAt: m.createdAt.toISOString(),
});

/** The administrators, the brokers acting for the company, and the open invitations. */
export async function listAdministrators(db: Db, companyId: string): Promise<CompanyAdministratorsResponse> {
  if (!(await findCompany(db, companyId))) throw notFound('That company');
  const [memberships, pendingInvitations] = await Promise.all([
    listMemberships(db, companyId),
    listPendingAdministratorInvitations(db, companyId),
  ]);
  return {
    administrators: memberships.filter((m) => m.role === 'benefits_admin').map(personOf),
    brokers: memberships.filter((m) => m.role === 'broker').map(personOf),
    pendingInvitations,
  };
}

/**
 * Invites an administrator by email. An existing benefits administrator's account is added at once and told
 * by e-mail; an account of another role is refused at the email field; anyone else gets an invitation of
 * kind 'administrator' whose link creates their account.
 */
export async function inviteAdministrator(
  db: Db,
  mailer: Mailer,
  input: { companyId: string; actor: Actor; request: AdministratorInvitationRequest; publicUrl: string },
): Promise<AdministratorInvitationResponse> {
  const { actor, request } = input;
  const email = request.email.toLowerCase();
  const inviter = { accountId: actor.accountId, name: actor.name ?? actor.email };
  const result = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, input.companyId);
    if (!company) throw notFound('That company');
    const memberships = await listMemberships(tx, company.id, true);
    const account = await findAccountByEmail(tx, email);
    if (account) {
      if (account.role !== 'benefits_admin')
        throw validationFailed(
          { email: ADMINISTRATOR_INVITATION_MESSAGES.otherRole },
          ADMINISTRATOR_INVITATION_MESSAGES.otherRole,
        );
      if (memberships.some((m) => m.accountId === account.id))
        throw new AppError('conflict', ADMINISTRATOR_INVITATION_MESSAGES.alreadyAdministrator, {
          email: ADMINISTRATOR_INVITATION_MESSAGES.alreadyAdministrator,
        });
      await insertAdministratorMembership(tx, company.id, account.id);
      await writeAudit(tx, {
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        companyId: company.id,
        action: 'administrator.added',
        subjectType: 'account',
        subjectId: account.id,
      });
      return { kind: 'added' as const, company, account };
    }
    const { mail } = await createAdministratorInvitation(tx, {
      company,
      email,
      inviteeName: request.name || null,
      inviter,
      publicUrl: input.publicUrl,
    });
    return { kind: 'invited' as const, mail };
  });

  if (result.kind === 'added') {
    const base = input.publicUrl.replace(/\/+$/, '');
    await mailer.sendMail('administratorAdded', result.account.email, {
      administratorName: result.account.name,
      inviterName: inviter.name,
      companyName: result.company.name,
      dashboardUrl: `${base}/switch-company`,
    });
    return { outcome: 'added', email, expiresAt: null };
  }
  await sendAdministratorInvitationMail(mailer, result.mail);
  return { outcome: 'invited', email, expiresAt: result.mail.expiresAt.toISOString() };
}

/** Removes a benefits administrator from the company; never the last one (409). */
export async function removeAdministrator(
  db: Db,
  input: { companyId: string; actor: Actor; accountId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, input.companyId);
    if (!company) throw notFound('That company');
    const memberships = await listMemberships(tx, company.id, true);
    const administratorIds = memberships.filter((m) => m.role === 'benefits_admin').map((m) => m.accountId);
    if (!administratorIds.includes(input.accountId)) throw notFound('That administrator');
    if (!canRemoveAdministrator(administratorIds, input.accountId))
      throw new AppError('conflict', LAST_ADMINISTRATOR_MESSAGE);
    await deleteAdministratorMembership(tx, company.id, input.accountId);
    await writeAudit(tx, {
      accountId: input.actor.accountId,
      sessionId: input.actor.sessionId,
      companyId: company.id,
      action: 'administrator.removed',
      subjectType: 'account',
      subjectId: input.accountId,
    });
  });
}

/** Revokes a pending administrator invitation (its link stops working). */
export async function cancelAdministratorInvitation(
  db: Db,
  input: { companyId: string; actor: Actor; invitationId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, input.companyId);
    if (!company) throw notFound('That company');
    await revokeAdministratorInvitation(tx, {
      companyId: company.id,
      invitationId: input.invitationId,
      revokedByAccountId: input.actor.accountId,
    });
  });
}

/** Makes an account the first administrator of the company it just registered (decision 0052), in `tx`. */
export async function addRegisteringAdministrator(
  tx: Db,
  companyId: string,
  accountId: string,
): Promise<void> {
  await insertAdministratorMembership(tx, companyId, accountId);
}

/** Makes an account an administrator of a company a partner vouches for, unless it is one already, in `tx`. */
export async function addPartnerAdministrator(tx: Db, companyId: string, accountId: string): Promise<void> {
  await ensureAdministratorMembership(tx, companyId, accountId);
}
