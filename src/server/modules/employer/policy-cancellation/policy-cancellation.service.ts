import {
  type CalendarDate,
  formatIsoDate,
  formatLongIsoDate,
  parseIsoDate,
} from '@shared/domain/dates/dates';
import {
  CANCELLATION_MESSAGES,
  hasCancellationTakenEffect,
  isCancelledBeforeStart,
  listLastDayOptions,
} from '@shared/domain/policy-cancellation/policy-cancellation';
import {
  type CancelPolicyRequest,
  createCancelPolicySchema,
  type PolicyCancellation,
} from '@shared/schemas/policy-cancellation';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound } from '../../../lib/app-error';
import { invalidateCompanyContext, invalidateCurrentPolicy } from '../../../lib/application-context';
import { clock } from '../../../lib/clock';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import { isUniqueViolation } from '../../../lib/db-errors';
import { parseOrFail } from '../../../lib/parse-or-fail';
import { assertVersion } from '../../../lib/versioned-write';
import type { Mailer } from '../../../plugins/mail/mailer';
import { markPlanYearsChanged } from '../../company';
import { cancelEmployeePolicies } from '../../enrollment';
import {
  findCompany,
  findCurrentPolicy,
  findDueCancellations,
  findLaterPolicyIds,
  findOpenCancellation,
  findPolicy,
  insertCancellation,
  listCoveredEmployees,
  lockDueCancellation,
  lockPolicy,
  markApplied,
  setEmployeesNotified,
  withdrawCancellationRow,
} from './policy-cancellation.repository';

/**
 * Cancel company policy (issue 12 item 8, decision 0033). Only companies with `hasCancellationFormAccess`
 * (403 otherwise). A request names the last day of coverage (a month's end, from the shared rule); one
 * transaction locks the company's current policy, checks its version, records who, when, why and the day, and
 * raises the version; after the commit every covered employee is e-mailed. The policy (with any later plan
 * year that would start after that day, and the employees' policies) becomes `cancelled` the day after the
 * last day, when `settleDueCancellations` runs (hourly, and at start); until then the request may be withdrawn.
 */

const iso = (date: CalendarDate) => formatIsoDate(date);
const dayOf = (value: string | null) => (value ? parseIsoDate(value) : null);

async function requireCancellationAccess(db: Db, companyId: string) {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('That company');
  if (!company.hasCancellationFormAccess) throw forbidden(CANCELLATION_MESSAGES.noAccess);
  return company;
}

/** The plan years a cancellation of `policyId` ends: that one, and upcoming ones starting after the last day. */
async function affectedPolicyIds(db: Db, companyId: string, policyId: string, lastDay: string) {
  return [policyId, ...(await findLaterPolicyIds(db, companyId, policyId, lastDay))];
}

/** The page: the current policy, a scheduled (or applied) cancellation, the last days offered, who is covered. */
export async function readPolicyCancellation(
  db: Db,
  companyId: string,
  today: CalendarDate = clock.today(),
): Promise<PolicyCancellation> {
  await requireCancellationAccess(db, companyId);
  const open = await findOpenCancellation(db, companyId);
  const policy = open ? await findPolicy(db, open.companyPolicyId) : await findCurrentPolicy(db, companyId);
  if (!policy) return { policy: null, cancellation: null, lastDayOptions: [], coveredEmployees: 0 };
  const lastDay = open ? parseIsoDate(open.lastDayOfCoverage)! : null;
  const covered = await listCoveredEmployees(
    db,
    await affectedPolicyIds(
      db,
      companyId,
      policy.id,
      open?.lastDayOfCoverage ?? policy.effectiveAt ?? '0001-01-01',
    ),
  );
  const applied = open !== null && (open.appliedAt !== null || hasCancellationTakenEffect(lastDay!, today));
  return {
    policy: {
      id: policy.id,
      status: policy.status,
      effectiveAt: policy.effectiveAt,
      renewalAt: policy.renewalAt,
      version: policy.version,
    },
    cancellation: open
      ? {
          reason: open.reason,
          lastDayOfCoverage: open.lastDayOfCoverage,
          beforeStart: isCancelledBeforeStart(lastDay!, dayOf(policy.effectiveAt)),
          requestedAt: open.requestedAt.toISOString(),
          requestedByName: open.requestedByName,
          employeesNotified: open.employeesNotified,
          applied,
          canWithdraw: !applied,
        }
      : null,
    lastDayOptions: open ? [] : listLastDayOptions({ today, renewalAt: dayOf(policy.renewalAt) }).map(iso),
    coveredEmployees: covered.length,
  };
}

