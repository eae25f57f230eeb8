/**
 * Issue 17, the accounting-software connect (docs/spec/3 §2, §5, §7, §8; decision 0058): `GET /quickbooks/authenticate`
 * (a QuickBooks company's token starts the partner's sign-in; the token grants nothing by itself), the callback's
 * companies (the partner's vouched realms), `GET /intuit/status` and `PUT /api/v2/accounts/update_credentials`.
 */
import {
  accounts,
  auditLog,
  companyMemberships,
  partnerCompanies,
  partnerLogins,
  partnerSignInClients,
  partners,
} from '@server/db/schema';
import { createFieldCipher, createKeyedHash } from '@server/lib/field-crypto';
import { PASSWORD_MESSAGES } from '@shared/domain/accounts/password';
import { CREDENTIALS_MESSAGES } from '@shared/schemas/accounts';
import { EMAIL_IN_USE_MESSAGE } from '@shared/schemas/new-hires';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../factories';
import { followAtIdp, type LocalIdp, startLocalIdp } from '../helpers/local-idp';
import { buildTestApp, loginAs, TEST_SECRET, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'http://groupcover.test';
const REALM = '4620816365226561';
const PASSWORD = 'ledger-lantern-harbor-7';

let t: TestApp;
let idp: LocalIdp;
/** A QuickBooks company keyed by REALM; one of QuickBooks with no key; one with no partner. */
let linked: { id: string; idToken: string };
let unlinked: { id: string; idToken: string };
let plain: { id: string; idToken: string };

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: PUBLIC_URL });
  idp = await startLocalIdp({
    redirectUris: [`${PUBLIC_URL}/omniauth/quickbooks/callback`],
    users: [
      { sub: 'qb-owner', email: 'owner@ledger.example.com', name: 'Lia Ledger', realm_ids: [REALM] },
      { sub: 'qb-stranger', email: 'stranger@ledger.example.com', name: 'Sam Stranger', realm_ids: ['999'] },
      { sub: 'qb-fresh', email: 'fresh@ledger.example.com', name: 'Fay Fresh', realm_ids: [REALM] },
    ],
  });
  const db = t.database.db;
  const cipher = createFieldCipher(TEST_SECRET);
  const [partner] = await db
    .insert(partners)
    .values({ slug: 'quickbooks', name: 'QuickBooks' })
    .returning({ id: partners.id });
  await db.insert(partnerSignInClients).values({
    partnerId: partner!.id,
    kind: 'accounting',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecretEncrypted: cipher.encrypt(idp.clientSecret),
  });
  linked = (await createCompany(db, { name: 'Ledger Lane Books', partnerId: partner!.id })).company;
  unlinked = (await createCompany(db, { name: 'Unkeyed Books', partnerId: partner!.id })).company;
  plain = (await createCompany(db, { name: 'No Partner Co' })).company;
  await db.insert(partnerCompanies).values({
    partnerId: partner!.id,
    remoteKey: createKeyedHash(TEST_SECRET, 'partner-company-remote-id')(REALM),
    companyId: linked.id,
  });
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

const loginCount = async () =>
  Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(partnerLogins))[0]!.n);

/** /quickbooks/authenticate with the token, through the identity provider as `sub`, then the callback. */
async function connect(token: string, sub: string) {
  idp.signInAs(sub);
  const start = await t.app.inject({
    method: 'GET',
    url: `/quickbooks/authenticate?${new URLSearchParams({ company_token: token })}`,
  });
  expect(start.statusCode).toBe(302);
  // The browser that started the sign-in carries its binding cookie to the callback (decision 0074).
  const bound = start.cookies.find((c) => c.name === 'gc_partner_login');
  const { url } = await followAtIdp(start.headers.location as string, idp.issuer);
  const res = await t.app.inject({
    method: 'GET',
    url: url.slice(PUBLIC_URL.length),
    headers: { cookie: `gc_partner_login=${bound?.value}` },
  });
  const cookie = res.cookies.find((c) => c.name === 'gc_session');
  return { res, cookie: `gc_session=${cookie?.value}` };
}

async function sessionOf(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const putCredentials = (cookie: string | null, csrf: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v2/accounts/update_credentials',
    headers: { ...(cookie ? { cookie } : {}), ...(csrf ? { 'x-csrf-token': csrf } : {}) },
    payload: payload as object,
  });

