// Compiles the server (src/server/main.ts and what it imports of ours) into dist/app, which `npm start` and
// the browser tests' servers run: no TypeScript is transpiled at each start. Packages stay imports of
// node_modules; the migrations are copied beside the code, where src/server/db/client.ts looks for them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/app');

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts'],
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log('Compiled the server into dist/app.');
