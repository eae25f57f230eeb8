import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import {
  addDays as addCalendarDays,
  formatIsoDate,
  formatLongIsoDate,
  parseIsoDateOrThrow,
} from '@shared/domain/dates/dates';
import { describeEnrollmentWindow, isReminderDue } from '@shared/domain/enrollment-window/enrollment-window';
import type { CoverageType } from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import { isRenewalDueSoon, RENEWAL_DUE_WITHIN_DAYS } from '@shared/domain/notices/notices';
import { DEDUCTION_RULES } from '@shared/domain/payroll/deductions';
import {
  PAY_FREQUENCY_WORDS,
  type PaycheckBasis,
  perPaycheckOfMonthly,
} from '@shared/domain/payroll/paychecks';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { clock } from '../../../lib/clock';
import { notifyCompanyAdministrators } from '../../../lib/company-administrators';
import type { Mailer } from '../../../plugins/mail/mailer';
import type { MailTemplateData, MailTemplateName } from '../../../plugins/mail/templates';
import { findDashboardPlanYear, listCompanyIdsWithPlanYear, readPaycheckBasis } from '../../company';
import { type InForceShares, listCompanyEnrollmentCosts, listPeopleToEnroll } from '../../enrollment';
import {
  claimNotice,
  findCompany,
  findSignedApplication,
  listCoverageStarting,
  listEmployeeAccounts,
  listOpenRenewalsEffectiveBetween,
  listRenewalOpenRecipients,
  releaseNotice,
} from './notices.repository';

/**
 * E-mail notices at the steps people wait on (issue 18 part 4, decision 0063): the sends that follow a write
 * (after its commit), the daily tasks, and the account's choices. A failed message never fails the write that
 * caused it: it is logged by template and count, never by address or name.
 */
export type NoticeDeps = { db: Db; mailer: Mailer; publicUrl: string; log?: FastifyBaseLogger };

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
/** An instant's calendar date in a zone (default: the request's company's; decision 0084). */
const isoDay = (d: Date, timeZone?: string) => clock.isoDateOf(d, timeZone);
const addDays = (iso: string, days: number) => formatIsoDate(addCalendarDays(parseIsoDateOrThrow(iso), days));
/** The span of calendar dates an instant falls on across every zone (UTC-12 to UTC+14). */
const daysAnywhere = (at: Date) => ({
  earliest: isoDay(at, 'Etc/GMT+12'),
  latest: isoDay(at, 'Pacific/Kiritimati'),
});

/** The employer dashboard's page for a company, with its token (the company the link is about). */
export function employerUrl(publicUrl: string, path: string, companyIdToken: string): string {
  return `${base(publicUrl)}${path}?company_id_token=${encodeURIComponent(toCompanyTokenPrefix(companyIdToken))}`;
}

/** Sends one template to each recipient; failures are counted and logged without who. */
async function sendToEach<T extends MailTemplateName, R>(
  deps: Pick<NoticeDeps, 'mailer' | 'log'>,
  template: T,
  recipients: readonly R[],
  to: (recipient: R) => string,
  data: (recipient: R) => MailTemplateData<T>,
): Promise<number> {
  let failed = 0;
  for (const recipient of recipients) {
    try {
      await deps.mailer.sendMail(template, to(recipient), data(recipient));
    } catch {
      failed += 1;
    }
  }
  if (failed > 0)
    deps.log?.warn({ template, failed, sent: recipients.length - failed }, 'notice mail failed');
  return recipients.length - failed;
}

/**
 * An application was signed (after its commit): the employee gets their confirmation (`applicationSigned`,
 * required) with their choices, and each administrator "<name> submitted an application" (optional).
 */
export async function notifyApplicationSigned(
  deps: NoticeDeps,
  input: { employeePolicyId: string; choices: readonly string[] },
): Promise<void> {
  const signed = await findSignedApplication(deps.db, input.employeePolicyId);
  if (!signed?.signedAt) return;
  const company = await findCompany(deps.db, signed.companyId);
  if (!company) return;
  const signedOn = formatLongIsoDate(isoDay(signed.signedAt, company.timeZone));
  const employeeName = `${signed.firstName} ${signed.lastName}`;
  if (signed.email && !signed.isDisabled)
    await sendToEach(
      deps,
      'applicationSigned',
      [signed.email],
      (email) => email,
      () => ({
        employeeFirstName: signed.firstName,
        companyName: company.name,
        signedOn,
        choices: input.choices,
        applicationUrl: `${base(deps.publicUrl)}/${signed.isRenewal ? 'employee-renewal' : 'employee-application'}`,
      }),
    );
  const statusUrl = employerUrl(
    deps.publicUrl,
    `/employer-dashboard/employee-status/${encodeURIComponent(signed.employeeFormId)}`,
    company.idToken,
  );
  await notifyCompanyAdministrators(deps, signed.companyId, 'applicationSubmitted', (a) => ({
    administratorName: a.name,
    employeeName,
    companyName: company.name,
    submittedOn: signedOn,
    statusUrl,
  }));
}

