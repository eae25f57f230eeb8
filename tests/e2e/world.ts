import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '@server/db/bootstrap';
import { type Database, openDatabase } from '@server/db/client';
import { demoPasswordHash } from '../helpers/demo-password';
import { createScratchDatabase, dropDatabaseWhenIdle } from '../helpers/postgres';

/** The secret of every journey's server (the world's `app-secret`), so numbers sealed beforehand open. */
export const APP_SECRET = 'e2e-prepared-server-secret-0123456789abcdef';

/**
 * The journeys' world (decision 0066), built once per run: a data folder as `npm start` leaves it on first run
 * (the development secret in `app-secret`) and the database migrated with the demo seeded, which every server
 * starts from a copy of. On PGlite the database is in the folder; on PostgreSQL (`postgres`, when the run has
 * TEST_DATABASE_URL) it is a template database on that server and the folder holds the secret only.
 */
export type E2eWorld = { folder: string; postgres: { adminUrl: string; template: string } | null };

/** One server's copy of the world: its data folder and, on PostgreSQL, its own database. */
export type WorldCopy = { dataDir: string; databaseUrl: string | null; remove(): Promise<void> };

/**
 * Builds the world in `folder`, on PostgreSQL when `adminUrl` is given (a template database named after the run),
 * else on PGlite in the folder. The demo's passwords are hashed at the tests' cost (tests/helpers/demo-password.ts).
 */
export async function buildWorld(folder: string, adminUrl: string | null = null): Promise<E2eWorld> {
  mkdirSync(folder, { recursive: true });
  writeFileSync(`${folder}/app-secret`, `${APP_SECRET}\n`, { mode: 0o600 });
  const created = adminUrl ? await createScratchDatabase(adminUrl, 'gc_e2e_world') : null;
  const database = await openWorldDatabase({ dataDir: folder, databaseUrl: created?.url ?? null });
  try {
    await prepareDatabase(
      database,
      { seedDemo: true, appSecret: APP_SECRET },
      { demoPasswordHash: await demoPasswordHash() },
    );
  } finally {
    await database.close();
  }
  return { folder, postgres: adminUrl && created ? { adminUrl, template: created.name } : null };
}

/** Opens a world's or a copy's database: its PostgreSQL database when it has one, else the PGlite in its folder. */
export function openWorldDatabase(where: { dataDir: string; databaseUrl: string | null }): Promise<Database> {
  return openDatabase(
    where.databaseUrl
      ? { databaseUrl: where.databaseUrl, dataDir: null, poolSize: 2 }
      : { databaseUrl: null, dataDir: where.dataDir },
  );
}

/** Removes what `buildWorld` made (the folder stays with the run's folder). */
export async function removeWorld(world: E2eWorld): Promise<void> {
  if (world.postgres) await dropDatabaseWhenIdle(world.postgres.adminUrl, world.postgres.template);
}

/** A copy of the world for one server: the folder copied, and on PostgreSQL a database made from the template. */
export async function copyWorld(world: E2eWorld): Promise<WorldCopy> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'groupcover-e2e-'));
  cpSync(world.folder, dataDir, { recursive: true });
  const created = world.postgres
    ? await createScratchDatabase(world.postgres.adminUrl, 'gc_e2e', world.postgres.template)
    : null;
  return {
    dataDir,
    databaseUrl: created?.url ?? null,
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (created && world.postgres) await dropDatabaseWhenIdle(world.postgres.adminUrl, created.name);
    },
  };
}
