import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain .mjs helper shared with `npm start`
import { ensureClientBuilt } from '../../scripts/ensure-build.mjs';
import { type RunningServer, startServer } from './server';

let server: RunningServer | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the client if needed and starts the real server on a fresh PGlite folder, as `npm start` would. */
export async function setup(project: TestProject) {
  (ensureClientBuilt as () => void)();
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}
