import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist/client');
const classesIn = (text: string) => new Set(text.match(/m_[0-9a-f]{8}/g) ?? []);
const readBuilt = (file: string) => readFileSync(path.join(dist, file), 'utf8');

/** What vite.config.ts records of each built chunk: its static imports and the styles it brings. */
type ChunkMap = Record<
  string,
  { isEntry: boolean; isDynamicEntry: boolean; imports: string[]; css: string[] }
>;

// The e2e project's global setup builds the client before this runs.
describe("the built app's styles", () => {
  const chunks: ChunkMap = JSON.parse(readFileSync(path.join(root, 'dist/client-chunks.json'), 'utf8'));
  const mantine = classesIn(readFileSync(path.join(root, 'node_modules/@mantine/core/styles.css'), 'utf8'));

  /** A chunk with everything it imports, and so loads with it. */
  function closure(start: string, seen = new Set<string>()): Set<string> {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const imported of chunks[start]?.imports ?? []) closure(imported, seen);
    return seen;
  }
  /** The Mantine classes a set of chunks' script uses, and the ones their styles have a rule for. */
  function classes(files: Set<string>) {
    const used = new Set<string>();
    const styled = new Set<string>();
    for (const file of files) {
      for (const c of classesIn(readBuilt(file))) if (mantine.has(c)) used.add(c);
      for (const css of chunks[file]?.css ?? []) for (const c of classesIn(readBuilt(css))) styled.add(c);
    }
    return { used, styled };
  }

  it('give every Mantine class a page can show a rule that loads with it (a component imports its styles)', () => {
    const entry = Object.keys(chunks).find((file) => chunks[file]!.isEntry)!;
    const shell = classes(closure(entry));
    const unstyled: Record<string, string[]> = {};
    const pages = Object.keys(chunks).filter((file) => chunks[file]!.isEntry || chunks[file]!.isDynamicEntry);
    for (const page of pages) {
      const { used, styled } = classes(closure(page));
      const missing = [...used].filter((c) => !styled.has(c) && !shell.styled.has(c));
      if (missing.length > 0) unstyled[page] = missing;
    }
    expect(pages.length).toBeGreaterThan(10);
    expect(shell.used.size).toBeGreaterThan(20);
    expect(unstyled).toEqual({});
  });

  it('keep the sign-in page (the entry and everything it imports) within 120 kB of script and styles as served', () => {
    // Decision 0019: the sign-in page is the entry's closure. Measured as the server sends it (brotli).
    const entry = Object.keys(chunks).find((file) => chunks[file]!.isEntry)!;
    const files = new Set<string>();
    for (const chunk of closure(entry)) {
      files.add(chunk);
      for (const css of chunks[chunk]?.css ?? []) files.add(css);
    }
    const sent = (file: string) => {
      const brotli = path.join(dist, `${file}.br`);
      return statSync(existsSync(brotli) ? brotli : path.join(dist, file)).size;
    };
    const kB = [...files].reduce((sum, file) => sum + sent(file), 0) / 1024;
    expect(files.size).toBeGreaterThan(3);
    expect(kB).toBeLessThanOrEqual(120);
  });
});
