import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { makeTempFolders } from './lib/test-temp-folders';

const tempFolder = makeTempFolders('gc-config-');

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
        /DATABASE_POOL_SIZE must be a whole number from 1 to 500/,
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
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'short', PUBLIC_URL: 'https://b.example.com' }),
    ).toThrow(/at least 32/);
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://benefits.example.com/',
    });
    expect(config.isProduction).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://benefits.example.com');
  });

  it('PUBLIC_URL: required in production, http(s) without credentials, query or fragment', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) })).toThrow(
      /PUBLIC_URL is required when NODE_ENV=production/,
    );
    expect(loadConfig({ DATA_DIR: tempFolder(), PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    for (const bad of [
      'ftp://example.com',
      'https://user:pw@example.com',
      'https://example.com/?a=1',
      'example',
    ])
      expect(refusal({ PUBLIC_URL: bad })).toBe(
        `PUBLIC_URL must be an http:// or https:// address without credentials, query or fragment, got "${bad}".`,
      );
  });
});

/** The ConfigError message loadConfig throws for `env` (on top of a good DATA_DIR). */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: tempFolder(), ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig refuses a setting it cannot read, naming it, the form it wants and what it got', () => {
  it.each([
    ['SESSION_IDLE_MINUTES', 'a whole number from 1 to 1440 minutes'],
    ['SESSION_MAX_HOURS', 'a whole number from 1 to 168 hours'],
    ['SIGN_IN_REQUESTS_PER_MINUTE', 'a whole number from 1 to 1000 requests'],
    ['DATABASE_POOL_SIZE', 'a whole number from 1 to 500'],
  ])('%s must be %s', (name, expected) => {
    for (const bad of ['30m', 'abc', '0', '-5', '1.5', '1e3', '99999']) {
      expect(refusal({ [name]: bad })).toBe(`${name} must be ${expected}, got "${bad}".`);
    }
  });

  it.each([
    ['SESSION_IDLE_MINUTES', '15', 'sessionIdleMinutes', 15],
    ['SESSION_MAX_HOURS', ' 8 ', 'sessionMaxHours', 8],
    ['SIGN_IN_REQUESTS_PER_MINUTE', '1000', 'signInRequestsPerMinute', 1000],
  ] as const)('reads %s=%j, a whole number within range, trimmed', (name, raw, key, expected) => {
    expect(loadConfig({ DATA_DIR: tempFolder(), [name]: raw })[key]).toBe(expected);
  });

  it('treats an empty or blank value as unset: the default applies', () => {
    const config = loadConfig({
      DATA_DIR: tempFolder(),
      PORT: '',
      HOST: ' ',
      DATABASE_URL: '',
      DATABASE_POOL_SIZE: '',
      NODE_ENV: '',
      SEED_DEMO: '',
      SESSION_IDLE_MINUTES: '',
      SESSION_MAX_HOURS: '  ',
      SIGN_IN_REQUESTS_PER_MINUTE: '',
      LOG_LEVEL: '',
      APP_SECRET: '',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      databasePoolSize: null,
      isProduction: false,
      seedDemo: true,
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      signInRequestsPerMinute: 30,
      logLevel: 'info',
    });
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('PORT: a whole number from 0 to 65535', () => {
    for (const bad of ['abc', '70000', '-1', '80.5', '3000x'])
      expect(refusal({ PORT: bad })).toBe(
        `PORT must be a whole number from 0 to 65535 (0 picks a free port), got "${bad}".`,
      );
    expect(loadConfig({ PORT: '0', DATA_DIR: tempFolder() }).port).toBe(0);
  });

  it('HOST: an IP address or a host name', () => {
    for (const good of ['127.0.0.1', '::', 'localhost', 'app.internal.example'])
      expect(loadConfig({ HOST: good, DATA_DIR: tempFolder() }).host).toBe(good);
    for (const bad of ['local host', 'http://example.com', '-bad-'])
      expect(refusal({ HOST: bad })).toBe(`HOST must be an IP address or a host name, got "${bad}".`);
  });

  it('DATABASE_URL: a postgres:// or postgresql:// URL, without echoing its password', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@db/x', DATA_DIR: tempFolder() }).databaseUrl).toBe(
      'postgresql://u@db/x',
    );
    const wrongScheme = refusal({ DATABASE_URL: 'mysql://user:hunter2@db/x' });
    expect(wrongScheme).toBe(
      'DATABASE_URL must be a postgres:// or postgresql:// URL with a host, got a mysql:// URL.',
    );
    const messages = [wrongScheme];
    for (const notUrl of ['db-host:5432 hunter2', 'hunter2@db-host/x', 'postgres:///x?password=hunter2']) {
      const message = refusal({ DATABASE_URL: notUrl });
      expect(message).toBe(
        'DATABASE_URL must be a postgres:// or postgresql:// URL with a host, got a value that is not a URL.',
      );
      messages.push(message);
    }
    for (const message of messages) expect(message).not.toContain('hunter2');
  });

  it('DATA_DIR: a folder, not a file', () => {
    const file = path.join(tempFolder(), 'a-file');
    writeFileSync(file, 'x');
    expect(() => loadConfig({ DATA_DIR: file })).toThrow(
      `DATA_DIR must be a folder path (this one is a file), got ${JSON.stringify(file)}.`,
    );
  });

  it('APP_SECRET: at least 32 characters, and the message does not echo it', () => {
    const message = refusal({ APP_SECRET: 'tooshort-secret' });
    expect(message).toBe('APP_SECRET must be at least 32 characters, got 15 characters.');
  });

  it('NODE_ENV: production, development or test (a typo must not turn production off)', () => {
    for (const bad of ['prod', 'Production'])
      expect(refusal({ NODE_ENV: bad })).toBe(
        `NODE_ENV must be one of production, development, test, got "${bad}".`,
      );
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: tempFolder() }).isProduction).toBe(false);
  });

  it('JOBS_WORKER: on by default; off only with DATABASE_URL (the embedded database has one process)', () => {
    expect(loadConfig({ DATA_DIR: tempFolder() }).jobsWorker).toBe(true);
    const postgresUrl = 'postgres://app@db.example.com:5432/groupcover';
    expect(
      loadConfig({ DATA_DIR: tempFolder(), DATABASE_URL: postgresUrl, JOBS_WORKER: 'off' }).jobsWorker,
    ).toBe(false);
    expect(refusal({ JOBS_WORKER: 'off' })).toContain('JOBS_WORKER=off needs DATABASE_URL');
    expect(refusal({ JOBS_WORKER: 'maybe' })).toContain('JOBS_WORKER');
  });

  it('PARTNER_IDP_DEV: on outside production by default, refused in production', () => {
    expect(loadConfig({ DATA_DIR: tempFolder() }).partnerIdpDev).toBe(true);
    expect(loadConfig({ PARTNER_IDP_DEV: 'false', DATA_DIR: tempFolder() }).partnerIdpDev).toBe(false);
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://benefits.example.com',
    };
    expect(loadConfig(production).partnerIdpDev).toBe(false);
    expect(refusal({ ...production, PARTNER_IDP_DEV: 'true' })).toBe(
      'PARTNER_IDP_DEV cannot be on when NODE_ENV=production (it signs anyone in as a partner user).',
    );
  });

  it('SEED_DEMO: true or false', () => {
    expect(loadConfig({ SEED_DEMO: 'false', DATA_DIR: tempFolder() }).seedDemo).toBe(false);
    expect(
      loadConfig({
        SEED_DEMO: 'true',
        NODE_ENV: 'production',
        APP_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://benefits.example.com',
      }).seedDemo,
    ).toBe(true);
    for (const bad of ['yes', '1', 'TRUE'])
      expect(refusal({ SEED_DEMO: bad })).toBe(`SEED_DEMO must be "true" or "false", got "${bad}".`);
  });

  it("LOG_LEVEL: one of pino's levels", () => {
    expect(loadConfig({ LOG_LEVEL: 'debug', DATA_DIR: tempFolder() }).logLevel).toBe('debug');
    expect(refusal({ LOG_LEVEL: 'verbose' })).toBe(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose".',
    );
  });

  it('reports every bad setting at once', () => {
    const message = refusal({ SESSION_IDLE_MINUTES: '30m', SESSION_MAX_HOURS: '12h', PORT: 'x' });
    expect(message).toMatch(/^3 settings need fixing:\n- /);
    for (const name of ['SESSION_IDLE_MINUTES', 'SESSION_MAX_HOURS', 'PORT']) expect(message).toContain(name);
  });

  it('does not generate a secret into the data folder when another setting is bad', () => {
    const dataDir = tempFolder();
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_IDLE_MINUTES: '30m' })).toThrow(ConfigError);
    expect(existsSync(path.join(dataDir, 'app-secret'))).toBe(false);
  });
});

