import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Settings } from '@server/config';
import S3rver from 's3rver';

export type TestS3Server = { settings: S3Settings; close(): Promise<void> };

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 and a free port, keeping its objects in a fresh
 * temporary folder, with one empty bucket. s3rver accepts its own key pair only.
 */
export async function startS3Server(bucket = 'groupcover-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'gc-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
