/**
 * The job queue (issue 18, decision 0062) on a real database, PGlite or PostgreSQL: pg-boss through the
 * database's own handle. A job sent is worked, a cron schedule is kept, a failure is retried and recorded
 * without anything personal, the start runs are sent once a minute per database, a web-only process sends but
 * does not work, and an app that neither works nor sends never creates the queue's schema.
 */
import { buildApp } from '@server/app';
import type { Database } from '@server/db/client';
import { seedDemo } from '@server/db/seed';
import { createFieldCipher } from '@server/lib/field-crypto';
import { cronEvery, type JobData, jobsPlugin } from '@server/plugins/jobs';
import { JOB_NAMES, type JobsOverview } from '@shared/schemas/jobs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswordHash, loginAs, openSharedDatabase, testConfig } from '../helpers/test-app';

let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
beforeAll(async () => {
  shared = await openSharedDatabase();
});
afterAll(async () => {
  await shared?.close();
});

type Setup = (app: FastifyInstance) => void;

/** An app holding the queue only, on its own connection to the shared database (another process on PostgreSQL). */
async function queueApp(
  setup: Setup,
  options: { isWorker?: boolean; lines?: string[]; database?: Database } = {},
): Promise<FastifyInstance> {
  const lines = options.lines;
  const app = Fastify(
    lines ? { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } } : {},
  );
  await app.register(jobsPlugin, {
    database: options.database ?? (await shared.connect()),
    isWorker: options.isWorker ?? true,
    pollingIntervalSeconds: 0.5,
  });
  setup(app);
  await app.ready();
  return app;
}

const schemaExists = async () => {
  const { rows } = await shared.database.executeSql(
    "select to_regclass('pgboss.job') is not null as installed",
  );
  return rows[0]?.installed === true;
};

describe('an app that neither works nor sends', () => {
  it('never creates the queue schema (what every test app would otherwise pay)', async () => {
    const app = await queueApp((a) => a.jobs.register('quiet.job', async () => {}), { isWorker: false });
    try {
      expect(await schemaExists()).toBe(false);
      expect(await app.jobs.overview()).toEqual({ schedules: [], jobs: [] });
    } finally {
      await app.close();
    }
  });
});

describe("the queue's driver (Database.executeSql)", () => {
  it("answers every statement's rows of a text, and rolls back one that fails inside its own BEGIN", async () => {
    const { database } = shared;
    const { rows } = await database.executeSql('BEGIN; SELECT 1 AS first; SELECT 2 AS second; COMMIT;');
    expect(rows).toEqual([{ first: 1 }, { second: 2 }]);
    await expect(
      database.executeSql('BEGIN; CREATE TABLE driver_probe (id int); SELECT 1 / 0; COMMIT;'),
    ).rejects.toThrow('division by zero');
    // Nothing of it stays, and no session is left in the aborted transaction (on PGlite, the only one).
    const { rows: after } = await database.executeSql(
      `select to_regclass('driver_probe') is null as gone,
        (select count(*)::int from pg_stat_activity
          where datname = current_database() and state = 'idle in transaction (aborted)') as aborted`,
    );
    expect(after).toEqual([{ gone: true, aborted: 0 }]);
  });
});

describe('a pg-boss 10 schema (version 24, which pg-boss 12 does not migrate)', () => {
  it('is set aside as pgboss_v10, with what it held, and pg-boss creates its schema anew', async () => {
    // What pg-boss 10 leaves that matters here: its version and its jobs.
    await shared.database.executeSql(`BEGIN;
      CREATE SCHEMA pgboss;
      CREATE TABLE pgboss.version (version int PRIMARY KEY);
      INSERT INTO pgboss.version VALUES (24);
      CREATE TABLE pgboss.job (id uuid PRIMARY KEY, name text, state text);
      INSERT INTO pgboss.job VALUES ('00000000-0000-4000-8000-000000000010', 'test.v10', 'created');
      COMMIT;`);
    const app = await queueApp((a) => a.jobs.register('test.after-v10', async () => {}));
    try {
      const { rows: old } = await shared.database.executeSql(
        `select (select version from pgboss_v10.version) as version,
          (select count(*)::int from pgboss_v10.job where name = 'test.v10') as jobs`,
      );
      expect(old).toEqual([{ version: 24, jobs: 1 }]);
      const { rows: current } = await shared.database.executeSql('select version from pgboss.version');
      expect(Number(current[0]?.version)).toBeGreaterThan(24);
      expect(await app.jobs.runNow('test.after-v10')).toMatchObject({ state: 'completed' });
    } finally {
      await app.close();
      await shared.database.executeSql('DROP SCHEMA pgboss_v10 CASCADE');
    }
  });
});

