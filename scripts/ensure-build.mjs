// Builds the client (dist/client) and the server's renderer of first views (dist/server) when either is missing
// or older than its sources (used by `npm start` and the e2e tests).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const BUILT = ['dist/client/index.html', 'dist/server/entry-server.js'].map((file) => path.join(root, file));
const SOURCES = [
  'src/client',
  'src/shared',
  'public',
  'vite.config.ts',
  'postcss.config.cjs',
  'package-lock.json',
];

function newestMtime(p) {
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function isClientStale() {
  if (!BUILT.every(existsSync)) return true;
  const sources = SOURCES.map((s) => path.join(root, s)).filter(existsSync);
  return Math.max(...sources.map(newestMtime)) > Math.min(...BUILT.map((file) => statSync(file).mtimeMs));
}

export function ensureClientBuilt() {
  if (!isClientStale()) return;
  console.log('Building the web app...');
  // Always the production build: under Vitest NODE_ENV is 'test', which would build React's development code.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('The web app build failed.');
}

if (process.argv[1] === import.meta.filename) ensureClientBuilt();
