import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
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
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (the connection's address is the
   * client's), a number of proxy hops, or the proxies' addresses and CIDR ranges. Never `true` from loadConfig.
   */
  trustProxy: boolean | number | string[];
};

export class ConfigError extends Error {}

const MIN_SECRET_LENGTH = 32;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['production', 'development', 'test'] as const;

/**
 * Reads configuration from the environment; in development the secret is generated into the data folder.
 * Every setting is checked: a value that does not parse stops the start with a ConfigError naming each bad
 * variable, because a silently ignored security setting (an idle timeout read as NaN) is worse than no start.
 * An empty value counts as unset (a deployment template's `NAME=` means "use the default").
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const read = new SettingReader(env);

  const nodeEnv = read.oneOf('NODE_ENV', NODE_ENVS, null);
  const isProduction = nodeEnv === 'production';
  const port = read.wholeNumber('PORT', { min: 0, max: 65535, unit: '(0 picks a free port)' }, 3000);
  const host = read.host('HOST', '0.0.0.0');
  const databaseUrl = read.postgresUrl('DATABASE_URL');
  const databasePoolSize = read.wholeNumber('DATABASE_POOL_SIZE', { min: 1, max: 500 }, null);
  const dataDir = read.folder('DATA_DIR', './data');
  const logLevel = read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info');
  const seedDemo = read.boolean('SEED_DEMO', !isProduction);
  const sessionIdleMinutes = read.wholeNumber(
    'SESSION_IDLE_MINUTES',
    { min: 1, max: 1440, unit: 'minutes' },
    30,
  );
  const sessionMaxHours = read.wholeNumber('SESSION_MAX_HOURS', { min: 1, max: 168, unit: 'hours' }, 12);
  const signInRequestsPerMinute = read.wholeNumber(
    'SIGN_IN_REQUESTS_PER_MINUTE',
    { min: 1, max: 1000, unit: 'requests' },
    30,
  );
  const clientDir = path.resolve(read.value('CLIENT_DIR') ?? './dist/client');
  const trustProxy = read.trustProxy('TRUST_PROXY');

  let appSecret = read.value('APP_SECRET') ?? '';
  if (!appSecret && isProduction)
    read.problem('APP_SECRET is required when NODE_ENV=production (at least 32 characters).');
  else if (appSecret && appSecret.length < MIN_SECRET_LENGTH)
    // The secret itself is never echoed, only its length.
    read.problem(
      `APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters, got ${appSecret.length} characters.`,
    );
  read.throwIfAny();
  // Only once every setting is good: a bad DATA_DIR must not receive a generated secret.
  if (!appSecret) appSecret = readOrCreateDevSecret(dataDir);
  if (appSecret.length < MIN_SECRET_LENGTH)
    throw new ConfigError(
      `APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters (${dataDir}/app-secret).`,
    );

  return {
    port,
    host,
    isProduction,
    databaseUrl,
    databasePoolSize,
    dataDir,
    appSecret,
    logLevel,
    seedDemo,
    sessionIdleMinutes,
    signInRequestsPerMinute,
    sessionMaxHours,
    clientDir,
    trustProxy,
  };
}

/** Reads settings one by one and collects every problem, so one start reports all of them. */
class SettingReader {
  private readonly problems: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The trimmed value, or undefined when unset or blank. */
  value(name: string): string | undefined {
    const raw = this.env[name]?.trim();
    return raw ? raw : undefined;
  }

  problem(message: string) {
    this.problems.push(message);
  }

  throwIfAny() {
    if (this.problems.length === 1) throw new ConfigError(this.problems[0]);
    if (this.problems.length > 1)
      throw new ConfigError(`${this.problems.length} settings need fixing:\n- ${this.problems.join('\n- ')}`);
  }

  private refuse(name: string, expected: string, given: string) {
    this.problem(`${name} must be ${expected}, got ${JSON.stringify(given)}.`);
  }

  wholeNumber<D extends number | null>(
    name: string,
    range: { min: number; max: number; unit?: string },
    fallback: D,
  ): number | D {
    const raw = this.value(name);
    if (raw === undefined) return fallback;
    const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isSafeInteger(n) && n >= range.min && n <= range.max) return n;
    const unit = range.unit ? ` ${range.unit}` : '';
    this.refuse(name, `a whole number from ${range.min} to ${range.max}${unit}`, raw);
    return fallback;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.value(name);
    if (raw === undefined) return fallback;
    if (raw === 'true' || raw === 'false') return raw === 'true';
    this.refuse(name, '"true" or "false"', raw);
    return fallback;
  }

  oneOf<T extends string, D extends T | null>(name: string, allowed: readonly T[], fallback: D): T | D {
    const raw = this.value(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.refuse(name, `one of ${allowed.join(', ')}`, raw);
    return fallback;
  }

  host(name: string, fallback: string): string {
    const raw = this.value(name);
    if (raw === undefined) return fallback;
    if (isIP(raw) || HOSTNAME.test(raw)) return raw;
    this.refuse(name, 'an IP address or a host name', raw);
    return fallback;
  }

  postgresUrl(name: string): string | null {
    const raw = this.value(name);
    if (raw === undefined) return null;
    let url: URL | null = null;
    try {
      url = new URL(raw);
    } catch {
      url = null;
    }
    if (url && (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname) return raw;
    // Never echo the value: a connection string usually carries a password.
    const given = url?.host ? `a ${url.protocol}// URL` : 'a value that is not a URL';
    this.problem(`${name} must be a postgres:// or postgresql:// URL with a host, got ${given}.`);
    return null;
  }

  /** Off, a hop count or a list of proxy addresses; `true` is refused (see TRUST_EVERY_HOP). */
  trustProxy(name: string): false | number | string[] {
    const raw = this.value(name);
    if (raw === undefined || raw === 'false') return false;
    if (raw.toLowerCase() === 'true') {
      this.problem(`${name}=true is refused: ${TRUST_EVERY_HOP}`);
      return false;
    }
    const expected =
      "a number of proxies from 1 to 10, or a comma-separated list of the proxies' addresses or CIDR ranges (10.0.0.5, 10.0.0.0/8, ::1)";
    const hops = /^\d+$/.test(raw) ? Number(raw) : null;
    if (hops !== null && hops >= 1 && hops <= 10) return hops;
    const items = raw.split(',').map((item) => item.trim());
    if (hops === null && items.every(isAddressOrCidr)) return items;
    this.refuse(name, expected, raw);
    return false;
  }

  folder(name: string, fallback: string): string {
    const raw = this.value(name) ?? fallback;
    const resolved = path.resolve(raw);
    if (raw.includes('\0')) this.refuse(name, 'a folder path', raw);
    else if (existsSync(resolved) && !statSync(resolved).isDirectory())
      this.refuse(name, 'a folder path (this one is a file)', raw);
    return resolved;
  }
}

const TRUST_EVERY_HOP =
  'trusting every hop lets any client choose its own address with an X-Forwarded-For header, and so slip ' +
  'past the per-address sign-in limits. Give the number of proxies in front of the server (TRUST_PROXY=1 ' +
  'behind one) or their addresses (TRUST_PROXY=10.0.0.5 or 10.0.0.0/8).';

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length that fits it (10.0.0.0/8, fd00::/8). */
export function isAddressOrCidr(item: string): boolean {
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // Digits only: Number('') and Number(' 8') would pass a plain range check.
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

// RFC 1123 host names: dot-separated labels of letters, digits and inner hyphens.
const HOSTNAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
