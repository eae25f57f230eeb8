import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONTEXT_ORDER, CONTEXTS, type ContextName, contextOf } from './contexts';
import * as schema from './db/schema';
import { TABLE_OWNERS } from './table-owners';

/**
 * The layers and module boundaries of decision 0017, checked on the import graph of every TypeScript file in
 * src (type-only imports included: a type is a dependency too):
 * - a module never imports another module's repository (it calls that module's service);
 * - nothing below the modules (lib, plugins, access, db) imports from them;
 * - no import cycle anywhere in src;
 * - each table is written (insert, update, delete) only by its owner (table-owners.ts, issue 36); reads are free.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SRC = path.join(ROOT, 'src');
const ALIASES: Record<string, string> = {
  '@shared/': path.join(ROOT, 'src/shared/'),
  '@server/': path.join(ROOT, 'src/server/'),
  '@client/': path.join(ROOT, 'src/client/'),
  '@tests/': path.join(ROOT, 'tests/'),
};
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const SOURCE = /\.tsx?$/;

/**
 * Known breaches left to another branch, each with its reason. The coverage-choice rewrite owns
 * coverages.service.ts and coverages.repository.ts; an entry that no longer occurs fails the test, so the list
 * cannot outlive the breach.
 */
const KNOWN_BREACHES: Record<string, string> = {};

type Graph = Map<string, string[]>;

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listSourceFiles(full);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file an import names, or null for a package; `unresolved` when a local import names no file. */
function resolveImport(from: string, specifier: string): string | null | 'unresolved' {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else {
    const alias = Object.keys(ALIASES).find((a) => specifier.startsWith(a));
    if (alias) base = ALIASES[alias] + specifier.slice(alias.length);
  }
  if (base === null) return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return 'unresolved';
}

function buildGraph(): { graph: Graph; unresolved: string[] } {
  const graph: Graph = new Map();
  const unresolved: string[] = [];
  for (const file of listSourceFiles(SRC)) {
    const imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    const targets: string[] = [];
    for (const { fileName } of imports) {
      const target = resolveImport(file, fileName);
      if (target === 'unresolved') unresolved.push(`${rel(file)} imports ${fileName}`);
      else if (target && SOURCE.test(target)) targets.push(target);
    }
    graph.set(file, [...new Set(targets)]);
  }
  return { graph, unresolved };
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
/** A module's folder: src/server/modules/<context>/<module>/. */
const MODULE = /^src\/server\/modules\/[^/]+\/([^/]+)\//;
/** A context's folder: src/server/modules/<context>/ (its index.ts, and its modules). */
const CONTEXT_FOLDER = /^src\/server\/modules\/([^/]+)\//;

/** Each module folder with the context folder that holds it. */
function listModuleFolders(): Array<{ context: string; module: string }> {
  const root = path.join(SRC, 'server/modules');
  return readdirSync(root)
    .filter((context) => statSync(path.join(root, context)).isDirectory())
    .flatMap((context) =>
      readdirSync(path.join(root, context))
        .filter((module) => statSync(path.join(root, context, module)).isDirectory())
        .map((module) => ({ context, module })),
    );
}
const BELOW_MODULES = /^src\/server\/(lib|plugins|access|db)\//;

/** Imports that break the layer rules, as "from → to" with the rule broken. */
function findLayerBreaches(graph: Graph): Map<string, string> {
  const breaches = new Map<string, string>();
  for (const [file, targets] of graph) {
    const from = rel(file);
    for (const target of targets) {
      const to = rel(target);
      const fromModule = MODULE.exec(from)?.[1];
      const toModule = MODULE.exec(to)?.[1];
      if (fromModule && toModule && fromModule !== toModule && /\.repository\.ts$/.test(to))
        breaches.set(`${from} → ${to}`, "another module's repository");
      if (BELOW_MODULES.test(from) && toModule) breaches.set(`${from} → ${to}`, 'upward, into the modules');
    }
  }
  return breaches;
}

/** Every import cycle (strongly connected component of more than one file, or a file importing itself). */
function findCycles(graph: Graph): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        lowLinks.set(node, Math.min(lowLinks.get(node)!, lowLinks.get(next)!));
      } else if (onStack.has(next)) lowLinks.set(node, Math.min(lowLinks.get(node)!, indices.get(next)!));
    }
    if (lowLinks.get(node) !== indices.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node))
      cycles.push(component.map(rel).sort());
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return cycles;
}

