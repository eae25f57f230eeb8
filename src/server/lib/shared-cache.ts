import { z } from 'zod';
import { type Db, notificationsOf, perDatabase } from '../db/client';
import { TtlCache } from './ttl-cache';

/**
 * Caches of hot reads that every server process on a database keeps, and forgets together (decision 0017).
 * Each cache has one owner module: it reads through the cache and exports the invalidation of its entries,
 * which every write that changes the cached rows calls once its transaction has committed. The invalidation
 * drops the entries in this process at once and, on PostgreSQL, sends a NOTIFY that every process listening
 * on the database (this one too) answers by dropping them as well; the TTL only bounds how long a lost
 * message can leave an entry stale.
 */

/** The one channel of cache invalidations; the payload names the cache and the keys to forget. */
export const CACHE_INVALIDATION_CHANNEL = 'groupcover_cache_invalidation';

const invalidationSchema = z.object({
  cache: z.string().max(64),
  keys: z.array(z.string().max(200)).max(1000),
});
export type CacheInvalidation = z.infer<typeof invalidationSchema>;

/** The cache name of an invalidation that forgets every entry of every cache. */
const EVERY_CACHE = '*';

// A NOTIFY payload must stay under 8000 bytes: keys are ids (36 characters) or two ids joined.
const KEYS_PER_NOTICE = 50;

/** Every shared cache by name, each with its per-database instances. */
const registry = new Map<string, (db: Db) => TtlCache<string, unknown>>();

/**
 * What several caches derive from, forgotten together by one invalidation whose keys are the topic's (company
 * ids); each topic has one invalidation function that its writes call after their commit:
 * - `companyPeople`: a company's people, their classes, dependents and applications, which the employee list, a
 *   plan year's census, the renewal record and the comparison's costs read (`invalidateCompanyPeople`).
 * - `companyRenewal`: a company's renewal, its packages, plans, rates and contribution rows, and the plan year's
 *   contributions its current side prices with, which the renewal record and the comparison's costs read
 *   (`invalidateCompanyRenewal`).
 */
export type CacheTopic =
  | 'companyPeople'
  | 'companyRenewal'
  | 'applicationCompanyContext'
  | 'accountCurrentPolicy';
const TOPIC_PREFIX = 'topic:';
const followers = new Map<CacheTopic, string[]>();

export type SharedCache<V> = {
  readonly name: string;
  /** The value for `key`, loaded and kept `ttlMs` when missing (concurrent misses share one load). */
  getOrLoad(db: Db, key: string, load: () => Promise<V>): Promise<V>;
  /**
   * Forgets `keys` in every process on the database. Call it with the database (not a transaction) after the
   * write has committed, so no process can reload the old rows once it has forgotten them.
   */
  invalidate(db: Db, keys: readonly string[]): Promise<void>;
};

/**
 * Declares a cache shared by name; the name is what the processes tell each other, so it is unique. A cache
 * that `follows` topics keys its entries by the topics' keys (company ids), and its entries are also forgotten
 * whenever one of the topics is.
 */
export function defineSharedCache<V>(
  name: string,
  ttlMs: number,
  options: { follows?: readonly CacheTopic[] } = {},
): SharedCache<V> {
  if (registry.has(name) || name === EVERY_CACHE || name.startsWith(TOPIC_PREFIX))
    throw new Error(`Two shared caches are named ${name}.`);
  const of = perDatabase(() => new TtlCache<string, V>(ttlMs));
  registry.set(name, of as (db: Db) => TtlCache<string, unknown>);
  for (const topic of options.follows ?? []) followers.set(topic, [...(followers.get(topic) ?? []), name]);
  return {
    name,
    getOrLoad: (db, key, load) => of(db).getOrLoad(key, load),
    invalidate: (db, keys) => invalidateCache(db, { cache: name, keys: [...keys] }),
  };
}

