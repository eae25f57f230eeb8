import {
  companyTokenQuerySchema,
  MAX_SETUP_FILES,
  openEnrollmentSetupStatusSchema,
  rateSheetRequestSchema,
  SETUP_UPLOADS,
  setupDetailSchema,
  setupParamsSchema,
  setupQueueSchema,
} from '@shared/schemas/open-enrollment';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import { scopeOf } from '../../../access/scope';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { validationFailed } from '../../../lib/app-error';
import { COMPANY_TOKEN_ROUTE, ERROR_RESPONSES, OPERATIONS_ROUTE } from '../../../lib/route-schemas';
import { registerUploadContext, uploadParts } from '../../../lib/upload-context';
import type { Mailer } from '../../../plugins/mail/mailer';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { describeSize } from '../../platform';
import { listSetupQueue, readSetupDetail, readSetupStatus, submitSetup } from './open-enrollment.service';
import { launchSetup, loadRateSheet } from './rate-sheet-and-launch.service';

const versionBody = z.object({ version: z.number().int().min(1) });

/**
 * Open-enrollment setup (docs/spec/2 §7 ben_admin_open_enrollment_setup) and operations' processing of it
 * (decision 0036). The setup's PUT is a multipart form, parsed in its own context as the company documents are
 * (streamed, never buffered whole); everything else is JSON.
 */
export async function openEnrollmentRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: FileStorage; maxBytes: number; mailer: Mailer; config: Config },
) {
  const { db, storage, maxBytes, mailer, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/ben_admin_open_enrollment_setup',
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: ['open enrollment'],
        summary: "The status of the company's open-enrollment setup (null, processing or launched)",
        querystring: companyTokenQuerySchema,
        response: { 200: openEnrollmentSetupStatusSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => readSetupStatus(db, scopeOf(request, 'companyToken').companyId),
  );

  await app.register(async (uploads) => {
    await registerUploadContext(uploads, maxBytes, {
      limits: { files: MAX_SETUP_FILES + 4, fields: 8, parts: MAX_SETUP_FILES + 12 },
      discardBytes: maxBytes * MAX_SETUP_FILES,
    });
    uploads.withTypeProvider<ZodTypeProvider>().put(
      '/api/v2/ben_admin_open_enrollment_setup',
      {
        config: COMPANY_TOKEN_ROUTE,
        schema: {
          tags: ['open enrollment'],
          summary: 'Submit the open-enrollment setup (plan documents and rates per benefit type)',
          description:
            `multipart/form-data with \`company_id_token\` (also in the query, which names the company) and at most one file in each of ${SETUP_UPLOADS.map((u) => `\`${u.field}\``).join(', ')}. ` +
            `Medical plan documents are required, the rest optional; PDF, PNG, JPEG, CSV or Excel (.xlsx), each at most ${describeSize(maxBytes)}, ` +
            "the type read from the file's first bytes. Refusals answer 400 with every field's error; a setup under way answers 409.",
          consumes: ['multipart/form-data'],
          querystring: companyTokenQuerySchema,
          response: { 200: openEnrollmentSetupStatusSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { actor, companyId, idToken } = scopeOf(request, 'companyToken');
        if (!request.isMultipart())
          throw validationFailed({ form: 'Send the uploads as multipart/form-data.' });
        const parts = uploadParts(request);
        return submitSetup({ db, storage, maxBytes }, { actor, companyId, idToken, parts });
      },
    );
  });

  r.get(
    '/api/v2/open_enrollment_setups',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['open enrollment'],
        summary: "Operations' queue of open-enrollment setups (processing first, then launched)",
        response: { 200: setupQueueSchema, ...ERROR_RESPONSES },
      },
    },
    async () => listSetupQueue(db),
  );

  r.get(
    '/api/v2/open_enrollment_setups/:setupId',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['open enrollment'],
        summary: 'A setup: its uploads, its renewal suites and each plan priced on the census',
        params: setupParamsSchema,
        response: { 200: setupDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => readSetupDetail(db, request.params.setupId),
  );

  r.put(
    '/api/v2/open_enrollment_setups/:setupId/rate_sheet',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['open enrollment'],
        summary: "Load a CSV rate sheet into the setup's renewal (docs/rate-sheet.md)",
        description:
          "Replaces the renewal's suites. Send the setup's `version`; a stale one answers 409. A sheet with errors answers 400 with `csv` and one `sheet.N` entry per error (row and column named).",
        params: setupParamsSchema,
        body: rateSheetRequestSchema.extend(versionBody.shape),
        response: { 200: setupDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { version, ...sheet } = request.body;
      return loadRateSheet(db, {
        actor: requireActor(request),
        setupId: request.params.setupId,
        version,
        request: sheet,
      });
    },
  );

  r.post(
    '/api/v2/open_enrollment_setups/:setupId/launch',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['open enrollment'],
        summary: "Launch the setup: the renewal opens and the company's administrators are told",
        params: setupParamsSchema,
        body: versionBody,
        response: { 200: setupDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      launchSetup(
        { db, mailer, publicUrl: config.publicUrl, log: request.log },
        { actor: requireActor(request), setupId: request.params.setupId, version: request.body.version },
      ),
  );
}
