import { randomUUID } from 'node:crypto';
import { buildApp } from '@server/app';
import {
  accounts,
  companies,
  companyMemberships,
  partnerIdentities,
  partnerLogins,
  partnerSignInClients,
  partners,
} from '@server/db/schema';
import { createFieldCipher } from '@server/lib/field-crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, createCompany } from '../factories';
import { followAtIdp, type LocalIdp, startLocalIdp } from '../helpers/local-idp';
import { buildTestApp, TEST_SECRET, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'http://groupcover.test';
const TWO_RESTAURANTS = [
  { fein: '12-3456789', dba: 'Blue Fin Sushi', name: 'Blue Fin LLC', state: 'CA' },
  { fein: '98-7654321', dba: 'Taco Corner', name: 'Corner Foods Inc', state: 'TX' },
];

let t: TestApp;
let idp: LocalIdp;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: PUBLIC_URL });
  idp = await startLocalIdp({
    redirectUris: [`${PUBLIC_URL}/omniauth/toast/callback`, `${PUBLIC_URL}/omniauth/quickbooks/callback`],
    users: [
      {
        sub: 'toast-owner-1',
        email: 'owner@bluefin.example.com',
        name: 'Ana Owner',
        restaurants: TWO_RESTAURANTS,
      },
      {
        sub: 'toast-single',
        email: 'single@taco.example.com',
        name: 'Sol Single',
        restaurants: [TWO_RESTAURANTS[1]!],
      },
      { sub: 'toast-taken', email: 'employee@example.com', name: 'Already Here' },
      { sub: 'qb-1', email: 'books@ledger.example.com', name: 'Bo Books' },
    ],
  });
  const cipher = createFieldCipher(TEST_SECRET);
  const db = t.database.db;
  for (const [slug, name, kind] of [
    ['toast', 'Toast', 'restaurant_payroll'],
    ['quickbooks', 'QuickBooks', 'accounting'],
  ] as const) {
    const [partner] = await db.insert(partners).values({ slug, name }).returning({ id: partners.id });
    await db.insert(partnerSignInClients).values({
      partnerId: partner!.id,
      kind,
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecretEncrypted: cipher.encrypt(idp.clientSecret),
      allowedOrigins: [idp.issuer],
    });
  }
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

/** A started login back from the identity provider: the callback's path and the browser's binding cookie. */
type Login = { path: string; binding: string };

/** Starts at /omniauth/{partner}, signs in at the identity provider; the callback's path and binding cookie. */
async function throughIdp(partner: string, sub: string, returnTo?: string): Promise<Login> {
  idp.signInAs(sub);
  const query = returnTo === undefined ? '' : `?${new URLSearchParams({ return_to: returnTo })}`;
  const start = await t.app.inject({ method: 'GET', url: `/omniauth/${partner}${query}` });
  expect(start.statusCode).toBe(302);
  const bound = start.cookies.find((c) => c.name === 'gc_partner_login');
  expect(bound?.value).toBeTruthy();
  const { url } = await followAtIdp(start.headers.location as string, idp.issuer);
  expect(url.startsWith(`${PUBLIC_URL}/omniauth/${partner}/callback?`)).toBe(true);
  return { path: url.slice(PUBLIC_URL.length), binding: `gc_partner_login=${bound!.value}` };
}

/** Opens the callback in the browser that started the login (its binding cookie), or as given. */
async function callback(login: Login, path = login.path, cookie: string | null = login.binding) {
  const res = await t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  const session = res.cookies.find((c) => c.name === 'gc_session');
  return { res, cookie: session ? `gc_session=${session.value}` : null };
}

