import {
  cancelPolicyRequestSchema,
  policyCancellationResponseSchema,
  withdrawCancellationRequestSchema,
} from '@shared/schemas/policy-cancellation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../../access/scope';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { companyRoute, ERROR_RESPONSES, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import type { Mailer } from '../../../plugins/mail/mailer';
import {
  cancelCompanyPolicy,
  readPolicyCancellation,
  settleDueCancellations,
  withdrawCancellation,
} from './policy-cancellation.service';

const BASE = '/api/v1/companies/:companyId/policy_cancellation';

/**
 * Cancel company policy (issue 12 item 8, decision 0033), for companies with `hasCancellationFormAccess` (403
 * for the others). The job queue applies due cancellations when a worker starts and then hourly.
 */
export const policyCancellationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  config: Config;
}> = async (app, { db, mailer, config }) => {
  app.jobs.register('policy-cancellation.settle', () => settleDueCancellations(db), {
    schedule: '0 * * * *',
    runAtStart: true,
  });

  app.get(
    BASE,
    companyRoute(
      policyCancellationResponseSchema,
      {
        summary:
          "The company's current policy, its scheduled cancellation, the last days of coverage it may choose, and how many employees are covered",
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) => readPolicyCancellation(db, scopeOf(request, 'company').companyId),
  );

  app.post(
    BASE,
    companyRoute(
      policyCancellationResponseSchema,
      {
        summary:
          'Schedules the cancellation of the company policy at the end of a month; every covered employee is e-mailed',
        description:
          "Send the policy's `version` you read; a stale one answers 409 version_conflict. The last day must be one of `lastDayOfCoverage` options the read answers.",
        body: cancelPolicyRequestSchema,
      },
      ERROR_RESPONSES,
    ),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return cancelCompanyPolicy(db, mailer, {
        actor,
        companyId,
        request: request.body,
        publicUrl: config.publicUrl,
      });
    },
  );

  app.post(
    `${BASE}/withdraw`,
    companyRoute(
      policyCancellationResponseSchema,
      {
        summary:
          'Withdraws a scheduled cancellation before it takes effect; the employees told are told again',
        body: withdrawCancellationRequestSchema,
      },
      ERROR_RESPONSES,
    ),
    async (request) => {
      const { actor, companyId } = scopeOf(request, 'company');
      return withdrawCancellation(db, mailer, { actor, companyId, version: request.body.version });
    },
  );
};