type CoveredEmployee = Awaited<ReturnType<typeof listCoveredEmployees>>[number];

/**
 * Schedules the cancellation of the company's current policy. Guards first (access, a policy, nothing scheduled
 * yet), then the version, then the form with the last days the shared rule offers today; every field error at
 * once. Covered employees are e-mailed after the commit.
 */
export async function cancelCompanyPolicy(
  db: Db,
  mailer: Mailer,
  input: {
    actor: Actor;
    companyId: string;
    request: CancelPolicyRequest;
    publicUrl: string;
    today?: CalendarDate;
  },
): Promise<PolicyCancellation> {
  const { actor, companyId, request } = input;
  const today = input.today ?? clock.today();
  const write = () =>
    db.transaction(async (tx) => {
      const company = await requireCancellationAccess(tx, companyId);
      const policy = await findCurrentPolicy(tx, companyId, true);
      if (!policy) throw new AppError('conflict', CANCELLATION_MESSAGES.noPolicy);
      if (await findOpenCancellation(tx, companyId))
        throw new AppError('conflict', CANCELLATION_MESSAGES.alreadyScheduled);
      assertVersion(policy.version, request.version, CANCELLATION_MESSAGES.version);
      const options = listLastDayOptions({ today, renewalAt: dayOf(policy.renewalAt) }).map(iso);
      const form = parseOrFail(createCancelPolicySchema({ lastDayOptions: options }), request);
      const cancellation = await insertCancellation(tx, {
        companyId,
        companyPolicyId: policy.id,
        reason: form.reason,
        reasonDetails: form.reason === 'other' ? form.reasonDetails : null,
        lastDayOfCoverage: form.lastDayOfCoverage,
        requestedByAccountId: actor.accountId,
      });
      await markPlanYearsChanged(tx, [policy.id], { cancel: false });
      await writeAudit(tx, {
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        companyId,
        action: 'company_policy.cancellation_scheduled',
        subjectType: 'company_policy',
        subjectId: policy.id,
        details: { reason: form.reason, lastDayOfCoverage: form.lastDayOfCoverage },
      });
      const affected = await affectedPolicyIds(tx, companyId, policy.id, form.lastDayOfCoverage);
      return {
        company,
        cancellationId: cancellation.id,
        lastDay: form.lastDayOfCoverage,
        beforeStart: isCancelledBeforeStart(parseIsoDate(form.lastDayOfCoverage)!, dayOf(policy.effectiveAt)),
        effectiveAt: policy.effectiveAt,
        covered: await listCoveredEmployees(tx, affected),
      };
    });
  // Two requests at once: the unique index of open cancellations refuses the second.
  const done = await write().catch((err: unknown) => {
    if (isUniqueViolation(err)) throw new AppError('conflict', CANCELLATION_MESSAGES.alreadyScheduled);
    throw err;
  });
  const signInUrl = `${input.publicUrl.replace(/\/+$/, '')}/login`;
  await sendToEach(done.covered, (person) =>
    mailer.sendMail('coverageEnding', person.email!, {
      employeeFirstName: person.firstName,
      companyName: done.company.name,
      lastDay: formatLongIsoDate(done.lastDay),
      neverStartsOn: done.beforeStart && done.effectiveAt ? formatLongIsoDate(done.effectiveAt) : null,
      signInUrl,
    }),
  );
  await setEmployeesNotified(db, done.cancellationId, done.covered.length);
  return readPolicyCancellation(db, companyId, today);
}

