import { convertUsDateToIso, formatIsoDate, parseIsoDate, parseUsDate } from '@shared/domain/dates/dates';
import { computeCoverageEnd, isContinuationNoticeDue } from '@shared/domain/employment/employment';
import {
  type BulkInvitationRequest,
  type BulkInvitationResponse,
  CLASS_MESSAGE,
  createRehireSchema,
  createTerminationSchema,
  type EmployeeListRow,
  type EmploymentRequest,
  type InvitationRequest,
  type InvitationSentResponse,
  type RehireRequest,
  type TerminationRequest,
} from '@shared/schemas/manage-employees';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import { parseOrFail } from '../../../lib/parse-or-fail';
import { assertVersion } from '../../../lib/versioned-write';
import { MailDeliveryError, type Mailer } from '../../../plugins/mail/mailer';
import {
  countUninvitedEmployees,
  createEmployeeInvitation,
  inviteUninvitedEmployees,
  loadEmployeeListRow,
  revokeEmployeeInvitations,
  sendEmployeeInvitationMail,
} from '../../company';
import { updateEmploymentFields } from '../../enrollment';
import { countSignedEnrolledLines, isActiveCompanyRole, lockCompanyForm } from './employment.repository';

/**
 * The employment writes of Manage employees (decision 0021): each is one transaction that locks the person,
 * checks the guard, then the version the administrator read (409 version_conflict when another window changed
 * them), validates with the shared rules against the stored dates, writes, raises the version and audits.
 * Nothing is cached from these columns (the application reads the form fresh), so there is no invalidation.
 */

export const EMPLOYMENT_CONFLICTS = {
  version: 'This employee was changed in another window. Reload to see the latest.',
  terminated: 'This person no longer works here: rehire them first.',
  notTerminated: 'This person is not terminated.',
} as const;

type LockedForm = NonNullable<Awaited<ReturnType<typeof lockCompanyForm>>>;

async function writeEmployment(
  db: Db,
  actor: Actor,
  target: { companyId: string; employeeFormId: string; version: number },
  guard: (form: LockedForm) => void,
  write: (tx: Db, form: LockedForm) => Promise<{ action: string; details?: Record<string, unknown> }>,
): Promise<EmployeeListRow> {
  await db.transaction(async (tx) => {
    const form = await lockCompanyForm(tx, target.companyId, target.employeeFormId);
    if (!form) throw notFound('That employee');
    guard(form);
    assertVersion(form.version, target.version, EMPLOYMENT_CONFLICTS.version);
    const { action, details } = await write(tx, form);
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: target.companyId,
      action,
      subjectType: 'employee_form',
      subjectId: form.id,
      ...(details ? { details } : {}),
    });
  });
  await invalidateCompanyPeople(db, [target.companyId]);
  return loadEmployeeListRow(db, target.companyId, target.employeeFormId);
}

const refuseTerminated = (form: LockedForm) => {
  if (form.employmentStatus === 'terminated') throw new AppError('conflict', EMPLOYMENT_CONFLICTS.terminated);
};

/** Eligibility and class (renewal reads both); the class must be one of the company's active classes. */
export function updateEmployment(
  db: Db,
  actor: Actor,
  companyId: string,
  employeeFormId: string,
  request: EmploymentRequest,
): Promise<EmployeeListRow> {
  return writeEmployment(
    db,
    actor,
    { companyId, employeeFormId, version: request.version },
    refuseTerminated,
    async (tx, form) => {
      if (
        request.employeeRoleId !== undefined &&
        !(await isActiveCompanyRole(tx, companyId, request.employeeRoleId))
      )
        throw validationFailed({ employeeRoleId: CLASS_MESSAGE });
      const values = {
        ...(request.isEligible === undefined ? {} : { isEligible: request.isEligible }),
        ...(request.employeeRoleId === undefined ? {} : { employeeRoleId: request.employeeRoleId }),
      };
      await updateEmploymentFields(tx, form.id, values);
      return { action: 'employee.employment_updated', details: { fields: Object.keys(values) } };
    },
  );
}

/**
 * Terminates a person: their last day (not before the hire date, from 60 days ago to a year ahead), coverage
 * to the end of that month, a continuation notice due when they were enrolled; their open invitation ends.
 */