/**
 * Sends a scheduled notice once per subject and recipient: the claim (a sent_notices row) is taken first, so a
 * second run or a second process finds it; a failed message gives it back for the next run.
 */
export async function sendOnce(
  deps: NoticeDeps,
  key: { kind: string; subjectId: string; recipientAccountId: string },
  send: () => Promise<unknown>,
): Promise<'sent' | 'skipped' | 'failed'> {
  if (!(await claimNotice(deps.db, key))) return 'skipped';
  try {
    await send();
    return 'sent';
  } catch {
    await releaseNotice(deps.db, key);
    return 'failed';
  }
}

/** notifyCompanyAdministrators' `deliver` for a notice sent once per subject and administrator (sendOnce). */
export function oncePerAdministrator(deps: NoticeDeps, kind: string, subjectId: string) {
  return (administrator: { accountId: string }, send: () => Promise<unknown>) =>
    sendOnce(deps, { kind, subjectId, recipientAccountId: administrator.accountId }, send);
}

/** sendOnce for one template's notices: counts what was sent and what failed, and warns once about the failed. */
function noticeTally(deps: NoticeDeps, template: MailTemplateName) {
  const counts = { sent: 0, failed: 0 };
  return {
    async send(key: Parameters<typeof sendOnce>[1], send: () => Promise<unknown>) {
      const outcome = await sendOnce(deps, key, send);
      if (outcome === 'sent') counts.sent += 1;
      if (outcome === 'failed') counts.failed += 1;
    },
    done(): { sent: number; failed: number } {
      if (counts.failed > 0) deps.log?.warn({ template, ...counts }, 'notice mail failed');
      return { ...counts };
    },
  };
}

/** Coverage that started up to this many days ago is still announced (a server down on the day catches up). */
const COVERAGE_CATCH_UP_DAYS = 6;

/**
 * Daily: each employee whose signed coverage starts today (or started in the last few days, unannounced) is
 * told it is in effect (`coverageEffective`, required). Sent once per application.
 */
export async function sendCoverageEffectiveNotices(
  deps: NoticeDeps,
  { now }: { now: Date },
): Promise<{ sent: number; failed: number }> {
  // Each company's today (its zone's): selected over every zone's, kept by the row's own.
  const span = daysAnywhere(now);
  const rows = (
    await listCoverageStarting(
      deps.db,
      'coverageEffective',
      addDays(span.earliest, -COVERAGE_CATCH_UP_DAYS),
      span.latest,
    )
  ).filter((row) => {
    const today = isoDay(now, row.timeZone);
    return row.effectiveAt! <= today && row.effectiveAt! >= addDays(today, -COVERAGE_CATCH_UP_DAYS);
  });
  const dashboardUrl = `${base(deps.publicUrl)}/employee-dashboard`;
  const tally = noticeTally(deps, 'coverageEffective');
  for (const row of rows) {
    await tally.send(
      { kind: 'coverageEffective', subjectId: row.employeePolicyId, recipientAccountId: row.accountId },
      () =>
        deps.mailer.sendMail('coverageEffective', row.email, {
          employeeFirstName: row.firstName,
          companyName: row.companyName,
          effectiveOn: formatLongIsoDate(row.effectiveAt!),
          dashboardUrl,
        }),
    );
  }
  return tally.done();
}

/**
 * Daily: each administrator of a company whose open renewal takes effect within 30 days and is not signed is
 * reminded (`renewalDue`, optional: reminders). Sent once per renewal and administrator.
 */