describe('the import graph of src', () => {
  const { graph, unresolved } = buildGraph();
  const cycleKeys = findCycles(graph).map((c) => `cycle: ${c.join(' → ')}`);
  const breaches = [...findLayerBreaches(graph)].map(([edge, rule]) => `${edge} (${rule})`);
  const found = [...cycleKeys, ...[...findLayerBreaches(graph).keys()]];

  it('is read whole: every local import names a file, and the known edges are there', () => {
    expect(unresolved).toEqual([]);
    expect(graph.size).toBeGreaterThan(200);
    const edges = (file: string) => (graph.get(path.join(ROOT, file)) ?? []).map(rel);
    expect(edges('src/server/app.ts')).toContain('src/server/plugins/auth.ts');
    // An alias import resolves like a relative one.
    expect(edges('src/server/db/schema/enums.ts')).toContain('src/shared/domain/enums.ts');
  });

  it("has no module importing another module's repository, and nothing below the modules importing them", () => {
    expect(breaches.filter((b) => !Object.keys(KNOWN_BREACHES).some((k) => b.startsWith(k)))).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycleKeys.filter((c) => !(c in KNOWN_BREACHES))).toEqual([]);
  });

  it('lists only known breaches that still occur', () => {
    expect(Object.keys(KNOWN_BREACHES).filter((k) => !found.includes(k))).toEqual([]);
  });
});

describe('the rules themselves', () => {
  const file = (p: string) => path.join(ROOT, p);
  it('find a cross-module repository import, an upward import and a cycle', () => {
    const graph: Graph = new Map([
      [file('src/server/modules/x/a/a.service.ts'), [file('src/server/modules/y/b/b.repository.ts')]],
      [file('src/server/modules/y/b/b.repository.ts'), []],
      [file('src/server/lib/x.ts'), [file('src/server/modules/x/a/a.service.ts')]],
      [file('src/server/modules/x/a/a.repository.ts'), [file('src/server/modules/x/a/a.routes.ts')]],
      [file('src/server/modules/x/a/a.routes.ts'), [file('src/server/modules/x/a/a.repository.ts')]],
    ]);
    expect([...findLayerBreaches(graph).keys()]).toEqual([
      'src/server/modules/x/a/a.service.ts → src/server/modules/y/b/b.repository.ts',
      'src/server/lib/x.ts → src/server/modules/x/a/a.service.ts',
    ]);
    expect(findCycles(graph)).toEqual([
      ['src/server/modules/x/a/a.repository.ts', 'src/server/modules/x/a/a.routes.ts'],
    ]);
  });
});

/**
 * Imports that point up the layering of the contexts (contexts.ts), as "from → to" between files; the list only
 * shrinks (issue 36 item 4, decision 0083 says how each is to be removed).
 */
const KNOWN_UPWARD_IMPORTS: Record<string, string> = {};

/** Every import from a module of one context into a module of a context above it. */
function findUpwardImports(graph: Graph): string[] {
  const rank = (context: string) => CONTEXT_ORDER.indexOf(context as ContextName);
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const from = CONTEXT_FOLDER.exec(rel(file))?.[1];
    if (!from) continue;
    for (const target of targets) {
      const to = CONTEXT_FOLDER.exec(rel(target))?.[1];
      if (to && rank(from) < rank(to)) found.push(`${rel(file)} → ${rel(target)}`);
    }
  }
  return found.sort();
}

/**
 * Downward imports that name a file behind another context's index.ts, because through the index they would close
 * an import cycle with one of the known upward imports; each goes when its upward import goes.
 */
const KNOWN_INTERNAL_IMPORTS: Record<string, string> = {};

/** Every import from one context into another that names a file behind the other's index.ts. */
function findInternalImports(graph: Graph): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const from = CONTEXT_FOLDER.exec(rel(file))?.[1];
    if (!from) continue;
    for (const target of targets) {
      const to = CONTEXT_FOLDER.exec(rel(target))?.[1];
      if (to && to !== from && rel(target) !== `src/server/modules/${to}/index.ts`)
        found.push(`${rel(file)} → ${rel(target)}`);
    }
  }
  return found.sort();
}