describe('GET /quickbooks/authenticate', () => {
  it("starts QuickBooks' sign-in for a QuickBooks company: PKCE, state, and the company kept server-side", async () => {
    const before = await loginCount();
    const res = await t.app.inject({
      method: 'GET',
      url: `/quickbooks/authenticate?company_token=${linked.idToken}`,
    });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/omniauth/quickbooks/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const state = url.searchParams.get('state');
    expect(state).toBeTruthy();
    const [login] = await t.database.db.select().from(partnerLogins).where(eq(partnerLogins.state, state!));
    expect(login!.companyId).toBe(linked.id);
    expect(login!.returnPath).toBe(`/broker-of-record?company_id_token=${linked.idToken}`);
    expect(await loginCount()).toBe(before + 1);
  });

  it('sends an unknown token, no token, or a company not connected to QuickBooks to /intuit/error', async () => {
    const before = await loginCount();
    for (const query of ['?company_token=nope', '', `?company_token=${plain.idToken}`, '?company_token=']) {
      const res = await t.app.inject({ method: 'GET', url: `/quickbooks/authenticate${query}` });
      expect(res.statusCode, query).toBe(302);
      expect(res.headers.location).toBe('/intuit/error');
    }
    expect(await loginCount()).toBe(before);
  });

  it('refuses a token with control characters (400)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/quickbooks/authenticate?company_token=a%00b' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the QuickBooks callback', () => {
  it("makes the partner's vouched user an administrator of the company and enters it", async () => {
    const { res, cookie } = await connect(linked.idToken, 'qb-owner');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/intuit/router?${new URLSearchParams({ return_to: `/broker-of-record?company_id_token=${linked.idToken}` })}`,
    );
    const session = await sessionOf(cookie);
    expect(session.account.email).toBe('owner@ledger.example.com');
    expect(session.activeCompany.id).toBe(linked.id);
  });

  it('does not let a token bring in someone the partner does not vouch for', async () => {
    const { res, cookie } = await connect(linked.idToken, 'qb-stranger');
    expect(res.headers.location).toBe('/intuit/error');
    const session = await sessionOf(cookie);
    expect(session.account.email).toBe('stranger@ledger.example.com');
    expect(session.activeCompany ?? null).toBeNull();
    const [account] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'stranger@ledger.example.com'));
    const memberships = await t.database.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.accountId, account!.id));
    expect(memberships).toEqual([]);
  });

  it('enters the first vouched company when the sign-in began without one (/omniauth/quickbooks)', async () => {
    idp.signInAs('qb-owner');
    const start = await t.app.inject({ method: 'GET', url: '/omniauth/quickbooks' });
    const bound = start.cookies.find((c) => c.name === 'gc_partner_login');
    const { url } = await followAtIdp(start.headers.location as string, idp.issuer);
    const res = await t.app.inject({
      method: 'GET',
      url: url.slice(PUBLIC_URL.length),
      headers: { cookie: `gc_partner_login=${bound?.value}` },
    });
    expect(res.headers.location).toBe('/intuit/router');
    const cookie = res.cookies.find((c) => c.name === 'gc_session');
    expect((await sessionOf(`gc_session=${cookie!.value}`)).activeCompany.id).toBe(linked.id);
  });

  it('refuses a QuickBooks company the partner did not key, even for a vouched user', async () => {
    const { res } = await connect(unlinked.idToken, 'qb-owner');
    expect(res.headers.location).toBe('/intuit/error');
  });
});

describe('GET /intuit/status', () => {
  it("answers the company's connection and whether the account may set its sign-in", async () => {
    const { cookie } = await connect(linked.idToken, 'qb-owner');
    const res = await t.app.inject({
      method: 'GET',
      url: `/intuit/status?company_id_token=${linked.idToken}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ connected: true, partner: 'quickbooks', canSetCredentials: true });
  });

  it('is 401 signed out, 403 for a company not theirs, 404 for an unknown token', async () => {
    const { cookie } = await connect(linked.idToken, 'qb-owner');
    expect(
      (await t.app.inject({ method: 'GET', url: `/intuit/status?company_id_token=${linked.idToken}` }))
        .statusCode,
    ).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: `/intuit/status?company_id_token=${plain.idToken}`,
      headers: { cookie },
    });
    expect(other.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/intuit/status?company_id_token=${'z'.repeat(32)}`,
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a company without an accounting partner for its administrator with a password', async () => {
    const admin = await loginAs(t.app, 'admin@example.com');
    const companyToken = (admin.session as unknown as { activeCompany: { idToken: string } }).activeCompany
      .idToken;
    const res = await admin.get(`/intuit/status?company_id_token=${companyToken}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ connected: false, partner: null, canSetCredentials: false });
  });
});

