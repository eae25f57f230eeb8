/**
 * Account settings (issue 17 item 3, decision 0056): `GET` and `PUT /api/v2/accounts/settings`. Accounts of
 * their own (the demo cast's emails stay as other tests read them); the cast for who may call.
 */
import { accounts, auditLog } from '@server/db/schema';
import { DEMO_PASSWORD } from '@server/db/seed/accounts';
import { ACCOUNT_SETTINGS_MESSAGES, accountSettingsSchema } from '@shared/schemas/accounts';
import { EMAIL_IN_USE_MESSAGE } from '@shared/schemas/new-hires';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { employee, admin } = suite.cast;
const URL = '/api/v2/accounts/settings';

let person: Agent;
let personId: string;

beforeAll(async () => {
  const account = await createAccount(suite.db, {
    role: 'employee',
    passwordHash: await demoPasswordHash(),
    name: 'Pat Settings',
  });
  personId = account.id;
  person = await suite.loginAs(account.email);
});

async function current(agent: Agent = person) {
  const res = await agent.get(URL);
  expect(res.statusCode).toBe(200);
  return accountSettingsSchema.parse(res.json());
}

const rowOf = async (id: string) => (await suite.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

describe('GET /api/v2/accounts/settings', () => {
  it('answers the signed-in account, and 404 for another account id in the page path', async () => {
    const mine = await current();
    expect(mine).toMatchObject({ id: personId, name: 'Pat Settings', hasPassword: true });
    expect((await person.get(`${URL}?accountId=${personId}`)).statusCode).toBe(200);
    const other = await person.get(`${URL}?accountId=${employee.session.account.id}`);
    expect(other.statusCode).toBe(404);
    expect((await person.get(`${URL}?accountId=not-a-uuid`)).statusCode).toBe(400);
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await suite.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('PUT /api/v2/accounts/settings', () => {
  it('changes the name without a password, in one audited write', async () => {
    const before = await current();
    const res = await person.send('PUT', URL, {
      name: 'Pat Q. Settings',
      email: before.email,
      version: before.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Pat Q. Settings', email: before.email });
    expect((await rowOf(personId)).name).toBe('Pat Q. Settings');
    const audit = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, personId), eq(auditLog.action, 'account.settings_updated')));
    expect(audit.at(-1)?.details).toEqual({ nameChanged: true, emailChanged: false });
  });

  it('refuses a stale version (409) and writes nothing', async () => {
    const before = await current();
    const stale = new Date(Date.parse(before.version) - 60_000).toISOString();
    const res = await person.send('PUT', URL, { name: 'Someone Else', email: before.email, version: stale });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ACCOUNT_SETTINGS_MESSAGES.stale);
    expect((await rowOf(personId)).name).toBe(before.name);
  });

  it('refuses bad input at its fields and writes nothing', async () => {
    const before = await current();
    const row = await rowOf(personId);
    const res = await person.send('PUT', URL, { name: '', email: 'not an email', version: before.version });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['email', 'name']);
    const numbered = await person.send('PUT', URL, {
      name: 'R2D2',
      email: before.email,
      version: before.version,
    });
    expect(numbered.statusCode).toBe(400);
    expect(await rowOf(personId)).toEqual(row);
  });

  it('changing the email needs the current password, and a free email', async () => {
    const before = await current();
    const newEmail = `pat-${Date.now()}@example.test`;
    const missing = await person.send('PUT', URL, {
      name: before.name,
      email: newEmail,
      version: before.version,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      currentPassword: ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired,
    });
    const wrong = await person.send('PUT', URL, {
      name: before.name,
      email: newEmail,
      currentPassword: 'not-the-password',
      version: before.version,
    });
    expect(wrong.json().fieldErrors).toEqual({
      currentPassword: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong,
    });
    const taken = await person.send('PUT', URL, {
      name: before.name,
      email: 'Employee@Example.com',
      currentPassword: DEMO_PASSWORD,
      version: before.version,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fieldErrors).toEqual({ email: EMAIL_IN_USE_MESSAGE });
    expect((await rowOf(personId)).email).toBe(before.email);

    const ok = await person.send('PUT', URL, {
      name: before.name,
      email: newEmail.toUpperCase(),
      currentPassword: DEMO_PASSWORD,
      version: before.version,
    });
    expect(ok.statusCode).toBe(200);
    expect((await rowOf(personId)).email).toBe(newEmail);
    // The new email signs in.
    await suite.loginAs(newEmail);
  });

  it('each account changes only its own settings', async () => {
    const adminBefore = await current(admin);
    const personBefore = await rowOf(personId);
    const res = await admin.send('PUT', URL, {
      name: adminBefore.name ?? 'Admin',
      email: adminBefore.email,
      version: adminBefore.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(admin.session.account.id);
    expect(await rowOf(personId)).toEqual(personBefore);
  });

  it('refuses a write without the CSRF token', async () => {
    const before = await current();
    const res = await suite.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie: person.cookie },
      payload: { name: 'No Token', email: before.email, version: before.version },
    });
    expect(res.statusCode).toBe(403);
  });
});