async function sessionOf(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('partner sign-in over OpenID Connect', () => {
  it('sends the browser to the identity provider with PKCE (S256), state and nonce', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/omniauth/toast' });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(p)).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/omniauth/toast/callback`);
  });

  it('says partner sign-in is unavailable for a partner without a configured issuer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/omniauth/paycove' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Sign-in with this partner is not available.');
  });

  it('creates the account on the first login, signs the same account in on the second', async () => {
    const first = await callback(await throughIdp('toast', 'toast-owner-1'));
    expect(first.res.statusCode).toBe(302);
    expect(first.res.headers.location).toBe('/toast/router/select-toast-company');
    const session = await sessionOf(first.cookie!);
    expect(session.account.email).toBe('owner@bluefin.example.com');
    expect(session.account.role).toBe('benefits_admin');
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'owner@bluefin.example.com'));
    expect(account!.credentialsSet).toBe(false);

    const second = await callback(await throughIdp('toast', 'toast-owner-1'));
    expect(second.res.statusCode).toBe(302);
    expect((await sessionOf(second.cookie!)).account.id).toBe(account!.id);
    const identities = await t.database.db
      .select()
      .from(partnerIdentities)
      .where(eq(partnerIdentities.accountId, account!.id));
    expect(identities).toHaveLength(1);
  });

  it('lands an accounting partner user on /intuit/router', async () => {
    const { res, cookie } = await callback(await throughIdp('quickbooks', 'qb-1'));
    expect(res.headers.location).toBe('/intuit/router');
    expect((await sessionOf(cookie!)).account.email).toBe('books@ledger.example.com');
  });

  it('sends an e-mail already used by an unlinked account to the email-in-use page, linking nothing', async () => {
    const countsBefore = await counts();
    const { res, cookie } = await callback(await throughIdp('toast', 'toast-taken'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/bambee/error/email-in-use?partner=toast');
    expect(cookie).toBeNull();
    expect(await counts()).toEqual(countsBefore);
  });

  it('refuses a forged state', async () => {
    const login = await throughIdp('toast', 'toast-owner-1');
    const forged = login.path.replace(/state=[^&]+/, `state=${randomUUID()}`);
    const { res, cookie } = await callback(login, forged);
    expect(res.statusCode).toBe(403);
    expect(cookie).toBeNull();
  });

  it('refuses a wrong nonce', async () => {
    const login = await throughIdp('toast', 'toast-owner-1');
    const state = new URL(login.path, PUBLIC_URL).searchParams.get('state')!;
    await t.database.db
      .update(partnerLogins)
      .set({ nonce: 'tampered-nonce' })
      .where(eq(partnerLogins.state, state));
    const { res, cookie } = await callback(login);
    expect(res.statusCode).toBe(403);
    expect(cookie).toBeNull();
  });

  it('refuses a code replay (and a reused state)', async () => {
    const login = await throughIdp('toast', 'toast-owner-1');
    expect((await callback(login)).res.statusCode).toBe(302);
    const again = await callback(login);
    expect(again.res.statusCode).toBe(403);
    expect(again.cookie).toBeNull();
  });

  it('refuses a code replayed under a fresh pending login', async () => {
    const used = await throughIdp('toast', 'toast-owner-1');
    expect((await callback(used)).res.statusCode).toBe(302);
    const fresh = await throughIdp('toast', 'toast-owner-1');
    const code = new URL(used.path, PUBLIC_URL).searchParams.get('code')!;
    const replay = fresh.path.replace(/code=[^&]+/, `code=${encodeURIComponent(code)}`);
    const { res, cookie } = await callback(fresh, replay);
    expect(res.statusCode).toBe(403);
    expect(cookie).toBeNull();
  });
});