describe('a worker', () => {
  it('works a job sent, with its data, and records it completed', async () => {
    const seen: JobData[] = [];
    const app = await queueApp((a) =>
      a.jobs.register('test.echo', async (data) => {
        seen.push(data);
        return { handled: 1, note: 'dropped' };
      }),
    );
    try {
      const job = await app.jobs.runNow('test.echo', { companyId: 'c-1' });
      expect(job).toMatchObject({ name: 'test.echo', state: 'completed', error: null });
      expect(job.completedAt).not.toBeNull();
      expect(seen).toEqual([{ companyId: 'c-1' }]);
      const { jobs } = await app.jobs.overview();
      expect(jobs.find((j) => j.id === job.id)).toMatchObject({ state: 'completed' });
    } finally {
      await app.close();
    }
  });

  it('keeps the cron schedules it registers, and drops one no longer registered', async () => {
    const first = await queueApp((a) => {
      a.jobs.register('test.nightly', async () => {}, { schedule: '0 7 * * *' });
      a.jobs.register('test.hourly', async () => {}, { schedule: '0 * * * *' });
    });
    const { schedules } = await first.jobs.overview();
    expect(schedules).toEqual(
      expect.arrayContaining([
        { name: 'test.nightly', cron: '0 7 * * *', timezone: 'UTC' },
        { name: 'test.hourly', cron: '0 * * * *', timezone: 'UTC' },
      ]),
    );
    await first.close();
    // A later start without the hourly job (e.g. turned off by configuration) stops its schedule.
    const second = await queueApp((a) =>
      a.jobs.register('test.nightly', async () => {}, { schedule: '0 7 * * *' }),
    );
    try {
      const names = (await second.jobs.overview()).schedules.map((s) => s.name);
      expect(names).toContain('test.nightly');
      expect(names).not.toContain('test.hourly');
    } finally {
      await second.close();
    }
  });

  it('retries a failure, then records it failed with nothing personal, in the job or the log', async () => {
    const lines: string[] = [];
    let attempts = 0;
    const app = await queueApp(
      (a) =>
        a.jobs.register(
          'test.failing',
          async () => {
            attempts += 1;
            throw Object.assign(new Error('duplicate key for "ada@example.com"'), {
              params: ['ada@example.com'],
            });
          },
          { retryLimit: 1, retryDelaySeconds: 0 },
        ),
      { lines },
    );
    try {
      const job = await app.jobs.runNow('test.failing');
      expect(job.state).toBe('failed');
      expect(job.retryCount).toBe(1);
      expect(attempts).toBe(2);
      expect(job.error).toBe('duplicate key for "…"');
      const { rows } = await shared.database.executeSql(
        'select output::text as output from pgboss.job where id = $1',
        [job.id],
      );
      expect(String(rows[0]?.output)).not.toContain('ada@example.com');
      const logged = lines.join('\n');
      expect(logged).toContain('job test.failing failed');
      expect(logged).not.toContain('ada@example.com');
    } finally {
      await app.close();
    }
  });

  it('retries a failure that passes: the job completes on its next attempt', async () => {
    let attempts = 0;
    const app = await queueApp((a) =>
      a.jobs.register(
        'test.flaky',
        async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('first attempt fails');
        },
        { retryLimit: 2, retryDelaySeconds: 0 },
      ),
    );
    try {
      const job = await app.jobs.runNow('test.flaky');
      expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
    } finally {
      await app.close();
    }
  });
});

