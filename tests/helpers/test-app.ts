import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { type Config, DEFAULT_MAIL_FROM } from '@server/config';
import { type Database, openDatabase } from '@server/db/client';
import { DEMO_PASSWORD, seedDemo } from '@server/db/seed';
import { createFieldCipher } from '@server/lib/field-crypto';
import type { Clock } from '@shared/domain/dates/clock';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { demoPasswordHash } from './demo-password';
import { createScratchDatabase, dropDatabaseWhenIdle } from './postgres';
import { pgliteDump, testWorld, type WorldContents } from './test-world';

export { demoPasswordHash } from './demo-password';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-the-checks-0123456789';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    isProduction: false,
    databaseUrl: null,
    databasePoolSize: null,
    dataDir: '/nonexistent',
    appSecret: TEST_SECRET,
    logLevel: 'silent',
    seedDemo: true,
    sessionIdleMinutes: 30,
    signInRequestsPerMinute: 30,
    sessionMaxHours: 12,
    clientDir: '/nonexistent',
    serverRendering: false,
    trustProxy: false,
    // buildTestApp gives each app a fresh folder; this one is only named, created when first written to.
    fileStorage: { kind: 'local', dir: path.join(tmpdir(), `gc-test-files-${process.pid}`) },
    uploadMaxBytes: 10 * 1024 * 1024,
    mail: { transport: 'outbox' },
    mailFrom: DEFAULT_MAIL_FROM,
    publicUrl: 'http://groupcover.test',
    // A debit settles on the first status check after it was made (a test that needs it pending sets more).
    payments: { provider: 'offline', settleAfterMs: 0, autopayTickMs: null, setup: { provider: 'offline' } },
    // Partner sign-in tests start their own local identity provider (tests/helpers/local-idp.ts).
    partnerIdpDev: false,
    // The job queue starts only in the tests that opt in (its schema costs every app that starts it).
    jobsWorker: false,
    ...overrides,
  };
}

/**
 * A fresh database for one test file, migrated (and, with `contents: 'demo'`, holding the demo data): a copy of
 * the run's test world (./test-world.ts), in-memory PGlite or (TEST_DB=postgres) a new database made from the
 * world's template on the server of TEST_DATABASE_URL and dropped on close. Without a world (a file run outside
 * the API projects) it is migrated and seeded here.
 */
export async function createTestDatabase(contents: WorldContents = 'migrated'): Promise<Database> {
  const world = testWorld();
  if (process.env.TEST_DB !== 'postgres') {
    if (world?.kind === 'pglite')
      return openDatabase({
        databaseUrl: null,
        dataDir: null,
        loadDataDir: pgliteDump(world.dumps[contents]),
      });
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    await fillWorld(database, contents);
    return database;
  }
  const { database, drop } = await scratchPostgres(contents);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A new PostgreSQL database made from the world's template (or migrated and seeded here), and its URL. */
async function scratchPostgres(contents: WorldContents) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL.');
  const world = testWorld();
  const template = world?.kind === 'postgres' ? world.templates[contents] : undefined;
  const { name, url } = await createScratchDatabase(adminUrl, 'gc_test', template);
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  if (!template) await fillWorld(database, contents);
  return { database, url, drop: () => dropDatabaseWhenIdle(adminUrl, name) };
}

/** Migrates a database and, for the demo world, seeds the demo data (what the test world holds). */
export async function fillWorld(database: Database, contents: WorldContents): Promise<void> {
  await database.migrate();
  if (contents === 'demo')
    await seedDemo(database.db, {
      cipher: createFieldCipher(TEST_SECRET),
      passwordHash: await demoPasswordHash(),
    });
}

/**
 * One database opened by several app instances, as several server processes or a restart would: on
 * PostgreSQL each `connect()` opens its own connection pool to the same scratch database; the in-memory PGlite
 * can only be shared as one object (one process), so there every `connect()` answers that object.
 */
