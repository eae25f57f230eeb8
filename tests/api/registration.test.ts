import { accounts, auditLog, companies, companyMemberships } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';

const suite = apiSuite({ signIn: false });
const PASSWORD = 'a long enough passphrase';
let n = 0;

function registration(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    path: 'benefits_administration',
    name: 'Dana Whitfield',
    companyName: `Bayside Bakery ${n}`,
    state: 'CA',
    email: `dana.${n}.${Date.now()}@bayside.example`,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    ...overrides,
  };
}
const register = (payload: Record<string, unknown>) =>
  suite.app.inject({ method: 'POST', url: '/api/v1/registrations', payload });

async function counts() {
  const count = async (table: typeof accounts | typeof companies | typeof companyMemberships) =>
    (await suite.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return [await count(accounts), await count(companies), await count(companyMemberships)];
}

describe('registering a new employer', () => {
  it('creates the account, the company and its administrator, signs in, and goes to the chosen path', async () => {
    const body = registration({ email: 'Dana.New@Bayside.example' });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      redirectTo: '/register-benefits-administration/start',
      session: {
        account: { role: 'benefits_admin', email: 'dana.new@bayside.example', name: 'Dana Whitfield' },
        activeCompany: { name: body.companyName, state: 'CA' },
      },
    });
    const [account] = await suite.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'dana.new@bayside.example'));
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account!.credentialsSet).toBe(true);
    const memberships = await suite.db
      .select({ companyId: companyMemberships.companyId, role: companyMemberships.role })
      .from(companyMemberships)
      .where(eq(companyMemberships.accountId, account!.id));
    expect(memberships).toHaveLength(1);
    const [company] = await suite.db
      .select()
      .from(companies)
      .where(eq(companies.id, memberships[0]!.companyId));
    expect(company).toMatchObject({
      name: body.companyName,
      state: 'CA',
      contactFirstName: 'Dana',
      contactLastName: 'Whitfield',
      contactEmail: 'dana.new@bayside.example',
    });
    expect(company!.idToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const audits = await suite.db.select().from(auditLog).where(eq(auditLog.accountId, account!.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['registration.created', 'session.sign_in']),
    );

    // The session works at once: the new administrator reads their company's lead (none yet).
    const cookie = res.cookies.find((c) => c.name === 'gc_session')!;
    const session = await suite.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { cookie: `gc_session=${cookie.value}` },
    });
    expect(session.json()).toMatchObject({ companies: [{ name: body.companyName }] });
  });

  it('sends broker of record and large group to their own flows', async () => {
    expect((await register(registration({ path: 'broker_of_record' }))).json().redirectTo).toBe(
      '/broker-of-record',
    );
    expect((await register(registration({ path: 'large_group' }))).json().redirectTo).toBe(
      '/register-large-group',
    );
  });

  it('refuses an email already in use, a weak password and missing fields, and writes nothing', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(200);
    const before = await counts();

    const again = await register(registration({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual({
      email: 'This email is already associated with an existing account. Please log in to continue.',
    });

    const weak = await register(
      registration({
        password: 'short',
        passwordConfirmation: 'other',
        name: '',
        companyName: '',
        state: 'ZZ',
        path: 'x',
      }),
    );
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fieldErrors).sort()).toEqual([
      'companyName',
      'name',
      'password',
      'path',
      'state',
    ]);
    expect(weak.json().fieldErrors.password).toBe('Please use at least 12 characters.');

    const mismatch = await register(registration({ passwordConfirmation: `${PASSWORD}!` }));
    expect(mismatch.json().fieldErrors).toEqual({ passwordConfirmation: 'The passwords do not match.' });
    expect(await counts()).toEqual(before);
  });
});