describe('the server with a bad setting', () => {
  it('exits non-zero at start, naming the setting', () => {
    const dataDir = tempFolder();
    const root = path.resolve(import.meta.dirname, '../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
      cwd: root,
      encoding: 'utf8',
      // If the setting were accepted, the server would start and listen: stop it after 30 s.
      timeout: 30_000,
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        SESSION_IDLE_MINUTES: '30m',
      },
    });
    expect(run.status).not.toBe(0);
    expect(run.status).not.toBeNull();
    expect(run.stderr).toContain(
      'Groupcover cannot start: SESSION_IDLE_MINUTES must be a whole number from 1 to 1440 minutes, got "30m".',
    );
  }, 60_000);
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) =>
    loadConfig({ DATA_DIR: tempFolder(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

  it('is off by default, when empty and when "false"', () => {
    for (const value of [undefined, '', ' ', 'false']) expect(trustProxy(value)).toBe(false);
  });

  it('reads a hop count', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('3')).toBe(3);
  });

  it('reads a comma-separated list of addresses and CIDR ranges, trimmed', () => {
    expect(trustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trustProxy('10.0.0.0/8, 192.168.1.1 ,::1,fd00::/8,2001:db8::1/128')).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      '::1',
      'fd00::/8',
      '2001:db8::1/128',
    ]);
  });

  it('refuses true, explaining why and what to give instead', () => {
    for (const value of ['true', 'TRUE']) {
      const message = refusal({ TRUST_PROXY: value });
      expect(message).toMatch(
        /^TRUST_PROXY=true is refused: trusting every hop lets any client choose its own address/,
      );
      expect(message).toContain('TRUST_PROXY=1');
      expect(message).toContain('TRUST_PROXY=10.0.0.5');
    }
  });

  it.each([
    ['0.0.0.0/0', '0.0.0.0/0 trusts every IPv4 address'],
    ['::/0', '::/0 trusts every IPv6 address'],
    ['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/1 is wider than a /8 (IPv4)'],
    ['10.0.0.5, 0.0.0.0/4', '0.0.0.0/4 is wider than a /8 (IPv4)'],
    ['2000::/3', '2000::/3 is wider than a /32 (IPv6)'],
    ['::/1,8000::/1', '::/1 is wider than a /32 (IPv6)'],
    ['::ffff:0.0.0.0/96', '::ffff:0.0.0.0/96 trusts every IPv4 address'],
    ['::ffff:0:0/100', '::ffff:0:0/100 is wider than a /8 (IPv4)'],
  ])('refuses %j, which trusts clients as proxies, in one line saying why', (value, why) => {
    const message = refusal({ TRUST_PROXY: value });
    expect(message).toBe(
      `TRUST_PROXY=${value} is refused: ${why}. Any client in a trusted range may choose its own address with an X-Forwarded-For header. Give the proxies' own addresses or their network, at most a /8 for IPv4 and a /32 for IPv6 (TRUST_PROXY=10.0.0.5 or 10.0.0.0/8), or the number of proxies in front of the server (TRUST_PROXY=1).`,
    );
    expect(message).not.toContain('\n');
  });

  it('takes the widest ranges a proxy may sit in: a /8, a /32, a private IPv6 block, a mapped /104', () => {
    expect(trustProxy('10.0.0.0/8,2001:db8::/32,fc00::/7,fe80::/10,::ffff:10.0.0.0/104')).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      'fc00::/7',
      'fe80::/10',
      '::ffff:10.0.0.0/104',
    ]);
  });

  it.each([
    '0',
    '11',
    '1.5',
    '-1',
    'proxy.internal',
    'loopback',
    '300.1.1.1',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.1/',
    '10.0.0.0/8/8',
    '10.0.0.0/ 8',
    '10.0.0.0/0x8',
    '10.0.0.1,,10.0.0.2',
    '10.0.0.1;10.0.0.2',
  ])('refuses %j', (value) => {
    expect(refusal({ TRUST_PROXY: value })).toBe(
      `TRUST_PROXY must be a number of proxies from 1 to 10, or a comma-separated list of the proxies' addresses or CIDR ranges (10.0.0.5, 10.0.0.0/8, ::1), got ${JSON.stringify(value)}.`,
    );
  });
});