describe('start runs', () => {
  it('are sent by the first worker to start, once a minute per database, and the start waits for them', async () => {
    const runs: string[] = [];
    const register = (who: string) => (a: FastifyInstance) =>
      a.jobs.register('test.at-start', async () => void runs.push(who), { runAtStart: true });
    const first = await queueApp(register('first'));
    // Ready means the start run is done.
    expect(runs).toEqual(['first']);
    const second = await queueApp(register('second'));
    try {
      const { rows } = await shared.database.executeSql(
        "select singleton_on, count(*)::int as n from pgboss.job where name = 'test.at-start' group by 1",
      );
      // One run per minute: a second start within the same minute sends none (across a minute's turn, one more).
      for (const row of rows) expect(row.n).toBe(1);
      expect(runs.length).toBe(rows.length);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('a job queued inside a transaction (Jobs.inTransaction, decision 0081)', () => {
  it('is worked once its transaction commits, and never exists when the transaction rolls back', async () => {
    const seen: JobData[] = [];
    const database = await shared.connect();
    const app = await queueApp(
      (a) => a.jobs.register('test.in-transaction', async (data) => void seen.push(data)),
      { database },
    );
    try {
      const send = await app.jobs.inTransaction('test.in-transaction');
      await expect(
        database.db.transaction(async (tx) => {
          await send(tx, { attempt: 1 });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const id = await database.db.transaction(async (tx) =>
        send(tx, { attempt: 2, note: 'a "quoted" $1 value' }),
      );
      expect(id).toBeTruthy();
      expect(await app.jobs.waitFor('test.in-transaction', id!, { timeoutMs: 20_000 })).toMatchObject({
        state: 'completed',
      });
      const { rows } = await shared.database.executeSql(
        "select count(*)::int as n from pgboss.job where name = 'test.in-transaction'",
      );
      expect(rows[0]?.n).toBe(1);
      expect(seen).toEqual([{ attempt: 2, note: 'a "quoted" $1 value' }]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('a web-only process (JOBS_WORKER=off)', () => {
  it('sends jobs that a worker works', async () => {
    const ran: JobData[] = [];
    const web = await queueApp((a) => a.jobs.register('test.handoff', async () => {}), { isWorker: false });
    const worker = await queueApp((a) =>
      a.jobs.register('test.handoff', async (data) => void ran.push(data)),
    );
    try {
      await expect(web.jobs.runNow('test.handoff')).rejects.toThrow('JOBS_WORKER=off');
      const id = await web.jobs.send('test.handoff', { policyId: 'p-1' });
      expect(id).toBeTruthy();
      const job = await worker.jobs.waitFor('test.handoff', id!, { timeoutMs: 20_000 });
      expect(job.state).toBe('completed');
      expect(ran).toEqual([{ policyId: 'p-1' }]);
    } finally {
      await web.close();
      await worker.close();
    }
  });
});

describe("the app's scheduled work", () => {
  it('registers each periodic task as a cron schedule, and runs the start ones when a worker starts', async () => {
    const config = testConfig({
      jobsWorker: true,
      payments: { ...testConfig().payments, autopayTickMs: 600_000 },
    });
    const app = await buildApp({ config, database: await shared.connect() });
    try {
      await app.ready();
      const { schedules, jobs } = await app.jobs.overview();
      expect(schedules).toEqual(
        expect.arrayContaining([
          { name: 'billing.autopay', cron: '*/10 * * * *', timezone: 'UTC' },
          { name: 'carrier-files.nightly', cron: '0 7 * * *', timezone: 'UTC' },
          { name: 'data-requests.purge', cron: '0 3 * * *', timezone: 'UTC' },
          { name: 'notices.coverage-effective', cron: '15 * * * *', timezone: 'UTC' },
          { name: 'notices.renewal-due', cron: '15 * * * *', timezone: 'UTC' },
          { name: 'policy-cancellation.settle', cron: '0 * * * *', timezone: 'UTC' },
          { name: 'renewals.start-plan-years', cron: '0 * * * *', timezone: 'UTC' },
        ]),
      );
      for (const name of ['data-requests.purge', 'policy-cancellation.settle', 'renewals.start-plan-years'])
        expect(jobs.find((j) => j.name === name)).toMatchObject({ state: 'completed' });
      // The nightly carrier files, run now: nothing enrolled in this empty database, so nothing to send.
      expect(await app.jobs.runNow('carrier-files.nightly')).toMatchObject({ state: 'completed' });
    } finally {
      await app.close();
    }
  });
});

describe('cronEvery', () => {
  it('rounds a period up to whole minutes, then hours, then a day', () => {
    expect(cronEvery(1)).toBe('* * * * *');
    expect(cronEvery(600)).toBe('*/10 * * * *');
    expect(cronEvery(601)).toBe('*/11 * * * *');
    expect(cronEvery(3600)).toBe('0 * * * *');
    expect(cronEvery(7200)).toBe('0 */2 * * *');
    expect(cronEvery(86_400)).toBe('0 0 * * *');
  });
});

describe("operations' view (GET /api/v2/admin/jobs)", () => {
  it('lists the schedules and recent runs for operations only, runs a job now, refuses the others', async () => {
    const database = await shared.connect();
    const config = testConfig({ jobsWorker: true });
    // The demo data's operations account and administrator (the queue's own database).
    await seedDemo(database.db, {
      cipher: createFieldCipher(config.appSecret),
      passwordHash: await demoPasswordHash(),
    });
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      const ops = await loginAs(app, 'ops@example.com');
      const admin = await loginAs(app, 'admin@example.com');
      expect((await admin.get('/api/v2/admin/jobs')).statusCode).toBe(403);
      expect((await admin.send('POST', '/api/v2/admin/jobs/carrier-files.nightly/run')).statusCode).toBe(403);

      const run = await ops.send('POST', '/api/v2/admin/jobs/carrier-files.nightly/run');
      expect(run.statusCode).toBe(202);
      const { id } = run.json() as { id: string };
      await app.jobs.waitFor('carrier-files.nightly', id, { timeoutMs: 30_000 });

      const res = await ops.get('/api/v2/admin/jobs?limit=5');
      expect(res.statusCode).toBe(200);
      const body = res.json() as JobsOverview;
      expect(body.isWorker).toBe(true);
      expect(body.schedules.map((s) => s.name)).toContain('carrier-files.nightly');
      expect(body.jobs.length).toBeLessThanOrEqual(5);
      expect(body.jobs.find((j) => j.id === id)).toMatchObject({
        name: 'carrier-files.nightly',
        state: 'completed',
      });
      // The job names the app registers are the shared list (billing.autopay only with AUTOPAY_TICK_SECONDS).
      expect([...app.jobs.names(), 'billing.autopay'].sort()).toEqual([...JOB_NAMES].sort());

      expect((await ops.get('/api/v2/admin/jobs?limit=0')).statusCode).toBe(400);
      expect((await ops.send('POST', '/api/v2/admin/jobs/unknown.job/run')).statusCode).toBe(400);
      // The autopay tick is off in this configuration: nothing to run.
      expect((await ops.send('POST', '/api/v2/admin/jobs/billing.autopay/run')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
