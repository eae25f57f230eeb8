/**
 * The API suite of one test file (decision 0017): `apiSuite()` at the top of the file (or of a describe)
 * builds the app on a fresh database holding the demo data in beforeAll, signs the cast in, and closes
 * everything in afterAll. What it builds is read inside tests and hooks, through the returned suite; the cast
 * may be destructured at once (`const { employee, admin } = suite.cast`): each agent stands for the one
 * signed in before the tests run.
 *
 * Tests that need a company or an employee of their own make them with tests/factories (`suite.db`,
 * `suite.cipher`) instead of changing the demo data other tests read.
 */
import type { Config } from '@server/config';
import type { Database, Db } from '@server/db/client';
import type { FieldCipher } from '@server/lib/field-crypto';
import type { Clock } from '@shared/domain/dates/clock';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { snapshotApplication } from './application';
import { type Agent, buildTestApp, type Cast, loginAs, signInCast, type TestApp } from './test-app';

export type ApiSuiteOptions = {
  /** Configuration overrides, or a function that gives them once earlier hooks have run. */
  config?: Partial<Config> | (() => Partial<Config>);
  /** A logger, for the files that read what the server logs. */
  logger?: FastifyServerOptions['logger'];
  /** The app's clock (decision 0084; default the system's): tests/helpers/clock.ts makes one a test sets. */
  clock?: Clock;
  /** Whether to sign the cast in (default true). */
  signIn?: boolean;
  /** How long building may take, where the project's hook timeout is too short. */
  timeoutMs?: number;
};

export type ApiSuite = {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly db: Db;
  readonly config: Config;
  readonly cipher: FieldCipher;
  /** The employee, the other company's employee, the administrator and the other company's administrator. */
  readonly cast: Cast;
  /** Signs another account in (the demo password unless given). */
  loginAs(email: string, password?: string): Promise<Agent>;
  /** Every stored row of an application, to assert that a refused request wrote nothing. */
  snapshot(employeePolicyId: string): Promise<string>;
};

export function apiSuite(options: ApiSuiteOptions = {}): ApiSuite {
  let built: TestApp | null = null;
  let signedIn: Cast | null = null;

  beforeAll(async () => {
    const config = typeof options.config === 'function' ? options.config() : options.config;
    built = await buildTestApp(config, { logger: options.logger, clock: options.clock });
    if (options.signIn !== false) signedIn = await signInCast(built.app);
  }, options.timeoutMs);
  afterAll(async () => {
    await built?.close();
  });

  const need = (): TestApp => {
    if (!built) throw new Error('apiSuite builds the app in beforeAll: read it inside a test or a hook.');
    return built;
  };
  const castMember = (name: keyof Cast): Agent =>
    lateAgent(() => {
      if (!signedIn) throw new Error(`apiSuite signs ${name} in before the tests (signIn: false?).`);
      return signedIn[name];
    });

  return {
    get app() {
      return need().app;
    },
    get database() {
      return need().database;
    },
    get db() {
      return need().database.db;
    },
    get config() {
      return need().config;
    },
    get cipher() {
      return need().app.cipher;
    },
    cast: {
      employee: castMember('employee'),
      texan: castMember('texan'),
      admin: castMember('admin'),
      nyAdmin: castMember('nyAdmin'),
    },
    loginAs: (email, password) => loginAs(need().app, email, password),
    snapshot: (employeePolicyId) => snapshotApplication(need().database.db, employeePolicyId),
  };
}

/** An agent that stands for the one `resolve` gives once it exists (reads and writes go to it). */
function lateAgent(resolve: () => Agent): Agent {
  return new Proxy({} as Agent, {
    get: (_target, property) => Reflect.get(resolve(), property),
    set: (_target, property, value) => Reflect.set(resolve(), property, value),
    has: (_target, property) => Reflect.has(resolve(), property),
    ownKeys: () => Reflect.ownKeys(resolve()),
    getOwnPropertyDescriptor: (_target, property) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(resolve(), property);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}
