import type { Db } from '../db/client';

/**
 * A small in-process cache: an entry lives `ttlMs`; past `maxEntries` the oldest goes first. For reads that
 * are stable for seconds and hot on every request (sessions, a line's plans and rates); writes in this
 * process delete what they change, and the TTL bounds how stale another process's change can be.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Deletes every entry whose value matches (e.g. all entries of one session). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  /** The value for `key`, loaded and kept when missing. */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value);
    return value;
  }
}

/** One cache per database (the app may hold several in tests). */
export function cachePerDatabase<K, V>(ttlMs: number): (db: Db) => TtlCache<K, V> {
  const caches = new WeakMap<Db, TtlCache<K, V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new TtlCache<K, V>(ttlMs);
      caches.set(db, cache);
    }
    return cache;
  };
}
