import { mkdirSync, writeFileSync } from 'node:fs';
import { prepareDatabase } from '@server/db/bootstrap';
import { openDatabase } from '@server/db/client';
import { demoPasswordHash } from '../helpers/demo-password';

/** The secret of every journey's server (the world's `app-secret`), so numbers sealed beforehand open. */
export const APP_SECRET = 'e2e-prepared-server-secret-0123456789abcdef';

/**
 * Builds the browser tests' world once per run (decision 0066): a data folder as `npm start` leaves it on first
 * run (PGlite migrated, the demo seeded, the development secret in `app-secret`), which every server then
 * starts from a copy of instead of migrating and seeding its own. The demo's passwords are hashed at the tests'
 * cost (tests/helpers/demo-password.ts).
 */
export async function buildWorld(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  writeFileSync(`${folder}/app-secret`, `${APP_SECRET}\n`, { mode: 0o600 });
  const database = await openDatabase({ databaseUrl: null, dataDir: folder });
  try {
    await prepareDatabase(
      database,
      { seedDemo: true, appSecret: APP_SECRET },
      { demoPasswordHash: await demoPasswordHash() },
    );
  } finally {
    await database.close();
  }
}
