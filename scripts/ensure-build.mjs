// Builds what is missing or older than its sources (used by `npm start`, `npm ci` and the e2e tests): the web
// app (dist/client) with the server's renderer of first views (dist/server), and the compiled server (dist/app).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

const TARGETS = [
  {
    name: 'the web app',
    script: 'build:client',
    built: ['dist/client/index.html', 'dist/server/entry-server.js'],
    sources: [
      'src/client',
      'src/shared',
      'public',
      'vite.config.ts',
      'postcss.config.cjs',
      'package-lock.json',
    ],
  },
  {
    name: 'the server',
    script: 'build:server',
    built: ['dist/app/main.js'],
    sources: ['src/server', 'src/shared', 'tsconfig.json', 'package-lock.json'],
  },
];

function newestMtime(p) {
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function isStale(target) {
  const built = target.built.map((file) => path.join(root, file));
  if (!built.every(existsSync)) return true;
  const sources = target.sources.map((s) => path.join(root, s)).filter(existsSync);
  return Math.max(...sources.map(newestMtime)) > Math.min(...built.map((file) => statSync(file).mtimeMs));
}

export function isClientStale() {
  return TARGETS.some(isStale);
}

export function ensureClientBuilt() {
  for (const target of TARGETS) {
    if (!isStale(target)) continue;
    console.log(`Building ${target.name}...`);
    // Always the production build: under Vitest NODE_ENV is 'test', which would build React's development code.
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync('npm', ['run', target.script], { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`Building ${target.name} failed.`);
  }
}

if (process.argv[1] === import.meta.filename) ensureClientBuilt();
