/**
 * A small in-process cache: an entry lives `ttlMs`; past `maxEntries` the oldest goes first. For reads that
 * are stable for seconds and hot on every request (a line's plans and rates). Modules use it through
 * shared-cache.ts, whose invalidations reach every process on the database; the TTL bounds how stale an entry
 * can be when one is lost.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  /** Loads under way: callers that miss meanwhile share them instead of all querying at once. */
  private readonly loading = new Map<K, Promise<V>>();

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

  /** Forgets the key, and a load under way for it will not be kept (it may have read the old value). */
  delete(key: K): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /** Forgets everything, loads under way included. */
  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }

  /** Deletes every entry whose value matches (e.g. all entries of one session). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  /**
   * The value for `key`, loaded and kept when missing. Concurrent misses share one load, so an entry that
   * expires under load costs one query, not one per waiting request; a failed load is not kept.
   */
  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = load().then(
      (value) => {
        if (this.loading.get(key) === loaded) {
          this.loading.delete(key);
          this.set(key, value);
        }
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }
}
