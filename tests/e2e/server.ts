import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';
import { copyWorld as copyOf, type E2eWorld, type WorldCopy } from './world';

const root = path.resolve(import.meta.dirname, '../..');

export type RunningServer = { baseUrl: string; stop(): Promise<void> };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prepared world every journey's server starts from a copy of (tests/e2e/world.ts). */
    e2eWorld: E2eWorld;
    /** The servers the global setup started, one per worker (see `sharedServerUrl`). */
    baseUrls: string[];
  }
}

/**
 * The server the global setup started for this worker: journeys that share the demo data use it one file at a
 * time, as they did when the journeys ran one after another.
 */
export function sharedServerUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length] as string;
}

/** A world of its own for one server: a copy of the prepared one (migrated, the demo seeded). */
export function copyWorld(world: E2eWorld = inject('e2eWorld')): Promise<WorldCopy> {
  return copyOf(world);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the real server, compiled as `npm start` runs it (dist/app/main.js), on a copy of the prepared world
 * (or on `options.copy`); `env` adds settings (SMTP_URL and MAIL_FROM for a journey that reads its mail).
 * PUBLIC_URL is the server's own address, so the links in its e-mails lead back to it.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    /** A copy prepared beforehand (see tests/e2e/prepared-server.ts); removed on stop like its own. */
    copy?: WorldCopy;
    /** The world to copy, where `inject` cannot tell it (the global setup). */
    world?: E2eWorld;
  } = {},
): Promise<RunningServer> {
  const copy = options.copy ?? (await copyWorld(options.world));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      ...(process.env.E2E_SERVER_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.E2E_SERVER_PROF}`] : []),
      path.join(root, 'dist/app/main.js'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: copy.dataDir,
        DATABASE_URL: copy.databaseUrl ?? '',
        LOG_LEVEL: 'warn',
        // The journeys sign in far more often than a person; the failure limit still applies per email.
        SIGN_IN_REQUESTS_PER_MINUTE: '600',
        PUBLIC_URL: baseUrl,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGKILL');
      await copy.remove();
      throw new Error(
        server.exitCode !== null
          ? `The server exited with code ${server.exitCode}.`
          : 'The server did not answer within 60 s.',
      );
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      await copy.remove();
    },
  };
}
