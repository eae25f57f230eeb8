import {
  carrierEdiListSchema,
  carrierEdiRequestSchema,
  carrierEdiSchema,
  carrierFileHistoryQuerySchema,
  carrierFileHistorySchema,
  carrierFileParamsSchema,
  carrierFileSchema,
  carrierParamsSchema,
  generateCarrierFileRequestSchema,
} from '@shared/schemas/carrier-files';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import type { Db } from '../../../db/client';
import { clock } from '../../../lib/clock';
import { DOWNLOAD_HEADERS } from '../../../lib/download-reply';
import type { FieldCipher } from '../../../lib/field-crypto';
import { attachmentDisposition } from '../../../lib/file-name';
import { ERROR_RESPONSES, OPERATIONS_ROUTE, READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import { generateDueFilesAndCheck, recordCheckAfterWrite } from '../reconciliation/reconciliation.service';
import { generateCarrierFile } from './carrier-files.service';
import {
  listCarrierEdi,
  listCarrierFileHistory,
  openCarrierFile,
  saveCarrierEdi,
} from './carrier-files-operations.service';

const BASE = '/api/v2/admin/carrier_files';
export const CARRIER_FILES_NIGHTLY = 'carrier-files.nightly';
export const CARRIER_FILES_NIGHTLY_CRON = '0 7 * * *';
const TAGS = ['operations'];

/**
 * Carrier enrollment files (issue 18 item 2, decision 0061): a company's or carrier's file history, a file's
 * download (audited) and generating one now. The scheduled job generates the due ones.
 */
export async function carrierFileRoutes(app: FastifyInstance, opts: { db: Db; cipher: FieldCipher }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Nightly, at 07:00 UTC (02:00 in New York, 23:00 in Los Angeles): the due files of every company and carrier,
  // then the reconciliation of every company that got one (decision 0065).
  app.jobs.register(
    CARRIER_FILES_NIGHTLY,
    async () => {
      const run = await generateDueFilesAndCheck(opts, clock.now());
      return { generated: run.generated, skipped: run.skipped, checked: run.companyIds.length };
    },
    { schedule: CARRIER_FILES_NIGHTLY_CRON },
  );

  r.get(
    BASE,
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'Carrier files sent, newest first: date, kind, counts, control number (never the content)',
        querystring: carrierFileHistoryQuerySchema,
        response: { 200: carrierFileHistorySchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => listCarrierFileHistory(opts.db, request.query),
  );

  r.get(
    `${BASE}/:id/download`,
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'Download a carrier file (an 834 or a life census) as an attachment; audited',
        description:
          'The file holds SSNs: it is sent with no-store and its download is written to the audit log.',
        params: carrierFileParamsSchema,
        response: { 200: z.unknown().describe("The file's bytes"), ...READ_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await openCarrierFile(opts, requireActor(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .headers(DOWNLOAD_HEADERS)
        .send(file.body);
    },
  );

  r.post(
    BASE,
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          'Generate a carrier file now: changes since the last file, a full audit file, or a life census',
        description:
          'Answers 409 when there is nothing to send (nobody enrolled, nothing changed) or when a FEIN an 834 needs is not on record.',
        body: generateCarrierFileRequestSchema,
        response: { 201: carrierFileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await generateCarrierFile(opts, request.body, { actor: requireActor(request) });
      await recordCheckAfterWrite(request.log, opts.db, file.companyId);
      return reply.status(201).send({ ...file, createdAt: file.createdAt.toISOString() });
    },
  );

  r.get(
    '/api/v2/admin/carriers',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: "Every carrier's EDI fields (the FEIN masked) and how many files it was sent",
        response: { 200: carrierEdiListSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async () => listCarrierEdi(opts.db),
  );

  r.put(
    '/api/v2/admin/carriers/:carrierId/edi',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: "Puts a carrier's FEIN and EDI receiver id on record (an 834 waits for the FEIN)",
        description: "Send the carrier's `version` you read; a stale one answers 409.",
        params: carrierParamsSchema,
        body: carrierEdiRequestSchema,
        response: { 200: carrierEdiSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => saveCarrierEdi(opts.db, requireActor(request), request.params.carrierId, request.body),
  );
}
