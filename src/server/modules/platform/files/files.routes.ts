import { storedFileSchema } from '@shared/schemas/files';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../access/actor';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { sendStoredFile } from '../../../lib/download-reply';
import { COMPANY_ROUTE, companyParams, ERROR_RESPONSES } from '../../../lib/route-schemas';
import { registerUploadContext } from '../../../lib/upload-context';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { describeSize, listCompanyFiles, openStoredFile, uploadCompanyDocument } from './files.service';
import { readSingleFileUpload } from './single-file-upload';

const fileParams = z.object({ fileId: z.uuid('Unknown file.') });

/**
 * Company documents: upload (multipart, one file in the field `file`), list, download. Registered in its own
 * context: here, and only here, multipart bodies are parsed (as a stream, never buffered whole), and any other
 * body is refused with a message that says how to send a file.
 */
export async function fileRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: FileStorage; maxBytes: number },
) {
  const { db, storage, maxBytes } = opts;
  const deps = { db, storage, maxBytes };

  // Only multipart bodies here (registerUploadContext): any other body is left unread and refused by the handler,
  // once the route's scope has been decided; a refused upload's rest is drained up to the size limit.
  await registerUploadContext(app, maxBytes);

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/companies/:companyId/files',
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['files'],
        summary: 'Upload a company document',
        description:
          'multipart/form-data with one file in the field `file`: PDF, PNG, JPEG, CSV or Excel (.xlsx), ' +
          `at most ${describeSize(maxBytes)}. The type is read from the file's first bytes, never its name.`,
        consumes: ['multipart/form-data'],
        params: companyParams,
        response: { 201: storedFileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { actor, companyId } = scopeOf(request, 'company');
      const incoming = await readSingleFileUpload(request);
      const stored = await uploadCompanyDocument(deps, actor, companyId, incoming);
      return reply.status(201).send(stored);
    },
  );

  r.get(
    '/api/v1/companies/:companyId/files',
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['files'],
        summary: "A company's documents, newest first",
        params: companyParams,
        response: { 200: z.object({ files: z.array(storedFileSchema) }), ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ files: await listCompanyFiles(db, scopeOf(request, 'company').companyId) }),
  );

  r.get(
    '/api/v1/files/:fileId',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['files'],
        summary: 'Download a file (as an attachment)',
        description: 'Answers 404 for a file the caller may not see, as for one that does not exist.',
        params: fileParams,
        response: {
          200: z.unknown().describe("The file's bytes, with its content type"),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { file, body } = await openStoredFile(deps, actor, request.params.fileId);
      return sendStoredFile(reply, file, body);
    },
  );
}
