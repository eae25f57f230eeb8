/**
 * Global setup of the API projects: builds the test world once per run (see ./test-world.ts) and removes it at
 * the end. Which database the project runs on comes from its TEST_DB.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@server/db/client';
import type { TestProject } from 'vitest/node';
import { createScratchDatabase, dropDatabaseWhenIdle } from './postgres';
import { fillWorld } from './test-app';
import type { TestWorld, WorldContents } from './test-world';

const cleanups: (() => Promise<void>)[] = [];

export async function setup(project: TestProject) {
  const started = Date.now();
  // In order: each world holds the one before it (migrating an already migrated database changes nothing).
  const kinds: WorldContents[] = ['migrated', 'demo'];
  let world: TestWorld;
  if (project.config.env?.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL.');
    const templates = {} as Record<WorldContents, string>;
    // Each world is the one before it and more: the demo world is a copy of the migrated one, seeded.
    let previous: string | undefined;
    for (const contents of kinds) {
      const { name, url } = await createScratchDatabase(adminUrl, `gc_world_${contents}`, previous);
      cleanups.push(() => dropDatabaseWhenIdle(adminUrl, name));
      const database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
      try {
        await fillWorld(database, contents);
      } finally {
        await database.close();
      }
      templates[contents] = name;
      previous = name;
    }
    world = { kind: 'postgres', templates };
  } else {
    const folder = path.resolve('.tmp', `test-world-${process.pid}`);
    mkdirSync(folder, { recursive: true });
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    const files = {} as Record<WorldContents, string>;
    // One database, dumped after each world: the demo world is the migrated one, seeded.
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    try {
      for (const contents of kinds) {
        await fillWorld(database, contents);
        const dump = await database.dumpDataDir?.();
        if (!dump) throw new Error('PGlite dumps its data folder.');
        files[contents] = path.join(folder, `${contents}.tar`);
        writeFileSync(files[contents], Buffer.from(await dump.arrayBuffer()));
      }
    } finally {
      await database.close();
    }
    world = { kind: 'pglite', dumps: files };
  }
  project.provide('testWorld', world);
  console.log(`${project.name}: test world built in ${Date.now() - started} ms`);
}

export async function teardown() {
  for (const cleanup of cleanups.splice(0)) await cleanup();
}
