import {
  adminDataRequestListSchema,
  adminDataRequestQuerySchema,
  dataRequestListSchema,
  dataRequestParamsSchema,
  dataRequestSchema,
  deletionResponseSchema,
  requestDeleteInformationSchema,
} from '@shared/schemas/data-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import type { Db } from '../../../db/client';
import { ERROR_RESPONSES, OPERATIONS_ROUTE, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import type { Mailer } from '../../../plugins/mail/mailer';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import {
  listDataRequestsForOperations,
  listOwnDataRequests,
  purgeExpiredDataRequests,
  readExport,
  requestDeletion,
  requestInformation,
} from './data-requests.service';
import { renderExportPdf } from './export-pdf';

/** Data requests (issue 17 item 4, decision 0056): the person's own, and operations' queue. */
export const dataRequestRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  cookieName: string;
  storage: FileStorage;
}> = async (app, { db, mailer, publicUrl, cookieName, storage }) => {
  // Requests are kept 24 months, then purged (decision 0056): when a worker starts, then daily.
  app.jobs.register('data-requests.purge', () => purgeExpiredDataRequests(db), {
    schedule: '0 3 * * *',
    runAtStart: true,
  });

  app.get(
    '/api/v2/accounts/data_requests',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['account'],
        summary: "The signed-in person's data requests",
        response: { 200: dataRequestListSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => listOwnDataRequests(db, requireActor(request)),
  );

  app.post(
    '/api/v2/accounts/request_information',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['account'],
        summary:
          'Produces an export of everything held about the signed-in person (JSON and PDF), mailed at once',
        response: { 201: dataRequestSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requestInformation(db, mailer, requireActor(request), publicUrl)),
  );

  app.post(
    '/api/v2/accounts/request_delete_information',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['account'],
        summary: 'Deletes what may be deleted, keeps what must be kept (listed with why), closes the account',
        body: requestDeleteInformationSchema,
        response: { 200: deletionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const done = await requestDeletion(
        { db, mailer, storage },
        requireActor(request),
        request.body.currentPassword,
      );
      // The account is closed and every session ended: the cookie goes too.
      reply.clearCookie(cookieName, { path: '/' });
      return { request: done, signedOut: true as const };
    },
  );

  for (const format of ['json', 'pdf'] as const) {
    app.get(
      `/api/v2/accounts/data_requests/:id/export.${format}`,
      {
        config: { access: 'signed_in' },
        schema: {
          tags: ['account'],
          summary: `Downloads one of the person's own exports as ${format.toUpperCase()}`,
          params: dataRequestParamsSchema,
          response: { 200: z.any(), ...READ_ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const { document } = await readExport(db, requireActor(request), request.params.id);
        reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="groupcover-data.${format}"`);
        if (format === 'json') {
          return reply.type('application/json; charset=utf-8').send(JSON.stringify(document, null, 2));
        }
        return reply.type('application/pdf').send(Buffer.from(await renderExportPdf(document)));
      },
    );
  }

  app.get(
    '/api/v2/admin/data_requests',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['operations'],
        summary:
          'The data requests kept (24 months), by status and kind, open ones due first, with counts and what is overdue',
        querystring: adminDataRequestQuerySchema,
        response: { 200: adminDataRequestListSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => listDataRequestsForOperations(db, request.query),
  );
};
