import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: both are a PgDatabase with the same schema, so repositories do not care which. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export class DataFolderInUseError extends Error {}

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `<dataDir>/pglite`. A PGlite folder may be opened by
 * one process only: a second one fails here with a clear message instead of corrupting the data.
 * `dataDir: null` opens an in-memory PGlite (tests).
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.PG_POOL_MAX ?? 10),
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    await pool.query('select 1');
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }

  let releaseLock = () => {};
  let client: PGlite;
  if (opts.dataDir) {
    const folder = path.join(opts.dataDir, 'pglite');
    mkdirSync(opts.dataDir, { recursive: true });
    releaseLock = acquireDataFolderLock(opts.dataDir);
    try {
      client = await PGlite.create(folder);
    } catch (err) {
      releaseLock();
      throw err;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** Takes `<dataDir>/pglite.lock` (holding our pid); refuses when another live process holds it. */
export function acquireDataFolderLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(lockFile, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (holder && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataFolderInUseError(
          `The data folder ${dataDir} is in use by another Groupcover process (pid ${holder}). ` +
            'Only one process may open an embedded database folder: stop that process first, or set DATA_DIR to another folder.',
        );
      }
      if (holder === process.pid) {
        throw new DataFolderInUseError(`The data folder ${dataDir} is already open in this process.`);
      }
      rmSync(lockFile, { force: true }); // stale lock from a process that died
    }
  }
  throw new DataFolderInUseError(`Could not lock the data folder ${dataDir}.`);
}

/** True when a server holds the PGlite folder (tools such as db:reset refuse then). */
export function isDataFolderLocked(dataDir: string): boolean {
  const lockFile = path.join(dataDir, 'pglite.lock');
  if (!existsSync(lockFile)) return false;
  const holder = Number(readFileSync(lockFile, 'utf8').trim());
  return Boolean(holder) && isProcessAlive(holder);
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs raw SQL and returns its rows, whichever driver is underneath (both answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
