import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('keeps a value for its time to live, then forgets it', () => {
    const cache = new TtlCache<string, number>(1000);
    cache.set('a', 1, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('drops the oldest entry past its size', () => {
    const cache = new TtlCache<string, number>(1000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe(3);
  });

  it('deletes by key and by value', () => {
    const cache = new TtlCache<string, { session: string }>(1000);
    cache.set('x', { session: 's1' });
    cache.set('y', { session: 's2' });
    cache.deleteWhere((v) => v.session === 's1');
    cache.delete('y');
    expect(cache.get('x')).toBeUndefined();
    expect(cache.get('y')).toBeUndefined();
  });

  it('loads a missing value once and keeps it', async () => {
    const cache = new TtlCache<string, number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string, number>(1000);
    let loads = 0;
    let release: (v: number) => void = () => {};
    const load = () => {
      loads++;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const waiting = [cache.getOrLoad('k', load), cache.getOrLoad('k', load), cache.getOrLoad('k', load)];
    release(7);
    expect(await Promise.all(waiting)).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
    expect(cache.get('k')).toBe(7);
  });

  it('keeps neither a failed load nor one that a delete overtook', async () => {
    const cache = new TtlCache<string, number>(1000);
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', async () => 1)).toBe(1);

    cache.delete('k');
    let release: (v: number) => void = () => {};
    const stale = cache.getOrLoad('k', () => new Promise<number>((resolve) => (release = resolve)));
    cache.delete('k'); // a write in this process changed what the load is reading
    release(2);
    expect(await stale).toBe(2);
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrLoad('k', async () => 3)).toBe(3);
  });
});
