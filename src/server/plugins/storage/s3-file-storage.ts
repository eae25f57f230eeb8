import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config';
import {
  assertStorageKey,
  type FileStorage,
  FileTooLargeError,
  Meter,
  type PutOptions,
  type StoredObject,
} from './file-storage';

/** Parts of a multipart upload: S3's minimum, so a put holds at most two parts (10 MB) in memory. */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket. A put streams through lib-storage's Upload: one PutObject for a small
 * file, a multipart upload (5 MB parts, two in flight) for a larger one, so the size need not be known
 * first. The SDK's newer default checksums (CRC32 headers, aws-chunked bodies with trailers) are sent only
 * where an operation requires them: S3-compatible stores that predate them refuse the headers or store a
 * streamed body with its chunk framing (decision 0015); the server computes its own SHA-256 of every upload.
 */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',

    async put(key: string, body: NodeJS.ReadableStream, options: PutOptions): Promise<StoredObject> {
      assertStorageKey(key);
      const meter = new Meter(options.maxBytes);
      let sourceError: unknown = null;
      body.once('error', (err) => {
        sourceError = err;
        meter.destroy(err);
      });
      body.pipe(meter);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: meter, ContentType: options.contentType },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        // Whatever the SDK reports (an aborted multipart upload, say), the cause is ours to name.
        await deleteQuietly(key);
        if (meter.tooLarge) throw new FileTooLargeError(options.maxBytes);
        throw sourceError ?? err;
      }
      return meter.result();
    },

    async get(key: string) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async delete(key: string) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key: string) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    async close() {
      client.destroy();
    },
  };

  async function deleteQuietly(key: string) {
    try {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    } catch {
      // Nothing was stored, or the store is down: the put's own error is the one to report.
    }
  }
}

function isNotFound(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}
