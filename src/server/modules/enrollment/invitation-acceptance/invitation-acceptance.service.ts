import { checkNewPassword } from '@shared/domain/accounts/password';
import { homePathFor } from '@shared/roles';
import {
  type AcceptInvitationRequest,
  EMAIL_IN_USE_MESSAGE,
  type InvitationView,
} from '@shared/schemas/new-hires';
import { writeAudit } from '../../../access/audit';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError, validationFailed } from '../../../lib/app-error';
import { invalidateCurrentPolicy } from '../../../lib/application-context';
import { clock } from '../../../lib/clock';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import {
  findOpenInvitation,
  insertAdministratorMembership,
  lockInvitationByToken,
  recordInvitationAccepted,
} from '../../company';
import { createAccount, hashPassword, openSession } from '../../identity';
import { linkFormToAccount } from '../employee-forms/employee-records';
import { findFormFirstName, lockInvitedForm } from './invitation-acceptance.repository';

/**
 * Creating an account from an invitation's link (docs/spec/3's `/{companyIdToken}/create-account/{token}`,
 * decision 0022). Unknown, expired, revoked and used links all answer the same 404, so a link tells nothing
 * about other people's invitations.
 */
export const INVITATION_NOT_FOUND =
  'This link is no longer valid. Please ask your administrator to send you a new invitation.';

const linkGone = () => new AppError('not_found', INVITATION_NOT_FOUND);

/** What the create-account page shows for an open invitation; 404 otherwise. */
export async function viewInvitation(db: Db, token: string): Promise<InvitationView> {
  const invitation = await findOpenInvitation(db, token);
  if (!invitation) throw linkGone();
  return {
    kind: invitation.kind,
    companyName: invitation.companyName,
    firstName:
      invitation.kind === 'employee' && invitation.employeeFormId
        ? await findFormFirstName(db, invitation.employeeFormId)
        : null,
    email: invitation.email,
  };
}

/**
 * Accepts an invitation: checks the password rule with the invitation's email, then in one transaction locks
 * the invitation (it must still be open: of two parallel accepts one wins), refuses an email that already has
 * an account (docs/spec/3's text), creates the account (an employee's, linked to their form; or an administrator's,
 * with a membership of the company), marks the invitation accepted and audits. After the commit the account's
 * current application is forgotten (decision 0017) and a session is opened as sign-in opens one.
 */
export async function acceptInvitation(
  db: Db,
  config: Config,
  input: { token: string; request: AcceptInvitationRequest; userAgent: string | null },
): Promise<{ sessionToken: string; redirectTo: string }> {
  const open = await findOpenInvitation(db, input.token);
  if (!open) throw linkGone();
  const errors = checkNewPassword(input.request, open.email);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const passwordHash = await hashPassword(input.request.password);

  const accepted = await db.transaction(async (tx) => {
    const now = clock.now();
    const invitation = await lockInvitationByToken(tx, input.token);
    if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt <= now)
      throw linkGone();

    let form: Awaited<ReturnType<typeof lockInvitedForm>> = null;
    if (invitation.kind === 'employee') {
      form = invitation.employeeFormId
        ? await lockInvitedForm(tx, invitation.companyId, invitation.employeeFormId)
        : null;
      if (form?.employmentStatus !== 'active') throw linkGone();
      if (form.accountId) throw new AppError('conflict', 'You already have an account. Please sign in.');
    }
    const role: 'employee' | 'benefits_admin' =
      invitation.kind === 'employee' ? 'employee' : 'benefits_admin';
    const account = await createAccount(tx, {
      email: invitation.email,
      name: form ? `${form.firstName} ${form.lastName}` : null,
      role,
      passwordHash,
    });
    if (!account) throw new AppError('conflict', EMAIL_IN_USE_MESSAGE);

    if (form) await linkFormToAccount(tx, form.id, account.id, now);
    else await insertAdministratorMembership(tx, account.id, invitation.companyId);
    await recordInvitationAccepted(tx, invitation.id, now);
    await writeAudit(tx, {
      accountId: account.id,
      companyId: invitation.companyId,
      action: 'invitation.accepted',
      subjectType: 'invitation',
      subjectId: invitation.id,
      details: { kind: invitation.kind },
    });
    return { accountId: account.id, role, companyId: invitation.companyId };
  });

  if (accepted.role === 'employee') {
    await invalidateCurrentPolicy(db, [accepted.accountId]);
    await invalidateCompanyPeople(db, [accepted.companyId]);
  }
  const session = await openSession(db, config, {
    accountId: accepted.accountId,
    userAgent: input.userAgent,
  });
  return { sessionToken: session.token, redirectTo: homePathFor(accepted.role) };
}
