import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain .mjs helper shared with `npm start`
import { ensureClientBuilt } from '../../scripts/ensure-build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { type RunningServer, startServer } from './server';
import { buildWorld, type E2eWorld, removeWorld } from './world';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one browser of the run, which every file connects to (contexts stay per journey). */
    browserEndpoint: string;
    /** Where the screens axe has already passed are marked (tests/e2e/browser.ts). */
    axeSeenDir: string;
  }
}

const runDir = path.resolve('.tmp', `e2e-run-${process.pid}`);
let servers: RunningServer[] = [];
let browser: BrowserServer | undefined;
let world: E2eWorld | undefined;

/**
 * The journeys' database: PostgreSQL when the run has one (TEST_DATABASE_URL, as CI has), else embedded PGlite;
 * E2E_DB=pglite keeps them on PGlite either way (decision 0066).
 */
function journeysAdminUrl(): string | null {
  return process.env.E2E_DB === 'pglite' ? null : (process.env.TEST_DATABASE_URL ?? null);
}

/**
 * Once per run: builds the app if needed, prepares the world every server starts from a copy of, starts one
 * browser, and one shared server per worker (the journeys that read the demo data as it is).
 */
export async function setup(project: TestProject) {
  const started = Date.now();
  (ensureClientBuilt as () => void)();
  const axeSeenDir = path.join(runDir, 'axe-seen');
  mkdirSync(axeSeenDir, { recursive: true });
  const built = await buildWorld(path.join(runDir, 'world'), journeysAdminUrl());
  world = built;
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const starting = await Promise.allSettled([
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
    ...Array.from({ length: workers }, () => startServer({}, { world: built })),
  ]);
  const [launched, ...startedServers] = starting;
  browser = launched.status === 'fulfilled' ? (launched.value as BrowserServer) : undefined;
  servers = startedServers.flatMap((s) => (s.status === 'fulfilled' ? [s.value as RunningServer] : []));
  const failed = starting.find((s) => s.status === 'rejected');
  // Vitest runs no teardown after a failed setup: stop what did start before failing.
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  if (!browser) throw new Error('The browser did not start.');
  project.provide('e2eWorld', built);
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  );
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('axeSeenDir', axeSeenDir);
  console.log(
    `e2e: world (${built.postgres ? 'PostgreSQL' : 'PGlite'}), browser and ${servers.length} shared servers ready in ${Date.now() - started} ms`,
  );
}

export async function teardown() {
  await Promise.all(servers.map((s) => s.stop()));
  await browser?.close();
  servers = [];
  browser = undefined;
  if (world) await removeWorld(world);
  world = undefined;
  const axeSeenDir = path.join(runDir, 'axe-seen');
  const marks = readdirSync(axeSeenDir);
  const screens = marks.length;
  const places = new Set(marks.map((m) => readFileSync(path.join(axeSeenDir, m), 'utf8'))).size;
  const repeats = readFileSync(path.join(runDir, 'axe-repeats'), { encoding: 'utf8', flag: 'a+' }).length;
  console.log(
    `e2e: axe checked ${screens} distinct screens (on ${places} paths and viewports); ${repeats} repeats not checked again`,
  );
  rmSync(runDir, { recursive: true, force: true });
}
