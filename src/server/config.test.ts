import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const folders: string[] = [];
function tempFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gc-config-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('defaults to port 3000 and embedded PGlite in ./data', () => {
    const dataDir = tempFolder();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toBe(dataDir);
    expect(config.seedDemo).toBe(true);
    expect(config.signInRequestsPerMinute).toBe(30);
  });

  it('reads PORT and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '4000',
      DATABASE_URL: 'postgres://x@localhost/db',
      DATA_DIR: tempFolder(),
    });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBe('postgres://x@localhost/db');
  });

  it('reads DATABASE_POOL_SIZE and refuses one that is not a whole number of at least 1', () => {
    expect(loadConfig({ DATA_DIR: tempFolder() }).databasePoolSize).toBeNull();
    expect(loadConfig({ DATABASE_POOL_SIZE: '6', DATA_DIR: tempFolder() }).databasePoolSize).toBe(6);
    for (const bad of ['0', '2.5', 'many'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad, DATA_DIR: tempFolder() })).toThrow(
        /DATABASE_POOL_SIZE must be a whole number of at least 1/,
      );
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tempFolder() })).toThrow(ConfigError);
  });

  it('generates a development secret into the data folder once, readable only by its owner', () => {
    const dataDir = tempFolder();
    const first = loadConfig({ DATA_DIR: dataDir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first);
    const file = path.join(dataDir, 'app-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('requires APP_SECRET in production and does not seed the demo there by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempFolder() })).toThrow(
      /APP_SECRET is required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'short' })).toThrow(/at least 32/);
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) });
    expect(config.isProduction).toBe(true);
    expect(config.seedDemo).toBe(false);
  });
});
