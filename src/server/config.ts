import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { trustedRangesProblem } from './lib/proxy-ranges';

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
  /** Folder with the built client (index.html and assets); the first-view renderer is in its sibling `server`. */
  clientDir: string;
  /** Render signed-in pages' first view on the server (SERVER_RENDERING, on by default; decision 0019). */
  serverRendering: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (the connection's address is the
   * client's), a number of proxy hops, or the proxies' addresses and CIDR ranges. Never `true` from loadConfig.
   */
  trustProxy: boolean | number | string[];
  /** Where uploaded files are kept: a folder (DATA_DIR/files by default) or an S3-compatible bucket. */
  fileStorage: FileStorageConfig;
  /** The largest file an upload may carry, in bytes. */
  uploadMaxBytes: number;
  /** How mail leaves: into the outbox table (the default, read by operations) or over SMTP. */
  mail: MailConfig;
  /** The From of every message: an address, optionally with a display name. */
  mailFrom: string;
  /**
   * The address people reach the app at (PUBLIC_URL), for the links in e-mails (invitations); without a
   * trailing slash. Defaults to http://localhost:PORT outside production; required in production.
   */
  publicUrl: string;
  /**
   * How premiums are collected (decision 0031; the offline test provider), and how the subscription's card or
   * bank is set up (decision 0053: Stripe with the STRIPE_* keys, else the offline test provider).
   */
  payments: PaymentsConfig;
  /**
   * Start the local OpenID Connect identity provider standing in for the partners "toast" and "quickbooks"
   * (PARTNER_IDP_DEV; on by default outside production, refused in production; decision 0055).
   */
  partnerIdpDev: boolean;
  /**
   * Whether this process works the job queue's jobs and keeps its schedules (JOBS_WORKER=on|off, default on;
   * decision 0062). A web-only process (off) still sends jobs. Off needs DATABASE_URL: on the embedded database
   * this process is the only one that may open the folder, so it must work the jobs itself.
   */
  jobsWorker: boolean;
};

/** The offline provider settles a debit this long after it was made (PAYMENTS_OFFLINE_SETTLE_SECONDS). */
export type PaymentsConfig = {
  provider: 'offline';
  settleAfterMs: number;
  /** How often autopay companies' invoices are checked and debited (AUTOPAY_TICK_SECONDS; 0 turns it off). */
  autopayTickMs: number | null;
  /** Card and bank setup for the subscription (issue 16 item 2): Stripe when its three keys are set. */
  setup: PaymentSetupConfig;
};

/** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, all or none. */
export type PaymentSetupConfig =
  | { provider: 'offline' }
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string };

/** An S3-compatible bucket (S3_* settings, all or nothing). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** The service's URL for S3-compatible stores (MinIO, R2...); null for AWS's own endpoint. */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket in the path (http://host/bucket/key) rather than the host name. */
  forcePathStyle: boolean;
};
export type FileStorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);
export type MailConfig = { transport: 'outbox' } | { transport: 'smtp'; url: string };

export class ConfigError extends Error {}