describe('the contexts', () => {
  const folders = listModuleFolders();
  const modules = folders.map((f) => f.module).sort();
  const listed = Object.values(CONTEXTS).flat();

  it('hold every module once, and only modules, each in its context’s folder beside an index.ts', () => {
    expect(modules.filter((m) => contextOf(m) === undefined)).toEqual([]);
    expect(listed.filter((m) => !modules.includes(m))).toEqual([]);
    expect(listed.length).toBe(new Set(listed).size);
    expect(folders.filter((f) => contextOf(f.module) !== f.context)).toEqual([]);
    expect(CONTEXT_ORDER.filter((c) => !existsSync(path.join(SRC, 'server/modules', c, 'index.ts')))).toEqual(
      [],
    );
  });

  it('import one another without a cycle', () => {
    const { graph } = buildGraph();
    const between: Graph = new Map();
    for (const [file, targets] of graph) {
      const from = CONTEXT_FOLDER.exec(rel(file))?.[1];
      if (!from) continue;
      const to = targets.flatMap((t) => CONTEXT_FOLDER.exec(rel(t))?.[1] ?? []).filter((c) => c !== from);
      between.set(from, [...new Set([...(between.get(from) ?? []), ...to])]);
    }
    expect(between.size).toBe(CONTEXT_ORDER.length);
    expect(
      findCycles(
        new Map([...between].map(([c, to]) => [path.join(ROOT, c), to.map((t) => path.join(ROOT, t))])),
      ),
    ).toEqual([]);
  });

  it('are entered through their index.ts, but for the known upward and internal imports', () => {
    const internal = findInternalImports(buildGraph().graph);
    expect(internal.filter((i) => !(i in KNOWN_UPWARD_IMPORTS) && !(i in KNOWN_INTERNAL_IMPORTS))).toEqual(
      [],
    );
    expect(Object.keys(KNOWN_INTERNAL_IMPORTS).filter((k) => !internal.includes(k))).toEqual([]);
  });

  it('are called only from the contexts above them, but for the known upward imports', () => {
    const upward = findUpwardImports(buildGraph().graph);
    expect(upward.filter((u) => !(u in KNOWN_UPWARD_IMPORTS))).toEqual([]);
    expect(Object.keys(KNOWN_UPWARD_IMPORTS).filter((k) => !upward.includes(k))).toEqual([]);
  });

  it('find an upward import', () => {
    const file = (p: string) => path.join(ROOT, p);
    const graph: Graph = new Map([
      [
        file('src/server/modules/identity/session/session.service.ts'),
        [file('src/server/modules/renewal/renewals/renewals.service.ts')],
      ],
      [
        file('src/server/modules/renewal/renewals/renewals.service.ts'),
        [file('src/server/modules/identity/session/session.service.ts')],
      ],
    ]);
    expect(findUpwardImports(graph)).toEqual([
      'src/server/modules/identity/session/session.service.ts → src/server/modules/renewal/renewals/renewals.service.ts',
    ]);
  });
});

/**
 * Writes to a table from outside its owner, each with its reason (issue 36: the list only shrinks; an entry that
 * no longer occurs fails the test). "writer writes table": the writer is a module, or a layer below the modules.
 */
const KNOWN_WRITE_BREACHES: Record<string, string> = {
  'access writes sessions': 'the session check slides the session on each request',
  'access writes partnerApiKeys': "the key check records the key's last use",
};

/** The writer of a source file: its module, or the layer below the modules it belongs to; null for seed data. */
function writerOf(file: string): string | null {
  const relative = rel(file);
  const module = MODULE.exec(relative)?.[1];
  if (module) return module;
  if (relative.startsWith('src/server/db/seed/')) return null;
  const layer = /^src\/server\/(plugins\/[^/]+|[^/]+)\//.exec(relative)?.[1];
  return layer ?? null;
}

const WRITE = /\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g;

/** Every "writer writes table" of src/server's sources (tests and seed data left out). */
function findTableWrites(tables: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const file of listSourceFiles(path.join(SRC, 'server'))) {
    if (/\.test\.ts$/.test(file)) continue;
    const writer = writerOf(file);
    if (!writer) continue;
    for (const [, table] of readFileSync(file, 'utf8').matchAll(WRITE))
      if (table && tables.has(table)) found.add(`${writer} writes ${table}`);
  }
  return found;
}

describe('the owner of each table', () => {
  const tables = Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name]) => name);
  const writes = findTableWrites(new Set(tables));
  const owners: Record<string, string> = TABLE_OWNERS;
  // A module writes the tables of its own context; a layer below the modules only its own.
  const breaches = [...writes].filter((w) => {
    const [writer, table] = w.split(' writes ');
    const owner = owners[table!]!;
    return owner !== writer && (contextOf(writer!) === undefined || contextOf(writer!) !== contextOf(owner));
  });

  it('is named for every table of the schema, and every owner exists', () => {
    expect(tables.filter((t) => !(t in owners))).toEqual([]);
    expect(Object.keys(owners).filter((t) => !tables.includes(t))).toEqual([]);
    const modules = new Set(listModuleFolders().map((f) => f.module));
    const missing = Object.values(owners).filter(
      (o) => !modules.has(o) && !existsSync(path.join(SRC, 'server', o)),
    );
    expect(missing).toEqual([]);
    expect(getTableName(schema.employeePolicies)).toBe('employee_policies');
  });

  it('is the only writer of its table, but for the known breaches', () => {
    expect(writes.size).toBeGreaterThan(70);
    expect(breaches.filter((b) => !(b in KNOWN_WRITE_BREACHES))).toEqual([]);
  });

  it('lists only write breaches that still occur', () => {
    expect(Object.keys(KNOWN_WRITE_BREACHES).filter((k) => !breaches.includes(k))).toEqual([]);
  });
});

