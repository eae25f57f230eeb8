import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  type FileStorage,
  Meter,
  type PutOptions,
  type StoredObject,
} from './file-storage';

/**
 * Files in a folder (DATA_DIR/files by default), created on demand, readable by the server's user only. A put
 * writes a temporary file beside the target and renames it into place once complete, so a reader never sees
 * half a file and a failed put leaves nothing.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const resolvedRoot = path.resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(resolvedRoot, ...key.split('/'));
  };

  return {
    kind: 'local',

    async put(key: string, body: NodeJS.ReadableStream, options: PutOptions): Promise<StoredObject> {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Keys hold no dots, so a temporary name can never be another object's key.
      const temporary = `${target}.${randomUUID()}.part`;
      const meter = new Meter(options.maxBytes);
      try {
        await pipeline(body, meter, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
        await rename(temporary, target);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
      return meter.result();
    },

    async get(key: string) {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },

    async exists(key: string) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },

    async close() {},
  };
}

function isMissing(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