describe('file storage settings', () => {
  const S3 = {
    S3_BUCKET: 'groupcover-files',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };

  it('keeps files in DATA_DIR/files when no S3_ setting is given (blank ones included)', () => {
    const dataDir = tempFolder();
    const config = loadConfig({ DATA_DIR: dataDir, S3_BUCKET: '', S3_ENDPOINT: ' ' });
    expect(config.fileStorage).toEqual({ kind: 'local', dir: path.join(dataDir, 'files') });
    // Created on demand by the storage, not by reading the settings.
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
  });

  it('reads an S3 bucket from the four required settings, the endpoint and path style optional', () => {
    expect(loadConfig({ DATA_DIR: tempFolder(), ...S3 }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'groupcover-files',
      region: 'us-east-1',
      endpoint: null,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: S3.S3_SECRET_ACCESS_KEY,
      forcePathStyle: false,
    });
    const compatible = loadConfig({
      DATA_DIR: tempFolder(),
      ...S3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    }).fileStorage;
    expect(compatible).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it('refuses a partial S3 configuration, naming what is set and what is missing', () => {
    expect(refusal({ S3_BUCKET: 'groupcover-files' })).toBe(
      'S3 storage needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together: S3_BUCKET is set ' +
        'but S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not. Unset every S3_ setting to keep files in DATA_DIR/files.',
    );
    // An endpoint alone is a half-configured bucket too, not a reason to fall back to the folder.
    expect(refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatch(
      /^S3 storage needs .*S3_ENDPOINT is set/,
    );
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = S3;
    expect(refusal(withoutSecret)).toMatch(/but S3_SECRET_ACCESS_KEY is not\./);
  });

  it('refuses a bad bucket, region, endpoint or path style, and never echoes the secret key', () => {
    expect(refusal({ ...S3, S3_BUCKET: 'My_Bucket' })).toBe(
      'S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens), got "My_Bucket".',
    );
    expect(refusal({ ...S3, S3_REGION: 'US East' })).toMatch(/^S3_REGION must be a region name/);
    expect(refusal({ ...S3, S3_ENDPOINT: 'ftp://files.example.com' })).toMatch(
      /^S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
    );
    const withCredentials = refusal({ ...S3, S3_ENDPOINT: 'https://key:hunter2@s3.example.com' });
    expect(withCredentials).toBe(
      'S3_ENDPOINT must not carry credentials (use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY).',
    );
    expect(refusal({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toMatch(
      /^S3_FORCE_PATH_STYLE must be "true" or "false"/,
    );
    const secret = 'hunter2 with spaces';
    const message = refusal({ ...S3, S3_SECRET_ACCESS_KEY: secret });
    expect(message).toBe(
      'S3_SECRET_ACCESS_KEY must be printable characters without spaces (its value is not shown).',
    );
    expect(message).not.toContain('hunter2');
  });

  it('UPLOAD_MAX_MB: 10 MB by default, a whole number of megabytes from 1 to 100', () => {
    expect(loadConfig({ DATA_DIR: tempFolder() }).uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: tempFolder(), UPLOAD_MAX_MB: '25' }).uploadMaxBytes).toBe(25 * 1024 * 1024);
    for (const bad of ['0', '101', '10MB', '1.5'])
      expect(refusal({ UPLOAD_MAX_MB: bad })).toBe(
        `UPLOAD_MAX_MB must be a whole number from 1 to 100 megabytes, got "${bad}".`,
      );
  });
});

describe('mail settings', () => {
  it('puts mail in the outbox by default, from an address that cannot be delivered', () => {
    const config = loadConfig({ DATA_DIR: tempFolder() });
    expect(config.mail).toEqual({ transport: 'outbox' });
    expect(config.mailFrom).toBe('Groupcover <no-reply@groupcover.invalid>');
  });

  it('sends over SMTP when SMTP_URL is set, and then needs MAIL_FROM', () => {
    const config = loadConfig({
      DATA_DIR: tempFolder(),
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Groupcover Benefits <benefits@example.com>',
    });
    expect(config.mail).toEqual({ transport: 'smtp', url: 'smtps://mailer:secret@smtp.example.com:465' });
    expect(config.mailFrom).toBe('Groupcover Benefits <benefits@example.com>');
    expect(refusal({ SMTP_URL: 'smtp://smtp.example.com:587' })).toMatch(
      /^MAIL_FROM is required when SMTP_URL is set/,
    );
  });

  it('refuses an SMTP_URL that is not an smtp:// or smtps:// URL without echoing it', () => {
    const message = refusal({
      SMTP_URL: 'https://mailer:hunter2@smtp.example.com',
      MAIL_FROM: 'a@example.com',
    });
    expect(message).toBe('SMTP_URL must be an smtp:// or smtps:// URL with a host, got a https:// URL.');
    expect(message).not.toContain('hunter2');
    expect(refusal({ SMTP_URL: 'not a url', MAIL_FROM: 'a@example.com' })).toBe(
      'SMTP_URL must be an smtp:// or smtps:// URL with a host, got a value that is not a URL.',
    );
  });

  it('MAIL_FROM: one address, optionally with a name; no second address or header', () => {
    for (const good of ['benefits@example.com', 'Groupcover <benefits@example.com>'])
      expect(loadConfig({ DATA_DIR: tempFolder(), MAIL_FROM: good }).mailFrom).toBe(good);
    for (const bad of [
      'benefits',
      'a@example.com, b@example.com',
      'Groupcover <benefits@example.com',
      'Name\r\nBcc: x@example.com <a@example.com>',
      'a b@example.com',
    ])
      expect(refusal({ MAIL_FROM: bad })).toMatch(
        /^MAIL_FROM must be an email address, optionally with a name/,
      );
  });
});

describe('payment setup settings (decision 0053)', () => {
  const STRIPE = {
    STRIPE_SECRET_KEY: 'sk_test_51ExampleSecretKey0000',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51ExamplePublishable0000',
    STRIPE_WEBHOOK_SECRET: 'whsec_ExampleSigningSecret0000',
  };

  it('uses the offline test provider when no STRIPE_ setting is given (blank ones included), billing unchanged', () => {
    const config = loadConfig({ DATA_DIR: tempFolder(), STRIPE_SECRET_KEY: ' ' });
    expect(config.payments).toEqual({
      provider: 'offline',
      settleAfterMs: 5_000,
      autopayTickMs: 600_000,
      setup: { provider: 'offline' },
    });
  });

  it('uses Stripe with all three keys', () => {
    expect(loadConfig({ DATA_DIR: tempFolder(), ...STRIPE }).payments.setup).toEqual({
      provider: 'stripe',
      secretKey: STRIPE.STRIPE_SECRET_KEY,
      publishableKey: STRIPE.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE.STRIPE_WEBHOOK_SECRET,
    });
  });

  it('refuses a partial Stripe configuration, naming what is set and what is missing, without values', () => {
    const message = refusal({ STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY });
    expect(message).toBe(
      'Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET together: STRIPE_SECRET_KEY is set ' +
        'but STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET are not. Unset every STRIPE_ setting to use the offline test provider.',
    );
    expect(message).not.toContain('sk_test');
    const { STRIPE_WEBHOOK_SECRET: _secret, ...withoutWebhook } = STRIPE;
    expect(refusal(withoutWebhook)).toMatch(/but STRIPE_WEBHOOK_SECRET is not\./);
  });

  it('refuses keys of the wrong kind and mixed test and live keys, never echoing a value', () => {
    const swapped = refusal({
      ...STRIPE,
      STRIPE_SECRET_KEY: STRIPE.STRIPE_PUBLISHABLE_KEY,
      STRIPE_PUBLISHABLE_KEY: STRIPE.STRIPE_SECRET_KEY,
    });
    expect(swapped).toContain(
      'STRIPE_SECRET_KEY must be a secret key (sk_test_… or sk_live_…) (its value is not shown).',
    );
    expect(swapped).toContain(
      'STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_… or pk_live_…) (its value is not shown).',
    );
    expect(swapped).not.toContain('Example');
    expect(refusal({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'hunter2' })).toBe(
      'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…) (its value is not shown).',
    );
    expect(refusal({ ...STRIPE, STRIPE_SECRET_KEY: 'sk_live_51ExampleSecretKey0000' })).toBe(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both be live keys.',
    );
  });
});
