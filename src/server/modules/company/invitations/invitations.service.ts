import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { formatLongDate, formatLongIsoDate } from '@shared/domain/dates/dates';
import { writeAudit, writeAudits } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { lockCompany } from '../../../lib/company-lock';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import { randomToken, sha256 } from '../../../lib/field-crypto';
import type { Mailer } from '../../../plugins/mail/mailer';
import {
  enrollmentWindowIn,
  findPlanYearForNewPeople,
  type PlanYearForNewPeople,
} from '../company-policies/plan-year-for-new-people';
import {
  findInvitationByTokenHash,
  findLatestFormInvitations,
  findUninvitedPeople,
  insertInvitation,
  insertInvitations,
  latestFormInvitation,
  listOpenAdministratorInvitations,
  lockInvitableForm,
  lockInvitationByTokenHash,
  markInvitationAccepted,
  revokeAdministratorInvitationRow,
  revokeOpenInvitations,
  revokeOpenInvitationsOfForms,
} from './invitations.repository';

/**
 * Invitations to create an account (decision 0020). The token is 32 random bytes, sent once in the e-mail's
 * link and stored only as its SHA-256, like a session's; it expires after INVITATION_DAYS, and a new
 * invitation to the same person revokes the open one (so only the latest link works).
 */
export const INVITATION_DAYS = 14;

