import { createHash, randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** What was stored: its length and SHA-256 (hex), measured while it streamed past. */
export type StoredObject = { size: number; sha256: string };

export type PutOptions = {
  /** Stored with the object (S3) and checked by the caller against the sniffed type. */
  contentType: string;
  /** A stream longer than this is refused with FileTooLargeError, and nothing is kept. */
  maxBytes: number;
};

/**
 * Where uploaded files are kept (the storage adapter): a folder by default, an S3-compatible bucket in
 * production. Both pass the same contract tests (file-storage.contract.test.ts). Keys are chosen by the
 * server (newStorageKey), never from a person's file name.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Streams `body` under `key`, replacing any object there. A failed put leaves nothing under `key`. */
  put(key: string, body: NodeJS.ReadableStream, options: PutOptions): Promise<StoredObject>;
  /** The object's bytes, or null when there is none under `key`. */
  get(key: string): Promise<NodeJS.ReadableStream | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  close(): Promise<void>;
}

/** A put refused because the stream went past `maxBytes`. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
    this.name = 'FileTooLargeError';
  }
}

/** A key that is not one of ours (they never come from outside, so this is a programming error). */
export class StorageKeyError extends Error {
  constructor() {
    super('Storage keys are lower-case ids: letters, digits and hyphens, in up to four folders.');
    this.name = 'StorageKeyError';
  }
}

// Lower-case letters, digits and inner hyphens, separated by single slashes: no dots, so no "..".
const KEY = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\/[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?){0,3}$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new StorageKeyError();
}

/** A fresh random key under `folder` ("uploads/6f1c…"). */
export function newStorageKey(folder = 'uploads'): string {
  const key = `${folder}/${randomUUID()}`;
  assertStorageKey(key);
  return key;
}

/**
 * A pass-through that counts and hashes the bytes, and fails with FileTooLargeError as soon as they go past
 * `maxBytes` (before the excess is written anywhere). `result()` is read once the stream has ended.
 */
export class Meter extends Transform {
  // Not `size`: lib-storage reads a body's `size` as its known length.
  private bytes = 0;
  private readonly hash = createHash('sha256');
  tooLarge = false;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      this.tooLarge = true;
      callback(new FileTooLargeError(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  result(): StoredObject {
    return { size: this.bytes, sha256: this.hash.copy().digest('hex') };
  }
}