describe('a sign-in bound to the browser that started it (login CSRF, decision 0074)', () => {
  it('sets an HttpOnly, SameSite=Lax, short-lived cookie for the callback only when the sign-in starts', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/omniauth/toast' });
    expect(start.statusCode).toBe(302);
    const bound = start.cookies.find((c) => c.name === 'gc_partner_login');
    expect(bound).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/omniauth/toast/callback' });
    expect(bound!.maxAge).toBeGreaterThan(0);
    expect(bound!.maxAge).toBeLessThanOrEqual(600);
    // Plain http here: Secure only when the app is on https (below).
    expect(bound!.secure).toBeFalsy();
    // The value is not the state: it cannot be read off the callback link.
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    expect(bound!.value).not.toContain(state);
  });

  it('refuses a callback opened in another browser (no cookie): the error page, no session, nothing written', async () => {
    const login = await throughIdp('toast', 'toast-owner-1');
    const state = new URL(login.path, PUBLIC_URL).searchParams.get('state')!;
    const before = await counts();
    const { res, cookie } = await callback(login, login.path, null);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/bambee/error?partner=toast&reason=other-browser');
    expect(cookie).toBeNull();
    expect(await counts()).toEqual(before);
    const [pending] = await t.database.db.select().from(partnerLogins).where(eq(partnerLogins.state, state));
    expect(pending).toMatchObject({ consumedAt: null, accountId: null, claimsEncrypted: null });

    // The person who started it can still finish it in their own browser.
    const own = await callback(login);
    expect(own.res.statusCode).toBe(302);
    expect((await sessionOf(own.cookie!)).account.email).toBe('owner@bluefin.example.com');
  });

  it("refuses a callback carrying another login's cookie, or a made-up one", async () => {
    const attacker = await throughIdp('toast', 'toast-owner-1');
    const victim = await throughIdp('toast', 'toast-single');
    const before = await counts();
    for (const binding of [victim.binding, 'gc_partner_login=made-up-value']) {
      const { res, cookie } = await callback(attacker, attacker.path, binding);
      expect(res.headers.location).toBe('/bambee/error?partner=toast&reason=other-browser');
      expect(cookie).toBeNull();
    }
    expect(await counts()).toEqual(before);
  });

  it('signs in with the cookie and clears it: the cookie is used once', async () => {
    const login = await throughIdp('toast', 'toast-single');
    const { res, cookie } = await callback(login);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/employer-dashboard');
    expect((await sessionOf(cookie!)).account.email).toBe('single@taco.example.com');
    const cleared = res.cookies.find((c) => c.name === 'gc_partner_login');
    expect(cleared).toMatchObject({ value: '', path: '/omniauth/toast/callback' });
    expect(cleared!.maxAge === 0 || (cleared!.expires?.getTime() ?? 1) <= Date.now()).toBe(true);
  });

  it('binds the start of an accounting sign-in too, and makes the cookie Secure on https', async () => {
    const https = await buildApp({
      config: { ...t.config, publicUrl: 'https://groupcover.test' },
      database: t.database,
    });
    try {
      const start = await https.inject({ method: 'GET', url: '/omniauth/quickbooks' });
      expect(start.statusCode).toBe(302);
      const bound = start.cookies.find((c) => c.name === '__Secure-gc_partner_login');
      expect(bound).toMatchObject({ secure: true, httpOnly: true, path: '/omniauth/quickbooks/callback' });
    } finally {
      await https.close();
    }
  });
});

describe('the restaurant-payroll company picker', () => {
  it('lists the two FEINs with their DBA, and picking one lands in its company', async () => {
    const { cookie } = await callback(await throughIdp('toast', 'toast-owner-1'));
    const session = await sessionOf(cookie!);
    const list = await t.app.inject({
      method: 'GET',
      url: '/toast/router/toast-multiple-companies',
      headers: { cookie: cookie! },
    });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.email).toBe('owner@bluefin.example.com');
    expect(body.feins.map((f: { dba: string }) => f.dba)).toEqual(['Blue Fin Sushi', 'Taco Corner']);
    expect(JSON.stringify(body)).not.toContain('3456789');

    const taco = body.feins[1];
    const pick = await t.app.inject({
      method: 'POST',
      url: '/toast/router/toast-create-company',
      headers: { cookie: cookie!, 'x-csrf-token': session.csrfToken },
      payload: { remote_id: taco.remote_id },
    });
    expect(pick.statusCode).toBe(200);
    expect(pick.json().redirectPath).toBe('/employer-dashboard');
    const after = await sessionOf(cookie!);
    expect(after.activeCompany.name).toBe('Corner Foods Inc');
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, pick.json().companyId));
    expect(company!.dbaName).toBe('Taco Corner');
    expect(company!.taxIdLast4).toBe('4321');
    expect(company!.taxIdEncrypted).not.toContain('987654321');

    // The same FEIN again finds the same company.
    const again = await t.app.inject({
      method: 'POST',
      url: '/toast/router/toast-create-company',
      headers: { cookie: cookie!, 'x-csrf-token': session.csrfToken },
      payload: { remote_id: taco.remote_id },
    });
    expect(again.json().companyId).toBe(pick.json().companyId);
  });

  it('refuses a FEIN not among the signed-in account’s claims', async () => {
    const { cookie } = await callback(await throughIdp('toast', 'toast-owner-1'));
    const session = await sessionOf(cookie!);
    const res = await t.app.inject({
      method: 'POST',
      url: '/toast/router/toast-create-company',
      headers: { cookie: cookie!, 'x-csrf-token': session.csrfToken },
      payload: { remote_id: 'f'.repeat(32) },
    });
    expect(res.statusCode).toBe(403);
  });

  it('enters the one company straight away when the claims carry one FEIN', async () => {
    const { res, cookie } = await callback(await throughIdp('toast', 'toast-single'));
    expect(res.headers.location).toBe('/employer-dashboard');
    const session = await sessionOf(cookie!);
    expect(session.activeCompany.name).toBe('Corner Foods Inc');
  });
});

