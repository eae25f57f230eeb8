import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The multipart limits of an upload context (@fastify/multipart's `limits`, the file size aside). */
export type UploadLimits = {
  files?: number;
  fields?: number;
  fieldSize?: number;
  parts?: number;
  headerPairs?: number;
};

/**
 * Makes `app` (a context of its own: register it inside `app.register(async (uploads) => …)`, or a module's
 * plugin context) one where multipart bodies, and only they, are parsed: as streams, never buffered whole, each
 * file at most `maxBytes` (one byte more reaches the storage, which refuses it). Any other body is left unread
 * and refused by the handler once the route's scope has been decided, so another company's administrator learns
 * nothing more than 403 whatever they send.
 *
 * A refused upload is answered before its body has been read to the end; Node would leave the rest unread and
 * the connection stuck, so it is read and discarded, up to `discardBytes` (default `maxBytes`); past that, the
 * connection is closed instead (the answer has gone out by then).
 */
export async function registerUploadContext(
  app: FastifyInstance,
  maxBytes: number,
  options: { limits?: UploadLimits; discardBytes?: number } = {},
): Promise<void> {
  const discardBytes = options.discardBytes ?? maxBytes;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  app.addHook('onResponse', async (request) => {
    const raw = request.raw;
    if (raw.readableEnded || raw.destroyed) return;
    let discarded = 0;
    raw.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > discardBytes) raw.destroy();
    });
    raw.resume();
  });
  await app.register(multipart, {
    limits: {
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 11,
      headerPairs: 20,
      ...options.limits,
      fileSize: maxBytes + 1,
    },
    throwFileSizeLimit: false,
  });
}

/** One part of a multipart upload, as the upload services read them: a form field or a file stream. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable };

/**
 * The request's multipart parts, in order, as `UploadPart`s (a file's stream must be read or resumed before the
 * next part arrives). `mapError` may turn a parser error (a limit reached, say) into the route's own.
 */
export async function* uploadParts(
  request: FastifyRequest,
  mapError: (err: unknown) => unknown = (err) => err,
): AsyncGenerator<UploadPart> {
  try {
    for await (const part of request.parts())
      yield part.type === 'file'
        ? { type: 'file', fieldname: part.fieldname, filename: part.filename, file: part.file }
        : { type: 'field', fieldname: part.fieldname, value: part.value };
  } catch (err) {
    throw mapError(err);
  }
}
