import { buildApp } from '@server/app';
import type { Database } from '@server/db/client';
import { auditLog, signInAttempts } from '@server/db/schema';
import { seedDemo } from '@server/db/seed';
import { createFieldCipher } from '@server/lib/field-crypto';
import {
  createSignInLimiter,
  SIGN_IN_LIMITS,
  signInAttemptKeys,
} from '@server/modules/identity/session/sign-in-limits';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { buildTestApp, demoPasswordHash, openSharedDatabase, testConfig } from '../helpers/test-app';

const RIGHT_PASSWORD = 'demo-password';
const LOCKED_OUT = /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/;

type SignInOptions = { forwardedFor?: string; remoteAddress?: string };

function signIn(t: { app: FastifyInstance }, email: string, password: string, opts: SignInOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { email, password },
    ...(opts.forwardedFor ? { headers: { 'x-forwarded-for': opts.forwardedFor } } : {}),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

/** The address the newest failed sign-in was recorded from (the audit row's details.ip). */
async function lastFailureIp(t: { database: Database }): Promise<unknown> {
  const [row] = await t.database.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.action, 'session.sign_in_failed'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.details.ip;
}

describe('with TRUST_PROXY off (the default, also in production)', () => {
  // A production config without TRUST_PROXY; the request cap is raised so only the failure limits answer.
  const t = apiSuite({ config: { isProduction: true, signInRequestsPerMinute: 1000 }, signIn: false });

  it('a new X-Forwarded-For on every guess does not escape the limit, and the right password then gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await signIn(t, 'employee@example.com', `guess-${i}`, { forwardedFor: `198.51.100.${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(await lastFailureIp(t)).toBe('127.0.0.1');

    const right = await signIn(t, 'employee@example.com', RIGHT_PASSWORD, { forwardedFor: '198.51.100.200' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ error: expect.stringMatching(LOCKED_OUT), code: 'rate_limited' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.cookies).toEqual([]);
  });
});

describe('with TRUST_PROXY=1 (one proxy in front)', () => {
  const t = apiSuite({ config: { trustProxy: 1, signInRequestsPerMinute: 1000 }, signIn: false });

  it('takes the client address from X-Forwarded-For', async () => {
    await signIn(t, 'nobody@example.com', 'x', { forwardedFor: '203.0.113.7' });
    expect(await lastFailureIp(t)).toBe('203.0.113.7');
  });

  it('takes the address the proxy appended, not what the client put in front of it', async () => {
    // The proxy appends the address it saw; a client can only choose the entries before it.
    const email = 'broker@example.com';
    for (let i = 0; i < 5; i++) {
      const res = await signIn(t, email, `guess-${i}`, { forwardedFor: `10.9.9.${i}, 203.0.113.8` });
      expect(res.statusCode).toBe(401);
    }
    expect(await lastFailureIp(t)).toBe('203.0.113.8');
    const blocked = await signIn(t, email, RIGHT_PASSWORD, { forwardedFor: '10.9.9.99, 203.0.113.8' });
    expect(blocked.statusCode).toBe(429);
    // Another client behind the same proxy is a different address: not blocked by this pair's limit.
    expect((await signIn(t, email, RIGHT_PASSWORD, { forwardedFor: '203.0.113.9' })).statusCode).toBe(200);
  });
});

describe('with TRUST_PROXY listing the proxy addresses', () => {
  it('believes X-Forwarded-For from a listed proxy only', async () => {
    const listed = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    const unlisted = await buildTestApp({ trustProxy: ['10.0.0.0/8'] });
    try {
      await signIn(listed, 'nobody@example.com', 'x', { forwardedFor: '203.0.113.10' });
      expect(await lastFailureIp(listed)).toBe('203.0.113.10');
      // app.inject connects from 127.0.0.1, which is not in 10.0.0.0/8: the header is the client's word.
      await signIn(unlisted, 'nobody@example.com', 'x', { forwardedFor: '203.0.113.10' });
      expect(await lastFailureIp(unlisted)).toBe('127.0.0.1');
      await signIn(unlisted, 'nobody@example.com', 'x', {
        forwardedFor: '203.0.113.11',
        remoteAddress: '10.1.2.3',
      });
      expect(await lastFailureIp(unlisted)).toBe('203.0.113.11');
    } finally {
      await listed.close();
      await unlisted.close();
    }
    // Two apps of its own, each migrating a database: over 30 s on a loaded 2-core machine.
  }, 90_000);
});

describe('the failure limits, counted in the database', () => {
  const t = apiSuite({ config: { trustProxy: 1, signInRequestsPerMinute: 1000 }, signIn: false });

  /** Moves an email's recorded attempts `minutes` into the past, as if that time had gone by. */
  async function age(email: string, minutes: number) {
    const { emailKey } = signInAttemptKeys(t.config.appSecret)(email, '');
    await t.database.db
      .update(signInAttempts)
      .set({ attemptedAt: sql`${signInAttempts.attemptedAt} - make_interval(mins => ${minutes}::int)` })
      .where(eq(signInAttempts.emailKey, emailKey));
  }

  it('rotating the real address still hits the per-email limit, and the right password then gets 429 from anywhere', async () => {
    const email = 'admin@example.com';
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      statuses.push((await signIn(t, email, `guess-${i}`, { remoteAddress: `192.0.2.${i}` })).statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_LIMITS.perEmail)).toEqual(Array(SIGN_IN_LIMITS.perEmail).fill(401));
    expect(statuses.slice(SIGN_IN_LIMITS.perEmail)).toEqual(Array(25 - SIGN_IN_LIMITS.perEmail).fill(429));

    for (const remoteAddress of ['192.0.2.200', '198.51.100.1', '2001:db8::1']) {
      const right = await signIn(t, email, RIGHT_PASSWORD, { remoteAddress });
      expect(right.statusCode).toBe(429);
      expect(right.json().error).toMatch(LOCKED_OUT);
      const retryAfter = Number(right.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowMinutes * 60);
    }

    // Once the window has passed, the account opens again (the refused attempts did not extend the wait).
    await age(email, SIGN_IN_LIMITS.windowMinutes);
    expect((await signIn(t, email, RIGHT_PASSWORD, { remoteAddress: '192.0.2.201' })).statusCode).toBe(200);
  });

  it('of 20 guesses sent at once from one address, checks only as many as the limit; the rest get 429', async () => {
    const email = 'ops@example.com';
    const remoteAddress = '192.0.2.50';
    const failedBefore = await countFailures(remoteAddress);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(t, email, `parallel-${i}`, { remoteAddress })),
    );
    // Exactly the limit is checked (401); every other guess is held (429) without a password check.
    const checked = burst.filter((r) => r.statusCode === 401).length;
    expect(checked).toBe(SIGN_IN_LIMITS.perAddressAndEmail);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(20 - checked);
    expect((await countFailures(remoteAddress)) - failedBefore).toBe(checked);
    expect((await signIn(t, email, RIGHT_PASSWORD, { remoteAddress })).statusCode).toBe(429);
  });

  it('of 20 guesses sent at once from 20 addresses, checks only as many as the per-email limit', async () => {
    const email = 'employee.tx@example.com';
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn(t, email, `parallel-${i}`, { remoteAddress: `198.51.100.${100 + i}` }),
      ),
    );
    const checked = burst.filter((r) => r.statusCode === 401).length;
    expect(checked).toBe(SIGN_IN_LIMITS.perEmail);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(20 - checked);
    expect((await signIn(t, email, RIGHT_PASSWORD, { remoteAddress: '198.51.100.250' })).statusCode).toBe(
      429,
    );
  });

  it('forgets an address’s failures at an email once it signs in', async () => {
    const email = 'declined@example.com';
    const remoteAddress = '192.0.2.60';
    for (let i = 0; i < 4; i++)
      expect((await signIn(t, email, `typo-${i}`, { remoteAddress })).statusCode).toBe(401);
    expect((await signIn(t, email, RIGHT_PASSWORD, { remoteAddress })).statusCode).toBe(200);
    const keys = signInAttemptKeys(t.config.appSecret)(email, remoteAddress);
    expect(await countAttempts(keys.emailKey)).toBe(0);
    // A fresh allowance of five.
    for (let i = 0; i < 5; i++)
      expect((await signIn(t, email, `later-${i}`, { remoteAddress })).statusCode).toBe(401);
    expect((await signIn(t, email, RIGHT_PASSWORD, { remoteAddress })).statusCode).toBe(429);
  });

  it('stores neither the email nor the address in clear', async () => {
    await signIn(t, 'enrolled@example.com', 'nope', { remoteAddress: '192.0.2.77' });
    const rows = await t.database.db.select().from(signInAttempts);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.emailKey).toMatch(/^[0-9a-f]{64}$/);
      expect(row.addressKey).toMatch(/^[0-9a-f]{64}$/);
    }
    const dump = JSON.stringify(rows);
    for (const clear of ['enrolled@example.com', 'enrolled', '192.0.2.77', 'example.com'])
      expect(dump).not.toContain(clear);
    const keys = signInAttemptKeys(t.config.appSecret)('enrolled@example.com', '192.0.2.77');
    expect(rows.some((r) => r.emailKey === keys.emailKey && r.addressKey === keys.addressKey)).toBe(true);
  });

  it('deletes attempts that have left the window, now and then', async () => {
    const db = t.database.db;
    await db.insert(signInAttempts).values({
      emailKey: 'stale',
      addressKey: 'stale',
      attemptedAt: sql`now() - interval '1 hour'`,
    });
    await db.insert(signInAttempts).values({ emailKey: 'recent', addressKey: 'recent' });
    // A new limiter (a process that just started) prunes on its first attempt.
    const limiter = createSignInLimiter(db, t.config.appSecret);
    await limiter.begin('someone@example.com', '192.0.2.88');
    expect(await countAttempts('stale')).toBe(0);
    expect(await countAttempts('recent')).toBe(1);
  });

  async function countAttempts(emailKey: string) {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(signInAttempts)
      .where(eq(signInAttempts.emailKey, emailKey));
    return row!.n;
  }

  async function countFailures(ip: string) {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.sign_in_failed'), sql`${auditLog.details}->>'ip' = ${ip}`));
    return row!.n;
  }
});

