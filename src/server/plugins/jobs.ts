/**
 * The job queue (issue 18, decision 0062): pg-boss 12 in the app's own database, driven through the database's
 * own handle (`Database.executeSql`), so on PGlite no second handle ever opens the folder. pg-boss creates and
 * migrates its schema itself; a pg-boss 10 schema, which no later pg-boss migrates, is first set aside.
 *
 * Modules register their jobs while the app is built (`app.jobs.register(name, handler, { schedule })`). A
 * worker process (JOBS_WORKER=on, the default) starts the queue when the app is ready: it works every
 * registered job, keeps their cron schedules (UTC; one send per tick across every process) and sends the
 * `runAtStart` ones at most once a minute per database. A web-only process (off) starts the queue the first
 * time it sends, without working anything. Creating pg-boss's schema costs a PGlite start about half a
 * second, so an app that neither works nor sends never starts it (the test apps).
 *
 * Job data holds ids and plain values only, never anything personal; a failure is logged and recorded with
 * its loggable fields only (decision 0013).
 */

import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Job, PgBoss } from 'pg-boss';
import { type Database, type Db, queryRows } from '../db/client';
import { currentClock, runWithClock } from '../lib/clock';
import { blankQuoted, loggableError } from '../lib/loggable-error';

/** A job's data: ids and plain values, never anything personal (it is stored and listed as it is). */
export type JobData = Record<string, string | number | boolean | null>;
/** Runs one job; what it answers is recorded only when it is a number or an object of numbers (counts). */
export type JobHandler = (data: JobData) => Promise<unknown>;

export type JobRegistration = {
  /** A cron expression, in UTC: the job is sent on each tick, once across every process. */
  schedule?: string;
  /**
   * Also sent when a worker starts, at most once a minute per database (the first process to start sends it);
   * the start waits for its first attempt, as the periodic tasks did.
   */
  runAtStart?: boolean;
  /** Attempts after the first one (default 2), `retryDelaySeconds` apart (default 60). */
  retryLimit?: number;
  retryDelaySeconds?: number;
};

/** Queues one job on the transaction given (see Jobs.inTransaction). */
export type TransactionalSend = (tx: Db, data?: JobData) => Promise<string | null>;

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export type JobRecord = {
  id: string;
  name: string;
  state: JobState;
  retryCount: number;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /** The failure's message, its quoted values blanked (a failed or retrying job), else null. */
  error: string | null;
};
export type JobSchedule = { name: string; cron: string; timezone: string };

export type Jobs = {
  /** Whether this process works jobs (JOBS_WORKER). */
  readonly isWorker: boolean;
  register(name: string, handler: JobHandler, options?: JobRegistration): void;
  /** Whether a job of that name is registered (a job may be turned off by configuration). */
  has(name: string): boolean;
  /** The registered names, sorted. */
  names(): string[];
  /** Queues a job of a registered name; answers its id (null when a singleton key refused it). */
  send(name: string, data?: JobData, options?: { singletonKey?: string }): Promise<string | null>;
  /**
   * A sender that queues a job of `name` inside the caller's transaction: the job exists once the transaction
   * commits, and never if it rolls back ("the change and the job that tells people about it commit together").
   * Ask for it before the transaction opens: starting the queue reads the database on its own handle, which on
   * PGlite would wait for the transaction holding the only one.
   */
  inTransaction(name: string): Promise<TransactionalSend>;
  /** Sends a job and waits until it is completed, failed or cancelled (a worker process only). */
  runNow(name: string, data?: JobData, options?: { timeoutMs?: number }): Promise<JobRecord>;
  /** Waits until a job settles: completed, failed or cancelled (or, with `firstAttempt`, retrying too). */
  waitFor(
    name: string,
    id: string,
    options?: { timeoutMs?: number; firstAttempt?: boolean },
  ): Promise<JobRecord>;
  /** The schedules and the newest jobs (at most `limit`), for operations; empty before the queue first started. */
  overview(options?: { limit?: number }): Promise<{ schedules: JobSchedule[]; jobs: JobRecord[] }>;
};

/**
 * A cron expression for "every `seconds`": the queue's clock ticks by the minute, so the period is rounded up to
 * whole minutes (under an hour), whole hours (under a day), else daily.
 */
export function cronEvery(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  return '0 0 * * *';
}

/**
 * pg-boss 10's schema (version 24) is one that pg-boss 11 and 12 refuse to migrate (their oldest starting
 * version is 25, pg-boss 11's rewrite). It holds only runs of this app's jobs, periodic sweeps without data
 * that the next tick or start run does again, so it is renamed `pgboss_v10` (kept for operations to read or
 * drop) and pg-boss creates its schema anew. Under a lock, and checked again there: of several processes
 * starting at once, one renames it and none touches the new one.
 */
