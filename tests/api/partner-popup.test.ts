import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { partnerLogins, partnerSignInClients, partners } from '@server/db/schema';
import { createFieldCipher } from '@server/lib/field-crypto';
import { createPartnerFormTokens } from '@server/modules/partners/partner-sign-in/partner-form-token';
import { auth } from '@server/plugins/auth';
import { TOAST_CONNECT_DONE_PATH } from '@shared/domain/partner-popup';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followAtIdp, type LocalIdp, startLocalIdp } from '../helpers/local-idp';
import { buildTestApp, TEST_SECRET, type TestApp } from '../helpers/test-app';

/**
 * Decision 0057: the connect page's signed, cookie-bound form token, POST /omniauth/{partner} with it, the
 * popup config, and the opener policies of the popup's pages.
 */
const PUBLIC_URL = 'http://groupcover.test';
const INDEX_HTML =
  '<!doctype html><html><head><title>Groupcover</title></head><body><div id="root"><!--first-view--><!--/first-view--></div></body></html>';

let t: TestApp;
let idp: LocalIdp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'gc-popup-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ publicUrl: PUBLIC_URL, clientDir });
  idp = await startLocalIdp({
    redirectUris: [`${PUBLIC_URL}/omniauth/toast/callback`],
    users: [
      {
        sub: 'toast-owner-1',
        email: 'owner@bluefin.example.com',
        name: 'Ana Owner',
        restaurants: [
          { fein: '12-3456789', dba: 'Blue Fin Sushi', name: 'Blue Fin LLC', state: 'CA' },
          { fein: '98-7654321', dba: 'Taco Corner', name: 'Corner Foods Inc', state: 'TX' },
        ],
      },
    ],
  });
  const cipher = createFieldCipher(TEST_SECRET);
  const [partner] = await t.database.db
    .insert(partners)
    .values({ slug: 'toast', name: 'Toast' })
    .returning({ id: partners.id });
  await t.database.db.insert(partnerSignInClients).values({
    partnerId: partner!.id,
    kind: 'restaurant_payroll',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecretEncrypted: cipher.encrypt(idp.clientSecret),
    allowedOrigins: [idp.issuer, 'https://www.toasttab.example/some/path', 'javascript:alert(1)'],
  });
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The connect page as the browser gets it: its form token (from the meta) and the cookie bound to it. */
async function connectPage() {
  const res = await t.app.inject({ method: 'GET', url: '/toast_connect_benefits' });
  expect(res.statusCode).toBe(200);
  const token = /<meta name="csrf-token" content="([^"]+)">/.exec(res.body)?.[1];
  const cookie = res.cookies.find((c) => c.name === 'gc_partner_form');
  expect(token).toBeTruthy();
  expect(cookie).toBeTruthy();
  return { res, token: token!, cookie: `gc_partner_form=${cookie!.value}`, nonce: cookie!.value };
}

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}, partner = 'toast') {
  return t.app.inject({
    method: 'POST',
    url: `/omniauth/${partner}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function pendingLogins(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(partnerLogins);
  return row!.n;
}

describe('the connect page', () => {
  it('comes with a form token in its meta and the nonce cookie, never stored, not cutting its opener', async () => {
    const { res } = await connectPage();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(res.body).toContain('<meta name="csrf-param" content="authenticity_token">');
    const cookie = res.cookies.find((c) => c.name === 'gc_partner_form')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/');
    expect(cookie.maxAge).toBe(600);
    // Its form is redirected to the identity provider, which form-action must allow (there only).
    const formAction = /form-action ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(formAction).toBe(`'self' ${idp.issuer}`);
  });

  it('gives each load its own token', async () => {
    const a = await connectPage();
    const b = await connectPage();
    expect(a.token).not.toBe(b.token);
    expect(a.nonce).not.toBe(b.nonce);
  });

  it('puts no token or cookie on any other page, and the launch page may keep its popup', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).not.toContain('csrf-token');
    expect(login.cookies.find((c) => c.name === 'gc_partner_form')).toBeUndefined();
    expect(login.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(String(login.headers['content-security-policy'])).toContain("form-action 'self';");
    const launch = await t.app.inject({ method: 'GET', url: '/toast_launch_medical' });
    expect(launch.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const start = await t.app.inject({ method: 'GET', url: '/omniauth/toast' });
    expect(start.statusCode).toBe(302);
    expect(start.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });
});

describe('POST /omniauth/toast (the auto-posted sign-in form)', () => {
  it('with the page’s token and cookie, starts the sign-in like GET, keeping a return path of ours', async () => {
    const { token, cookie } = await connectPage();
    const before = await pendingLogins();
    const res = await postForm(
      { authenticity_token: token, return_to: TOAST_CONNECT_DONE_PATH },
      // From our own page: the origin is ours.
      { cookie, origin: PUBLIC_URL, host: 'groupcover.test', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(await pendingLogins()).toBe(before + 1);
    const state = url.searchParams.get('state')!;
    const [login] = await t.database.db.select().from(partnerLogins).where(eq(partnerLogins.state, state));
    expect(login!.returnPath).toBe(TOAST_CONNECT_DONE_PATH);

    // Through the identity provider: the two FEINs go to the picker, which then goes on to the return path.
    idp.signInAs('toast-owner-1');
    const back = await followAtIdp(res.headers.location as string, idp.issuer);
    // The form's answer bound the login to this browser (decision 0074): the callback carries that cookie.
    const bound = res.cookies.find((c) => c.name === 'gc_partner_login');
    const callback = await t.app.inject({
      method: 'GET',
      url: back.url.slice(PUBLIC_URL.length),
      headers: { cookie: `gc_partner_login=${bound?.value}` },
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(
      `/toast/router/select-toast-company?return_to=${encodeURIComponent(TOAST_CONNECT_DONE_PATH)}`,
    );
  });

  it('drops a return path that is not ours (never an open redirect)', async () => {
    const { token, cookie } = await connectPage();
    const res = await postForm({ authenticity_token: token, return_to: 'https://evil.example/' }, { cookie });
    expect(res.statusCode).toBe(302);
    const state = new URL(res.headers.location as string).searchParams.get('state')!;
    const [login] = await t.database.db.select().from(partnerLogins).where(eq(partnerLogins.state, state));
    expect(login!.returnPath).toBeNull();
  });

  it('takes the form from a signed-in browser too, which cannot send the x-csrf-token header', async () => {
    const { token, cookie } = await connectPage();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { email: 'admin@example.com', password: 'demo-password' },
    });
    expect(signIn.statusCode).toBe(200);
    const session = signIn.cookies.find((c) => c.name === 'gc_session')!;
    const cookies = `${cookie}; gc_session=${session.value}`;
    const res = await postForm({ authenticity_token: token }, { cookie: cookies });
    expect(res.statusCode).toBe(302);
    // Every other write still needs the session's token in the header.
    const other = await t.app.inject({
      method: 'POST',
      url: '/toast/router/toast-create-company',
      headers: { cookie: cookies },
      payload: { remote_id: '0123456789abcdef0123456789abcdef' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('csrf_failed');
  });

  const tokens = createPartnerFormTokens({ appSecret: TEST_SECRET, isProduction: false });
  const refusals: Array<[string, () => Promise<{ fields: Record<string, string>; cookie?: string }>]> = [
    ['a missing token', async () => ({ fields: {}, cookie: (await connectPage()).cookie })],
    [
      'an empty token',
      async () => ({ fields: { authenticity_token: '' }, cookie: (await connectPage()).cookie }),
    ],
    [
      'a forged token (its MAC altered)',
      async () => {
        const { token, cookie } = await connectPage();
        const forged = token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
        return { fields: { authenticity_token: forged }, cookie };
      },
    ],
    [
      'a token with its expiry moved later',
      async () => {
        const { token, cookie } = await connectPage();
        const [v, partner, expiry, mac] = token.split('.');
        const later = `${v}.${partner}.${Number(expiry) + 3_600_000}.${mac}`;
        return { fields: { authenticity_token: later }, cookie };
      },
    ],
    [
      'an expired token',
      async () => {
        const { nonce, token } = tokens.issue('toast', Date.now() - 11 * 60_000);
        return { fields: { authenticity_token: token }, cookie: `gc_partner_form=${nonce}` };
      },
    ],
    ['no cookie', async () => ({ fields: { authenticity_token: (await connectPage()).token } })],
    [
      "another page load's cookie",
      async () => {
        const a = await connectPage();
        const b = await connectPage();
        return { fields: { authenticity_token: a.token }, cookie: b.cookie };
      },
    ],
    [
      "another partner's token",
      async () => {
        const { nonce, token } = tokens.issue('quickbooks');
        return { fields: { authenticity_token: token }, cookie: `gc_partner_form=${nonce}` };
      },
    ],
    [
      'a token signed with another secret',
      async () => {
        const other = createPartnerFormTokens({ appSecret: `${TEST_SECRET}-other`, isProduction: false });
        const { nonce, token } = other.issue('toast');
        return { fields: { authenticity_token: token }, cookie: `gc_partner_form=${nonce}` };
      },
    ],
  ];

  it.each(refusals)('refuses %s with 403, writing nothing', async (_name, make) => {
    const { fields, cookie } = await make();
    const before = await pendingLogins();
    const res = await postForm(fields, cookie ? { cookie } : {});
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect(res.headers.location).toBeUndefined();
    expect(await pendingLogins()).toBe(before);
  });

  it('refuses a cross-site post even with a good token', async () => {
    const { token, cookie } = await connectPage();
    const before = await pendingLogins();
    const res = await postForm(
      { authenticity_token: token },
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_failed');
    expect(await pendingLogins()).toBe(before);
  });

  it('refuses an unknown field, a repeated field and a control character with 400', async () => {
    const { token, cookie } = await connectPage();
    const unknown = await postForm({ authenticity_token: token, next: '/x' }, { cookie });
    expect(unknown.statusCode).toBe(400);
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/omniauth/toast',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: `authenticity_token=${token}&authenticity_token=${token}`,
    });
    expect(repeated.statusCode).toBe(400);
    const control = await postForm({ authenticity_token: token, return_to: '/x\u0000y' }, { cookie });
    expect(control.statusCode).toBe(400);
    expect(control.json().fieldErrors.return_to).toBeTruthy();
  });

  it('answers a partner without sign-in 404 after a good token, writing nothing', async () => {
    const { nonce, token } = tokens.issue('paycove');
    const before = await pendingLogins();
    const res = await postForm(
      { authenticity_token: token },
      { cookie: `gc_partner_form=${nonce}` },
      'paycove',
    );
    expect(res.statusCode).toBe(404);
    expect(await pendingLogins()).toBe(before);
  });

  it('lets only a public POST route check its own form token', async () => {
    const app = Fastify();
    await app.register(auth, { db: t.database.db, config: t.config });
    const handler = async () => ({});
    expect(() => app.post('/x', { config: { access: 'signed_in', csrf: 'form_token' } }, handler)).toThrow(
      /only for a public form's POST/,
    );
    expect(() => app.get('/y', { config: { access: 'public', csrf: 'form_token' } }, handler)).toThrow(
      /only for a public form's POST/,
    );
    await app.close();
  });
});

describe('GET /api/v2/partners/{partner}/popup_config', () => {
  it("gives the partner's name and its allowed origins, each an origin, the invalid left out", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/partners/toast/popup_config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Toast',
      allowedOrigins: [idp.issuer, 'https://www.toasttab.example'],
    });
  });

  it('answers 404 for a partner without sign-in and 400 for a malformed slug', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v2/partners/paycove/popup_config' });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v2/partners/Bad%20Slug/popup_config' });
    expect(bad.statusCode).toBe(400);
  });
});
