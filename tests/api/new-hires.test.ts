/**
 * Add new employee (issue 11, part B): the form's options, the estimate, the save that invites, and creating
 * the account from the invitation's link (decision 0022).
 */
import {
  accounts,
  auditLog,
  companyMemberships,
  employeeForms,
  employeePolicies,
  invitations,
  mailOutbox,
} from '@server/db/schema';
import { sha256 } from '@server/lib/field-crypto';
import { PASSWORD_MESSAGES } from '@shared/domain/accounts/password';
import { NEW_EMPLOYEE_MESSAGES } from '@shared/schemas/employees';
import { EMAIL_IN_USE_MESSAGE } from '@shared/schemas/new-hires';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addContribution,
  createAccount,
  createCompany,
  createCompanyAdministrator,
  createPlan,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { findStoredForm } from '../helpers/application';
import { mailSentTo } from '../helpers/outbox';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { type Agent, buildTestApp, demoPasswordHash, loginAs, type TestApp } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
let companyId: string;
let defaultRoleId: string;
let otherRoleId: string;
let admin: Agent;
let n = 0;

const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Okafor',
  email: `dana.okafor.${++n}@example.com`,
  bornAt: '04/12/1990',
  hiredAt: '11/15/2026',
  annualSalary: '64,000',
  employeeType: 'full_time',
  employeeRoleId: defaultRoleId,
  isEligible: true,
  ...overrides,
});

const countForms = async () =>
  (
    await suite.db
      .select({ n: sql<number>`count(*)::int` })
      .from(employeeForms)
      .where(eq(employeeForms.companyId, companyId))
  )[0]!.n;
