/**
 * manage-admins and /support (issue 11, decision 0024): the company's administrators, invitations by e-mail,
 * removals (never the last), the support contact and a message to it; every change audited; other
 * companies' administrators and employees refused.
 */

import { auditLog, companyMemberships, invitations, mailOutbox } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { LAST_ADMINISTRATOR_MESSAGE } from '@shared/domain/company-people/administrators-and-partners';
import { ADMINISTRATOR_INVITATION_MESSAGES } from '@shared/schemas/administrators';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCompany, createCompanyAdministrator } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { mailSentTo } from '../helpers/outbox';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const { employee, admin, nyAdmin } = suite.cast;
const harborview = DEMO_COMPANIES.harborview.id;
let ops: Agent;

beforeAll(async () => {
  ops = await suite.loginAs('ops@example.com');
});

/** A company of its own with one administrator (signed in) and one broker. */
async function companyWithAdministrator() {
  const passwordHash = await demoPasswordHash();
  const { company } = await createCompany(suite.db);
  const first = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  const broker = await createCompanyAdministrator(suite.db, company.id, { passwordHash, role: 'broker' });
  const agent = await suite.loginAs(first.email);
  return { company, first, broker, agent, url: `/api/v1/companies/${company.id}/administrators` };
}

const membershipsOf = (companyId: string) =>
  suite.db.select().from(companyMemberships).where(eq(companyMemberships.companyId, companyId));
const invitationsOf = (companyId: string) =>
  suite.db.select().from(invitations).where(eq(invitations.companyId, companyId));
const auditOf = (companyId: string, action: string) =>
  suite.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)));

describe('GET administrators', () => {
  it('lists the administrators, the brokers apart, and the pending invitations', async () => {
    const { first, broker, agent, url } = await companyWithAdministrator();
    const res = await agent.get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.administrators.map((a: { email: string }) => a.email)).toEqual([first.email]);
    expect(body.brokers.map((b: { email: string }) => b.email)).toEqual([broker.email]);
    expect(body.pendingInvitations).toEqual([]);
  });

  it('answers the demo company to its administrator, a broker and operations', async () => {
    const res = await admin.get(`/api/v1/companies/${harborview}/administrators`);
    expect(res.statusCode).toBe(200);
    expect(res.json().administrators.map((a: { email: string }) => a.email)).toContain('admin@example.com');
    expect(res.json().brokers.map((b: { email: string }) => b.email)).toEqual(['broker@example.com']);
    expect((await ops.get(`/api/v1/companies/${harborview}/administrators`)).statusCode).toBe(200);
  });
});

