import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const RIGHT_PASSWORD = 'demo-password';
const LOCKED_OUT = /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/;

type SignInOptions = { forwardedFor?: string; remoteAddress?: string };

function signIn(t: TestApp, email: string, password: string, opts: SignInOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { email, password },
    ...(opts.forwardedFor ? { headers: { 'x-forwarded-for': opts.forwardedFor } } : {}),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

/** The address the newest failed sign-in was recorded from (the audit row's details.ip). */
async function lastFailureIp(t: TestApp): Promise<unknown> {
  const [row] = await t.database.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.action, 'session.sign_in_failed'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.details.ip;
}

describe('with TRUST_PROXY off (the default, also in production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A production config without TRUST_PROXY; the request cap is raised so only the failure limits answer.
    t = await buildTestApp({ isProduction: true, signInRequestsPerMinute: 1000 });
  });
  afterAll(() => t?.close());

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
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: 1, signInRequestsPerMinute: 1000 });
  });
  afterAll(() => t?.close());

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
  });
});