/** Drops the entries here and tells the other processes on the database to drop them too. */
export async function invalidateCache(db: Db, invalidation: CacheInvalidation): Promise<void> {
  const notifications = notificationsOf(db);
  forget(db, invalidation);
  if (!notifications) return;
  const notices: CacheInvalidation[] = [];
  if (invalidation.cache === EVERY_CACHE) notices.push({ cache: EVERY_CACHE, keys: [] });
  for (let i = 0; i < invalidation.keys.length; i += KEYS_PER_NOTICE)
    notices.push({ cache: invalidation.cache, keys: invalidation.keys.slice(i, i + KEYS_PER_NOTICE) });
  for (const notice of notices)
    await notifications.notify(CACHE_INVALIDATION_CHANNEL, JSON.stringify(notice));
}

/** Forgets the topic's keys in every cache that follows it, in every process on the database. */
export function invalidateTopic(db: Db, topic: CacheTopic, keys: readonly string[]): Promise<void> {
  return invalidateCache(db, { cache: `${TOPIC_PREFIX}${topic}`, keys: [...new Set(keys)] });
}

/**
 * A shared cache of groups: each key (a company) holds up to `perGroup` values (a page of its list, a plan
 * year's census) that live and go together. An invalidation drops the whole group, and a load under way then
 * lands in the dropped group, never in the new one; a failed load is not kept.
 */
export function defineSharedGroupCache<V>(
  name: string,
  ttlMs: number,
  options: { follows?: readonly CacheTopic[]; perGroup: number },
) {
  const groups = defineSharedCache<Map<string, Promise<V>>>(name, ttlMs, options);
  return {
    name,
    async getOrLoad(db: Db, group: string, key: string, load: () => Promise<V>): Promise<V> {
      const values = await groups.getOrLoad(db, group, async () => new Map());
      const kept = values.get(key);
      if (kept) return kept;
      const loading = load();
      values.set(key, loading);
      if (values.size > options.perGroup) values.delete(values.keys().next().value as string);
      loading.catch(() => {
        if (values.get(key) === loading) values.delete(key);
      });
      return loading;
    },
    invalidate: (db: Db, groupKeys: readonly string[]) => groups.invalidate(db, [...new Set(groupKeys)]),
  };
}

/**
 * Forgets every entry of every shared cache in every process on the database: after a write too broad to name
 * its keys (the demo data written afresh, by db:reset while servers run).
 */
export function invalidateAllCaches(db: Db): Promise<void> {
  return invalidateCache(db, { cache: EVERY_CACHE, keys: [] });
}

function forget(db: Db, invalidation: CacheInvalidation): void {
  if (invalidation.cache === EVERY_CACHE) {
    for (const of of registry.values()) of(db).clear();
    return;
  }
  const names = invalidation.cache.startsWith(TOPIC_PREFIX)
    ? (followers.get(invalidation.cache.slice(TOPIC_PREFIX.length) as CacheTopic) ?? [])
    : [invalidation.cache];
  for (const name of names) {
    const cache = registry.get(name)?.(db);
    for (const key of invalidation.keys) cache?.delete(key);
  }
}

/**
 * Listens for the other processes' invalidations on a PostgreSQL database (nothing to do on PGlite). When the
 * listening connection is made again after a loss, messages may have been missed: every cache is cleared.
 * Resolves with the function that stops listening.
 */
export async function listenForCacheInvalidations(db: Db): Promise<() => Promise<void>> {
  const notifications = notificationsOf(db);
  if (!notifications) return async () => {};
  let listening = false;
  return notifications.listen(
    CACHE_INVALIDATION_CHANNEL,
    (payload) => {
      const parsed = parseInvalidation(payload);
      if (parsed) forget(db, parsed);
    },
    () => {
      if (listening) forget(db, { cache: EVERY_CACHE, keys: [] });
      listening = true;
    },
  );
}

function parseInvalidation(payload: string): CacheInvalidation | null {
  try {
    const result = invalidationSchema.safeParse(JSON.parse(payload));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
