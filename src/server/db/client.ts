import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
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
  /**
   * Runs one SQL text on this database's own handle, outside Drizzle: with values, one parameterized statement;
   * without, a text that may hold several statements (simple protocol, e.g. `BEGIN; …; COMMIT`), answering every
   * statement's rows in order (pg-boss reads a row from the middle of such a text). A text that fails inside its
   * own `BEGIN` is rolled back before the handle serves anyone else. The job queue's driver (decision 0062): on
   * PGlite it must share the one handle of the folder, never open another.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite only: the data folder as an uncompressed tar, which `loadDataDir` opens again (the tests' world). */
  dumpDataDir?(): Promise<Blob>;
};

/**
 * Messages between the server processes on one PostgreSQL database (LISTEN/NOTIFY), e.g. which cached entries
 * a write changed. PGlite has none: one process holds its folder.
 */
export type Notifications = {
  /** Sends a payload (under 8000 bytes) to every listener of the channel, this process's included. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onPayload` for each payload sent to the channel, and `onListen` whenever listening (re)starts: a
   * connection that was lost and made again may have missed messages. Resolves with a stop function.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListen?: () => void,
  ): Promise<() => Promise<void>>;
};

/** What openDatabase knows of each database it opened: its kind and, on PostgreSQL, its notifications. */
const opened = new WeakMap<Db, { kind: DatabaseKind; notifications: Notifications | null }>();

/**
 * The notifications of a database opened by openDatabase (null on PGlite); throws for anything else, such as a
 * transaction, which cannot send a message that must wait for its commit.
 */
export function notificationsOf(db: Db): Notifications | null {
  const known = opened.get(db);
  if (!known)
    throw new Error('Not a database opened by openDatabase (a transaction?): pass the database itself.');
  return known.notifications;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Every hot read is a prepared statement looked up by key; PostgreSQL's default would re-plan some of them on
 * every call (their custom plans look cheaper on paper), and planning the application query costs more than
 * running it. A generic plan is planned once per connection (docs/decisions/0011-hot-read-caches.md).
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

/**
 * Two connections per core: the usual PostgreSQL sizing, (cores × 2) + spindles. Queries beyond it wait in
 * postgres.js's queue and are pipelined on busy connections; on 2 cores, 4 connections served the load
 * application call half again as fast as 10 did (docs/decisions/0011-hot-read-caches.md).
 */
export function defaultPoolSize(): number {
  return Math.max(2, availableParallelism() * 2);
}

export class DataFolderInUseError extends Error {}

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `<dataDir>/pglite`. A PGlite folder may be opened by
 * one process only: a second one fails here with a clear message instead of corrupting the data.
 * `dataDir: null` opens an in-memory PGlite (tests).
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
  /** PostgreSQL connections this process keeps at most (default: defaultPoolSize()). */
  poolSize?: number;
  /** An in-memory PGlite starts from this dump (see `dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, {
      max: opts.poolSize ?? defaultPoolSize(),
      onnotice: () => {},
      connection: { plan_cache_mode: PLAN_CACHE_MODE },
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    await client`select 1`;
    opened.set(db, {
      kind: 'postgres',
      notifications: {
        notify: async (channel, payload) => {
          await client.notify(channel, payload);
        },
        listen: async (channel, onPayload, onListen) => {
          const { unlisten } = await client.listen(channel, onPayload, onListen);
          return unlisten;
        },
      },
    });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => client.end({ timeout: 5 }),
      executeSql: async (text, values) => {
        if (values && values.length > 0)
          return { rows: [...(await client.unsafe(text, values.map(toTextParameter)))] };
        // A text of several statements may open a transaction: postgres.js allows that on a reserved connection only.
        const reserved = await client.reserve();
        let result: unknown[];
        try {
          result = (await reserved.unsafe(text).simple()) as unknown as unknown[];
        } catch (err) {
          // A failure inside the text's own BEGIN leaves the connection in an aborted transaction: end it
          // before the connection goes back to the pool (outside a transaction this only warns).
          await reserved
            .unsafe('ROLLBACK')
            .simple()
            .catch(() => {});
          throw err;
        } finally {
          reserved.release();
        }
        // Several statements answer one result each; one statement answers its rows.
        const results = (result.length > 0 && Array.isArray(result[0]) ? result : [result]) as Record<
          string,
          unknown
        >[][];
        return { rows: results.flatMap((rows) => [...rows]) };
      },
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
    client = await PGlite.create(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  opened.set(db, { kind: 'pglite', notifications: null });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      releaseLock();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values as unknown[]);
        return { rows: result.rows };
      }
      // A text that opens its own transaction runs inside PGlite's (which holds the one handle until it ends),
      // so a failure halfway is rolled back before any other query can meet the aborted transaction. Its own
      // BEGIN and COMMIT then only warn: there is one transaction, and its COMMIT ends it.
      const results = OPENS_TRANSACTION.test(text)
        ? await client.transaction((tx) => tx.exec(text))
        : await client.exec(text);
      return { rows: results.flatMap((result) => result.rows) as Record<string, unknown>[] };
    },
  };
}

/** A text that begins a transaction of its own (pg-boss's `BEGIN; …; COMMIT`). */
const OPENS_TRANSACTION = /^\s*BEGIN\b/i;

/**
 * A parameter as node-postgres would send it (the job queue's SQL is written for it): an array as a PostgreSQL
 * array literal, an object as JSON, a date as ISO text. Drizzle makes postgres.js pass json values through as
 * they are, so an object must arrive as text.
 */
function toTextParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return `{${value
      .map((item) => {
        const text = toTextParameter(item);
        return text === null ? 'NULL' : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
      })
      .join(',')}}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
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

/**
 * One `make(db)` per database (the app may hold several in tests): statements built and prepared once for
 * the reads every request makes, e.g. `const findX = perDatabase((db) => db.select()…prepare('find_x'))`
 * then `findX(db).execute(params)`, and per-database caches.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/** Runs raw SQL and returns its rows, whichever driver is underneath (PGlite answers `{ rows }`, postgres.js the rows). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