describe('update-segment: the account’s other companies on Groupcover', () => {
  it('groups the companies, enters another of the account’s companies, and refuses one not its own', async () => {
    const { cookie } = await callback(await throughIdp('toast', 'toast-owner-1'));
    const session = await sessionOf(cookie!);
    const headers = { cookie: cookie!, 'x-csrf-token': session.csrfToken };
    const db = t.database.db;
    // Blue Fin becomes a company (the partner keys it); another company of the account is not the partner's.
    const list = (
      await t.app.inject({ method: 'GET', url: '/toast/router/toast-multiple-companies', headers })
    ).json();
    const blueFin = list.feins[0];
    await t.app.inject({
      method: 'POST',
      url: '/toast/router/toast-create-company',
      headers,
      payload: { remote_id: blueFin.remote_id },
    });
    const { company: other } = await createCompany(db, { name: 'Harbor Dental Group' });
    await addMembership(db, session.account.id, other.id, 'benefits_admin');
    const { company: stranger } = await createCompany(db, { name: 'Someone Else Inc' });

    const grouped = (
      await t.app.inject({ method: 'GET', url: '/toast/router/toast-multiple-companies', headers })
    )
      .json()
      .company_profiles.map((c: { name: string; group: string }) => [c.name, c.group]);
    expect(grouped).toContainEqual(['Blue Fin LLC', 'partner']);
    expect(grouped).toContainEqual(['Harbor Dental Group', 'other']);
    expect(grouped.map(([name]: [string]) => name)).not.toContain('Someone Else Inc');

    const enter = await t.app.inject({
      method: 'POST',
      url: '/toast/router/update-segment',
      headers,
      payload: { company_id: other.id },
    });
    expect(enter.statusCode).toBe(200);
    expect(enter.json()).toEqual({ companyId: other.id, redirectPath: '/employer-dashboard' });
    expect((await sessionOf(cookie!)).activeCompany.name).toBe('Harbor Dental Group');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/toast/router/update-segment',
      headers,
      payload: { company_id: stranger.id },
    });
    expect(refused.statusCode).toBe(403);
    expect((await sessionOf(cookie!)).activeCompany.name).toBe('Harbor Dental Group');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/toast/router/update-segment',
      headers,
      payload: { company_id: 'not-a-company' },
    });
    expect(bad.statusCode).toBe(400);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/toast/router/update-segment',
      headers: { cookie: cookie! },
      payload: { company_id: other.id },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('the return path a sign-in may carry', () => {
  it('passes a path of this site on to the picker, and goes straight there with one FEIN', async () => {
    const picker = await callback(
      await throughIdp('toast', 'toast-owner-1', '/toast_connect_benefits?done=1'),
    );
    expect(picker.res.headers.location).toBe(
      `/toast/router/select-toast-company?return_to=${encodeURIComponent('/toast_connect_benefits?done=1')}`,
    );
    const single = await callback(
      await throughIdp('toast', 'toast-single', '/toast_connect_benefits?done=1'),
    );
    expect(single.res.headers.location).toBe('/toast_connect_benefits?done=1');
    const books = await callback(await throughIdp('quickbooks', 'qb-1', '/broker-of-record'));
    expect(books.res.headers.location).toBe(
      `/intuit/router?return_to=${encodeURIComponent('/broker-of-record')}`,
    );
  });

  it.each(['https://evil.example.com/', '//evil.example.com/', '/\\evil.example.com'])(
    'drops %s: the login goes where it would without one (never an open redirect)',
    async (returnTo) => {
      const { res } = await callback(await throughIdp('toast', 'toast-single', returnTo));
      expect(res.headers.location).toBe('/employer-dashboard');
    },
  );

  it('refuses a start query it does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/omniauth/toast?next=/x' });
    expect(res.statusCode).toBe(400);
  });
});

async function counts() {
  const db = t.database.db;
  const one = async (table: typeof accounts | typeof partnerIdentities | typeof companyMemberships) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    accounts: await one(accounts),
    identities: await one(partnerIdentities),
    memberships: await one(companyMemberships),
  };
}
