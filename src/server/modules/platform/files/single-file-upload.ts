import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../../../lib/app-error';
import { type IncomingFile, UPLOAD_MESSAGES } from './files.service';

/**
 * The one file of a single-file upload request (multipart, the field `file`), or undefined when the form holds
 * none in that field (a part under another name is discarded). A body that is not multipart, or does not parse as
 * a form, is refused with the upload messages' answer.
 */
export async function readSingleFileUpload(request: FastifyRequest): Promise<IncomingFile | undefined> {
  if (!request.isMultipart())
    throw validationFailed({
      file: request.headers['content-type'] ? UPLOAD_MESSAGES.notMultipart : UPLOAD_MESSAGES.missing,
    });
  const part = await request.file().catch(() => {
    // No boundary, a malformed header, a limit passed before the file: the body is not a usable form.
    throw validationFailed({ file: UPLOAD_MESSAGES.broken });
  });
  const incoming =
    part && part.fieldname === 'file' ? { filename: part.filename, file: part.file } : undefined;
  if (part && !incoming) part.file.destroy();
  return incoming;
}
