/**
 * The storage contract: every FileStorage, the local folder and S3 (against a real S3-compatible server,
 * s3rver, started here), passes the same tests.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { startS3Server, type TestS3Server } from '@tests/helpers/s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, FileTooLargeError, newStorageKey, StorageKeyError } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createFileStorage } from './storage';

const MB = 1024 * 1024;
const PDF = { contentType: 'application/pdf', maxBytes: 10 * MB };

/** `data` as a stream of 64 KiB chunks, as an upload arrives. */
function chunked(data: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += 64 * 1024) chunks.push(data.subarray(i, i + 64 * 1024));
  return Readable.from(chunks);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function read(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.get(key);
  return stream ? buffer(stream as Readable) : null;
}

let s3: TestS3Server;
let localRoot: string;
const storages: Record<'local' | 's3', FileStorage> = {} as never;

beforeAll(async () => {
  localRoot = mkdtempSync(path.join(tmpdir(), 'gc-storage-'));
  s3 = await startS3Server();
  storages.local = createFileStorage({ fileStorage: { kind: 'local', dir: path.join(localRoot, 'files') } });
  storages.s3 = createFileStorage({ fileStorage: { kind: 's3', ...s3.settings } });
});
afterAll(async () => {
  await storages.local?.close();
  await storages.s3?.close();
  await s3?.close();
  rmSync(localRoot, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('the %s file storage', (kind) => {
  const storage = () => storages[kind];

  it('is the kind the settings chose', () => {
    expect(storage().kind).toBe(kind);
  });

  it('stores a stream and gives back the same bytes, with their size and SHA-256', async () => {
    const data = randomBytes(MB + 12_345);
    const key = newStorageKey();
    const stored = await storage().put(key, chunked(data), PDF);
    expect(stored).toEqual({ size: data.length, sha256: sha256(data) });
    const back = await read(storage(), key);
    expect(back?.length).toBe(data.length);
    expect(back?.equals(data)).toBe(true);
  });

  it('stores a file larger than one multipart part (6 MB) intact', async () => {
    const data = randomBytes(6 * MB + 7);
    const key = newStorageKey();
    expect(await storage().put(key, chunked(data), PDF)).toEqual({ size: data.length, sha256: sha256(data) });
    expect(sha256((await read(storage(), key))!)).toBe(sha256(data));
  }, 30_000);

  it('stores an empty stream as an empty object', async () => {
    const key = newStorageKey();
    expect(await storage().put(key, Readable.from([]), PDF)).toEqual({
      size: 0,
      sha256: sha256(Buffer.alloc(0)),
    });
    expect((await read(storage(), key))?.length).toBe(0);
  });

  it('says whether an object exists, gives null for a missing one, and deletes (twice without error)', async () => {
    const key = newStorageKey();
    expect(await storage().exists(key)).toBe(false);
    expect(await storage().get(key)).toBeNull();
    await storage().put(key, chunked(Buffer.from('%PDF-1.7 hello')), PDF);
    expect(await storage().exists(key)).toBe(true);
    await storage().delete(key);
    expect(await storage().exists(key)).toBe(false);
    expect(await storage().get(key)).toBeNull();
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it('replaces the object under a key that is written again', async () => {
    const key = newStorageKey();
    await storage().put(key, chunked(Buffer.from('first version')), PDF);
    await storage().put(key, chunked(Buffer.from('second')), PDF);
    expect((await read(storage(), key))?.toString()).toBe('second');
  });

  it('accepts exactly maxBytes and refuses one byte more, keeping nothing', async () => {
    const fits = newStorageKey();
    await storage().put(fits, chunked(randomBytes(1000)), { ...PDF, maxBytes: 1000 });
    expect(await storage().exists(fits)).toBe(true);

    const tooLarge = newStorageKey();
    await expect(
      storage().put(tooLarge, chunked(randomBytes(1001)), { ...PDF, maxBytes: 1000 }),
    ).rejects.toEqual(new FileTooLargeError(1000));
    expect(await storage().exists(tooLarge)).toBe(false);
  });

  it('refuses a stream past maxBytes when it is many parts long, keeping nothing', async () => {
    const key = newStorageKey();
    const error = await storage()
      .put(key, chunked(randomBytes(7 * MB)), { ...PDF, maxBytes: 6 * MB })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(FileTooLargeError);
    expect(await storage().exists(key)).toBe(false);
  }, 30_000);

  it('keeps nothing when the incoming stream fails half-way, and reports its error', async () => {
    const key = newStorageKey();
    async function* broken() {
      yield randomBytes(200_000);
      throw new Error('the client went away');
    }
    await expect(storage().put(key, Readable.from(broken()), PDF)).rejects.toThrow('the client went away');
    expect(await storage().exists(key)).toBe(false);
  });

  it('refuses keys that are not its own ids before touching anything', async () => {
    for (const key of [
      '../outside',
      '/etc/passwd',
      'uploads/../../x',
      'Uploads/A',
      'a/b.pdf',
      '',
      'a//b',
      'a/',
    ]) {
      await expect(storage().put(key, chunked(Buffer.from('x')), PDF)).rejects.toBeInstanceOf(
        StorageKeyError,
      );
      await expect(storage().get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage().exists(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage().delete(key)).rejects.toBeInstanceOf(StorageKeyError);
    }
  });
});

describe('the local file storage', () => {
  it('creates its folder on demand, keeps files readable by the owner only and leaves no temporary file', async () => {
    const root = path.join(localRoot, 'on-demand', 'files');
    const storage = createLocalFileStorage(root);
    expect(existsSync(root)).toBe(false);
    const key = newStorageKey();
    await storage.put(key, chunked(Buffer.from('%PDF-1.7')), PDF);
    await storage
      .put(newStorageKey(), chunked(randomBytes(2000)), { ...PDF, maxBytes: 1000 })
      .catch(() => {});
    const file = path.join(root, ...key.split('/'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
  });
});

describe('the S3 file storage', () => {
  it('fails on a bucket that does not exist, rather than pretending to store', async () => {
    const storage = createFileStorage({
      fileStorage: { kind: 's3', ...s3.settings, bucket: 'no-such-bucket' },
    });
    await expect(storage.put(newStorageKey(), chunked(Buffer.from('x')), PDF)).rejects.toThrow();
    await storage.close();
  });
});
