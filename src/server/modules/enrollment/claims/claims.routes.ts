import {
  CLAIM_MESSAGES,
  claimAttachmentParamsSchema,
  claimDetailSchema,
  claimListSchema,
  claimMessageRequestSchema,
  claimParamsSchema,
  claimRequestSchema,
  claimStatusRequestSchema,
} from '@shared/schemas/claims';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { sendStoredFile } from '../../../lib/download-reply';
import { ERROR_RESPONSES, employeeFormParams } from '../../../lib/route-schemas';
import { registerUploadContext } from '../../../lib/upload-context';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { describeSize, readSingleFileUpload } from '../../platform';
import {
  changeClaimStatus,
  createClaim,
  listClaims,
  openClaimAttachment,
  postClaimMessage,
  readClaim,
  uploadClaimAttachment,
} from './claims.service';

const CLAIMS = '/api/v1/employee_forms/:employeeFormId/claims';
const TAGS = ['claims help'];
/**
 * Claims help holds health information (decision 0075, HIPAA's minimum necessary): in admin mode only support
 * (operations) opens it; the company's administrators and brokers answer 403, before anything is audited.
 */
const SUPPORT_ONLY_IN_ADMIN_MODE = {
  roles: ['operations'],
  refused: CLAIM_MESSAGES.healthInformation,
} as const;
/** The employee the form belongs to, and support in admin mode: every admin-mode read is audited. */
const READ = {
  access: 'signed_in',
  scope: {
    kind: 'employeeForm',
    auditAdminModeAs: 'admin_mode.open_claims',
    adminModeOnly: SUPPORT_ONLY_IN_ADMIN_MODE,
  },
} as const;
/** Writes are audited by the service, with what they did. */
const WRITE = {
  access: 'signed_in',
  scope: { kind: 'employeeForm', adminModeOnly: SUPPORT_ONLY_IN_ADMIN_MODE },
} as const;

/**
 * Claims help (issue 14, decision 0045), under the employee form. Another employee's form answers 404, another
 * company's administrator 403 (the employeeForm scope); a claim id of another form answers 404. The attachment
 * upload is multipart, parsed in its own context as company documents are (streamed, size-limited, sniffed).
 */
export async function claimRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: FileStorage; maxBytes: number },
) {
  const deps = { db: opts.db, storage: opts.storage, maxBytes: opts.maxBytes };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    CLAIMS,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: "The employee's claims help requests, newest first, and the lines a new one may name",
        params: employeeFormParams,
        response: { 200: claimListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, access } = scopeOf(request, 'employeeForm');
      return listClaims(deps, actor, access);
    },
  );

  r.post(
    CLAIMS,
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: 'Submit a claims help request about a claim of an enrolled medical, dental or vision line',
        description:
          'The line must be one the employee is enrolled in on their signed application, and the person one it covers. ' +
          'Attachments follow, one request each. Every refusal answers 400 with every field at once.',
        params: employeeFormParams,
        body: claimRequestSchema,
        response: { 201: claimDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { actor, access } = scopeOf(request, 'employeeForm');
      return reply.status(201).send(await createClaim(deps, actor, access, request.body));
    },
  );

  r.get(
    `${CLAIMS}/:claimId`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'One claims help request: details, status, messages and files',
        params: claimParamsSchema,
        response: { 200: claimDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, access } = scopeOf(request, 'employeeForm');
      return readClaim(deps, actor, access, request.params.claimId);
    },
  );

  r.post(
    `${CLAIMS}/:claimId/messages`,
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: 'Post a message on a request (the employee, or support)',
        description:
          'Send the version read: a request changed since (a new message, a status) answers 409. A closed request answers 409.',
        params: claimParamsSchema,
        body: claimMessageRequestSchema,
        response: { 200: claimDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, access } = scopeOf(request, 'employeeForm');
      return postClaimMessage(deps, actor, access, request.params.claimId, request.body);
    },
  );

  r.put(
    `${CLAIMS}/:claimId/status`,
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: "Support (operations) moves a request's status: open, in review, resolved, closed",
        description: 'Anyone else answers 403. Send the version read (409 when stale).',
        params: claimParamsSchema,
        body: claimStatusRequestSchema,
        response: { 200: claimDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { actor, access } = scopeOf(request, 'employeeForm');
      return changeClaimStatus(deps, actor, access, request.params.claimId, request.body);
    },
  );

  r.get(
    `${CLAIMS}/:claimId/attachments/:attachmentId`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: "Download one of a request's files (as an attachment)",
        params: claimAttachmentParamsSchema,
        response: { 200: z.unknown().describe("The file's bytes"), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { params } = request;
      const { actor, access } = scopeOf(request, 'employeeForm');
      const { file, body } = await openClaimAttachment(
        deps,
        actor,
        access,
        params.claimId,
        params.attachmentId,
      );
      return sendStoredFile(reply, file, body);
    },
  );

  await app.register(async (uploads) => {
    // Only multipart bodies here; anything else is left unread and refused by the handler after the scope.
    await registerUploadContext(uploads, deps.maxBytes);
    uploads.withTypeProvider<ZodTypeProvider>().post(
      `${CLAIMS}/:claimId/attachments`,
      {
        config: WRITE,
        schema: {
          tags: TAGS,
          summary: 'Add a file to a request (a bill, an explanation of benefits, a receipt)',
          description:
            `multipart/form-data with one file in the field \`file\`: PDF, PNG or JPEG, at most ${describeSize(deps.maxBytes)}, ` +
            "the type read from the file's first bytes. At most 10 files a request; a closed request answers 409.",
          consumes: ['multipart/form-data'],
          params: claimParamsSchema,
          response: { 201: claimDetailSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const { actor, access } = scopeOf(request, 'employeeForm');
        const incoming = await readSingleFileUpload(request);
        const detail = await uploadClaimAttachment(deps, actor, access, request.params.claimId, incoming);
        return reply.status(201).send(detail);
      },
    );
  });
}