const countMail = async () =>
  (await suite.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n;

/** The invitation link in the last message sent to an address. */
async function linkSentTo(email: string): Promise<string> {
  const [message] = await mailSentTo(suite.db, email);
  const link = /http:\/\/groupcover\.test\/\S+/.exec(message?.text ?? '')?.[0];
  if (!link) throw new Error(`No invitation link was sent to ${email}.`);
  return link;
}
const tokenOf = (link: string) => link.split('/').at(-1)!;

beforeAll(async () => {
  const { company, policy, defaultRole } = await createCompany(suite.db, {
    policy: {
      status: 'enrolled',
      effectiveAt: '2026-01-01',
      renewalAt: '2027-01-01',
      waitingPeriod: 'one_month',
    },
  });
  companyId = company.id;
  defaultRoleId = defaultRole.id;
  await createPlan(suite.db, {
    type: 'medical',
    pricingType: 'tier',
    offerTo: { companyPolicyId: policy.id, isBasePlan: true },
    overrides: { displayName: 'Bronze Saver PPO' },
  });
  await addContribution(suite.db, policy.id, 'medical');
  const other = await createCompany(suite.db);
  otherRoleId = other.defaultRole.id;
  const account = await createCompanyAdministrator(suite.db, companyId, {
    passwordHash: await demoPasswordHash(),
  });
  admin = await suite.loginAs(account.email);
});

describe('the Add new employee form and its estimate', () => {
  it('lists the company’s classes, the default first', async () => {
    const res = await admin.get(`/api/v1/companies/${companyId}/new-employee-options`);
    expect(res.statusCode).toBe(200);
    expect(res.json().classes).toEqual([{ id: defaultRoleId, name: 'All Staff', isDefault: true }]);
  });

  it('says when coverage starts under the waiting period and what the company pays a month', async () => {
    const res = await admin.send('POST', `/api/v1/companies/${companyId}/new-employee-estimate`, person());
    expect(res.statusCode).toBe(200);
    // One month: 30 days after Nov 15 is Dec 15, so the first of January.
    expect(res.json()).toEqual({
      waitingPeriod: 'one_month',
      isDefaultWaitingPeriod: false,
      policyEffectiveAt: '2026-01-01',
      coverageStartsAt: '2027-01-01',
      // The plan year began in January: the new hire's own 30 days from the hire date are their window.
      enrollmentWindow: {
        closesOn: '2026-12-15',
        text: 'They can enroll or decline until December 15, 2026 (their new-hire window). The invitation says so.',
      },
      // The factory's tier plan: $700 employee only; the default rule pays 50% of it.
      medical: {
        planName: 'Bronze Saver PPO',
        monthlyPremiumCents: 70000,
        monthlyEmployerCents: 35000,
        monthlyEmployeeCents: 35000,
      },
    });
  });

  it('refuses another company’s class at its field', async () => {
    const res = await admin.send(
      'POST',
      `/api/v1/companies/${companyId}/new-employee-estimate`,
      person({ employeeRoleId: otherRoleId }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      employeeRoleId: 'Please choose a contribution class from the list.',
    });
  });
});

describe('POST /api/v1/companies/:companyId/employees', () => {
  it('adds the person with their application and e-mails them a link to create their account', async () => {
    const body = person({ email: 'Dana.Added@Example.com' });
    const res = await admin.send('POST', `/api/v1/companies/${companyId}/employees`, body);
    expect(res.statusCode).toBe(201);
    const { employeeFormId, email, invitationExpiresAt, invitationSent } = res.json();
    expect(email).toBe('Dana.Added@Example.com');
    expect(invitationSent).toBe(true);
    expect(new Date(invitationExpiresAt).getTime() - Date.now()).toBeGreaterThan(13 * 86_400_000);

    const form = await findStoredForm(suite.db, employeeFormId);
    expect(form).toMatchObject({
      companyId,
      firstName: 'Dana',
      lastName: 'Okafor',
      bornAt: '1990-04-12',
      hiredAt: '2026-11-15',
      annualSalaryCents: 6_400_000,
      employeeType: 'full_time',
      employeeRoleId: defaultRoleId,
      isEligible: true,
      accountId: null,
      employmentStatus: 'active',
    });
    const policies = await suite.db
      .select()
      .from(employeePolicies)
      .where(eq(employeePolicies.employeeFormId, employeeFormId));
    expect(policies).toMatchObject([{ status: 'upcoming', effectiveAt: '2027-01-01' }]);

    const link = await linkSentTo('Dana.Added@Example.com');
    // The invitation gives the same deadline as the estimate (decision 0080).
    const [mail] = await mailSentTo(suite.db, 'Dana.Added@Example.com');
    expect(mail!.text.replace(/\s+/g, ' ')).toContain('Please complete it by December 15, 2026.');
    expect(link).toMatch(
      /^http:\/\/groupcover\.test\/t[0-9a-f]{6}\d{6}x{3}\/create-account\/[A-Za-z0-9_-]{43}$/,
    );
    const [invitation] = await suite.db
      .select()
      .from(invitations)
      .where(eq(invitations.employeeFormId, employeeFormId));
    expect(invitation).toMatchObject({
      kind: 'employee',
      email: 'dana.added@example.com',
      tokenHash: sha256(tokenOf(link)),
    });

    const actions = await suite.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subjectId, employeeFormId));
    expect(actions.map((a) => a.action).sort()).toEqual(['employee.added', 'employee.invitation_sent']);
    expect(JSON.stringify(actions)).not.toContain('Okafor');
  });

  it('refuses an email already of the company, in any case, at its field and writes nothing', async () => {
    const body = person();
    expect((await admin.send('POST', `/api/v1/companies/${companyId}/employees`, body)).statusCode).toBe(201);
    const [forms, mail] = [await countForms(), await countMail()];
    const res = await admin.send('POST', `/api/v1/companies/${companyId}/employees`, {
      ...person(),
      email: body.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      email: 'This email already belongs to a person of this company.',
    });
    expect([await countForms(), await countMail()]).toEqual([forms, mail]);
  });

  it('refuses another company’s class and every invalid field at once, writing nothing', async () => {
    const [forms, mail] = [await countForms(), await countMail()];
    const wrongClass = await admin.send(
      'POST',
      `/api/v1/companies/${companyId}/employees`,
      person({ employeeRoleId: otherRoleId }),
    );
    expect(wrongClass.statusCode).toBe(400);
    expect(wrongClass.json().fieldErrors).toEqual({
      employeeRoleId: 'Please choose a contribution class from the list.',
    });

    const invalid = await admin.send('POST', `/api/v1/companies/${companyId}/employees`, {
      firstName: '',
      lastName: 'O<k>',
      email: 'not-an-email',
      bornAt: '02/30/1990',
      hiredAt: '01/01/2099',
      annualSalary: '',
      employeeType: 'full_time',
      employeeRoleId: 'nope',
      isEligible: true,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: {
        firstName: 'Required',
        lastName: expect.any(String),
        email: 'Please enter a valid email address.',
        bornAt: 'Please enter a real date.',
        hiredAt: NEW_EMPLOYEE_MESSAGES.hireDateTooLate,
        annualSalary: NEW_EMPLOYEE_MESSAGES.salaryRequired,
        employeeRoleId: NEW_EMPLOYEE_MESSAGES.classRequired,
      },
    });
    const control = await admin.send(
      'POST',
      `/api/v1/companies/${companyId}/employees`,
      person({ firstName: 'Da\u0007na' }),
    );
    expect(control.statusCode).toBe(400);
    expect([await countForms(), await countMail()]).toEqual([forms, mail]);
  });

  it('needs no salary of an owner or a 1099 contractor', async () => {
    const res = await admin.send(
      'POST',
      `/api/v1/companies/${companyId}/employees`,
      person({ employeeType: '1099', annualSalary: '' }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses admin.ny (another company’s administrator) and employees every call, writing nothing', async () => {
    const [forms, mail] = [await countForms(), await countMail()];
    for (const agent of [suite.cast.nyAdmin, suite.cast.admin]) {
      expect((await agent.get(`/api/v1/companies/${companyId}/new-employee-options`)).statusCode).toBe(403);
      expect(
        (await agent.send('POST', `/api/v1/companies/${companyId}/new-employee-estimate`, person()))
          .statusCode,
      ).toBe(403);
      expect(
        (await agent.send('POST', `/api/v1/companies/${companyId}/employees`, person())).statusCode,
      ).toBe(403);
    }
    expect(
      (await suite.cast.employee.send('POST', `/api/v1/companies/${companyId}/employees`, person()))
        .statusCode,
    ).toBe(403);
    expect(
      (await suite.cast.employee.get(`/api/v1/companies/${companyId}/new-employee-options`)).statusCode,
    ).toBe(403);
    expect(
      (
        await suite.app.inject({
          method: 'POST',
          url: `/api/v1/companies/${companyId}/employees`,
          payload: person(),
        })
      ).statusCode,
    ).toBe(401);
    expect([await countForms(), await countMail()]).toEqual([forms, mail]);
  });
});

describe('creating the account from the invitation', () => {
  const PASSWORD = 'a long enough passphrase';

  async function invite(overrides: Record<string, unknown> = {}) {
    const body = person(overrides);
    const res = await admin.send('POST', `/api/v1/companies/${companyId}/employees`, body);
    expect(res.statusCode).toBe(201);
    return { ...res.json(), token: tokenOf(await linkSentTo(body.email as string)) };
  }
  const view = (token: string) => suite.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
  const accept = (token: string, password = PASSWORD, passwordConfirmation = password) =>
    suite.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${token}/accept`,
      payload: { password, passwordConfirmation },
    });

  it('shows the company and the person, and signs the new employee in to their application', async () => {
    const { token, employeeFormId, email } = await invite({ firstName: 'Rosa' });
    const shown = await view(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      kind: 'employee',
      companyName: expect.stringMatching(/^Test Company \d+$/),
      firstName: 'Rosa',
      email: email.toLowerCase(),
    });

    const res = await accept(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      redirectTo: '/employee-application',
      session: { account: { role: 'employee', email: email.toLowerCase() }, hasEmployeePolicy: true },
    });
    const cookie = res.cookies.find((c) => c.name === 'gc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // The session works: the new employee opens their own application.
    const application = await suite.app.inject({
      method: 'GET',
      url: '/api/v1/employee_applications/current',
      headers: { cookie: `gc_session=${cookie!.value}` },
    });
    expect(application.statusCode).toBe(200);
    const form = await findStoredForm(suite.db, employeeFormId);
    const [account] = await suite.db.select().from(accounts).where(eq(accounts.id, form!.accountId!));
    expect(account).toMatchObject({ email: email.toLowerCase(), role: 'employee', name: 'Rosa Okafor' });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);

    // Used once: the link is gone and a second accept is refused.
    expect((await view(token)).statusCode).toBe(404);
    const again = await accept(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(
      'This link is no longer valid. Please ask your administrator to send you a new invitation.',
    );
  });

  it('answers 404 for an unknown, expired or revoked link', async () => {
    expect((await view('x'.repeat(43))).statusCode).toBe(404);
    expect((await accept('x'.repeat(43))).statusCode).toBe(404);

    const expired = await invite();
    await suite.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.tokenHash, sha256(expired.token)));
    expect((await view(expired.token)).statusCode).toBe(404);
    expect((await accept(expired.token)).statusCode).toBe(404);

    const revoked = await invite();
    await suite.db
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(eq(invitations.tokenHash, sha256(revoked.token)));
    expect((await view(revoked.token)).statusCode).toBe(404);
    expect((await accept(revoked.token)).statusCode).toBe(404);
    const created = await suite.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, revoked.email.toLowerCase()));
    expect(created).toEqual([]);
  });

  it('names the password rule’s failures at their fields and writes nothing', async () => {
    const { token, email } = await invite();
    const short = await accept(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({ password: PASSWORD_MESSAGES.tooShort });
    const mismatch = await accept(token, PASSWORD, `${PASSWORD}!`);
    expect(mismatch.json().fieldErrors).toEqual({ passwordConfirmation: PASSWORD_MESSAGES.mismatch });
    const sameAsEmail = await accept(token, email.toUpperCase());
    expect(sameAsEmail.statusCode).toBe(400);
    expect(sameAsEmail.json().fieldErrors).toEqual({ password: PASSWORD_MESSAGES.sameAsEmail });
    expect(await suite.db.select().from(accounts).where(eq(accounts.email, email.toLowerCase()))).toEqual([]);
    expect((await view(token)).statusCode).toBe(200);
  });

  it('refuses an email that already has an account, with spec 3’s text', async () => {
    const existing = await createAccount(suite.db, {
      role: 'employee',
      passwordHash: await demoPasswordHash(),
    });
    const { token } = await invite({ email: existing.email });
    const res = await accept(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(EMAIL_IN_USE_MESSAGE);
    expect((await view(token)).statusCode).toBe(200);
  });

  it('lets exactly one of two parallel accepts create the account', async () => {
    const { token, email } = await invite();
    const results = await Promise.all([accept(token), accept(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(
      await suite.db.select().from(accounts).where(eq(accounts.email, email.toLowerCase())),
    ).toHaveLength(1);
  });

  it('refuses a cross-site accept', async () => {
    const { token } = await invite();
    const res = await suite.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${token}/accept`,
      headers: { origin: 'https://evil.example.com', host: 'groupcover.test' },
      payload: { password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect((await view(token)).statusCode).toBe(200);
  });

  it('makes an administrator’s invitation a benefits administrator of the company', async () => {
    const token = 'administrator-invitation-token-0123456789abc';
    const email = `new.admin.${++n}@example.com`;
    await suite.db.insert(invitations).values({
      kind: 'administrator',
      companyId,
      email,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await view(token)).json()).toMatchObject({ kind: 'administrator', firstName: null, email });
    const res = await accept(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      redirectTo: '/employer-dashboard',
      session: { account: { role: 'benefits_admin' } },
    });
    const [account] = await suite.db.select().from(accounts).where(eq(accounts.email, email));
    const memberships = await suite.db
      .select()
      .from(companyMemberships)
      .where(and(eq(companyMemberships.accountId, account!.id), eq(companyMemberships.companyId, companyId)));
    expect(memberships).toMatchObject([{ role: 'benefits_admin' }]);
  });

  it('keeps a terminated person’s link closed', async () => {
    const { token, employeeFormId } = await invite();
    await suite.db
      .update(employeeForms)
      .set({ employmentStatus: 'terminated' })
      .where(eq(employeeForms.id, employeeFormId));
    expect((await accept(token)).statusCode).toBe(404);
  });
});