const SET_ASIDE_PG_BOSS_10 = `BEGIN;
SELECT pg_advisory_xact_lock(hashtext('groupcover.pgboss-10-set-aside'));
DO $$
DECLARE
  installed int;
BEGIN
  IF to_regclass('pgboss.version') IS NULL THEN
    RETURN;
  END IF;
  EXECUTE 'SELECT max(version) FROM pgboss.version' INTO installed;
  IF installed < 25 THEN
    IF to_regnamespace('pgboss_v10') IS NOT NULL THEN
      RAISE EXCEPTION 'pg-boss 10''s schema pgboss cannot be set aside: a schema pgboss_v10 exists already';
    END IF;
    ALTER SCHEMA pgboss RENAME TO pgboss_v10;
  END IF;
END $$;
COMMIT;`;

/**
 * The queue's SQL (`$1`-numbered parameters) run on a Drizzle transaction: each `$n` becomes a bound value, so the
 * insert joins the caller's transaction on either driver. Values go as text, as `executeSql` sends them.
 */
export function transactionExecutor(tx: Db) {
  return {
    executeSql: async (text: string, values: readonly unknown[] = []) => {
      const parts: SQL[] = text.split(/\$(\d+)/).map((chunk, i) => {
        if (i % 2 === 0) return sql.raw(chunk);
        const value = values[Number(chunk) - 1];
        return sql`${value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value)}`;
      });
      return { rows: await queryRows<Record<string, unknown>>(tx, sql.join(parts, sql.raw(''))) };
    },
  };
}

/** Every runAtStart send within one minute of a database is the same one. */
const START_THROTTLE_SECONDS = 60;
const START_KEY = 'at-start';
const POLL_SECONDS = 2;

/**
 * What a job's failure may show (decision 0013's loggable fields), its message's quoted values blanked even for a
 * plain error (a handler's message may quote what it worked on) and its stack's frames only.
 */
function jobErrorFields(err: unknown): Record<string, unknown> {
  const fields = loggableError(err);
  const stack = typeof fields.stack === 'string' ? fields.stack : '';
  return {
    ...fields,
    message: blankQuoted(fields.message) ?? String(fields.type ?? 'Error'),
    stack: stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

/** An error holding a failure's loggable message only: what pg-boss records of a failed job. */
class JobFailure extends Error {
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message));
    this.name = typeof fields.type === 'string' ? fields.type : 'Error';
    this.stack = `${this.name}: ${this.message}\n${String(fields.stack)}`;
  }
}

/** Counts only: a number, or an object's number fields. */
function countsOf(result: unknown): Record<string, number> | undefined {
  if (typeof result === 'number') return { count: result };
  if (typeof result !== 'object' || result === null) return undefined;
  const counts = Object.entries(result).filter(([, v]) => typeof v === 'number');
  return counts.length > 0 ? Object.fromEntries(counts) : undefined;
}

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

function toRecord(row: Record<string, unknown>): JobRecord {
  const state = String(row.state) as JobState;
  const output = (typeof row.output === 'string' ? JSON.parse(row.output) : row.output) as {
    message?: unknown;
  } | null;
  return {
    id: String(row.id),
    name: String(row.name),
    state,
    retryCount: Number(row.retry_count ?? row.retryCount ?? 0),
    createdAt: iso(row.created_on ?? row.createdOn) ?? '',
    startedAt: iso(row.started_on ?? row.startedOn),
    completedAt: iso(row.completed_on ?? row.completedOn),
    error:
      (state === 'failed' || state === 'retry') && typeof output?.message === 'string'
        ? output.message
        : null,
  };
}

