// `npm start`: builds the app if it is missing or stale, then runs the compiled server (config from the environment).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureClientBuilt, root } from './ensure-build.mjs';

ensureClientBuilt();
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/app/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
