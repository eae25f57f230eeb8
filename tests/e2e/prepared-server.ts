import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '@server/db/bootstrap';
import { type Db, openDatabase } from '@server/db/client';
import { createFieldCipher, type FieldCipher } from '@server/lib/field-crypto';
import { type RunningServer, startServer } from './server';

/** The secret a prepared server and its preparation share, so numbers sealed beforehand open. */
export const APP_SECRET = 'e2e-prepared-server-secret-0123456789abcdef';

/**
 * A server of its own for a journey that needs people the demo does not have: a fresh PGlite folder is
 * migrated and seeded with the demo here, `prepare` adds rows with tests/factories, and the real server then
 * starts on that folder (it finds the demo already there and does not seed again).
 */
export async function startPreparedServer<T>(
  prepare: (db: Db, cipher: FieldCipher) => Promise<T>,
  /** More of the server's environment (a test SMTP server's SMTP_URL, say). */
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; prepared: T }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'groupcover-e2e-prepared-'));
  const database = await openDatabase({ databaseUrl: null, dataDir });
  let prepared: T;
  try {
    await prepareDatabase(database, { seedDemo: true, appSecret: APP_SECRET });
    prepared = await prepare(database.db, createFieldCipher(APP_SECRET));
  } finally {
    await database.close();
  }
  const server = await startServer({ ...env, APP_SECRET }, { dataDir });
  return { server, prepared };
}
