import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** The storage the settings choose: an S3-compatible bucket when S3_* are set, else DATA_DIR/files. */
export function createFileStorage(config: Pick<Config, 'fileStorage'>): FileStorage {
  const settings = config.fileStorage;
  if (settings.kind === 's3') {
    const { kind: _kind, ...s3 } = settings;
    return createS3FileStorage(s3);
  }
  return createLocalFileStorage(settings.dir);
}

/** Decorates the app with `fileStorage` (closed with the app). */
export const fileStoragePlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const storage = createFileStorage(opts.config);
  app.decorate('fileStorage', storage);
  app.addHook('onClose', async () => storage.close());
});

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}
