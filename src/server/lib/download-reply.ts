import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './file-name';

/** Headers of a download that is only ever saved, never run: opened in the browser, it could run and load nothing. */
export const DOWNLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

/** A stored file as a download: its own type, length and name, with the download headers. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { contentType: string; sizeBytes: number; originalName: string },
  body: Parameters<FastifyReply['send']>[0],
) {
  return reply
    .headers({
      'content-type': file.contentType,
      'content-length': file.sizeBytes,
      'content-disposition': attachmentDisposition(file.originalName),
      ...DOWNLOAD_HEADERS,
    })
    .send(body);
}