export function terminateEmployee(
  db: Db,
  actor: Actor,
  companyId: string,
  employeeFormId: string,
  request: TerminationRequest,
): Promise<EmployeeListRow> {
  return writeEmployment(
    db,
    actor,
    { companyId, employeeFormId, version: request.version },
    refuseTerminated,
    async (tx, form) => {
      const hiredAt = form.hiredAt ? parseIsoDate(form.hiredAt) : null;
      const { lastDayAt } = parseOrFail(createTerminationSchema({ hiredAt }), {
        lastDayAt: request.lastDayAt,
      });
      const lastDay = parseUsDate(lastDayAt)!;
      const continuationNoticeDue = isContinuationNoticeDue({
        enrolledLines: await countSignedEnrolledLines(tx, form.id),
      });
      await updateEmploymentFields(tx, form.id, {
        employmentStatus: 'terminated',
        lastDayAt: formatIsoDate(lastDay),
        coverageEndsAt: formatIsoDate(computeCoverageEnd(lastDay)),
        continuationNoticeDue,
        terminatedAt: clock.now(),
      });
      await revokeEmployeeInvitations(tx, form.id);
      return { action: 'employee.terminated', details: { continuationNoticeDue } };
    },
  );
}

/** Rehires a terminated person from a new hire date after their last day; the termination fields are cleared. */
export function rehireEmployee(
  db: Db,
  actor: Actor,
  companyId: string,
  employeeFormId: string,
  request: RehireRequest,
): Promise<EmployeeListRow> {
  const refuseActive = (form: LockedForm) => {
    if (form.employmentStatus !== 'terminated')
      throw new AppError('conflict', EMPLOYMENT_CONFLICTS.notTerminated);
  };
  return writeEmployment(
    db,
    actor,
    { companyId, employeeFormId, version: request.version },
    refuseActive,
    async (tx, form) => {
      const lastDay = form.lastDayAt ? parseIsoDate(form.lastDayAt) : null;
      const { hiredAt } = parseOrFail(createRehireSchema({ lastDay }), { hiredAt: request.hiredAt });
      await updateEmploymentFields(tx, form.id, {
        employmentStatus: 'active',
        hiredAt: convertUsDateToIso(hiredAt),
        lastDayAt: null,
        coverageEndsAt: null,
        continuationNoticeDue: false,
        terminatedAt: null,
      });
      return { action: 'employee.rehired' };
    },
  );
}

/**
 * Sends a person a new invitation (the last link stops working). The invitations service's guards answer
 * first (terminated, an account already, no email, benefits not approved), then the version the screen showed;
 * the person's version is not raised, as their employment does not change. The e-mail leaves after the commit.
 */
export async function resendInvitation(
  db: Db,
  mailer: Mailer,
  input: {
    actor: Actor;
    companyId: string;
    employeeFormId: string;
    publicUrl: string;
    request: InvitationRequest;
  },
): Promise<InvitationSentResponse> {
  const mail = await db.transaction(async (tx) => {
    const form = await lockCompanyForm(tx, input.companyId, input.employeeFormId);
    if (!form) throw notFound('That employee');
    const pending = await createEmployeeInvitation(tx, {
      companyId: input.companyId,
      employeeFormId: form.id,
      invitedByAccountId: input.actor.accountId,
      publicUrl: input.publicUrl,
    });
    // Thrown after the guards, so a refusal names its real reason; the invitation written above rolls back.
    assertVersion(form.version, input.request.version, EMPLOYMENT_CONFLICTS.version);
    return pending;
  });
  await invalidateCompanyPeople(db, [input.companyId]);
  await sendEmployeeInvitationMail(mailer, mail);
  return { expiresAt: mail.expiresAt.toISOString() };
}

/** How many people "send all invitations" would invite now (decision 0027). */
export async function countPeopleToInvite(db: Db, companyId: string): Promise<{ count: number }> {
  return { count: await countUninvitedEmployees(db, companyId) };
}

/**
 * Invites every person not invited yet (decision 0027): one transaction under the company's lock (the
 * invitations service's), refused when more people wait than the administrator confirmed; the e-mails leave
 * after the commit, one by one, and a refused delivery is counted, not thrown (the invitation stands, and
 * Resend invitation sends it again).
 */
export async function inviteEveryoneNotInvited(
  db: Db,
  mailer: Mailer,
  input: { actor: Actor; companyId: string; publicUrl: string; request: BulkInvitationRequest },
): Promise<BulkInvitationResponse> {
  const mails = await db.transaction((tx) =>
    inviteUninvitedEmployees(tx, {
      companyId: input.companyId,
      invitedByAccountId: input.actor.accountId,
      sessionId: input.actor.sessionId,
      publicUrl: input.publicUrl,
      atMost: input.request.confirmedCount,
    }),
  );
  await invalidateCompanyPeople(db, [input.companyId]);
  let notDelivered = 0;
  for (const mail of mails) {
    try {
      await sendEmployeeInvitationMail(mailer, mail);
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      notDelivered += 1;
    }
  }
  return { sent: mails.length, notDelivered };
}
