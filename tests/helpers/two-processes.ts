/**
 * Two server processes on one database (decision 0017's caches, which must forget a change in every process):
 * `twoProcesses()` at the top of a describe opens a scratch database holding the demo data, and builds two app
 * instances A and B, each with its own connection pool, in beforeAll; afterAll closes both and drops the
 * database. Meant for `describe.runIf(process.env.TEST_DB === 'postgres')`: on PGlite both instances would
 * share one connection, which proves nothing about another process.
 *
 * Tests write through A (factories take `a.database.db`) and read through B; `msUntil` measures how soon B
 * answers. `a`, `b` and `cipher` may be destructured at once; their fields are read inside tests.
 */
import { buildApp } from '@server/app';
import type { Database } from '@server/db/client';
import { createFieldCipher, type FieldCipher } from '@server/lib/field-crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { openSharedDatabase, testConfig } from './test-app';

/** How soon another process must see a change: far below the cache entries' 5 s. */
export const WITHIN_MS = 1_000;

export type ServerProcess = { readonly app: FastifyInstance; readonly database: Database };

export type TwoProcesses = {
  /** The instance the tests write through. */
  readonly a: ServerProcess;
  /** The instance that must see the change. */
  readonly b: ServerProcess;
  readonly cipher: FieldCipher;
};

export function twoProcesses(): TwoProcesses {
  let shared: Awaited<ReturnType<typeof openSharedDatabase>> | null = null;
  let a: ServerProcess | null = null;
  let b: ServerProcess | null = null;
  const cipher = createFieldCipher(testConfig().appSecret);

  beforeAll(async () => {
    const opened = await openSharedDatabase('demo');
    shared = opened;
    const start = async (): Promise<ServerProcess> => {
      const database = await opened.connect();
      const app = await buildApp({ config: testConfig(), database });
      await app.ready();
      return { app, database };
    };
    a = await start();
    b = await start();
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await shared?.close();
  });

  const need = <T>(value: T | null, name: string): T => {
    if (!value) throw new Error(`twoProcesses builds ${name} in beforeAll: read it inside a test or a hook.`);
    return value;
  };
  // Each instance is a stable object whose fields are read late, so a describe may destructure it at once.
  const late = (get: () => ServerProcess | null, name: string): ServerProcess => ({
    get app() {
      return need(get(), name).app;
    },
    get database() {
      return need(get(), name).database;
    },
  });
  return {
    a: late(() => a, 'instance A'),
    b: late(() => b, 'instance B'),
    cipher,
  };
}

/** Polls `read` until it answers `expected`; the milliseconds it took, or a failure after WITHIN_MS. */
export async function msUntil<T>(read: () => Promise<T>, expected: T): Promise<number> {
  const started = Date.now();
  let last: T = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected)) {
    if (Date.now() - started > WITHIN_MS)
      throw new Error(
        `Still ${JSON.stringify(last)} after ${WITHIN_MS} ms; expected ${JSON.stringify(expected)}.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await read();
  }
  return Date.now() - started;
}