export async function sendRenewalDueNotices(
  deps: NoticeDeps,
  { now }: { now: Date },
): Promise<{ sent: number; failed: number }> {
  const span = daysAnywhere(now);
  const renewals = await listOpenRenewalsEffectiveBetween(
    deps.db,
    span.earliest,
    addDays(span.latest, RENEWAL_DUE_WITHIN_DAYS),
  );
  const counts = { sent: 0, failed: 0 };
  for (const renewal of renewals) {
    const company = await findCompany(deps.db, renewal.companyId);
    if (!company) continue;
    // The company's today, in its zone (decision 0084).
    const today = isoDay(now, company.timeZone);
    if (!isRenewalDueSoon(renewal.effectiveAt, today)) continue;
    const daysLeft = Math.round(
      (Date.parse(`${renewal.effectiveAt}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
    );
    const outcome = await notifyCompanyAdministrators(
      deps,
      renewal.companyId,
      'renewalDue',
      (administrator, company) => ({
        administratorName: administrator.name,
        companyName: company.name,
        effectiveOn: formatLongIsoDate(renewal.effectiveAt),
        daysLeft,
        renewalUrl: employerUrl(deps.publicUrl, '/benefits-administration/renewal', company.idToken),
      }),
      { deliver: oncePerAdministrator(deps, 'renewalDue', renewal.renewalId) },
    );
    counts.sent += outcome.sent;
    counts.failed += outcome.failed;
  }
  return counts;
}

/**
 * After a contribution change during the plan year (decision 0072), sent by its job: each employee in force
 * whose monthly share of a line differs between the day before the change and its first day is told the old and
 * new amounts, a month and a paycheck, and the first paycheck that deducts the new ones (`deductionChange`,
 * required: it is their money). Once per change and person (the change's id is the notice's subject).
 */
export async function sendDeductionChangeNotices(
  deps: NoticeDeps,
  change: {
    companyId: string;
    companyPolicyId: string;
    effectiveOn: string;
    changeId: string;
    reason?: 'contributions' | 'paySchedule';
    /** The shares before a change made in place (readInForceShares); else they are priced on the day before. */
    before?: InForceShares;
  },
): Promise<{ sent: number; failed: number }> {
  const bySchedule = change.reason === 'paySchedule';
  const dayBefore = addDays(change.effectiveOn, -1);
  const [before, after] = await Promise.all([
    change.before
      ? { people: change.before }
      : listCompanyEnrollmentCosts(deps.db, change.companyId, {
          pricedOn: dayBefore,
          coveredOn: change.effectiveOn,
        }),
    listCompanyEnrollmentCosts(deps.db, change.companyId, {
      pricedOn: change.effectiveOn,
      coveredOn: change.effectiveOn,
    }),
  ]);
  if (after.companyPolicyId !== change.companyPolicyId) return { sent: 0, failed: 0 };
  const [company, planYear] = await Promise.all([
    findCompany(deps.db, change.companyId),
    findDashboardPlanYear(deps.db, change.companyId),
  ]);
  if (!planYear || !company) return { sent: 0, failed: 0 };
  const people = after.people;
  const recipients = new Map(
    (
      await listEmployeeAccounts(
        deps.db,
        people.map((p) => p.employeeFormId),
      )
    ).map((r) => [r.employeeFormId, r]),
  );
  const dashboardUrl = `${base(deps.publicUrl)}/employee-dashboard`;
  const tally = noticeTally(deps, 'deductionChange');
  for (const person of people) {
    const to = recipients.get(person.employeeFormId);
    const old = before.people.find((p) => p.employeeFormId === person.employeeFormId);
    if (!to || !old) continue;
    const subject = {
      companyId: change.companyId,
      companyPolicy: planYear,
      effectiveAt: person.effectiveAt,
      coverageEndsAt: person.coverageEndsAt,
      recordedFrequency: person.payFrequency,
    };
    const [basisBefore, basisAfter] = await Promise.all([
      // In place, the paychecks are the same before and after: those of the plan year's first day.
      readPaycheckBasis(deps.db, { ...subject, on: change.before ? change.effectiveOn : dayBefore }),
      readPaycheckBasis(deps.db, { ...subject, on: change.effectiveOn }),
    ]);
    // A contribution change tells the lines whose monthly share changes; a pay schedule change, those whose
    // amount per paycheck does (the monthly shares stay).
    const changed = person.lines.filter((line) => {
      const was = old.lines.find((l) => l.coverageType === line.coverageType);
      if (was === undefined) return false;
      if (!bySchedule) return was.employeeCents !== line.employeeCents;
      return (
        perPaycheckOfMonthly(was.employeeCents, basisBefore, line.coverageType) !==
        perPaycheckOfMonthly(line.employeeCents, basisAfter, line.coverageType)
      );
    });
    if (changed.length === 0) continue;
    const figure = (monthly: number, basis: PaycheckBasis, line: CoverageType) =>
      `${formatCents(monthly)} a month (${formatCents(perPaycheckOfMonthly(monthly, basis, line))} per paycheck)`;
    const lines = changed.map((line) => ({
      label: DEDUCTION_RULES[line.coverageType].label,
      before: figure(
        old.lines.find((l) => l.coverageType === line.coverageType)!.employeeCents,
        basisBefore,
        line.coverageType,
      ),
      after: figure(line.employeeCents, basisAfter, line.coverageType),
    }));
    const firstPayDate =
      changed
        .map((l) => (basisAfter.terms?.[l.coverageType] ?? basisAfter.part ?? basisAfter)?.firstPayDate)
        .find((d) => d) ?? null;
    await tally.send(
      { kind: 'deductionChange', subjectId: change.changeId, recipientAccountId: to.accountId },
      () =>
        deps.mailer.sendMail('deductionChange', to.email, {
          employeeFirstName: to.firstName,
          companyName: company.name,
          effectiveOn: formatLongIsoDate(change.effectiveOn),
          ...(bySchedule
            ? { reason: 'paySchedule' as const, payFrequency: PAY_FREQUENCY_WORDS[basisAfter.frequency] }
            : {}),
          firstPayDate: firstPayDate ? formatLongIsoDate(firstPayDate) : null,
          lines,
          dashboardUrl,
        }),
    );
  }
  return tally.done();
}

/**
 * Enrollment reminders (decision 0080): each eligible employee of the company who has not finished (or the one
 * named) and has an account is mailed their window (`enrollmentReminder`, optional: reminders). Asked for by an
 * administrator, at most once a day per person; automatic (`due`), once per window when it closes within three
 * days.
 */
export async function sendEnrollmentReminders(
  deps: NoticeDeps,
  input: { companyId: string; employeeFormId?: string | null; due?: boolean; now: Date },
): Promise<{ sent: number; failed: number }> {
  const company = await findCompany(deps.db, input.companyId);
  if (!company) return { sent: 0, failed: 0 };
  const people = (
    await listPeopleToEnroll(deps.db, input.companyId, input.employeeFormId ?? undefined)
  ).filter((p) => p.window && (!input.due || isReminderDue(p.window)));
  const recipients = new Map(
    (
      await listEmployeeAccounts(
        deps.db,
        people.map((p) => p.employeeFormId),
      )
    ).map((r) => [r.employeeFormId, r]),
  );
  const applicationUrl = `${base(deps.publicUrl)}/employee-application`;
  const tally = noticeTally(deps, 'enrollmentReminder');
  for (const person of people) {
    const to = recipients.get(person.employeeFormId);
    if (!to || !person.window) continue;
    const kind = input.due
      ? `enrollmentReminderDue:${person.window.closesOn}`
      : `enrollmentReminder:${isoDay(input.now, company.timeZone)}`;
    await tally.send({ kind, subjectId: person.employeeFormId, recipientAccountId: to.accountId }, () =>
      deps.mailer.sendMail('enrollmentReminder', to.email, {
        employeeFirstName: to.firstName,
        companyName: company.name,
        windowText: describeEnrollmentWindow(person.window!),
        applicationUrl,
      }),
    );
  }
  return tally.done();
}

/**
 * The employer signed its renewal (issue 35 item 5), sent by its job: each employee whose renewal application
 * is open on the new plan year, still employed and eligible, with an account, is told to review and sign it
 * (`renewalOpen`, required: their coverage for the new year depends on it). Once per plan year and person (the
 * renewal application is the subject), so a retried job mails nobody twice. People without an account are not
 * mailed: their invitation is how they get in, and signing in lands them on the renewal.
 */
export async function sendRenewalOpenNotices(
  deps: NoticeDeps,
  input: { upcomingCompanyPolicyId: string },
): Promise<{ sent: number; failed: number }> {
  const people = await listRenewalOpenRecipients(deps.db, input.upcomingCompanyPolicyId);
  const company = people[0] ? await findCompany(deps.db, people[0].companyId) : undefined;
  if (!company) return { sent: 0, failed: 0 };
  const renewalUrl = `${base(deps.publicUrl)}/employee-renewal`;
  const tally = noticeTally(deps, 'renewalOpen');
  for (const person of people) {
    await tally.send(
      { kind: 'renewalOpen', subjectId: person.employeePolicyId, recipientAccountId: person.accountId },
      () =>
        deps.mailer.sendMail('renewalOpen', person.email, {
          employeeFirstName: person.firstName,
          companyName: company.name,
          effectiveOn: person.effectiveAt ? formatLongIsoDate(person.effectiveAt) : 'the new plan year',
          renewalUrl,
        }),
    );
  }
  return tally.done();
}

/** Daily: the automatic reminder of every company whose people's windows close within three days. */
export async function sendDueEnrollmentReminders(
  deps: NoticeDeps,
  { now }: { now: Date },
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const companyId of await listCompanyIdsWithPlanYear(deps.db)) {
    const result = await sendEnrollmentReminders(deps, { companyId, due: true, now });
    sent += result.sent;
    failed += result.failed;
  }
  return { sent, failed };
}

/** Whom "send a reminder" reaches now: those not finished with an account, and those without one yet. */
export async function countReminderRecipients(db: Db, companyId: string, employeeFormId?: string) {
  const people = await listPeopleToEnroll(db, companyId, employeeFormId);
  const withAccount = new Set(
    (
      await listEmployeeAccounts(
        db,
        people.map((p) => p.employeeFormId),
      )
    ).map((r) => r.employeeFormId),
  );
  return {
    notFinished: people.length,
    reminded: people.filter((p) => withAccount.has(p.employeeFormId)).length,
  };
}
