import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempFolders } from '../lib/test-temp-folders';
import { acquireDataFolderLock, DataFolderInUseError, isDataFolderLocked, openDatabase } from './client';

const tempFolder = makeTempFolders('gc-lock-');

const clientModule = path.resolve(import.meta.dirname, 'client.ts');

describe('one process per PGlite folder', () => {
  it('a second process fails at once with a clear message while the first holds the folder', async () => {
    const dir = tempFolder();
    const database = await openDatabase({ databaseUrl: null, dataDir: dir });
    expect(isDataFolderLocked(dir)).toBe(true);
    const script = `import { openDatabase } from ${JSON.stringify(clientModule)};
      openDatabase({ databaseUrl: null, dataDir: ${JSON.stringify(dir)} })
        .then(() => { console.log('opened'); process.exit(0); })
        .catch((err) => { console.error(err.message); process.exit(3); });`;
    const second = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(3);
    expect(second.stderr).toContain('is in use by another Groupcover process');
    expect(second.stdout).not.toContain('opened');
    await database.close();
    expect(isDataFolderLocked(dir)).toBe(false);
  }, 60_000);

  it('refuses a second open in the same process', () => {
    const dir = tempFolder();
    const release = acquireDataFolderLock(dir);
    expect(() => acquireDataFolderLock(dir)).toThrow(DataFolderInUseError);
    release();
    acquireDataFolderLock(dir)();
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempFolder();
    writeFileSync(path.join(dir, 'pglite.lock'), '999999999');
    expect(isDataFolderLocked(dir)).toBe(false);
    const release = acquireDataFolderLock(dir);
    expect(isDataFolderLocked(dir)).toBe(true);
    release();
  });
});
