import { ADMINISTRATOR_ROLES, COMPANY_ROLES } from '@shared/roles';
import {
  CENSUS_FIELD,
  largeGroupCompanyQuerySchema,
  largeGroupStatusSchema,
  QUOTE_REQUEST_FIELDS,
  quoteQueueQuerySchema,
  quoteQueueSchema,
  quoteRequestDetailSchema,
  quoteRequestParamsSchema,
  quoteRequestStatusRequestSchema,
} from '@shared/schemas/large-group';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { validationFailed } from '../../../lib/app-error';
import { sendStoredFile } from '../../../lib/download-reply';
import type { FieldCipher } from '../../../lib/field-crypto';
import { COMPANY_TOKEN_ROUTE, ERROR_RESPONSES, OPERATIONS_ROUTE } from '../../../lib/route-schemas';
import { registerUploadContext, uploadParts } from '../../../lib/upload-context';
import type { Mailer } from '../../../plugins/mail/mailer';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { describeSize } from '../../platform';
import {
  changeQuoteRequestStatus,
  listQuoteQueue,
  openCensus,
  readLargeGroupStatus,
  readQuoteRequest,
  submitQuoteRequest,
} from './large-group.service';

const BASE = '/api/v1/large_group_quote_requests';
const ADMIN_BASE = '/api/v1/admin/large_group_quote_requests';
const TAGS = ['large group'];
/** Only the company's administrators and brokers send a request (operations read it). */
const SUBMIT_ROUTE = { access: COMPANY_ROLES, scope: 'companyToken' } as const;

/**
 * Large group quote requests (issue 16 item 4, decision 0054): the employer's read and its request (multipart: the
 * fields, then the census), the census's download, and operations' queue and status moves.
 */
export async function largeGroupRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    cipher: FieldCipher;
    storage: FileStorage;
    maxBytes: number;
    mailer: Mailer;
    publicUrl: string;
  },
) {
  const { db, storage, maxBytes } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BASE,
    {
      config: COMPANY_TOKEN_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          "The company's quote request: completedQuoteRequest and the latest request (FEIN by its last four)",
        description:
          '`completedQuoteRequest` is true while the latest request is new or in review: /register-large-group then goes to done.',
        querystring: largeGroupCompanyQuerySchema,
        response: { 200: largeGroupStatusSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => readLargeGroupStatus(db, scopeOf(request, 'companyToken').companyId),
  );

  r.get(
    `${BASE}/:quoteRequestId/census`,
    {
      config: { access: ADMINISTRATOR_ROLES },
      schema: {
        tags: TAGS,
        summary: "Download a request's census (as an attachment)",
        description:
          "Operations, and the company's own administrators and brokers; anyone else gets 404, as for an unknown request.",
        params: quoteRequestParamsSchema,
        response: { 200: z.unknown().describe("The file's bytes"), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { file, body } = await openCensus(
        { db, storage },
        requireActor(request),
        request.params.quoteRequestId,
      );
      return sendStoredFile(reply, file, body);
    },
  );

  r.get(
    ADMIN_BASE,
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: "Operations' queue of large group quote requests, oldest first, with counts per status",
        querystring: quoteQueueQuerySchema,
        response: { 200: quoteQueueSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => listQuoteQueue(db, request.query.status),
  );

  r.get(
    `${ADMIN_BASE}/:quoteRequestId`,
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'One quote request, for operations',
        params: quoteRequestParamsSchema,
        response: { 200: quoteRequestDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => readQuoteRequest(db, request.params.quoteRequestId),
  );

  r.put(
    `${ADMIN_BASE}/:quoteRequestId/status`,
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: TAGS,
        summary: "Move a request's status: new, in review, quoted, declined",
        description: 'Send the `version` read; a stale one answers 409. Audited.',
        params: quoteRequestParamsSchema,
        body: quoteRequestStatusRequestSchema,
        response: { 200: quoteRequestDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      changeQuoteRequestStatus(db, requireActor(request), request.params.quoteRequestId, request.body),
  );

  await app.register(async (uploads) => {
    await registerUploadContext(uploads, maxBytes, {
      // Every field once, the token, and the census.
      limits: {
        fields: QUOTE_REQUEST_FIELDS.length + 2,
        parts: QUOTE_REQUEST_FIELDS.length + 3,
        fieldSize: 1024,
      },
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      BASE,
      {
        config: SUBMIT_ROUTE,
        schema: {
          tags: TAGS,
          summary: 'Send a large group quote request with its census',
          description:
            `multipart/form-data: the fields as text parts (${QUOTE_REQUEST_FIELDS.map((f) => `\`${f}\``).join(', ')}, ` +
            'counts as whole numbers, dates MM/DD/YYYY, `company_id_token` optional: the query names the company), ' +
            `then the census as the file \`${CENSUS_FIELD}\`: CSV, Excel (.xlsx) or PDF, at most ${describeSize(maxBytes)}, the type read from its first bytes. ` +
            'Every refusal answers 400 with every field at once and writes nothing; a company whose request is new or in review answers 409. ' +
            'The contact and the caller are e-mailed.',
          consumes: ['multipart/form-data'],
          querystring: largeGroupCompanyQuerySchema,
          response: { 201: largeGroupStatusSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const { actor, companyId, idToken } = scopeOf(request, 'companyToken');
        if (!request.isMultipart()) {
          const message = `Send the request as multipart/form-data, with the census in the field "${CENSUS_FIELD}".`;
          throw validationFailed({ [CENSUS_FIELD]: message }, message);
        }
        const parts = uploadParts(request);
        const status = await submitQuoteRequest({ ...opts, log: request.log }, actor, {
          companyId,
          idToken,
          parts,
        });
        return reply.status(201).send(status);
      },
    );
  });
}