export function createJobs(
  app: FastifyInstance,
  options: { database: Database; isWorker: boolean; pollingIntervalSeconds?: number },
): Jobs & { startWorker(): Promise<void>; stop(): Promise<void> } {
  const { database, isWorker } = options;
  const registered = new Map<string, { handler: JobHandler; options: JobRegistration }>();
  const workers = new Map<string, string>();
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;

  const boss = (): Promise<PgBoss> => {
    if (stopped) return Promise.reject(new Error('The job queue is stopped.'));
    starting ??= (async () => {
      const made = new PgBoss({
        db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
        // PGlite is full PostgreSQL on one connection: pg-boss's profile for it changes no SQL.
        backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
        // Maintenance and the schedules are a worker's; a web-only process only sends.
        supervise: isWorker,
        schedule: isWorker,
        migrate: true,
      });
      made.on('error', (err) => app.log.error({ error: loggableError(err) }, 'job queue error'));
      await database.executeSql(SET_ASIDE_PG_BOSS_10);
      await made.start();
      for (const [name, { options: o }] of registered)
        await made.createQueue(name, {
          retryLimit: o.retryLimit ?? 2,
          retryDelay: o.retryDelaySeconds ?? 60,
        });
      return made;
    })();
    return starting;
  };

  const wrap =
    (name: string, handler: JobHandler) =>
    async ([job]: Job<JobData>[]) => {
      if (!job) return undefined;
      try {
        // The job runs on the app's clock (decision 0084), as a request does.
        const clock = app.hasDecorator('clock') ? app.clock : currentClock();
        return countsOf(await runWithClock(clock, () => handler(job.data ?? {})));
      } catch (err) {
        const error = jobErrorFields(err);
        app.log.error({ job: name, jobId: job.id, error }, `job ${name} failed`);
        throw new JobFailure(error);
      }
    };

  const readJob = async (id: string): Promise<JobRecord | null> => {
    const { rows } = await database.executeSql(
      'select id, name, state, retry_count, created_on, started_on, completed_on, output from pgboss.job where id = $1',
      [id],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  };

  const jobs: Jobs & { startWorker(): Promise<void>; stop(): Promise<void> } = {
    isWorker,
    register(name, handler, registration = {}) {
      if (starting) throw new Error(`Job ${name} is registered after the job queue started.`);
      if (registered.has(name)) throw new Error(`Job ${name} is registered twice.`);
      registered.set(name, { handler, options: registration });
    },

    has: (name) => registered.has(name),
    names: () => [...registered.keys()].sort(),

    async send(name, data = {}, sendOptions = {}) {
      if (!registered.has(name)) throw new Error(`No job is registered as ${name}.`);
      const b = await boss();
      const id = await b.send(name, data, sendOptions);
      const worker = workers.get(name);
      if (id && worker) b.notifyWorker(worker);
      return id;
    },

    async inTransaction(name) {
      if (!registered.has(name)) throw new Error(`No job is registered as ${name}.`);
      // Started (and its queues cached) now, outside the caller's transaction.
      const b = await boss();
      return async (tx, data = {}) => b.send(name, data, { db: transactionExecutor(tx) });
    },

    async runNow(name, data = {}, runOptions = {}) {
      if (!isWorker) throw new Error('This process works no jobs (JOBS_WORKER=off).');
      const id = await jobs.send(name, data);
      if (!id) throw new Error(`Job ${name} was not queued.`);
      return jobs.waitFor(name, id, runOptions);
    },

    async waitFor(name, id, waitOptions = {}) {
      const { timeoutMs = 60_000, firstAttempt = false } = waitOptions;
      const settled = new Set<JobState>([
        'completed',
        'failed',
        'cancelled',
        ...(firstAttempt ? ['retry' as const] : []),
      ]);
      const until = Date.now() + timeoutMs;
      for (;;) {
        const job = await readJob(id);
        if (job && settled.has(job.state)) return job;
        if (Date.now() > until) throw new Error(`Job ${name} did not finish within ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    async overview({ limit = 50 } = {}) {
      const { rows: installed } = await database.executeSql(
        "select to_regclass('pgboss.job') is not null as installed",
      );
      if (!installed[0]?.installed) return { schedules: [], jobs: [] };
      const { rows: schedules } = await database.executeSql(
        'select name, cron, timezone from pgboss.schedule order by name',
      );
      const { rows } = await database.executeSql(
        `select id, name, state, retry_count, created_on, started_on, completed_on, output from pgboss.job
          where name not like '\\_\\_pgboss%' order by created_on desc limit $1`,
        [limit],
      );
      return {
        schedules: schedules.map((s) => ({
          name: String(s.name),
          cron: String(s.cron),
          timezone: String(s.timezone ?? 'UTC'),
        })),
        jobs: rows.map(toRecord),
      };
    },

    /** A worker's start: work every registered job, keep the schedules, send the start runs and wait for them. */
    async startWorker() {
      const b = await boss();
      for (const [name, { handler }] of registered)
        workers.set(
          name,
          await b.work<JobData>(
            name,
            { pollingIntervalSeconds: options.pollingIntervalSeconds ?? POLL_SECONDS },
            wrap(name, handler),
          ),
        );
      for (const [name, { options: o }] of registered)
        if (o.schedule) await b.schedule(name, o.schedule, {}, { tz: 'UTC' });
      // A schedule no registration keeps any more (a job turned off by configuration) stops.
      for (const s of await b.getSchedules())
        if (!registered.get(s.name)?.options.schedule) await b.unschedule(s.name, s.key);
      const startRuns: [string, string][] = [];
      for (const [name, { options: o }] of registered) {
        if (!o.runAtStart) continue;
        const id = await b.sendThrottled(name, {}, {}, START_THROTTLE_SECONDS, START_KEY);
        if (id) {
          startRuns.push([name, id]);
          const worker = workers.get(name);
          if (worker) b.notifyWorker(worker);
        }
      }
      for (const [name, id] of startRuns) await jobs.waitFor(name, id, { firstAttempt: true });
    },

    async stop() {
      stopped = true;
      if (!starting) return;
      const b = await starting.catch(() => null);
      // Resolves once the workers, maintenance and schedules are done (or the timeout passed).
      await b?.stop({ close: false, graceful: true, timeout: 10_000 });
    },
  };
  return jobs;
}

/**
 * Decorates the app with `jobs`. A worker starts the queue when the app is ready (after every module
 * registered its jobs); the queue stops when the app closes, before the database does.
 */
export const jobsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { database: Database; isWorker: boolean; pollingIntervalSeconds?: number },
  ) => {
    const jobs = createJobs(app, opts);
    app.decorate('jobs', jobs as Jobs);
    app.addHook('onReady', async () => {
      if (opts.isWorker) await jobs.startWorker();
    });
    app.addHook('onClose', async () => jobs.stop());
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}
