import { prepareDatabase } from '@server/db/bootstrap';
import type { Db } from '@server/db/client';
import { createFieldCipher, type FieldCipher } from '@server/lib/field-crypto';
import { copyWorld, type RunningServer, startServer } from './server';
import { APP_SECRET, openWorldDatabase } from './world';

export { APP_SECRET };

/**
 * A server of its own for a journey that needs people the demo does not have: a copy of the prepared world
 * (migrated, the demo seeded), to which `prepare` adds rows with tests/factories; the real server then starts
 * on that folder.
 */
export async function startPreparedServer<T>(
  prepare: (db: Db, cipher: FieldCipher) => Promise<T>,
  /** More of the server's environment (a test SMTP server's SMTP_URL, say). */
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; prepared: T }> {
  const copy = await copyWorld();
  const database = await openWorldDatabase(copy);
  let prepared: T;
  try {
    await prepareDatabase(database, { seedDemo: true, appSecret: APP_SECRET });
    prepared = await prepare(database.db, createFieldCipher(APP_SECRET));
  } finally {
    await database.close();
  }
  const server = await startServer({ ...env, APP_SECRET }, { copy });
  return { server, prepared };
}
