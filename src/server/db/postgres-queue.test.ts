import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * postgres.js keeps its connections and pipelined queries in this queue. We patch it
 * (patches/postgres+3.4.9.patch): under steady load the busy queue never drains, and the original kept every
 * shifted slot and searched through all of them on each remove, so throughput fell by half within seconds.
 */
type Queue<T> = { readonly length: number; push(x: T): T; shift(): T; remove(x: T): T | null };
const postgresMain = createRequire(import.meta.url).resolve('postgres');
const queueFile = path.join(path.dirname(postgresMain), 'queue.js');
const { default: makeQueue } = (await import(pathToFileURL(queueFile).href)) as {
  default: <T>() => Queue<T>;
};

describe("postgres.js's queue (patched)", () => {
  it('stays first in, first out while it never drains, across compaction', () => {
    const queue = makeQueue<number>();
    for (let i = 0; i < 4; i++) queue.push(i);
    const seen: number[] = [];
    for (let next = 4; next < 10_000; next++) {
      seen.push(queue.shift());
      queue.push(next);
    }
    expect(queue.length).toBe(4);
    expect(seen).toEqual(Array.from({ length: 9_996 }, (_, i) => i));
  });

  it('removes an element that is still queued, and nothing that was already shifted', () => {
    const queue = makeQueue<string>();
    for (const x of ['a', 'b', 'c', 'd']) queue.push(x);
    expect(queue.shift()).toBe('a');
    expect(queue.remove('a')).toBeNull();
    expect(queue.remove('c')).toBe('c');
    expect(queue.length).toBe(2);
    expect(queue.shift()).toBe('b');
    expect(queue.shift()).toBe('d');
    expect(queue.length).toBe(0);
  });
});