const MIN_SECRET_LENGTH = 32;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['production', 'development', 'test'] as const;
const MEGABYTE = 1024 * 1024;
/** The From of the outbox's messages when MAIL_FROM is unset (.invalid: it can never be delivered). */
export const DEFAULT_MAIL_FROM = 'Groupcover <no-reply@groupcover.invalid>';

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
  const partnerIdpDev = read.boolean('PARTNER_IDP_DEV', !isProduction);
  if (isProduction && partnerIdpDev)
    read.problem(
      'PARTNER_IDP_DEV cannot be on when NODE_ENV=production (it signs anyone in as a partner user).',
    );
  const jobsWorker = read.oneOf('JOBS_WORKER', ['on', 'off'] as const, 'on') === 'on';
  if (!jobsWorker && !databaseUrl)
    read.problem(
      'JOBS_WORKER=off needs DATABASE_URL: the embedded database is opened by one process only, which must work the jobs.',
    );
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
  const serverRendering = read.boolean('SERVER_RENDERING', true);
  const trustProxy = read.trustProxy('TRUST_PROXY');
  const s3 = read.s3();
  const fileStorage: FileStorageConfig = s3
    ? { kind: 's3', ...s3 }
    : { kind: 'local', dir: path.join(dataDir, 'files') };
  const uploadMaxBytes =
    read.wholeNumber('UPLOAD_MAX_MB', { min: 1, max: 100, unit: 'megabytes' }, 10) * MEGABYTE;
  const smtpUrl = read.smtpUrl('SMTP_URL');
  const mail: MailConfig = smtpUrl ? { transport: 'smtp', url: smtpUrl } : { transport: 'outbox' };
  const mailFrom = read.mailbox('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (smtpUrl && read.value('MAIL_FROM') === undefined)
    read.problem(
      'MAIL_FROM is required when SMTP_URL is set (for example "Groupcover <benefits@example.com>").',
    );

  const settleSeconds = read.wholeNumber(
    'PAYMENTS_OFFLINE_SETTLE_SECONDS',
    { min: 0, max: 86_400, unit: 'seconds' },
    5,
  );
  const autopayTickSeconds = read.wholeNumber(
    'AUTOPAY_TICK_SECONDS',
    { min: 0, max: 86_400, unit: 'seconds (0 turns it off)' },
    600,
  );
  const payments: PaymentsConfig = {
    provider: 'offline',
    settleAfterMs: settleSeconds * 1000,
    autopayTickMs: autopayTickSeconds === 0 ? null : autopayTickSeconds * 1000,
    setup: read.stripe(),
  };

  const publicUrl = read.publicUrl('PUBLIC_URL', isProduction ? null : `http://localhost:${port || 3000}`);

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
    serverRendering,
    trustProxy,
    fileStorage,
    uploadMaxBytes,
    mail,
    mailFrom,
    publicUrl,
    payments,
    partnerIdpDev,
    jobsWorker,
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
    if (hops !== null || !items.every(isAddressOrCidr)) {
      this.refuse(name, expected, raw);
      return false;
    }
    // Too wide a range trusts clients as if they were proxies (decision 0074); Fastify would also stop on a /0.
    const tooWide = trustedRangesProblem(items);
    if (tooWide) {
      this.problem(`${name}=${raw} is refused: ${tooWide}. ${TRUST_NARROW_RANGES}`);
      return false;
    }
    return items;
  }

  /**
   * The S3_* settings, all or nothing: none set keeps files in DATA_DIR/files; any set needs the bucket, the
   * region and both keys (a half-configured bucket must not quietly fall back to the local folder).
   */
  s3(): S3Settings | null {
    const given = S3_SETTINGS.filter((name) => this.value(name) !== undefined);
    if (given.length === 0) return null;
    const missing = S3_REQUIRED.filter((name) => this.value(name) === undefined);
    if (missing.length > 0) {
      this.problem(
        `S3 storage needs ${S3_REQUIRED.join(', ')} together: ${listOf(given)} ${given.length === 1 ? 'is' : 'are'} set ` +
          `but ${listOf(missing)} ${missing.length === 1 ? 'is' : 'are'} not. Unset every S3_ setting to keep files in DATA_DIR/files.`,
      );
    }
    const bucket = this.value('S3_BUCKET') ?? '';
    if (bucket && !S3_BUCKET_NAME.test(bucket))
      this.refuse(
        'S3_BUCKET',
        'a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
        bucket,
      );
    const region = this.value('S3_REGION') ?? '';
    if (region && !/^[a-z0-9-]{2,32}$/.test(region))
      this.refuse('S3_REGION', 'a region name such as us-east-1', region);
    const accessKeyId = this.value('S3_ACCESS_KEY_ID') ?? '';
    if (accessKeyId && !/^[\x21-\x7e]{1,128}$/.test(accessKeyId))
      this.refuse('S3_ACCESS_KEY_ID', 'an access key id (printable characters, no spaces)', accessKeyId);
    const secretAccessKey = this.value('S3_SECRET_ACCESS_KEY') ?? '';
    // The secret is never echoed.
    if (secretAccessKey && !/^[\x21-\x7e]{1,256}$/.test(secretAccessKey))
      this.problem(
        'S3_SECRET_ACCESS_KEY must be printable characters without spaces (its value is not shown).',
      );
    const endpoint = this.httpUrl('S3_ENDPOINT');
    const forcePathStyle = this.boolean('S3_FORCE_PATH_STYLE', false);
    return { bucket, region, endpoint, accessKeyId, secretAccessKey, forcePathStyle };
  }

  /**
   * The STRIPE_* keys, all or none: none keeps the offline test provider; any set needs all three (a half
   * configuration must not quietly fall back to the test provider). Values are checked by their prefixes and
   * never echoed, the publishable key included, so a secret pasted into the wrong setting is not printed.
   */
  stripe(): PaymentSetupConfig {
    const given = STRIPE_SETTINGS.filter((name) => this.value(name) !== undefined);
    if (given.length === 0) return { provider: 'offline' };
    const missing = STRIPE_SETTINGS.filter((name) => this.value(name) === undefined);
    if (missing.length > 0) {
      this.problem(
        `Stripe needs ${listOf(STRIPE_SETTINGS)} together: ${listOf(given)} ${given.length === 1 ? 'is' : 'are'} set ` +
          `but ${listOf(missing)} ${missing.length === 1 ? 'is' : 'are'} not. Unset every STRIPE_ setting to use the offline test provider.`,
      );
      return { provider: 'offline' };
    }
    const secretKey = this.value('STRIPE_SECRET_KEY')!;
    const publishableKey = this.value('STRIPE_PUBLISHABLE_KEY')!;
    const webhookSecret = this.value('STRIPE_WEBHOOK_SECRET')!;
    const shapes: [string, string, RegExp, string][] = [
      [
        'STRIPE_SECRET_KEY',
        secretKey,
        /^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/,
        'a secret key (sk_test_… or sk_live_…)',
      ],
      [
        'STRIPE_PUBLISHABLE_KEY',
        publishableKey,
        /^pk_(test|live)_[A-Za-z0-9_]{8,}$/,
        'a publishable key (pk_test_… or pk_live_…)',
      ],
      [
        'STRIPE_WEBHOOK_SECRET',
        webhookSecret,
        /^whsec_[A-Za-z0-9_+/=]{8,}$/,
        'a webhook signing secret (whsec_…)',
      ],
    ];
    for (const [name, value, shape, expected] of shapes)
      if (!shape.test(value)) this.problem(`${name} must be ${expected} (its value is not shown).`);
    const mode = (key: string) => (key.includes('_live_') ? 'live' : 'test');
    if (
      shapes.slice(0, 2).every(([, value, shape]) => shape.test(value)) &&
      mode(secretKey) !== mode(publishableKey)
    )
      this.problem(
        'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both be live keys.',
      );
    return { provider: 'stripe', secretKey, publishableKey, webhookSecret };
  }

  /** An http:// or https:// URL with a host and nothing after it but a path; never echoed with credentials. */
  httpUrl(name: string): string | null {
    const raw = this.value(name);
    if (raw === undefined) return null;
    const url = parseUrl(raw);
    if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) {
      if (!url.username && !url.password && !url.search && !url.hash) return raw;
      if (url.username || url.password) {
        this.problem(`${name} must not carry credentials (use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY).`);
        return null;
      }
    }
    this.refuse(name, 'an http:// or https:// URL with a host and no query', raw);
    return null;
  }

  /** An smtp:// or smtps:// URL with a host; never echoed, since it usually carries a password. */
  smtpUrl(name: string): string | null {
    const raw = this.value(name);
    if (raw === undefined) return null;
    const url = parseUrl(raw);
    if (url && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname) return raw;
    const given = url?.host ? `a ${url.protocol}// URL` : 'a value that is not a URL';
    this.problem(`${name} must be an smtp:// or smtps:// URL with a host, got ${given}.`);
    return null;
  }

  /** An http(s) origin with an optional path, no credentials, query or fragment; trailing slashes dropped. */
  publicUrl(name: string, fallback: string | null): string {
    const raw = this.value(name);
    if (raw === undefined) {
      if (fallback === null)
        this.problem(`${name} is required when NODE_ENV=production (e.g. https://benefits.example.com).`);
      return fallback ?? '';
    }
    const url = parseUrl(raw);
    if (
      url &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash
    )
      return raw.replace(/\/+$/, '');
    this.refuse(name, 'an http:// or https:// address without credentials, query or fragment', raw);
    return '';
  }

  /** "Name <address>" or a bare address: one mailbox, no line breaks. */
  mailbox(name: string): string | null {
    const raw = this.value(name);
    if (raw === undefined) return null;
    if (MAILBOX.test(raw)) return raw;
    this.refuse(name, 'an email address, optionally with a name ("Groupcover <benefits@example.com>")', raw);
    return null;
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

const TRUST_NARROW_RANGES =
  'Any client in a trusted range may choose its own address with an X-Forwarded-For header. Give the ' +
  "proxies' own addresses or their network, at most a /8 for IPv4 and a /32 for IPv6 (TRUST_PROXY=10.0.0.5 " +
  'or 10.0.0.0/8), or the number of proxies in front of the server (TRUST_PROXY=1).';
const TRUST_EVERY_HOP =
  'trusting every hop lets any client choose its own address with an X-Forwarded-For header, and so slip ' +
  'past the per-address sign-in limits. Give the number of proxies in front of the server (TRUST_PROXY=1 ' +
  'behind one) or their addresses (TRUST_PROXY=10.0.0.5 or 10.0.0.0/8).';

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_SETTINGS = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const;
const STRIPE_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
// S3's rules for new buckets: 3–63 characters, lower-case letters, digits, dots and hyphens, alphanumeric ends.
const S3_BUCKET_NAME = /^(?!\d+\.\d+\.\d+\.\d+$)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const ADDRESS = '[^\\s@<>()",;:]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?';
// A display name of printable characters without the ones that would start another address or header.
const MAILBOX = new RegExp(`^(?:${ADDRESS}|[^\\x00-\\x1f\\x7f<>@",;]{1,100}<${ADDRESS}>)$`);

const listOf = (names: readonly string[]) => names.join(', ');

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

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
