/**
 * npm run db:reset — recreates the demo database.
 * PostgreSQL (DATABASE_URL set): drops and recreates the public and drizzle schemas (and drops pgboss), migrates and seeds;
 * with NODE_ENV=production it requires `--yes`.
 * Embedded PGlite: refuses while a server holds the data folder, else deletes <DATA_DIR>/pglite, migrates
 * and seeds. The APP_SECRET file in the data folder is kept, so encrypted values stay readable.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { ConfigError, loadConfig } from '@server/config';
import { isDataFolderLocked, openDatabase } from '@server/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '@server/db/seed';
import { createFieldCipher } from '@server/lib/field-crypto';
import { sql } from 'drizzle-orm';

function fail(message: string): never {
  console.error(`db:reset: ${message}`);
  process.exit(1);
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured PostgreSQL database';
  }
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const confirmed = process.argv.includes('--yes');

  if (config.databaseUrl) {
    if (config.isProduction && !confirmed)
      fail('NODE_ENV=production: this would erase every table. Run again with --yes to confirm.');
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
    try {
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema if exists public cascade`);
      // The job queue's (decision 0062): the first worker recreates it.
      await database.db.execute(sql`drop schema if exists pgboss cascade`);
      await database.db.execute(sql`create schema public`);
      console.log(
        `Dropped and recreated the public and drizzle schemas (and dropped the job queue's) of ${redact(config.databaseUrl)}.`,
      );
      await reseed(database, config.appSecret);
    } finally {
      await database.close();
    }
    return;
  }

  if (isDataFolderLocked(config.dataDir))
    fail(
      `the data folder ${config.dataDir} is in use by a running Groupcover server. Stop the server first, then run npm run db:reset again.`,
    );
  const folder = path.join(config.dataDir, 'pglite');
  rmSync(folder, { recursive: true, force: true });
  console.log(`Deleted the embedded database ${folder}.`);
  const database = await openDatabase({ databaseUrl: null, dataDir: config.dataDir });
  try {
    await reseed(database, config.appSecret);
  } finally {
    await database.close();
  }
}

async function reseed(database: Awaited<ReturnType<typeof openDatabase>>, appSecret: string): Promise<void> {
  await database.migrate();
  console.log('Applied the migrations.');
  const passwordHash = await hash(DEMO_PASSWORD);
  await seedDemo(database.db, { cipher: createFieldCipher(appSecret), passwordHash });
  console.log(`Seeded the demo data. Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(30)} ${a.role.padEnd(15)} ${a.shows}`);
}

main().catch((err: unknown) => {
  console.error('db:reset failed:', err);
  process.exit(1);
});
