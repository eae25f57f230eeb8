/**
 * API benchmark: the server built in-process (buildApp) on a fresh database, signed in as
 * employee@example.com, measured with autocannon at 50 connections against /api/health and the two hottest
 * calls: load application, and plan costs for the family of four across all medical plans. Runs on a fresh
 * PGlite in a temporary folder and on a fresh PostgreSQL database (created on BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, and dropped afterwards).
 * Run: npm run bench:api. BENCH_SECONDS (default 10) sets each measurement's length; BENCH_SKIP_PG=1 skips
 * PostgreSQL, BENCH_SKIP_PGLITE=1 skips PGlite. Goal on PostgreSQL: p99 under 30 ms, and each hot call at least a fifth of /api/health's rate.
 *
 * Then the employee list at scale (decision 0025): the database of `npm run db:seed-scale` (10,000 companies,
 * 250,000 employees; SCALE_DATABASE_URL, default gc_scale on BENCH_DATABASE_URL's server), built first when it
 * is missing or SCALE_REBUILD=1, signed in as the 1,000-employee company's administrator: the first page of
 * Manage employees and a search by part of a last name. Goal: p99 at most 50 ms. BENCH_SKIP_SCALE=1 skips it.
 *
 * Then the renewal suite comparison's costs call (issue 13, decision 0039) for a 200-employee company with a
 * launched renewal of three suites (tests/helpers/renewal-company.ts), on a fresh PostgreSQL database, signed in
 * as its administrator, at BENCH_COMPARISON_CONNECTIONS (default 10: a handful of administrators comparing at
 * once); then the renewal record (`GET ben_admin_renewal`, decision 0037) of a 200-employee company at
 * BENCH_RENEWAL_CONNECTIONS (default 5). Goal for both: p99 at most 150 ms. BENCH_SKIP_RENEWAL=1 skips both;
 * BENCH_ONLY_RENEWAL=1 runs only them (with BENCH_SKIP_PGLITE=1 BENCH_SKIP_SCALE=1); BENCH_ONLY_COMPARISON=1 stops
 * after the comparison.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { buildApp } from '@server/app';
import { type Config, DEFAULT_MAIL_FROM } from '@server/config';
import { type Database, openDatabase } from '@server/db/client';
import { DEMO_PASSWORD, seedDemo } from '@server/db/seed';
import { createFieldCipher } from '@server/lib/field-crypto';
import { createScratchDatabase, dropDatabaseWhenIdle } from '@tests/helpers/postgres';
import { createRenewalCompany } from '@tests/helpers/renewal-company';
import { buildRenewalBenchCompany, RENEWAL_BENCH_EMPLOYEES } from './bench-renewal-data';
import { hasScaleData, SCALE_ADMIN_EMAIL, SCALE_BIG_COMPANY_NAME } from './scale-data';
import { buildScaleDatabase, SCALE_SECRET, scaleDatabaseUrl } from './seed-scale';

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  workers?: number;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = randomBytes(32).toString('hex');

function benchConfig(): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    isProduction: false,
    databaseUrl: null,
    databasePoolSize: null,
    dataDir: tmpdir(),
    appSecret: SECRET,
    logLevel: 'silent',
    seedDemo: true,
    sessionIdleMinutes: 60,
    signInRequestsPerMinute: 30,
    sessionMaxHours: 12,
    clientDir: path.resolve('dist/client'),
    serverRendering: false,
    trustProxy: false,
    fileStorage: { kind: 'local', dir: path.join(tmpdir(), 'gc-bench-files') },
    uploadMaxBytes: 10 * 1024 * 1024,
    mail: { transport: 'outbox' },
    mailFrom: DEFAULT_MAIL_FROM,
    publicUrl: 'http://localhost:3000',
    payments: {
      provider: 'offline',
      settleAfterMs: 5_000,
      autopayTickMs: null,
      setup: { provider: 'offline' },
    },
    partnerIdpDev: false,
    jobsWorker: false,
  };
}

type Row = { name: string; rps: number; p99: number; avg: number; non2xx: number; ratio: number };

async function measure(url: string, headers: Record<string, string>, connections = CONNECTIONS) {
  // The load comes from a worker thread, so it does not queue behind the server on the same event loop.
  await autocannon({ url, connections, duration: 1, headers, workers: 1 }); // warm-up
  const r = await autocannon({ url, connections, duration: SECONDS, headers, workers: 1 });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    avg: r.latency.average,
    non2xx: r.non2xx + r.errors + r.timeouts,
  };
}

async function runOn(kind: 'pglite' | 'postgres', database: Database): Promise<Row[]> {
  await database.migrate();
  await seedDemo(database.db, { cipher: createFieldCipher(SECRET), passwordHash: await hash(DEMO_PASSWORD) });
  const app = await buildApp({ config: benchConfig(), database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${base}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'employee@example.com', password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const headers = { cookie };
    const application = (await (
      await fetch(`${base}/api/v1/employee_applications/current`, { headers })
    ).json()) as {
      employeePolicy: { id: string };
      employeeDependents: { id: string }[];
    };
    const ids = application.employeeDependents.map((d) => d.id).join(',');
    const targets: Array<[string, string]> = [
      ['GET /api/health', `${base}/api/health`],
      ['load application', `${base}/api/v1/employee_applications/current`],
      [
        'plan costs (family of 4, all medical)',
        `${base}/api/v1/employee_policies/${application.employeePolicy.id}/plan_costs?type=medical&dependentIDs=${ids}`,
      ],
    ];
    const check = await fetch(targets[2]![1], { headers });
    const body = (await check.json()) as { planCosts: unknown[] };
    if (check.status !== 200 || body.planCosts.length !== 4)
      throw new Error(`Plan costs failed: ${check.status}`);

    const rows: Row[] = [];
    for (const [name, url] of targets) {
      const m = await measure(url, headers);
      rows.push({ name, ...m, ratio: rows[0] ? m.rps / rows[0].rps : 1 });
    }
    console.log(`\n${kind} (${CONNECTIONS} connections, ${SECONDS} s each)`);
    console.table(
      rows.map((r) => ({
        call: r.name,
        'req/s': Math.round(r.rps),
        'p99 ms': r.p99,
        'avg ms': Number(r.avg.toFixed(2)),
        'non-2xx': r.non2xx,
        'vs /api/health': `${(r.ratio * 100).toFixed(0)}%`,
      })),
    );
    return rows;
  } finally {
    await app.close();
  }
}

/** Administrators reading their renewal at once (an administrator's page, not an employee's hot call). */
const RENEWAL_CONNECTIONS = Number(process.env.BENCH_RENEWAL_CONNECTIONS ?? 5);