export async function openSharedDatabase(contents: WorldContents = 'migrated'): Promise<{
  database: Database;
  connect(): Promise<Database>;
  close(): Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await createTestDatabase(contents);
    return {
      database,
      connect: async (): Promise<Database> => ({ ...database, close: async () => {} }),
      close: () => database.close(),
    };
  }
  const { database, url, drop } = await scratchPostgres(contents);
  const opened: Database[] = [database];
  const connect = async () => {
    const another = await openDatabase({ databaseUrl: url, dataDir: null });
    opened.push(another);
    return another;
  };
  return {
    database,
    connect,
    close: async () => {
      for (const d of opened) await d.close().catch(() => {});
      await drop();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/**
 * Builds the app on a fresh database holding the demo data, its files in a fresh folder removed on close (a
 * logger only where a test reads the log).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: { logger?: FastifyServerOptions['logger']; clock?: Clock } = {},
): Promise<TestApp> {
  const filesDir = overrides.fileStorage ? null : mkdtempSync(path.join(tmpdir(), 'gc-test-files-'));
  const config = testConfig(
    filesDir ? { fileStorage: { kind: 'local', dir: filesDir }, ...overrides } : overrides,
  );
  const database = await createTestDatabase('demo');
  const app = await buildApp({
    config,
    database,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export type Agent = {
  cookie: string;
  csrfToken: string;
  session: Record<string, unknown> & { account: { id: string; role: string } };
  /**
   * The ETag (application version) of the last response that carried one. Like the browser, which sends the
   * version of the application it shows, `send` names it in If-Match unless `ifMatch` says otherwise.
   */
  lastEtag: string | null;
  get(url: string): Promise<LightMyRequestResponse>;
  send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    /** If-Match to send: a version or ETag; null sends none. Default: the last ETag seen. */
    options?: { ifMatch?: string | number | null },
  ): Promise<LightMyRequestResponse>;
};

/** Signs in through the API and returns a client that carries the cookie and the CSRF token. */
export async function loginAs(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Agent> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/session', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${res.statusCode} ${res.body}`);
  const setCookie = res.cookies.find((c) => c.name === 'gc_session');
  if (!setCookie) throw new Error('No session cookie was set.');
  const cookie = `gc_session=${setCookie.value}`;
  const session = res.json();
  const agent: Agent = {
    cookie,
    csrfToken: session.csrfToken,
    session,
    lastEtag: null,
    get: async (url) => remember(await app.inject({ method: 'GET', url, headers: { cookie } })),
    send: async (method, url, payload, options = {}) => {
      const ifMatch = options.ifMatch === undefined ? agent.lastEtag : options.ifMatch;
      return remember(
        await app.inject({
          method,
          url,
          headers: {
            cookie,
            'x-csrf-token': session.csrfToken,
            ...(ifMatch === null
              ? {}
              : { 'if-match': typeof ifMatch === 'number' ? `"${ifMatch}"` : ifMatch }),
          },
          ...(payload === undefined ? {} : { payload: payload as object }),
        }),
      );
    },
  };
  function remember(response: LightMyRequestResponse): LightMyRequestResponse {
    const etag = response.headers.etag;
    if (typeof etag === 'string') agent.lastEtag = etag;
    return response;
  }
  return agent;
}

/** The callers most API tests need, each signed in with its own session. */
export type Cast = {
  /** employee@example.com, Harborview (CA). */
  employee: Agent;
  /** employee.tx@example.com, Bluebonnet (TX): another company's employee. */
  texan: Agent;
  /** admin@example.com, administrator of Harborview and Bluebonnet. */
  admin: Agent;
  /** admin.ny@example.com, administrator of Catskill (NY) only: another company's administrator. */
  nyAdmin: Agent;
};

/** Signs the cast in on `app`. */
export async function signInCast(app: FastifyInstance): Promise<Cast> {
  const [employee, texan, admin, nyAdmin] = await Promise.all([
    loginAs(app, 'employee@example.com'),
    loginAs(app, 'employee.tx@example.com'),
    loginAs(app, 'admin@example.com'),
    loginAs(app, 'admin.ny@example.com'),
  ]);
  return { employee, texan, admin, nyAdmin };
}