async function sendToEach(
  people: readonly CoveredEmployee[],
  send: (person: CoveredEmployee) => Promise<unknown>,
) {
  for (const person of people) await send(person);
}

/**
 * Withdraws a scheduled cancellation before it takes effect: one transaction locks the policy, checks there is
 * one to withdraw, that its last day has not passed, and the version; the employees who were told are told again.
 */
export async function withdrawCancellation(
  db: Db,
  mailer: Mailer,
  input: { actor: Actor; companyId: string; version: number; today?: CalendarDate },
): Promise<PolicyCancellation> {
  const { actor, companyId } = input;
  const today = input.today ?? clock.today();
  const done = await db.transaction(async (tx) => {
    const company = await requireCancellationAccess(tx, companyId);
    const open = await findOpenCancellation(tx, companyId);
    if (!open) throw new AppError('conflict', CANCELLATION_MESSAGES.nothingScheduled);
    const policy = await lockPolicy(tx, open.companyPolicyId);
    if (open.appliedAt || hasCancellationTakenEffect(parseIsoDate(open.lastDayOfCoverage)!, today))
      throw new AppError('conflict', CANCELLATION_MESSAGES.tooLateToWithdraw);
    assertVersion(policy.version, input.version, CANCELLATION_MESSAGES.version);
    await withdrawCancellationRow(tx, open.id, actor.accountId, clock.now());
    await markPlanYearsChanged(tx, [policy.id], { cancel: false });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'company_policy.cancellation_withdrawn',
      subjectType: 'company_policy',
      subjectId: policy.id,
      details: { lastDayOfCoverage: open.lastDayOfCoverage },
    });
    const affected = await affectedPolicyIds(tx, companyId, policy.id, open.lastDayOfCoverage);
    return { company, lastDay: open.lastDayOfCoverage, covered: await listCoveredEmployees(tx, affected) };
  });
  await sendToEach(done.covered, (person) =>
    mailer.sendMail('coverageCancellationWithdrawn', person.email!, {
      employeeFirstName: person.firstName,
      companyName: done.company.name,
      lastDay: formatLongIsoDate(done.lastDay),
    }),
  );
  return readPolicyCancellation(db, companyId, today);
}

/**
 * Applies the cancellations whose last day of coverage has passed: for each, one transaction locks it (skipping
 * one another process applied), cancels the policy, any later plan year and the employees' policies, and audits;
 * after the commit the caches showing them are told. Answers how many were applied. "Passed" is by `on`, else by
 * each company's today (its time zone's, decision 0084).
 */
export async function settleDueCancellations(db: Db, on?: CalendarDate): Promise<number> {
  const due = await findDueCancellations(db, on ? iso(on) : clock.latestTodayAnywhere());
  const todays = on ? null : await clock.companyTodays(db, [...new Set(due.map((c) => c.companyId))]);
  let applied = 0;
  for (const cancellation of due) {
    if (todays && cancellation.lastDayOfCoverage >= (todays.get(cancellation.companyId) ?? '')) continue;
    const result = await db.transaction(async (tx) => {
      if (!(await lockDueCancellation(tx, cancellation.id))) return null;
      const affected = await affectedPolicyIds(
        tx,
        cancellation.companyId,
        cancellation.companyPolicyId,
        cancellation.lastDayOfCoverage,
      );
      const now = clock.now();
      await markPlanYearsChanged(tx, affected, { cancel: true });
      const accountIds = await cancelEmployeePolicies(tx, affected, now);
      await markApplied(tx, cancellation.id, now);
      await writeAudit(tx, {
        accountId: null,
        companyId: cancellation.companyId,
        action: 'company_policy.cancelled',
        subjectType: 'company_policy',
        subjectId: cancellation.companyPolicyId,
        details: { lastDayOfCoverage: cancellation.lastDayOfCoverage, policies: affected.length },
      });
      return { affected, accountIds };
    });
    if (!result) continue;
    applied++;
    await invalidateCompanyContext(db, result.affected);
    await invalidateCurrentPolicy(db, result.accountIds);
    await invalidateCompanyPeople(db, [cancellation.companyId]);
  }
  return applied;
}