/**
 * GET ben_admin_renewal of a 200-employee company (issue 13, decision 0037): every package plan priced for the
 * census by the engine. Goal on PostgreSQL: p99 ≤ 150 ms.
 */
async function benchRenewal(database: Database) {
  const { company, adminEmail } = await buildRenewalBenchCompany(
    database.db,
    createFieldCipher(SECRET),
    await hash(DEMO_PASSWORD),
  );
  const app = await buildApp({ config: benchConfig(), database });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: DEMO_PASSWORD }),
    });
    const headers = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]! };
    const url = `${base}/api/v2/ben_admin_renewal?company_id_token=${company.idToken}`;
    const started = performance.now();
    const check = await fetch(url, { headers });
    const body = (await check.json()) as {
      renewal: { plans: { medical: { costs: { employees: number } }[] } };
    };
    const alone = performance.now() - started;
    if (check.status !== 200 || body.renewal.plans.medical.length !== 3)
      throw new Error(`The renewal read failed: ${check.status}`);
    const m = await measure(url, headers, RENEWAL_CONNECTIONS);
    console.log(
      `\npostgres: the renewal of a ${RENEWAL_BENCH_EMPLOYEES}-employee company (${RENEWAL_CONNECTIONS} connections, ${SECONDS} s; one request alone ${alone.toFixed(1)} ms; ${body.renewal.plans.medical[0]!.costs.employees} employees priced per medical plan)`,
    );
    console.table([
      {
        call: 'GET ben_admin_renewal',
        'req/s': Math.round(m.rps),
        'p99 ms': m.p99,
        'avg ms': Number(m.avg.toFixed(2)),
        'non-2xx': m.non2xx,
      },
    ]);
    console.log(
      m.p99 <= 150 && m.non2xx === 0
        ? 'Renewal goal met: p99 ≤ 150 ms.'
        : 'Renewal goal NOT met (p99 ≤ 150 ms).',
    );
  } finally {
    await app.close();
  }
}

