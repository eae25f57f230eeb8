/**
 * "Send all invitations" on Manage employees (issue 11, decision 0027): who is counted and invited, the count
 * the administrator confirmed, idempotence, the audit (counts only) and the refusals. The company is made here
 * with the factories, with an administrator of its own.
 */
import { auditLog, employeeForms, invitations, mailOutbox } from '@server/db/schema';
import { CONFIRMED_COUNT_MESSAGE } from '@shared/schemas/manage-employees';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createCompanyAdministrator,
  createEmployee,
  createEmployeeWithAccount,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { employee, nyAdmin, admin: demoAdmin } = suite.cast;

const url = (companyId: string) => `/api/v1/companies/${companyId}/employees/invitations`;

/** A company with three people to invite and one of each kind that must not be. */
async function makeCompany() {
  const passwordHash = await demoPasswordHash();
  const { company } = await createCompany(suite.db);
  const account = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  const admin = await suite.loginAs(account.email);
  const person = (overrides: Parameters<typeof createEmployee>[2]['overrides'] = {}) =>
    createEmployee(suite.db, suite.cipher, { companyId: company.id, overrides });
  const toInvite = [await person(), await person(), await person()];
  const lapsed = await person();
  const withAccount = await createEmployeeWithAccount(suite.db, suite.cipher, {
    companyId: company.id,
    passwordHash,
  });
  const terminated = await person({ employmentStatus: 'terminated', lastDayAt: '2026-01-31' });
  const notEligible = await person({ isEligible: false });
  const denied = await person({ benefitsDecision: 'denied' });
  const waiting = await person({ benefitsDecision: 'waiting_on_renewal' });
  const noEmail = await person({ email: null });
  const pending = await person();
  return {
    company,
    admin,
    toInvite,
    lapsed,
    pending,
    skipped: [withAccount, terminated, notEligible, denied, waiting, noEmail],
  };
}

let c: Awaited<ReturnType<typeof makeCompany>>;
beforeAll(async () => {
  c = await makeCompany();
  // One person holds a working link already; another's link lapsed (it still counts as not invited).
  const sent = await c.admin.send(
    'POST',
    `/api/v1/companies/${c.company.id}/employees/${c.pending.form.id}/invitation`,
    {
      version: 1,
    },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  await suite.db.insert(invitations).values({
    kind: 'employee',
    companyId: c.company.id,
    employeeFormId: c.lapsed.form.id,
    email: c.lapsed.form.email!,
    tokenHash: `lapsed-${c.lapsed.form.id}`,
    createdAt: new Date(Date.now() - 20 * 86_400_000),
    expiresAt: new Date(Date.now() - 6 * 86_400_000),
  });
});

const mailsTo = (emails: readonly string[]) =>
  suite.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.toAddress, [...emails]));

describe('GET and POST /api/v1/companies/:companyId/employees/invitations', () => {
  it('counts the people not invited yet: never those with an account, terminated, not eligible, denied, waiting, without an email or holding a working link', async () => {
    const res = await c.admin.get(url(c.company.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 4 });
  });

  it('refuses more people than the administrator confirmed, and a missing or malformed count; sends nothing', async () => {
    const tooFew = await c.admin.send('POST', url(c.company.id), { confirmedCount: 3 });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json()).toMatchObject({ code: 'conflict' });
    expect(tooFew.json().error).toContain(
      '4 people now wait for an invitation, more than the 3 you confirmed',
    );
    for (const body of [{}, { confirmedCount: -1 }, { confirmedCount: 1.5 }, { confirmedCount: '4' }]) {
      const bad = await c.admin.send('POST', url(c.company.id), body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ confirmedCount: CONFIRMED_COUNT_MESSAGE });
    }
    const emails = [...c.toInvite, c.lapsed].map((p) => p.form.email!);
    expect(await mailsTo(emails)).toEqual([]);
    expect((await c.admin.get(url(c.company.id))).json()).toEqual({ count: 4 });
  });

  it("refuses another company's administrator, an employee and a malformed company; sends nothing", async () => {
    for (const agent of [nyAdmin, demoAdmin]) {
      expect((await agent.get(url(c.company.id))).statusCode).toBe(403);
      expect((await agent.send('POST', url(c.company.id), { confirmedCount: 4 })).statusCode).toBe(403);
    }
    expect((await employee.send('POST', url(c.company.id), { confirmedCount: 4 })).statusCode).toBe(403);
    expect((await c.admin.send('POST', url('not-a-company'), { confirmedCount: 4 })).statusCode).toBe(400);
    expect((await c.admin.get(url(c.company.id))).json()).toEqual({ count: 4 });
  });

  it('invites each of them once, by e-mail after the commit, audits counts only; a second call sends none', async () => {
    const res = await c.admin.send('POST', url(c.company.id), { confirmedCount: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 4, notDelivered: 0 });

    const invited = [...c.toInvite, c.lapsed];
    const mails = await mailsTo(invited.map((p) => p.form.email!));
    expect(mails).toHaveLength(4);
    for (const mail of mails)
      expect(mail.text).toContain(`/${c.company.idToken.slice(0, 16)}/create-account/`);
    expect(await mailsTo(c.skipped.flatMap((p) => (p.form.email ? [p.form.email] : [])))).toEqual([]);
    // The pending person's one e-mail is the resend's of beforeAll.
    expect(await mailsTo([c.pending.form.email!])).toHaveLength(1);

    // The lapsed link is ended; each invited person holds exactly one open invitation.
    const open = await suite.db
      .select({ formId: invitations.employeeFormId, revokedAt: invitations.revokedAt })
      .from(invitations)
      .where(
        inArray(
          invitations.employeeFormId,
          invited.map((p) => p.form.id),
        ),
      );
    expect(
      open
        .filter((i) => i.revokedAt === null)
        .map((i) => i.formId)
        .sort(),
    ).toEqual(invited.map((p) => p.form.id).sort());

    const [summary] = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.companyId, c.company.id), eq(auditLog.action, 'employee.invitations_sent_to_all')),
      );
    expect(summary!.details).toEqual({ sent: 4 });
    const perPerson = await suite.db
      .select({ subjectId: auditLog.subjectId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, c.company.id), eq(auditLog.action, 'employee.invitation_sent')));
    // The resend of beforeAll and these four; nothing personal in any.
    expect(perPerson).toHaveLength(5);
    for (const row of perPerson) expect(row.details).toEqual({});

    // The Invited tab shows each as sent.
    const list = (
      await c.admin.get(`/api/v1/companies/${c.company.id}/employees?tab=invited&pageSize=100`)
    ).json();
    for (const person of invited)
      expect(
        list.employees.find((e: { employeeFormId: string }) => e.employeeFormId === person.form.id).invitation
          .state,
      ).toBe('sent');

    expect((await c.admin.get(url(c.company.id))).json()).toEqual({ count: 0 });
    const again = await c.admin.send('POST', url(c.company.id), { confirmedCount: 4 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ sent: 0, notDelivered: 0 });
    expect(await mailsTo(invited.map((p) => p.form.email!))).toHaveLength(4);
  });

  it('counts a person added after the confirmation: more than confirmed is refused', async () => {
    const late = await createEmployee(suite.db, suite.cipher, { companyId: c.company.id });
    const res = await c.admin.send('POST', url(c.company.id), { confirmedCount: 0 });
    expect(res.statusCode).toBe(409);
    expect(await mailsTo([late.form.email!])).toEqual([]);
    const [form] = await suite.db.select().from(employeeForms).where(eq(employeeForms.id, late.form.id));
    expect(form!.accountId).toBeNull();
  });
});