describe('the invitation routes’ rate limit', () => {
  const limited = apiSuite({ timeoutMs: 120_000, signIn: false, config: { signInRequestsPerMinute: 3 } });

  it('answers 429 in the one error shape once an address has made too many requests in a minute', async () => {
    const url = `/api/v1/invitations/${'y'.repeat(43)}`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await limited.app.inject({ method: 'GET', url })).statusCode);
    expect(answers).toEqual([404, 404, 404, 429]);
    const res = await limited.app.inject({ method: 'GET', url });
    expect(res.json()).toMatchObject({ code: 'rate_limited' });
  });
});

describe('a mail server that refuses the invitation', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let refusedAdmin: Agent;
  let refusedCompanyId: string;
  let roleId: string;

  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectRecipients: true });
    t = await buildTestApp({
      mail: { transport: 'smtp', url: smtp.url },
      mailFrom: 'Groupcover <benefits@groupcover.test>',
    });
    const { company, defaultRole } = await createCompany(t.database.db);
    refusedCompanyId = company.id;
    roleId = defaultRole.id;
    const account = await createCompanyAdministrator(t.database.db, company.id, {
      passwordHash: await demoPasswordHash(),
    });
    refusedAdmin = await loginAs(t.app, account.email);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('adds the person all the same and says the invitation was not sent', async () => {
    const res = await refusedAdmin.send('POST', `/api/v1/companies/${refusedCompanyId}/employees`, {
      ...person(),
      employeeRoleId: roleId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ invitationSent: false });
    const forms = await t.database.db
      .select({ id: employeeForms.id })
      .from(employeeForms)
      .where(eq(employeeForms.id, res.json().employeeFormId));
    expect(forms).toHaveLength(1);
  });
});