async function benchPglite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gc-bench-'));
  try {
    const lite = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      await runOn('pglite', lite);
    } finally {
      await lite.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens the scale database, building it first when it is missing or SCALE_REBUILD=1. */
async function openScaleDatabase(url: string): Promise<Database> {
  if (process.env.SCALE_REBUILD !== '1') {
    const existing = await openDatabase({ databaseUrl: url, dataDir: null }).catch(() => null);
    if (existing && (await hasScaleData(existing.db).catch(() => false))) return existing;
    await existing?.close();
  }
  const seconds = await buildScaleDatabase(url);
  console.log(
    `\nSeeded the scale database (10,000 companies, 250,000 employees) in ${seconds.toFixed(1)} s.`,
  );
  return openDatabase({ databaseUrl: url, dataDir: null });
}

/** The employee list of the 1,000-employee company among 250,000 employees: first page and a search. */
async function benchScale() {
  const database = await openScaleDatabase(scaleDatabaseUrl());
  const app = await buildApp({ config: { ...benchConfig(), appSecret: SCALE_SECRET }, database });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SCALE_ADMIN_EMAIL, password: DEMO_PASSWORD }),
    });
    const session = (await login.json()) as { companies: { id: string; name: string }[] };
    const company = session.companies.find((c) => c.name === SCALE_BIG_COMPANY_NAME);
    if (!company) throw new Error(`${SCALE_ADMIN_EMAIL} does not manage ${SCALE_BIG_COMPANY_NAME}.`);
    const headers = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]! };
    const list = `${base}/api/v1/companies/${company.id}/employees`;
    const targets: Array<[string, string]> = [
      ['employee list, first page', `${list}?tab=active&search=&sort=name&direction=asc&page=1&pageSize=25`],
      [
        'employee list, search "ova"',
        `${list}?tab=active&search=ova&sort=name&direction=asc&page=1&pageSize=25`,
      ],
    ];
    const rows = [];
    for (const [name, url] of targets) {
      const started = performance.now();
      const check = await fetch(url, { headers });
      const body = await check.text();
      console.log(`${name}: one request alone took ${(performance.now() - started).toFixed(1)} ms`);
      if (check.status !== 200) throw new Error(`${name} failed: ${check.status} ${body.slice(0, 200)}`);
      const m = await measure(url, headers);
      rows.push({
        call: name,
        'req/s': Math.round(m.rps),
        'p99 ms': m.p99,
        'avg ms': Number(m.avg.toFixed(2)),
        'non-2xx': m.non2xx,
        'body kB': Number((body.length / 1024).toFixed(1)),
      });
    }
    console.log(
      `\npostgres at scale: 10,000 companies, 250,000 employees (${CONNECTIONS} connections, ${SECONDS} s each)`,
    );
    console.table(rows);
    const ok = rows.every((r) => r['req/s'] > 0 && r['p99 ms'] <= 50 && r['non-2xx'] === 0);
    console.log(ok ? 'Scale goal met: p99 ≤ 50 ms.' : 'Scale goal NOT met (p99 ≤ 50 ms).');
  } finally {
    await app.close();
    await database.close();
  }
}

