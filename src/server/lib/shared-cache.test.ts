import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import {
  defineSharedCache,
  defineSharedGroupCache,
  invalidateAllCaches,
  invalidateTopic,
  listenForCacheInvalidations,
} from './shared-cache';

let database: Database;
// Starting an embedded database takes seconds, more on a busy machine (as in factories.test.ts).
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: null });
}, 120_000);
afterAll(() => database.close());

describe('a shared cache on one database (PGlite: one process)', () => {
  const roles = defineSharedCache<string>('test-roles', 60_000);
  const plans = defineSharedCache<string>('test-plans', 60_000);
  const counting = () => {
    let loads = 0;
    return { load: async () => `value ${++loads}`, loads: () => loads };
  };

  it('keeps a loaded value until its key is invalidated', async () => {
    const c = counting();
    expect(await roles.getOrLoad(database.db, 'a', c.load)).toBe('value 1');
    expect(await roles.getOrLoad(database.db, 'a', c.load)).toBe('value 1');
    await roles.invalidate(database.db, ['a']);
    expect(await roles.getOrLoad(database.db, 'a', c.load)).toBe('value 2');
  });

  it('forgets only the named cache and keys, or everything at once', async () => {
    const c = counting();
    await roles.getOrLoad(database.db, 'x', c.load);
    await plans.getOrLoad(database.db, 'x', c.load);
    await roles.invalidate(database.db, ['y']);
    await plans.invalidate(database.db, ['x']);
    expect(await roles.getOrLoad(database.db, 'x', c.load)).toBe('value 1');
    expect(await plans.getOrLoad(database.db, 'x', c.load)).toBe('value 3');
    await invalidateAllCaches(database.db);
    expect(await roles.getOrLoad(database.db, 'x', c.load)).toBe('value 4');
  });

  it('refuses a transaction, which cannot tell the other processes before it commits', async () => {
    await expect(database.db.transaction((tx) => roles.invalidate(tx, ['a']))).rejects.toThrow(
      /pass the database itself/,
    );
  });

  it('has nobody to listen to on PGlite', async () => {
    const stop = await listenForCacheInvalidations(database.db);
    await stop();
  });

  it("forgets a topic's keys in every cache that follows it, and only there", async () => {
    const people = defineSharedCache<string>('test-people', 60_000, { follows: ['companyPeople'] });
    const census = defineSharedCache<string>('test-census', 60_000, { follows: ['companyPeople'] });
    const c = counting();
    for (const cache of [people, census, roles]) await cache.getOrLoad(database.db, 'company-1', c.load);
    await people.getOrLoad(database.db, 'company-2', c.load);
    await invalidateTopic(database.db, 'companyPeople', ['company-1']);
    expect(await people.getOrLoad(database.db, 'company-1', c.load)).toBe('value 5');
    expect(await census.getOrLoad(database.db, 'company-1', c.load)).toBe('value 6');
    // A cache that does not follow the topic, and another key, are kept.
    expect(await roles.getOrLoad(database.db, 'company-1', c.load)).toBe('value 3');
    expect(await people.getOrLoad(database.db, 'company-2', c.load)).toBe('value 4');
  });

  it('keeps a group of values per key, drops the oldest past its size, and forgets a group at once', async () => {
    const pages = defineSharedGroupCache<string>('test-pages', 60_000, { perGroup: 2 });
    const c = counting();
    expect(await pages.getOrLoad(database.db, 'company-1', 'page 1', c.load)).toBe('value 1');
    expect(await pages.getOrLoad(database.db, 'company-1', 'page 1', c.load)).toBe('value 1');
    expect(await pages.getOrLoad(database.db, 'company-1', 'page 2', c.load)).toBe('value 2');
    expect(await pages.getOrLoad(database.db, 'company-1', 'page 3', c.load)).toBe('value 3');
    // Page 1 was the oldest of three in a group of two.
    expect(await pages.getOrLoad(database.db, 'company-1', 'page 1', c.load)).toBe('value 4');
    expect(await pages.getOrLoad(database.db, 'company-2', 'page 1', c.load)).toBe('value 5');
    await pages.invalidate(database.db, ['company-1']);
    expect(await pages.getOrLoad(database.db, 'company-1', 'page 3', c.load)).toBe('value 6');
    expect(await pages.getOrLoad(database.db, 'company-2', 'page 1', c.load)).toBe('value 5');
    // A failed load is not kept.
    await expect(
      pages.getOrLoad(database.db, 'company-2', 'page 2', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await pages.getOrLoad(database.db, 'company-2', 'page 2', c.load)).toBe('value 7');
  });

  it('refuses two caches of one name', () => {
    expect(() => defineSharedCache('test-roles', 1)).toThrow(/Two shared caches/);
  });
});
