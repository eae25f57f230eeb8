/**
 * The test world (decision 0066): the database every API test file starts from, migrated and seeded once per
 * run by `tests/helpers/test-world-setup.ts` and copied per file, instead of each file migrating and seeding
 * its own. On PGlite it is a dump of the data folder (`dumpDataDir`) loaded into a new in-memory database; on
 * PostgreSQL a template database (`CREATE DATABASE … TEMPLATE …`).
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** What a world holds: the migrations only, or the demo seeded on them too. */
export type WorldContents = 'migrated' | 'demo';

export type TestWorld =
  | { kind: 'pglite'; dumps: Record<WorldContents, string> }
  | { kind: 'postgres'; templates: Record<WorldContents, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    testWorld: TestWorld | null;
  }
}

/** The world this project's global setup prepared, or null (a file run where none was prepared). */
export function testWorld(): TestWorld | null {
  try {
    return inject('testWorld') ?? null;
  } catch {
    return null;
  }
}

const dumps = new Map<string, Blob>();
/** A PGlite dump as a Blob, read from disk once per worker. */
export function pgliteDump(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}