/** The comparison's costs call (a renewal suite, and the current package) for a 200-employee company. */
async function benchRenewalComparison() {
  const connections = Number(process.env.BENCH_COMPARISON_CONNECTIONS ?? 10);
  const { name, url } = await createScratchDatabase(ADMIN_URL, 'gc_bench_renewal');
  try {
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    await database.migrate();
    const passwordHash = await hash(DEMO_PASSWORD);
    const cipher = createFieldCipher(SECRET);
    await seedDemo(database.db, { cipher, passwordHash });
    const made = await createRenewalCompany(database.db, cipher, { passwordHash, employees: 200 });
    const app = await buildApp({ config: benchConfig(), database });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const login = await fetch(`${base}/api/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: made.admin.email, password: DEMO_PASSWORD }),
      });
      const headers = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]! };
      const token = `company_id_token=${made.company.idToken}`;
      const gold = made.renewal.suites[0]!.suite.id;
      const targets: Array<[string, string]> = [
        [
          'renewal_costs, 200 employees',
          `${base}/api/v2/plan_suites/${gold}/renewal_costs?${token}&include=plans`,
        ],
        [
          'current_costs, 200 employees',
          `${base}/api/v2/plan_suites/current/current_costs?${token}&include=plans`,
        ],
      ];
      const rows = [];
      for (const [call, target] of targets) {
        const check = await fetch(target, { headers });
        const body = (await check.json()) as {
          planSuite: { renewalEmployeeCosts?: unknown[]; currentEmployeeCosts?: unknown[] };
        };
        const priced = body.planSuite.renewalEmployeeCosts ?? body.planSuite.currentEmployeeCosts ?? [];
        if (check.status !== 200 || priced.length !== 200) throw new Error(`${call} failed: ${check.status}`);
        await autocannon({ url: target, connections, duration: 1, headers, workers: 1 }); // warm-up
        const r = await autocannon({ url: target, connections, duration: SECONDS, headers, workers: 1 });
        rows.push({
          call,
          'req/s': Math.round(r.requests.average),
          'p99 ms': r.latency.p99,
          'avg ms': Number(r.latency.average.toFixed(2)),
          'non-2xx': r.non2xx + r.errors + r.timeouts,
        });
      }
      console.log(`\npostgres, renewal suite comparison (${connections} connections, ${SECONDS} s each)`);
      console.table(rows);
      const ok = rows.every((r) => r['p99 ms'] <= 150 && r['non-2xx'] === 0);
      console.log(
        ok ? 'Renewal comparison goal met: p99 ≤ 150 ms.' : 'Renewal comparison goal NOT met (p99 ≤ 150 ms).',
      );
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await dropDatabaseWhenIdle(ADMIN_URL, name);
  }
}

async function main() {
  if (process.env.BENCH_SKIP_PGLITE !== '1') await benchPglite();
  if (process.env.BENCH_SKIP_PG === '1') return;
  if (process.env.BENCH_SKIP_SCALE !== '1') await benchScale();
  if (process.env.BENCH_ONLY_SCALE === '1') return;
  // The two renewal rows: the suite comparison's costs, then (below, on the demo database) the renewal record.
  if (process.env.BENCH_SKIP_RENEWAL !== '1') await benchRenewalComparison();
  if (process.env.BENCH_ONLY_COMPARISON === '1') return;
  const { name, url } = await createScratchDatabase(ADMIN_URL, 'gc_bench');
  try {
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    try {
      if (process.env.BENCH_ONLY_RENEWAL !== '1') {
        const rows = await runOn('postgres', database);
        const hot = rows.slice(1);
        const ok = hot.every((r) => r.p99 < 30 && r.ratio >= 0.2);
        console.log(
          ok
            ? 'PostgreSQL goal met: p99 < 30 ms and each hot call ≥ 1/5 of /api/health.'
            : 'PostgreSQL goal NOT met (p99 < 30 ms and ≥ 1/5 of /api/health).',
        );
      } else {
        await database.migrate();
        await seedDemo(database.db, {
          cipher: createFieldCipher(SECRET),
          passwordHash: await hash(DEMO_PASSWORD),
        });
      }
      if (process.env.BENCH_SKIP_RENEWAL !== '1') await benchRenewal(database);
    } finally {
      await database.close();
    }
  } finally {
    await dropDatabaseWhenIdle(ADMIN_URL, name);
  }
}

await main();