/** Where an invitation's link leads: `/{companyIdToken}/create-account/{token}` (docs/spec/3's route). */
export function buildInvitationLink(publicUrl: string, companyIdToken: string, token: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/${toCompanyTokenPrefix(companyIdToken)}/create-account/${token}`;
}

/** What the caller needs to send the e-mail once its transaction has committed. */
export type PendingInvitationMail = {
  to: string;
  employeeFirstName: string;
  companyName: string;
  link: string;
  expiresAt: Date;
  /** The last day of their enrollment window ("January 5, 2027"), null when closed or unknown (decision 0080). */
  applyBy: string | null;
};

/** The invitation's "complete it by": the last day of the person's enrollment window while open (decision 0080). */
const applyByOf =
  (planYear: PlanYearForNewPeople | null) =>
  (person: { hiredAt: string | null; createdAt: Date }): string | null => {
    const window = planYear
      ? enrollmentWindowIn(planYear, person.hiredAt ?? clock.isoDateOf(person.createdAt))
      : null;
    return window?.isOpen ? formatLongIsoDate(window.closesOn) : null;
  };

/**
 * Creates an employee's invitation inside the caller's transaction (adding an employee writes the person and
 * the invitation together): locks the form, refuses a terminated person, one with an account already or
 * without an email, and one whose benefits an administrator denied; revokes the open invitation. Returns the
 * mail to send after the commit.
 */
export async function createEmployeeInvitation(
  tx: Db,
  input: { companyId: string; employeeFormId: string; invitedByAccountId: string | null; publicUrl: string },
): Promise<PendingInvitationMail> {
  const form = await lockInvitableForm(tx, input.companyId, input.employeeFormId);
  if (!form) throw notFound('That employee');
  if (form.employmentStatus === 'terminated')
    throw new AppError('conflict', 'This person no longer works here: rehire them before inviting them.');
  if (form.accountId) throw new AppError('conflict', 'This employee already has an account.');
  if (!form.email)
    throw new AppError('validation_failed', 'Please add an email address before inviting this employee.', {
      email: 'Required',
    });
  if (form.benefitsDecision === 'denied' || form.benefitsDecision === 'waiting_on_renewal')
    throw new AppError('conflict', 'Benefits were not approved for this employee.');

  const now = clock.now();
  const applyBy = applyByOf(await findPlanYearForNewPeople(tx, input.companyId));
  await revokeOpenInvitations(tx, { employeeFormId: form.id }, now);
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  await insertInvitation(tx, {
    kind: 'employee',
    companyId: input.companyId,
    employeeFormId: form.id,
    email: form.email.toLowerCase(),
    tokenHash: sha256(token),
    createdByAccountId: input.invitedByAccountId,
    expiresAt,
  });
  await writeAudit(tx, {
    accountId: input.invitedByAccountId,
    companyId: input.companyId,
    action: 'employee.invitation_sent',
    subjectType: 'employee_form',
    subjectId: form.id,
  });
  return {
    to: form.email,
    employeeFirstName: form.firstName,
    companyName: form.companyName,
    link: buildInvitationLink(input.publicUrl, form.companyIdToken, token),
    expiresAt,
    applyBy: applyBy(form),
  };
}

/** Sends an employee's invitation e-mail (after the transaction that created it has committed). */
export async function sendEmployeeInvitationMail(mailer: Mailer, mail: PendingInvitationMail): Promise<void> {
  await mailer.sendMail('applicationInvitation', mail.to, {
    employeeFirstName: mail.employeeFirstName,
    companyName: mail.companyName,
    applicationUrl: mail.link,
    applyBy: mail.applyBy,
  });
}

/**
 * Invites (or invites again) an employee of a company: one transaction for the invitation, then the e-mail.
 * Resending invitation, approving a partner-added employee's benefits and rehiring call this.
 */
export async function inviteEmployee(
  db: Db,
  mailer: Mailer,
  input: { companyId: string; employeeFormId: string; invitedByAccountId: string | null; publicUrl: string },
): Promise<{ expiresAt: string }> {
  const mail = await db.transaction((tx) => createEmployeeInvitation(tx, input));
  await invalidateCompanyPeople(db, [input.companyId]);
  await sendEmployeeInvitationMail(mailer, mail);
  return { expiresAt: mail.expiresAt.toISOString() };
}

/** How many of the company's people "send all invitations" would invite now (decision 0027). */
export async function countUninvitedEmployees(db: Db, companyId: string): Promise<number> {
  return (await findUninvitedPeople(db, companyId, clock.now(), false)).length;
}

/**
 * Invites every person of the company whom nobody invited yet, or whose link lapsed (decision 0027), inside the
 * caller's transaction: locks the company's row (one bulk invitation, census import or add at a time), then
 * the people; refuses (409, nothing written) when they are more than `atMost`, the count the administrator
 * confirmed; ends their lapsed links, writes every invitation in one statement and audits each person
 * (`employee.invitation_sent`, as a single invitation does) and the whole (`employee.invitations_sent_to_all`,
 * counts only). Returns the mails to send after the commit.
 */
export async function inviteUninvitedEmployees(
  tx: Db,
  input: {
    companyId: string;
    invitedByAccountId: string | null;
    sessionId: string | null;
    publicUrl: string;
    atMost: number;
  },
): Promise<PendingInvitationMail[]> {
  const company = await lockCompany(tx, input.companyId);
  if (!company) throw notFound('That company');
  const now = clock.now();
  const people = await findUninvitedPeople(tx, input.companyId, now, true);
  if (people.length > input.atMost)
    throw new AppError(
      'conflict',
      `${people.length} people now wait for an invitation, more than the ${input.atMost} you confirmed. Check the number and send again.`,
    );
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  const applyBy = applyByOf(await findPlanYearForNewPeople(tx, input.companyId));
  const invited = people.map((person) => ({ person, token: randomToken(32) }));
  await revokeOpenInvitationsOfForms(
    tx,
    people.map((p) => p.id),
    now,
  );
  await insertInvitations(
    tx,
    invited.map(({ person, token }) => ({
      kind: 'employee' as const,
      companyId: input.companyId,
      employeeFormId: person.id,
      email: person.email!.toLowerCase(),
      tokenHash: sha256(token),
      createdByAccountId: input.invitedByAccountId,
      expiresAt,
    })),
  );
  await writeAudits(tx, [
    ...people.map((person) => ({
      accountId: input.invitedByAccountId,
      sessionId: input.sessionId,
      companyId: input.companyId,
      action: 'employee.invitation_sent',
      subjectType: 'employee_form',
      subjectId: person.id,
    })),
    {
      accountId: input.invitedByAccountId,
      sessionId: input.sessionId,
      companyId: input.companyId,
      action: 'employee.invitations_sent_to_all',
      subjectType: 'company',
      subjectId: input.companyId,
      details: { sent: people.length },
    },
  ]);
  return invited.map(({ person, token }) => ({
    to: person.email!,
    employeeFirstName: person.firstName,
    companyName: company.name,
    link: buildInvitationLink(input.publicUrl, company.idToken, token),
    expiresAt,
    applyBy: applyBy(person),
  }));
}

/** An invitation as its link finds it; null when the token is unknown, used, revoked or expired. */
export async function findOpenInvitation(db: Db, token: string) {
  const invitation = await findInvitationByTokenHash(db, sha256(token));
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) return null;
  if (invitation.expiresAt.getTime() <= clock.nowMs()) return null;
  return invitation;
}

/**
 * The latest invitation of the employee form an outer query's column names (the one whose link works, or
 * worked), as a subquery for a lateral join: lists read it in the statement that reads their people.
 */
export const latestEmployeeInvitationOf = latestFormInvitation;

/**
 * The latest invitation of each of these employee forms (the one whose link works, or worked), by form id:
 * the employee list shows whether it was sent, when, and whether it lapsed.
 */
export async function findLatestEmployeeInvitations(
  db: Db,
  employeeFormIds: readonly string[],
): Promise<Map<string, { sentAt: Date; expiresAt: Date; acceptedAt: Date | null }>> {
  if (employeeFormIds.length === 0) return new Map();
  const rows = await findLatestFormInvitations(db, employeeFormIds);
  return new Map(
    rows.map((row) => [
      row.employeeFormId!,
      { sentAt: row.createdAt, expiresAt: row.expiresAt, acceptedAt: row.acceptedAt },
    ]),
  );
}

/** Ends a person's open invitation inside the caller's transaction (a terminated person's link stops working). */
export async function revokeEmployeeInvitations(tx: Db, employeeFormId: string): Promise<void> {
  await revokeOpenInvitations(tx, { employeeFormId }, clock.now());
}

/** What the caller needs to send an administrator's invitation once its transaction has committed. */
export type PendingAdministratorInvitationMail = {
  to: string;
  inviteeName: string | null;
  inviterName: string;
  companyName: string;
  link: string;
  expiresAt: Date;
};

/**
 * Creates an administrator's invitation inside the caller's transaction (decision 0024): kind
 * 'administrator', the company, the email lower-cased, no form. Accepting it (the create-account flow)
 * creates a benefits_admin account and its company_memberships row. A new invitation to the same email at
 * the same company revokes the open one. Returns the mail to send after the commit.
 */
export async function createAdministratorInvitation(
  tx: Db,
  input: {
    company: { id: string; name: string; idToken: string };
    email: string;
    inviteeName: string | null;
    inviter: { accountId: string; name: string };
    publicUrl: string;
  },
): Promise<{ invitationId: string; mail: PendingAdministratorInvitationMail }> {
  const email = input.email.toLowerCase();
  const now = clock.now();
  await revokeOpenInvitations(tx, { companyId: input.company.id, email, kind: 'administrator' }, now);
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  const invitation = await insertInvitation(tx, {
    kind: 'administrator',
    companyId: input.company.id,
    employeeFormId: null,
    email,
    tokenHash: sha256(token),
    createdByAccountId: input.inviter.accountId,
    expiresAt,
  });
  await writeAudit(tx, {
    accountId: input.inviter.accountId,
    companyId: input.company.id,
    action: 'administrator.invitation_sent',
    subjectType: 'invitation',
    subjectId: invitation.id,
  });
  return {
    invitationId: invitation.id,
    mail: {
      to: email,
      inviteeName: input.inviteeName,
      inviterName: input.inviter.name,
      companyName: input.company.name,
      link: buildInvitationLink(input.publicUrl, input.company.idToken, token),
      expiresAt,
    },
  };
}

/** Sends an administrator's invitation e-mail (after the transaction that created it has committed). */
export async function sendAdministratorInvitationMail(
  mailer: Mailer,
  mail: PendingAdministratorInvitationMail,
): Promise<void> {
  await mailer.sendMail('administratorInvitation', mail.to, {
    inviteeName: mail.inviteeName,
    inviterName: mail.inviterName,
    companyName: mail.companyName,
    acceptUrl: mail.link,
    expiresOn: formatLongDate({
      year: mail.expiresAt.getUTCFullYear(),
      month: mail.expiresAt.getUTCMonth() + 1,
      day: mail.expiresAt.getUTCDate(),
    }),
  });
}

/** A company's open administrator invitations, oldest first. */
export async function listPendingAdministratorInvitations(db: Db, companyId: string) {
  const rows = await listOpenAdministratorInvitations(db, companyId, clock.now());
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Revokes an open administrator invitation inside the caller's transaction (audited); 404 when none. */
export async function revokeAdministratorInvitation(
  tx: Db,
  input: { companyId: string; invitationId: string; revokedByAccountId: string },
): Promise<void> {
  const row = await revokeAdministratorInvitationRow(tx, input.companyId, input.invitationId, clock.now());
  if (!row) throw notFound('That invitation');
  await writeAudit(tx, {
    accountId: input.revokedByAccountId,
    companyId: input.companyId,
    action: 'administrator.invitation_revoked',
    subjectType: 'invitation',
    subjectId: row.id,
  });
}

/** An invitation by its link's token, locked for the rest of the accepting transaction (decision 0022). */
export function lockInvitationByToken(tx: Db, token: string) {
  return lockInvitationByTokenHash(tx, sha256(token));
}

/** Records in the accepting transaction that the invitation was used (its link then answers 404). */
export function recordInvitationAccepted(tx: Db, invitationId: string, at: Date): Promise<void> {
  return markInvitationAccepted(tx, invitationId, at);
}