describe('several app instances on one database', () => {
  it('share the failure counts, and a restart keeps the lockout', async () => {
    const shared = await openSharedDatabase();
    const config = testConfig();
    const instances: Array<{ app: FastifyInstance; database: Database }> = [];
    const start = async () => {
      const database = await shared.connect();
      const app = await buildApp({ config, database });
      await app.ready();
      instances.push({ app, database });
      return { app, database };
    };
    const stop = async (instance: { app: FastifyInstance; database: Database }) => {
      await instance.app.close();
      await instance.database.close();
    };
    try {
      await seedDemo(shared.database.db, {
        cipher: createFieldCipher(config.appSecret),
        passwordHash: await demoPasswordHash(),
      });
      const a = await start();
      const b = await start();
      const email = 'employee.buffalo@example.com';
      // Three failures on A and two on B: five from this address in all.
      for (const instance of [a, a, a, b, b])
        expect((await signIn(instance, email, 'wrong')).statusCode).toBe(401);
      for (const instance of [a, b]) {
        const res = await signIn(instance, email, RIGHT_PASSWORD);
        expect(res.statusCode).toBe(429);
        expect(res.json().error).toMatch(LOCKED_OUT);
      }

      // Restart: both stop, a new instance opens the database afresh.
      await stop(a);
      await stop(b);
      const c = await start();
      expect((await signIn(c, email, RIGHT_PASSWORD)).statusCode).toBe(429);
      // Another account is not affected.
      expect((await signIn(c, 'employee.nozip@example.com', RIGHT_PASSWORD)).statusCode).toBe(200);
    } finally {
      for (const instance of instances) await instance.app.close().catch(() => {});
      await shared.close();
    }
  });
});
