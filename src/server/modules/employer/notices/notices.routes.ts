import { COVERAGE_TYPES } from '@shared/domain/enums';
import { DEDUCTION_CHANGE_NOTICES, ENROLLMENT_REMINDERS, RENEWAL_OPEN_NOTICES } from '@shared/schemas/jobs';
import {
  ENROLLMENT_REMINDER_MESSAGES,
  enrollmentReminderRequestSchema,
  enrollmentReminderResponseSchema,
  noticePreferencesSchema,
  updateNoticePreferencesSchema,
} from '@shared/schemas/notice-preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import {
  COMPANY_ROUTE,
  companyParams,
  ERROR_RESPONSES,
  READ_ERROR_RESPONSES,
} from '../../../lib/route-schemas';
import type { Mailer } from '../../../plugins/mail/mailer';

import { getNoticePreferences, updateNoticePreferences } from './notice-preferences.service';
import {
  countReminderRecipients,
  sendCoverageEffectiveNotices,
  sendDeductionChangeNotices,
  sendDueEnrollmentReminders,
  sendEnrollmentReminders,
  sendRenewalDueNotices,
  sendRenewalOpenNotices,
} from './notices.service';

/**
 * The daily notices are jobs checked hourly, not at a worker's start: sending once is the sent_notices key's job,
 * so an hourly run costs two small queries and a restart never delays a day's notices by a day.
 */
const HOURLY = '15 * * * *';

const enrollmentReminderJobSchema = z.object({
  companyId: z.uuid(),
  employeeFormId: z.uuid().nullable().optional(),
});

/** What a contribution or pay schedule change's job carries (decisions 0072, 0076). */
const renewalOpenJobSchema = z.object({ upcomingCompanyPolicyId: z.uuid() });

const deductionChangeJobSchema = z.object({
  companyId: z.uuid(),
  companyPolicyId: z.uuid(),
  effectiveOn: z.iso.date(),
  changeId: z.uuid(),
  /** A change of contributions (decision 0072) or of the pay schedule (decision 0076). */
  reason: z.enum(['contributions', 'paySchedule']).default('contributions'),
  /** The shares before a change made in place (readInForceShares), which no stored row keeps. */
  before: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Not JSON.' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(
          z.object({
            employeeFormId: z.string(),
            lines: z.array(
              z.object({ coverageType: z.enum(COVERAGE_TYPES), employeeCents: z.number().int() }),
            ),
          }),
        )
        .max(10_000),
    )
    .optional(),
});

/** E-mail notices (issue 18 part 4, decision 0063): the account's choices, and the daily notices. */
export const noticeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}> = async (app, { db, mailer, publicUrl }) => {
  const deps = { db, mailer, publicUrl, log: app.log };
  // The sent_notices key makes a repeated run (or a second process) send nothing twice.
  app.jobs.register(
    'notices.coverage-effective',
    () => sendCoverageEffectiveNotices(deps, { now: clock.now() }),
    {
      schedule: HOURLY,
    },
  );
  app.jobs.register(DEDUCTION_CHANGE_NOTICES, async (data) => {
    const change = deductionChangeJobSchema.safeParse(data);
    // Run by hand without a change's data (operations' "run now"), there is nothing to tell anyone.
    return change.success ? sendDeductionChangeNotices(deps, change.data) : { sent: 0, failed: 0 };
  });
  app.jobs.register(ENROLLMENT_REMINDERS, async (data) => {
    const asked = enrollmentReminderJobSchema.safeParse(data);
    // Run by hand without a company (operations' "run now"), there is nobody to remind.
    return asked.success
      ? sendEnrollmentReminders(deps, { ...asked.data, now: clock.now() })
      : { sent: 0, failed: 0 };
  });
  app.jobs.register(RENEWAL_OPEN_NOTICES, async (data) => {
    const signed = renewalOpenJobSchema.safeParse(data);
    // Run by hand without a plan year (operations' "run now"), there is nobody to tell.
    return signed.success ? sendRenewalOpenNotices(deps, signed.data) : { sent: 0, failed: 0 };
  });
  app.jobs.register(
    'notices.enrollment-reminders-due',
    () => sendDueEnrollmentReminders(deps, { now: clock.now() }),
    { schedule: HOURLY },
  );

  app.post(
    '/api/v1/companies/:companyId/enrollment_reminders',
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: 'Reminds one employee, or everyone who has not finished, to enroll or decline',
        description:
          'Mailed through the job queue, at most once a day per person, within their notice preferences. Answers how many are reminded (those with an account) out of those not finished.',
        params: companyParams,
        body: enrollmentReminderRequestSchema,
        response: { 202: enrollmentReminderResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { companyId } = scopeOf(request, 'company');
      const employeeFormId = request.body.employeeFormId ?? null;
      const counts = await countReminderRecipients(db, companyId, employeeFormId ?? undefined);
      if (employeeFormId && counts.notFinished === 0)
        throw new AppError('conflict', ENROLLMENT_REMINDER_MESSAGES.finished);
      if (counts.reminded > 0) await app.jobs.send(ENROLLMENT_REMINDERS, { companyId, employeeFormId });
      reply.code(202);
      return counts;
    },
  );

  app.jobs.register('notices.renewal-due', () => sendRenewalDueNotices(deps, { now: clock.now() }), {
    schedule: HOURLY,
  });

  app.get(
    '/api/v2/accounts/notice_preferences',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['account'],
        summary: "The signed-in account's e-mail notices: each optional category, on or off",
        response: { 200: noticePreferencesSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => getNoticePreferences(db, requireActor(request)),
  );

  app.put(
    '/api/v2/accounts/notice_preferences',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['account'],
        summary: 'Turns optional e-mail notice categories on or off for the signed-in account',
        description:
          'Send each changed category with the `version` you read; a stale one answers 409 version_conflict. Required notices have no category and cannot be turned off.',
        body: updateNoticePreferencesSchema,
        response: { 200: noticePreferencesSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => updateNoticePreferences(db, requireActor(request), request.body),
  );
};
