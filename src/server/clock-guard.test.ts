import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One clock (decision 0084): the server modules read the instant and the company's today from lib/clock.ts
 * (the app's Clock, in the company's time zone), never from the machine. A bare `new Date()` or `Date.now()`
 * reads the machine's clock, which a test cannot set; `toISOString().slice(0, 10)` is the UTC calendar date,
 * which is tomorrow in Hawaii from 2 p.m. The comments and the tests are not scanned.
 */

const MODULES = fileURLToPath(new URL('./modules', import.meta.url));

/** The forbidden reads, each with what to use instead. */
const FORBIDDEN: ReadonlyArray<{ pattern: RegExp; instead: string }> = [
  {
    pattern: /\bnew Date\(\s*\)/g,
    instead: 'clock.now() (an instant) or clock.today()/companyToday (a date)',
  },
  { pattern: /\bDate\.now\(\s*\)/g, instead: 'clock.nowMs()' },
  { pattern: /\.toISOString\(\)\.slice\(0,\s*10\)/g, instead: 'clock.isoDateOf(at) or clock.todayIso()' },
];

/**
 * Known uses, each with its reason: `path: count`. An entry that no longer occurs (or occurs a different number
 * of times) fails the test, so the list cannot outlive its reason. Empty: every module reads lib/clock.
 */
const ALLOWED: Record<string, { count: number; reason: string }> = {};

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listSources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The source without its comments (a comment may name what it must not do). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function findUses(): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const file of listSources(MODULES)) {
    const code = withoutComments(readFileSync(file, 'utf8'));
    const found = FORBIDDEN.flatMap(({ pattern, instead }) =>
      [...code.matchAll(pattern)].map((m) => `${m[0]} (use ${instead})`),
    );
    if (found.length > 0) uses.set(path.relative(MODULES, file).split(path.sep).join('/'), found);
  }
  return uses;
}

describe('one clock in the server modules', () => {
  const uses = findUses();

  it('reads no machine clock and no UTC calendar date outside the allowlist', () => {
    const unexpected = [...uses]
      .filter(([file, found]) => ALLOWED[file]?.count !== found.length)
      .map(([file, found]) => `${file}: ${found.join('; ')}`);
    expect(unexpected).toEqual([]);
  });

  it('keeps no allowlist entry that no longer occurs', () => {
    const stale = Object.keys(ALLOWED).filter((file) => !uses.has(file));
    expect(stale).toEqual([]);
  });

  it('finds what it looks for', () => {
    const sample = withoutComments(
      "const a = new Date(); // new Date()\nconst b = x.toISOString().slice(0, 10);\nconst c = new Date('2027-01-01');",
    );
    const found = FORBIDDEN.flatMap(({ pattern }) => [...sample.matchAll(pattern)].map((m) => m[0]));
    expect(found).toEqual(['new Date()', '.toISOString().slice(0, 10)']);
  });
});