/** Repository functions a service passes on under its own name, which the repository rule would refuse. */
const KNOWN_RE_EXPORTS: Record<string, string> = {
  'invitations.service.ts re-exports latestFormInvitation':
    "Manage employees reads the person's last invitation",
};

/** "file re-exports name" for each repository function a module's file passes on (`export const a = b;`, `export { b }`). */
function findRepositoryReExports(source: string, file: string): string[] {
  const fromRepository = new Set<string>();
  for (const [, names] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*\.repository'/g))
    for (const name of names!.split(','))
      fromRepository.add(
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .at(-1)!,
      );
  const passed = [
    ...[...source.matchAll(/export\s+const\s+\w+\s*=\s*(\w+)\s*;/g)].map((m) => m[1]!),
    ...[...source.matchAll(/export\s*\{([^}]*)\}\s*;/g)].flatMap((m) =>
      m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!),
    ),
  ];
  const named = [...source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'[^']*\.repository'/g)].flatMap((m) =>
    m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!),
  );
  return [...passed.filter((n) => fromRepository.has(n)), ...named].map(
    (name) => `${path.basename(file)} re-exports ${name}`,
  );
}

describe('the repositories', () => {
  const found = listSourceFiles(path.join(SRC, 'server/modules'))
    .filter((file) => !/\.(test|repository)\.ts$/.test(file))
    .flatMap((file) => findRepositoryReExports(readFileSync(file, 'utf8'), file));

  it('are not passed on under a service’s name, but for the known ones', () => {
    expect(found.filter((f) => !(f in KNOWN_RE_EXPORTS))).toEqual([]);
  });

  it('lists only re-exports that still occur', () => {
    expect(Object.keys(KNOWN_RE_EXPORTS).filter((k) => !found.includes(k))).toEqual([]);
  });

  it('finds a renamed repository function and a re-export', () => {
    const source = [
      "import { findA, listB as readB } from './x.repository';",
      'export const a = findA;',
      'export { readB };',
      "export { findC } from './x.repository';",
      'export const d = somethingElse;',
    ].join('\n');
    expect(findRepositoryReExports(source, 'x.service.ts')).toEqual([
      'x.service.ts re-exports findA',
      'x.service.ts re-exports readB',
      'x.service.ts re-exports findC',
    ]);
  });
});

/** Server sources over 600 lines (issue 36 item 5), to be split along their sections; the list only shrinks. */
const KNOWN_LONG_FILES: Record<string, string> = {};
const MAX_LINES = 600;

describe('the size of a server source', () => {
  const long = listSourceFiles(path.join(SRC, 'server'))
    .filter((file) => !/\.test\.ts$/.test(file) && !rel(file).startsWith('src/server/db/seed/'))
    .filter((file) => readFileSync(file, 'utf8').split('\n').length > MAX_LINES + 1)
    .map(rel);

  it(`is at most ${MAX_LINES} lines, but for the known long files`, () => {
    expect(long.filter((f) => !(f in KNOWN_LONG_FILES))).toEqual([]);
  });

  it('lists only long files that are still long', () => {
    expect(Object.keys(KNOWN_LONG_FILES).filter((f) => !long.includes(f))).toEqual([]);
  });
});

describe('the write rule itself', () => {
  it('names the writer of a file and the tables a source writes', () => {
    expect(writerOf(path.join(SRC, 'server/modules/renewal/renewals/renewals.service.ts'))).toBe('renewals');
    expect(writerOf(path.join(SRC, 'server/plugins/mail/outbox-transport.ts'))).toBe('plugins/mail');
    expect(writerOf(path.join(SRC, 'server/access/audit.ts'))).toBe('access');
    expect(writerOf(path.join(SRC, 'server/db/seed/index.ts'))).toBeNull();
    const source =
      'await tx.update(employeePolicies).set({}); db.insert(\n  sessions\n).values(v); map.delete(key);';
    expect([...source.matchAll(WRITE)].map((m) => m[1])).toEqual(['employeePolicies', 'sessions', 'key']);
  });
});

/** The one versioned write (decision 0012): only its kit answers a stale write. */
const VERSION_KIT = 'src/server/lib/versioned-write.ts';
const VERSION_CONFLICT = /['"]version_conflict['"]/;

describe('the versioned write', () => {
  it("is the only code that names 'version_conflict' (every service compares through assertVersion)", () => {
    const naming = listSourceFiles(path.join(SRC, 'server'))
      .filter((file) => !/\.test\.ts$/.test(file))
      .filter((file) =>
        VERSION_CONFLICT.test(readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')),
      )
      .map(rel);
    expect(naming).toEqual([VERSION_KIT]);
  });
});
