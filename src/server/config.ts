import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  isProduction: boolean;
  /** PostgreSQL connection string; null means embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** PostgreSQL connections per process; null means the default (two per core). */
  databasePoolSize: number | null;
  dataDir: string;
  appSecret: string;
  logLevel: string;
  /** Seed the demo data into an empty database. */
  seedDemo: boolean;
  sessionIdleMinutes: number;
  /** Sign-in requests one IP address may make a minute, whatever their outcome. */
  signInRequestsPerMinute: number;
  sessionMaxHours: number;
  /** Folder with the built client (index.html and assets). */
  clientDir: string;
};

export class ConfigError extends Error {}

const MIN_SECRET_LENGTH = 32;

/** Reads configuration from the environment; in development the secret is generated into the data folder. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const isProduction = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}".`);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const databasePoolSize = env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : null;
  if (databasePoolSize !== null && !(Number.isInteger(databasePoolSize) && databasePoolSize >= 1))
    throw new ConfigError(
      `DATABASE_POOL_SIZE must be a whole number of at least 1, got "${env.DATABASE_POOL_SIZE}".`,
    );

  let appSecret = env.APP_SECRET?.trim() ?? '';
  if (!appSecret) {
    if (isProduction)
      throw new ConfigError('APP_SECRET is required when NODE_ENV=production (at least 32 characters).');
    appSecret = readOrCreateDevSecret(dataDir);
  }
  if (appSecret.length < MIN_SECRET_LENGTH)
    throw new ConfigError(`APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);

  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    isProduction,
    databaseUrl,
    databasePoolSize,
    dataDir,
    appSecret,
    logLevel: env.LOG_LEVEL ?? (isProduction ? 'info' : 'info'),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !isProduction,
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 30),
    signInRequestsPerMinute: Number(env.SIGN_IN_REQUESTS_PER_MINUTE ?? 30),
    sessionMaxHours: Number(env.SESSION_MAX_HOURS ?? 12),
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
  };
}

function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
