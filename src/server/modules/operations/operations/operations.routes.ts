import {
  adminApplicationListSchema,
  adminApplicationQuerySchema,
  adminApplicationReviewSchema,
  adminApplicationSchema,
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminCompanyListSchema,
  adminCompanyQuerySchema,
  adminQueueListQuerySchema,
  adminQueueListSchema,
  applicationReviewParamsSchema,
  approveApplicationRequestSchema,
  queueSummaryListSchema,
  returnApplicationRequestSchema,
} from '@shared/schemas/operations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../../access/actor';
import type { Db } from '../../../db/client';
import { ERROR_RESPONSES, OPERATIONS_ROUTE, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import type { Mailer } from '../../../plugins/mail/mailer';
import {
  approveApplication,
  getApplicationReview,
  listApplicationsForReview,
  listQueue,
  returnApplication,
  searchAuditLog,
  searchCompanies,
  summarizeQueues,
} from './operations.service';

const TAGS = ['operations'];

/**
 * The operations console (issue 18, decision 0064): the queues' counts, application review (approve, return
 * with a reason), companies with their policy, renewal and broker-of-record status, and the audit log.
 */
export async function operationsRoutes(
  app: FastifyInstance,
  opts: { db: Db; mailer: Mailer; publicUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    '/api/v2/admin/queues',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'Every operations queue with what waits on operations and its counts per status',
        response: { 200: queueSummaryListSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async () => summarizeQueues(db),
  );

  r.get(
    '/api/v2/admin/applications',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          'Signed applications by review status (submitted, approved, returned) and company, with counts',
        querystring: adminApplicationQuerySchema,
        response: { 200: adminApplicationListSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => listApplicationsForReview(db, request.query),
  );

  r.get(
    '/api/v2/admin/applications/:applicationId/review',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          'What operations approve: the people, each line’s plan, tier and monthly premium with the employer’s share, the eligibility and waiting-period checks, the signed PDF and the fields a return may name',
        description:
          'Money in cents a month, priced as the employee’s election summary prices it; SSNs only masked. 404 for an application not in review.',
        params: applicationReviewParamsSchema,
        response: { 200: adminApplicationReviewSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const body = await getApplicationReview(db, request.params.applicationId);
      return reply.header('cache-control', 'private, no-store').send(body);
    },
  );

  r.post(
    '/api/v2/admin/applications/:applicationId/approve',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          'Approves a submitted application: its coverages become effective on the rule’s date; audited, mailed',
        params: applicationReviewParamsSchema,
        body: approveApplicationRequestSchema,
        response: { 200: adminApplicationSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      approveApplication(opts, requireActor(request), request.params.applicationId, request.body.version),
  );

  r.post(
    '/api/v2/admin/applications/:applicationId/return',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          'Returns a submitted application with a reason and the fields the employee should change (only ones they can change): the employee corrects it and signs again; audited, mailed',
        params: applicationReviewParamsSchema,
        body: returnApplicationRequestSchema,
        response: { 200: adminApplicationSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      returnApplication(opts, requireActor(request), request.params.applicationId, request.body),
  );

  r.get(
    '/api/v2/admin/companies',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'Companies by name with their policy, renewal and broker-of-record status (at most 100)',
        querystring: adminCompanyQuerySchema,
        response: { 200: adminCompanyListSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => searchCompanies(db, request.query.q),
  );

  r.get(
    '/api/v2/admin/audit',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'The audit log, newest first, by company, person and action; 50 a page',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditPageSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => searchAuditLog(db, request.query),
  );

  for (const [path, key] of [
    ['registration_leads', 'registration_leads'],
    ['claims_help', 'claims_help'],
  ] as const)
    r.get(
      `/api/v2/admin/${path}`,
      {
        config: OPERATIONS_ROUTE,
        schema: {
          tags: TAGS,
          summary:
            key === 'registration_leads'
              ? 'Registration leads by step, newest first, with counts (never payment details)'
              : 'Claims help requests by status, open ones first, with counts (never their description)',
          querystring: adminQueueListQuerySchema,
          response: { 200: adminQueueListSchema, ...READ_ERROR_RESPONSES },
        },
      },
      async (request) => listQueue(db, key, request.query.status),
    );
}
