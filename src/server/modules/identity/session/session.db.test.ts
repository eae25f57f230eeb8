import { buildTestApp, loginAs, type TestApp } from '@tests/helpers/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../../db/schema';
import { sha256 } from '../../../lib/field-crypto';
import { SIGN_IN_LIMITS } from './sign-in-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { email, password }, headers });

describe('sign-in', () => {
  it.each([
    ['employee@example.com', 'employee', '/employee-application'],
    ['admin@example.com', 'benefits_admin', '/employer-dashboard'],
    ['broker@example.com', 'broker', '/employer-dashboard'],
    ['ops@example.com', 'operations', '/employer-dashboard'],
  ])('%s signs in as %s and lands on %s', async (email, role, home) => {
    const res = await signIn(email, 'demo-password');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.account.role).toBe(role);
    expect(body.homePath).toBe(home);
    const cookie = res.cookies.find((c) => c.name === 'gc_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
  });

  it('accepts the email in any case and with spaces', async () => {
    expect((await signIn('  Employee@Example.com ', 'demo-password')).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same clear message and no cookie', async () => {
    for (const res of [
      await signIn('broker@example.com', 'wrong-password'),
      await signIn('nobody@example.com', 'x'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Incorrect email or password.', code: 'unauthenticated' });
      expect(res.cookies.find((c) => c.name === 'gc_session')).toBeUndefined();
    }
  });

  it('reports every field error at once', async () => {
    const res = await signIn('', '');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fieldErrors).toEqual({ email: 'Enter your email.', password: 'Enter your password.' });
  });

  it('rate-limits repeated failures with a clear message, even for the right password', async () => {
    const email = 'ops@example.com';
    for (let i = 0; i < SIGN_IN_LIMITS.perAddressAndEmail; i++)
      expect((await signIn(email, `bad-${i}`)).statusCode).toBe(401);
    const blocked = await signIn(email, 'demo-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another account from the same address is not blocked.
    expect((await signIn('broker@example.com', 'demo-password')).statusCode).toBe(200);
  });

  it('caps sign-in requests per IP address, whichever emails they try', async () => {
    const capped = await buildTestApp({ signInRequestsPerMinute: 3 });
    try {
      const tryEmail = (email: string) =>
        capped.app.inject({ method: 'POST', url: '/api/v1/session', payload: { email, password: 'x' } });
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        expect((await tryEmail(email)).statusCode).toBe(401);
      }
      const fourth = await tryEmail('d@example.com');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({
        error: expect.stringMatching(
          /^Too many requests from your network\. Please wait .+ and try again\.$/,
        ),
        code: 'rate_limited',
      });
    } finally {
      await capped.close();
    }
  });

  it('refuses a cross-site sign-in', async () => {
    const res = await signIn('employee@example.com', 'demo-password', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_failed');
  });
});

describe('the session', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Please sign in to continue.', code: 'unauthenticated' });
  });

  it('describes an employee with the employee form and no company access', async () => {
    const agent = await loginAs(t.app, 'employee@example.com');
    const res = await agent.get('/api/v1/session');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.employee.firstName).toBeTruthy();
    expect(s.hasCompanyAccess).toBe(false);
    expect(s.hasEmployeePolicy).toBe(true);
    expect(s.companies).toEqual([]);
    expect(s.activeCompany.name).toBe(s.employee.companyName);
  });

  it('signs out: the session is revoked and its cookie no longer works', async () => {
    const agent = await loginAs(t.app, 'employee@example.com');
    const live = () =>
      t.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(sql`${sessions.accountId} = ${agent.session.account.id} and ${sessions.revokedAt} is null`);
    const before = (await live()).length;
    const out = await agent.send('DELETE', '/api/v1/session');
    expect(out.statusCode).toBe(204);
    expect((await live()).length).toBe(before - 1);
    expect((await agent.get('/api/v1/session')).statusCode).toBe(401);
  });

  it('expires after the idle time', async () => {
    const agent = await loginAs(t.app, 'broker@example.com');
    const tokenHash = sha256(agent.cookie.split('=')[1]!);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await agent.get('/api/v1/session')).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('needs the CSRF token on state-changing requests', async () => {
    const agent = await loginAs(t.app, 'admin@example.com');
    const target = agent.session.companies as Array<{ id: string }>;
    const withoutToken = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/session/company',
      headers: { cookie: agent.cookie },
      payload: { companyId: target[1]!.id },
    });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().code).toBe('csrf_failed');
    const wrongToken = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/session/company',
      headers: { cookie: agent.cookie, 'x-csrf-token': 'not-the-token' },
      payload: { companyId: target[1]!.id },
    });
    expect(wrongToken.statusCode).toBe(403);
    const ok = await agent.send('PUT', '/api/v1/session/company', { companyId: target[1]!.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().activeCompany.id).toBe(target[1]!.id);
  });
});

describe('switching company', () => {
  it('lets an administrator of several companies switch between them, and records it', async () => {
    const agent = await loginAs(t.app, 'admin@example.com');
    const companies = agent.session.companies as Array<{ id: string; name: string }>;
    expect(companies.map((c) => c.name)).toEqual([
      'Bluebonnet Supply Co.',
      'Harborview Architecture, Inc.',
      'Juniper Landscape Co.',
    ]);
    expect(agent.session.canSwitchCompany).toBe(true);
    const res = await agent.send('PUT', '/api/v1/session/company', { companyId: companies[1]!.id });
    expect(res.json().activeCompany.name).toBe(companies[1]!.name);
    expect((await agent.get('/api/v1/session')).json().activeCompany.id).toBe(companies[1]!.id);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'session.switch_company'));
    expect(audit.some((a) => a.companyId === companies[1]!.id)).toBe(true);
  });

  it('refuses a company the administrator does not manage', async () => {
    const ny = await loginAs(t.app, 'admin.ny@example.com');
    const nyCompany = (ny.session.companies as Array<{ id: string }>)[0]!.id;
    const admin = await loginAs(t.app, 'admin@example.com');
    const res = await admin.send('PUT', '/api/v1/session/company', { companyId: nyCompany });
    expect(res.statusCode).toBe(403);
  });

  it('is not open to employees', async () => {
    const agent = await loginAs(t.app, 'employee@example.com');
    const companyId = (agent.session.activeCompany as { id: string }).id;
    const res = await agent.send('PUT', '/api/v1/session/company', { companyId });
    expect(res.statusCode).toBe(403);
  });
});