describe('PUT /api/v2/accounts/update_credentials', () => {
  it('is 401 signed out, in the { success, errors } shape', async () => {
    const res = await putCredentials(null, null, { email: 'x@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errors: ['Please sign in to continue.'] });
  });

  it('answers every problem at once: an email in use and a weak password (400), nothing written', async () => {
    const { cookie } = await connect(linked.idToken, 'qb-fresh');
    const { csrfToken } = await sessionOf(cookie);
    const res = await putCredentials(cookie, csrfToken, { email: 'admin@example.com', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: [EMAIL_IN_USE_MESSAGE, PASSWORD_MESSAGES.tooShort],
      code: 'validation_failed',
      fieldErrors: { email: EMAIL_IN_USE_MESSAGE, password: PASSWORD_MESSAGES.tooShort },
    });
    const bad = await putCredentials(cookie, csrfToken, { email: 'not an email', password: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'password']);
    expect(bad.json().errors).toHaveLength(2);
    const same = await putCredentials(cookie, csrfToken, {
      email: 'fresh@ledger.example.com',
      password: 'FRESH@ledger.example.com',
    });
    expect(same.json().errors).toEqual([PASSWORD_MESSAGES.sameAsEmail]);
    const [account] = await t.database.db
      .select({ credentialsSet: accounts.credentialsSet })
      .from(accounts)
      .where(eq(accounts.email, 'fresh@ledger.example.com'));
    expect(account!.credentialsSet).toBe(false);
  });

  it('answers an email in use alone as a conflict (409) at its field', async () => {
    const { cookie } = await connect(linked.idToken, 'qb-fresh');
    const { csrfToken } = await sessionOf(cookie);
    const res = await putCredentials(cookie, csrfToken, { email: 'Admin@Example.com', password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, errors: [EMAIL_IN_USE_MESSAGE] });
  });

  it('refuses bad input in the { success, errors } shape (400)', async () => {
    const { cookie } = await connect(linked.idToken, 'qb-fresh');
    const { csrfToken } = await sessionOf(cookie);
    for (const payload of [
      { email: 42, password: PASSWORD },
      { email: 'a@b.example' },
      { email: 'a\u0000@b.example', password: PASSWORD },
    ]) {
      const res = await putCredentials(cookie, csrfToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('sets the sign-in once: success, the new password signs in, the audit keeps no values; then 409', async () => {
    const { cookie } = await connect(linked.idToken, 'qb-fresh');
    const { csrfToken, account } = await sessionOf(cookie);
    const res = await putCredentials(cookie, csrfToken, {
      email: ' Fay@Ledger.example.com ',
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const agent = await loginAs(t.app, 'fay@ledger.example.com', PASSWORD);
    expect(agent.session.account.id).toBe(account.id);
    const [audit] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.accountId, account.id), eq(auditLog.action, 'account.credentials_set')));
    expect(audit!.details).toEqual({ emailChanged: true, via: 'accounting_connect' });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);

    const again = await putCredentials(cookie, csrfToken, {
      email: 'fay@ledger.example.com',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, errors: [CREDENTIALS_MESSAGES.alreadySet] });
    // Coming back through QuickBooks: the status says there is nothing left to set.
    const status = await t.app.inject({
      method: 'GET',
      url: `/intuit/status?company_id_token=${linked.idToken}`,
      headers: { cookie },
    });
    expect(status.json().canSetCredentials).toBe(false);
  });

  it('is 409 for an account with a password of its own, 403 for an employee', async () => {
    const admin = await loginAs(t.app, 'admin@example.com');
    const res = await admin.send('PUT', '/api/v2/accounts/update_credentials', {
      email: 'admin@example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(CREDENTIALS_MESSAGES.alreadySet);
    const employee = await loginAs(t.app, 'employee@example.com');
    const refused = await employee.send('PUT', '/api/v2/accounts/update_credentials', {
      email: 'employee@example.com',
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
  });
});