describe('POST administrators/invitations', () => {
  it('invites a new person: an invitation of kind administrator, its e-mail with the link, audited', async () => {
    const { company, agent, url } = await companyWithAdministrator();
    const res = await agent.send('POST', `${url}/invitations`, {
      email: 'New.Admin@Example.test',
      name: 'Nia Admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ outcome: 'invited', email: 'new.admin@example.test' });

    const rows = await invitationsOf(company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'administrator',
      email: 'new.admin@example.test',
      employeeFormId: null,
    });
    const [mail] = await mailSentTo(suite.db, 'new.admin@example.test');
    expect(mail?.template).toBe('administratorInvitation');
    expect(mail?.text).toContain('Hello Nia Admin,');
    expect(mail?.text).toContain(`http://groupcover.test/${company.idToken.slice(0, 16)}/create-account/`);
    expect(mail?.text).not.toContain(rows[0]!.tokenHash);
    expect(await auditOf(company.id, 'administrator.invitation_sent')).toHaveLength(1);

    const listed = (await agent.get(url)).json().pendingInvitations;
    expect(listed.map((i: { email: string }) => i.email)).toEqual(['new.admin@example.test']);
  });

  it('a second invitation to the same email ends the first (one open link)', async () => {
    const { company, agent, url } = await companyWithAdministrator();
    await agent.send('POST', `${url}/invitations`, { email: 'twice@example.test' });
    await agent.send('POST', `${url}/invitations`, { email: 'twice@example.test' });
    const rows = await invitationsOf(company.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);
    expect((await agent.get(url)).json().pendingInvitations).toHaveLength(1);
  });

  it('adds an existing administrator account at once and tells them by e-mail', async () => {
    const { company, agent, url } = await companyWithAdministrator();
    const other = await createAccount(suite.db, {
      role: 'benefits_admin',
      passwordHash: await demoPasswordHash(),
    });
    const res = await agent.send('POST', `${url}/invitations`, { email: other.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ outcome: 'added', expiresAt: null });
    expect((await membershipsOf(company.id)).map((m) => m.accountId)).toContain(other.id);
    expect(await invitationsOf(company.id)).toEqual([]);
    expect((await mailSentTo(suite.db, other.email))[0]?.template).toBe('administratorAdded');
    expect(await auditOf(company.id, 'administrator.added')).toHaveLength(1);
  });

  it('refuses an administrator of the company already, at the email field', async () => {
    const { company, first, agent, url } = await companyWithAdministrator();
    const before = await membershipsOf(company.id);
    const res = await agent.send('POST', `${url}/invitations`, { email: first.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toEqual({ email: ADMINISTRATOR_INVITATION_MESSAGES.alreadyAdministrator });
    expect(await membershipsOf(company.id)).toEqual(before);
  });

  it.each(['employee', 'broker', 'operations'] as const)(
    'refuses the email of an account of another role (%s) at its field, writing nothing',
    async (role) => {
      const { company, agent, url } = await companyWithAdministrator();
      const other = await createAccount(suite.db, { role, passwordHash: 'x' });
      const before = await membershipsOf(company.id);
      const res = await agent.send('POST', `${url}/invitations`, { email: other.email });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        fieldErrors: { email: ADMINISTRATOR_INVITATION_MESSAGES.otherRole },
      });
      expect(await membershipsOf(company.id)).toEqual(before);
      expect(await invitationsOf(company.id)).toEqual([]);
      expect(await mailSentTo(suite.db, other.email)).toEqual([]);
    },
  );

  it('refuses a bad email, a long name, a name with control characters, every field at once, writing nothing', async () => {
    const { company, agent, url } = await companyWithAdministrator();
    const res = await agent.send('POST', `${url}/invitations`, {
      email: 'not-an-email',
      name: 'x'.repeat(101),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['email', 'name']);
    const control = await agent.send('POST', `${url}/invitations`, {
      email: 'a@example.test',
      name: 'Bad\u0007Name',
    });
    expect(control.statusCode).toBe(400);
    expect(Object.keys(control.json().fieldErrors)).toEqual(['name']);
    const empty = await agent.send('POST', `${url}/invitations`, {});
    expect(empty.json().fieldErrors).toEqual({ email: 'Required' });
    expect(await invitationsOf(company.id)).toEqual([]);
  });
});

describe('DELETE administrators', () => {
  it('removes one of two administrators, audited; the last one stays (409)', async () => {
    const { company, first, agent, url } = await companyWithAdministrator();
    const second = await createCompanyAdministrator(suite.db, company.id, {
      passwordHash: await demoPasswordHash(),
    });

    const removed = await agent.send('DELETE', `${url}/${second.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await membershipsOf(company.id)).map((m) => m.accountId)).not.toContain(second.id);
    expect(await auditOf(company.id, 'administrator.removed')).toHaveLength(1);

    const last = await agent.send('DELETE', `${url}/${first.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'conflict', error: LAST_ADMINISTRATOR_MESSAGE });
    expect((await membershipsOf(company.id)).map((m) => m.accountId)).toContain(first.id);
  });

  it('of two parallel removals of the two administrators, exactly one succeeds', async () => {
    const { company, first, agent, url } = await companyWithAdministrator();
    const second = await createCompanyAdministrator(suite.db, company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const answers = await Promise.all([
      agent.send('DELETE', `${url}/${first.id}`),
      ops.send('DELETE', `${url}/${second.id}`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    const left = (await membershipsOf(company.id)).filter((m) => m.role === 'benefits_admin');
    expect(left).toHaveLength(1);
  });

  it('does not remove a broker here (404) nor an unknown account', async () => {
    const { broker, agent, url } = await companyWithAdministrator();
    expect((await agent.send('DELETE', `${url}/${broker.id}`)).statusCode).toBe(404);
    expect((await agent.send('DELETE', `${url}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await agent.send('DELETE', `${url}/not-a-uuid`)).statusCode).toBe(400);
  });

  it('revokes a pending invitation (audited); a second revoke answers 404', async () => {
    const { company, agent, url } = await companyWithAdministrator();
    await agent.send('POST', `${url}/invitations`, { email: 'revoked@example.test' });
    const [invitation] = await invitationsOf(company.id);
    const res = await agent.send('DELETE', `${url}/invitations/${invitation!.id}`);
    expect(res.statusCode).toBe(204);
    expect((await agent.get(url)).json().pendingInvitations).toEqual([]);
    expect(await auditOf(company.id, 'administrator.invitation_revoked')).toHaveLength(1);
    expect((await agent.send('DELETE', `${url}/invitations/${invitation!.id}`)).statusCode).toBe(404);
  });
});

describe('support', () => {
  it("shows the company's support contact (the footer's source)", async () => {
    const res = await admin.get(`/api/v1/companies/${harborview}/support-contact`);
    expect(res.statusCode).toBe(200);
    const footer = (await admin.get('/api/v1/broker_forms')).json().brokerForm;
    expect(res.json()).toEqual({
      name: footer.name,
      supportPhone: footer.supportPhone,
      supportEmail: footer.supportEmail,
    });
  });

  it('sends a message to the support contact with the administrator as reply-to, audited without its text', async () => {
    const contact = (await admin.get(`/api/v1/companies/${harborview}/support-contact`)).json();
    const res = await admin.send('POST', `/api/v1/companies/${harborview}/support-messages`, {
      subject: 'Adding a new hire',
      message: 'Hello,\nHow do I add a part-time employee?\nThanks',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ sentTo: contact.name });
    const [mail] = await mailSentTo(suite.db, contact.supportEmail);
    expect(mail?.template).toBe('supportMessage');
    expect(mail?.subject).toContain('Adding a new hire');
    expect(mail?.text).toContain('Reply to: admin@example.com');
    expect(mail?.text).toContain('How do I add a part-time employee?');
    const [audit] = await auditOf(harborview, 'support.message_sent');
    expect(JSON.stringify(audit?.details)).not.toContain('part-time');
  });

  it('refuses an empty subject and message, both at their fields, and sends nothing', async () => {
    const before = (await suite.db.select().from(mailOutbox)).length;
    const res = await admin.send('POST', `/api/v1/companies/${harborview}/support-messages`, {
      subject: '  ',
      message: '',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['message', 'subject']);
    expect((await suite.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe('who may call', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const calls: Array<[string, 'GET' | 'POST' | 'DELETE', string, unknown]> = [
    ['list', 'GET', `/api/v1/companies/${harborview}/administrators`, undefined],
    [
      'invite',
      'POST',
      `/api/v1/companies/${harborview}/administrators/invitations`,
      { email: 'x@example.test' },
    ],
    ['remove', 'DELETE', `/api/v1/companies/${harborview}/administrators/${id}`, undefined],
    ['revoke', 'DELETE', `/api/v1/companies/${harborview}/administrators/invitations/${id}`, undefined],
    ['support contact', 'GET', `/api/v1/companies/${harborview}/support-contact`, undefined],
    [
      'support message',
      'POST',
      `/api/v1/companies/${harborview}/support-messages`,
      { subject: 'a', message: 'b' },
    ],
  ];

  it.each(calls)(
    "refuses admin.ny@example.com another company's %s (403), writing nothing",
    async (_name, method, url, body) => {
      const before = await membershipsOf(harborview);
      const res = method === 'GET' ? await nyAdmin.get(url) : await nyAdmin.send(method, url, body);
      expect(res.statusCode).toBe(403);
      expect(await membershipsOf(harborview)).toEqual(before);
      expect(await invitationsOf(harborview)).toEqual([]);
    },
  );

  it.each(calls)('refuses an employee the %s (403)', async (_name, method, url, body) => {
    const res = method === 'GET' ? await employee.get(url) : await employee.send(method, url, body);
    expect(res.statusCode).toBe(403);
  });
});
