/**
 * Manage employees (issue 11, decision 0021): the paged employee list and the employment actions (eligibility
 * and class, termination, rehire, a new invitation). Each test company is made here with the factories, with
 * an administrator of its own, so the demo data stays as other files read it.
 */
import {
  auditLog,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicySteps,
  employeeRoles,
  invitations,
  mailOutbox,
} from '@server/db/schema';
import { invalidateCompanyPeople } from '@server/lib/company-people';
import { completeDueRenewals } from '@server/modules/renewal/renewals/renewals-writes.service';
import { EMPLOYMENT_MESSAGES } from '@shared/domain/employment/employment';
import { CLASS_MESSAGE } from '@shared/schemas/manage-employees';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createCompanyAdministrator,
  createEmployee,
  createEmployeeWithAccount,
  createSignedRenewal,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { usDateFromToday } from '../helpers/dates';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { employee, nyAdmin, admin: demoAdmin } = suite.cast;

function isoDateFromToday(days: number): { iso: string; year: number; month: number } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const [year, month] = [date.getFullYear(), date.getMonth() + 1];
  return {
    iso: `${year}-${String(month).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
    year,
    month,
  };
}
/** The last day of a month, ISO. */
function monthEnd(year: number, month: number): string {
  const last = new Date(year, month, 0).getDate();
  return `${year}-${String(month).padStart(2, '0')}-${last}`;
}

type Row = {
  employeeFormId: string;
  firstName: string;
  lastName: string;
  email: string;
  applicationStatus: string;
  employmentStatus: string;
  className: string | null;
  employeeRoleId: string | null;
  isEligible: boolean;
  lastDayAt: string | null;
  coverageEndsAt: string | null;
  continuationNoticeDue: boolean;
  hasAccount: boolean;
  invitation: { state: string; sentAt: string | null; expiresAt: string | null };
  version: number;
};

/** A company of its own: an administrator, two people with accounts and twelve invited, one with coverage. */
async function makeCompany() {
  const passwordHash = await demoPasswordHash();
  const { company, defaultRole } = await createCompany(suite.db);
  const account = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  const admin = await suite.loginAs(account.email);
  const enrolled = await createEmployeeWithAccount(suite.db, suite.cipher, {
    companyId: company.id,
    passwordHash,
    overrides: {
      firstName: 'Olivia',
      lastName: 'Bennett',
      hiredAt: '2021-05-01',
      employeeRoleId: defaultRole.id,
    },
  });
  // Olivia signed an application enrolled in medical: terminating her makes a continuation notice due.
  await suite.db.insert(employeePolicyCoverages).values({
    employeePolicyId: enrolled.policy.id,
    coverageType: 'medical',
    isEnrolling: 'Yes',
  });
  await suite.db.insert(employeePolicySteps).values({ employeePolicyId: enrolled.policy.id, step: 'sign' });
  await suite.db
    .update(employeePolicies)
    .set({ completedAt: new Date() })
    .where(eq(employeePolicies.id, enrolled.policy.id));
  const started = await createEmployeeWithAccount(suite.db, suite.cipher, {
    companyId: company.id,
    passwordHash,
    overrides: { firstName: 'Aaron', lastName: 'Zimmer', hiredAt: '2023-01-15' },
  });
  await suite.db
    .insert(employeePolicySteps)
    .values({ employeePolicyId: started.policy.id, step: 'basicInformation' });
  const invited = [];
  for (let i = 0; i < 12; i += 1) {
    invited.push(
      await createEmployee(suite.db, suite.cipher, {
        companyId: company.id,
        overrides: {
          firstName: i === 0 ? 'Émile' : `Person${String(i).padStart(2, '0')}`,
          lastName: i === 0 ? 'Carter-Smith' : `Invitee${String(12 - i).padStart(2, '0')}`,
          email: `invitee${i}-${company.id.slice(0, 8)}@example.test`,
          hiredAt: `2024-0${(i % 9) + 1}-01`,
        },
      }),
    );
  }
  const [secondRole] = await suite.db
    .insert(employeeRoles)
    .values({ companyId: company.id, name: 'Managers', sortOrder: 1 })
    .returning();
  return { company, defaultRole, admin, enrolled, started, invited, secondRoleId: secondRole!.id };
}

const listUrl = (companyId: string, query = '') => `/api/v1/companies/${companyId}/employees${query}`;
const actionUrl = (companyId: string, formId: string, action: string) =>
  `/api/v1/companies/${companyId}/employees/${formId}/${action}`;

async function readForm(formId: string) {
  const [row] = await suite.db.select().from(employeeForms).where(eq(employeeForms.id, formId));
  return row!;
}
async function rowOf(admin: Agent, companyId: string, formId: string, tab = 'active'): Promise<Row> {
  const res = await admin.get(listUrl(companyId, `?tab=${tab}&pageSize=100`));
  return res.json().employees.find((e: Row) => e.employeeFormId === formId);
}

let c: Awaited<ReturnType<typeof makeCompany>>;
beforeAll(async () => {
  c = await makeCompany();
});

describe('GET /api/v1/companies/:companyId/employees', () => {
  it('answers the Active tab by default, by name, with the tabs counts and the company header', async () => {
    const res = await c.admin.get(listUrl(c.company.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.company).toEqual({
      id: c.company.id,
      name: c.company.name,
      idToken: c.company.idToken,
      state: 'CA',
    });
    expect(body.classes.map((r: { name: string }) => r.name)).toContain('All Staff');
    expect(body.counts).toEqual({ active: 2, invited: 12, terminated: 0 });
    expect(body.total).toBe(2);
    expect(body.employees.map((e: Row) => `${e.firstName} ${e.lastName}`)).toEqual([
      'Olivia Bennett',
      'Aaron Zimmer',
    ]);
    const [olivia, aaron] = body.employees as Row[];
    expect(olivia).toMatchObject({
      applicationStatus: 'completed',
      employmentStatus: 'active',
      className: 'All Staff',
      isEligible: true,
      hasAccount: true,
      invitation: { state: 'accepted' },
      version: 1,
    });
    expect(aaron!.applicationStatus).toBe('in_progress');
    expect(aaron!.className).toBeNull();
  });

  it('pages the Invited tab on the server, not invited yet until an invitation is sent', async () => {
    const first = (await c.admin.get(listUrl(c.company.id, '?tab=invited&pageSize=10'))).json();
    expect(first.total).toBe(12);
    expect(first.employees).toHaveLength(10);
    expect(first.employees[0].lastName).toBe('Carter-Smith');
    expect(first.employees[0].invitation).toEqual({ state: 'not_sent', sentAt: null, expiresAt: null });
    expect(first.employees[0].applicationStatus).toBe('not_started');
    const second = (await c.admin.get(listUrl(c.company.id, '?tab=invited&pageSize=10&page=2'))).json();
    expect(second.employees).toHaveLength(2);
    const ids = new Set([...first.employees, ...second.employees].map((e: Row) => e.employeeFormId));
    expect(ids.size).toBe(12);
    const beyond = (await c.admin.get(listUrl(c.company.id, '?tab=invited&pageSize=10&page=3'))).json();
    expect(beyond.employees).toEqual([]);
    expect(beyond.total).toBe(12);
  });

  it('searches part of a name or an email whatever the case; the counts stay the tabs', async () => {
    const byName = (await c.admin.get(listUrl(c.company.id, '?tab=invited&search=carter-SM'))).json();
    expect(byName.employees.map((e: Row) => e.lastName)).toEqual(['Carter-Smith']);
    expect(byName.total).toBe(1);
    expect(byName.counts).toEqual({ active: 2, invited: 12, terminated: 0 });
    const pastTheEnd = (
      await c.admin.get(listUrl(c.company.id, '?tab=invited&search=carter-SM&page=2'))
    ).json();
    expect(pastTheEnd).toMatchObject({ employees: [], total: 1, page: 2 });
    const fullName = (
      await c.admin.get(listUrl(c.company.id, `?tab=invited&search=${encodeURIComponent('émile carter')}`))
    ).json();
    expect(fullName.total).toBe(1);
    const byEmail = (await c.admin.get(listUrl(c.company.id, '?tab=invited&search=INVITEE1'))).json();
    // the emails invitee1, invitee10 and invitee11; the last names Invitee11 (invitee1) and Invitee10 (invitee2)
    expect(byEmail.total).toBe(4);
    const wildcard = (await c.admin.get(listUrl(c.company.id, '?tab=invited&search=%25'))).json();
    expect(wildcard.total).toBe(0);
    const elsewhere = (await c.admin.get(listUrl(c.company.id, '?tab=active&search=carter'))).json();
    expect(elsewhere.employees).toEqual([]);
  });

  it('sorts by name, email, hire date and status, either way', async () => {
    const names = async (query: string) =>
      (await c.admin.get(listUrl(c.company.id, query))).json().employees.map((e: Row) => e.lastName);
    expect(await names('?sort=name&direction=desc')).toEqual(['Zimmer', 'Bennett']);
    expect(await names('?sort=hiredAt')).toEqual(['Bennett', 'Zimmer']);
    expect(await names('?sort=hiredAt&direction=desc')).toEqual(['Zimmer', 'Bennett']);
    // in progress before completed
    expect(await names('?sort=status')).toEqual(['Zimmer', 'Bennett']);
    expect(await names('?sort=status&direction=desc')).toEqual(['Bennett', 'Zimmer']);
    const emails = (await c.admin.get(listUrl(c.company.id, '?tab=invited&sort=email&pageSize=100')))
      .json()
      .employees.map((e: Row) => e.email);
    expect(emails).toEqual(
      [...emails].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it('refuses a query it does not know, each field named', async () => {
    const res = await c.admin.get(listUrl(c.company.id, '?tab=everyone&pageSize=7&sort=salary'));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['pageSize', 'sort', 'tab']);
  });

  it('lets operations reach every company and a broker only the companies they act for', async () => {
    const ops = await suite.loginAs('ops@example.com');
    expect((await ops.get(listUrl(c.company.id))).statusCode).toBe(200);
    const broker = await suite.loginAs('broker@example.com');
    expect((await broker.get(listUrl(c.company.id))).statusCode).toBe(403);
    const ownBroker = await createCompanyAdministrator(suite.db, c.company.id, {
      passwordHash: await demoPasswordHash(),
      role: 'broker',
    });
    expect((await (await suite.loginAs(ownBroker.email)).get(listUrl(c.company.id))).statusCode).toBe(200);
  });

  it("refuses another company's administrator and any employee", async () => {
    expect((await nyAdmin.get(listUrl(c.company.id))).statusCode).toBe(403);
    expect((await demoAdmin.get(listUrl(c.company.id))).statusCode).toBe(403);
    expect((await employee.get(listUrl(c.company.id))).statusCode).toBe(403);
  });
});

describe('PATCH …/employees/:employeeFormId/employment', () => {
  it('changes eligibility and class, raises the version and audits the fields changed', async () => {
    const target = c.invited[3]!.form;
    const res = await c.admin.send('PATCH', actionUrl(c.company.id, target.id, 'employment'), {
      version: 1,
      isEligible: false,
      employeeRoleId: c.secondRoleId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isEligible: false, className: 'Managers', version: 2 });
    const stored = await readForm(target.id);
    expect(stored).toMatchObject({ isEligible: false, employeeRoleId: c.secondRoleId, version: 2 });
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.employment_updated'), eq(auditLog.subjectId, target.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toEqual({ fields: ['isEligible', 'employeeRoleId'] });
  });

  it('refuses a class of another company, a malformed one, no change and no version; writes nothing', async () => {
    const target = c.invited[4]!.form;
    const { defaultRole: foreignRole } = await createCompany(suite.db);
    const url = actionUrl(c.company.id, target.id, 'employment');
    const foreign = await c.admin.send('PATCH', url, { version: 1, employeeRoleId: foreignRole.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ employeeRoleId: CLASS_MESSAGE });
    const malformed = await c.admin.send('PATCH', url, {
      version: 1,
      employeeRoleId: 'managers',
      isEligible: 'no',
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fieldErrors).sort()).toEqual(['employeeRoleId', 'isEligible']);
    const nothing = await c.admin.send('PATCH', url, { version: 1 });
    expect(nothing.statusCode).toBe(400);
    const unversioned = await c.admin.send('PATCH', url, { isEligible: false });
    expect(unversioned.statusCode).toBe(400);
    expect(Object.keys(unversioned.json().fieldErrors)).toEqual(['version']);
    expect(await readForm(target.id)).toMatchObject({ isEligible: true, employeeRoleId: null, version: 1 });
  });

  it('answers 409 version_conflict to a write based on an old version, and writes nothing', async () => {
    const target = c.invited[5]!.form;
    const url = actionUrl(c.company.id, target.id, 'employment');
    expect((await c.admin.send('PATCH', url, { version: 1, isEligible: false })).statusCode).toBe(200);
    const stale = await c.admin.send('PATCH', url, { version: 1, isEligible: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect(await readForm(target.id)).toMatchObject({ isEligible: false, version: 2 });
  });

  it("answers 404 for another company's person under this company, 403 to another company's administrator", async () => {
    const { company: other } = await createCompany(suite.db);
    const stranger = await createEmployee(suite.db, suite.cipher, { companyId: other.id });
    const res = await c.admin.send('PATCH', actionUrl(c.company.id, stranger.form.id, 'employment'), {
      version: 1,
      isEligible: false,
    });
    expect(res.statusCode).toBe(404);
    const target = c.invited[6]!.form;
    for (const agent of [nyAdmin, demoAdmin, employee]) {
      const refused = await agent.send('PATCH', actionUrl(c.company.id, target.id, 'employment'), {
        version: 1,
        isEligible: false,
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await readForm(target.id)).version).toBe(1);
    expect((await readForm(stranger.form.id)).isEligible).toBe(true);
  });
});

describe('POST …/employees/:employeeFormId/termination and /rehire', () => {
  it('terminates: last day, coverage to the end of its month, a continuation notice due for an enrolled person', async () => {
    const olivia = c.enrolled.form;
    const lastDay = isoDateFromToday(-3);
    const res = await c.admin.send('POST', actionUrl(c.company.id, olivia.id, 'termination'), {
      version: 1,
      lastDayAt: usDateFromToday(-3),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      employmentStatus: 'terminated',
      lastDayAt: lastDay.iso,
      coverageEndsAt: monthEnd(lastDay.year, lastDay.month),
      continuationNoticeDue: true,
      version: 2,
    });
    const list = (await c.admin.get(listUrl(c.company.id, '?tab=terminated'))).json();
    expect(list.counts).toMatchObject({ active: 1, terminated: 1 });
    expect(list.employees.map((e: Row) => e.employeeFormId)).toEqual([olivia.id]);
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.terminated'), eq(auditLog.subjectId, olivia.id)));
    expect(audits[0]!.details).toEqual({ continuationNoticeDue: true });
  });

  it('owes no notice for a person never enrolled, and ends their open invitation', async () => {
    const target = c.invited[7]!.form;
    expect(
      (await c.admin.send('POST', actionUrl(c.company.id, target.id, 'invitation'), { version: 1 }))
        .statusCode,
    ).toBe(200);
    const res = await c.admin.send('POST', actionUrl(c.company.id, target.id, 'termination'), {
      version: 1,
      lastDayAt: usDateFromToday(20),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().continuationNoticeDue).toBe(false);
    const open = await suite.db.select().from(invitations).where(eq(invitations.employeeFormId, target.id));
    expect(open).toHaveLength(1);
    expect(open[0]!.revokedAt).not.toBeNull();
  });

  it('refuses a last day before the hire date, too long ago or malformed, and writes nothing', async () => {
    const target = c.invited[8]!.form; // hired 2024-09-01 … (i % 9) + 1
    const url = actionUrl(c.company.id, target.id, 'termination');
    const cases: Array<[string, string]> = [
      ['13/45/2026', 'Please enter the date as MM/DD/YYYY.'],
      [usDateFromToday(-61), EMPLOYMENT_MESSAGES.lastDayTooEarly],
      [usDateFromToday(400), EMPLOYMENT_MESSAGES.lastDayTooLate],
    ];
    for (const [lastDayAt, message] of cases) {
      const res = await c.admin.send('POST', url, { version: 1, lastDayAt });
      expect(res.statusCode, lastDayAt).toBe(400);
      if (!lastDayAt.startsWith('13')) expect(res.json().fieldErrors).toEqual({ lastDayAt: message });
      else expect(Object.keys(res.json().fieldErrors)).toEqual(['lastDayAt']);
    }
    const recent = await createEmployee(suite.db, suite.cipher, {
      companyId: c.company.id,
      overrides: { hiredAt: isoDateFromToday(-1).iso },
    });
    const beforeHire = await c.admin.send('POST', actionUrl(c.company.id, recent.form.id, 'termination'), {
      version: 1,
      lastDayAt: usDateFromToday(-2),
    });
    expect(beforeHire.json().fieldErrors).toEqual({ lastDayAt: EMPLOYMENT_MESSAGES.lastDayBeforeHire });
    for (const id of [target.id, recent.form.id])
      expect(await readForm(id)).toMatchObject({ employmentStatus: 'active', lastDayAt: null, version: 1 });
  });

  it('lets exactly one of 20 parallel terminations based on one version through', async () => {
    const target = await createEmployee(suite.db, suite.cipher, { companyId: c.company.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.admin.send('POST', actionUrl(c.company.id, target.form.id, 'termination'), {
          version: 1,
          lastDayAt: usDateFromToday(0),
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.terminated'), eq(auditLog.subjectId, target.form.id)));
    expect(audits).toHaveLength(1);
    expect((await readForm(target.form.id)).version).toBe(2);
  });

  it('answers 409 to terminating twice or with an old version', async () => {
    const olivia = c.enrolled.form;
    const twice = await c.admin.send('POST', actionUrl(c.company.id, olivia.id, 'termination'), {
      version: 2,
      lastDayAt: usDateFromToday(0),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('conflict');
    const target = c.invited[9]!.form;
    const stale = await c.admin.send('POST', actionUrl(c.company.id, target.id, 'termination'), {
      version: 7,
      lastDayAt: usDateFromToday(0),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect((await readForm(target.id)).employmentStatus).toBe('active');
  });

  it("refuses another company's administrator and a person of another company", async () => {
    const target = c.invited[10]!.form;
    for (const agent of [nyAdmin, employee]) {
      const res = await agent.send('POST', actionUrl(c.company.id, target.id, 'termination'), {
        version: 1,
        lastDayAt: usDateFromToday(0),
      });
      expect(res.statusCode).toBe(403);
      const rehire = await agent.send('POST', actionUrl(c.company.id, target.id, 'rehire'), {
        version: 1,
        hiredAt: usDateFromToday(0),
      });
      expect(rehire.statusCode).toBe(403);
    }
    const { company: other } = await createCompany(suite.db);
    const stranger = await createEmployee(suite.db, suite.cipher, { companyId: other.id });
    const res = await c.admin.send('POST', actionUrl(c.company.id, stranger.form.id, 'termination'), {
      version: 1,
      lastDayAt: usDateFromToday(0),
    });
    expect(res.statusCode).toBe(404);
    expect((await readForm(target.id)).employmentStatus).toBe('active');
  });

  it('rehires after the last day: back to active, the termination cleared; refuses a date on the last day', async () => {
    const olivia = c.enrolled.form;
    const url = actionUrl(c.company.id, olivia.id, 'rehire');
    const onLastDay = await c.admin.send('POST', url, { version: 2, hiredAt: usDateFromToday(-3) });
    expect(onLastDay.statusCode).toBe(400);
    expect(onLastDay.json().fieldErrors).toEqual({ hiredAt: EMPLOYMENT_MESSAGES.rehireNotAfterLastDay });
    const malformed = await c.admin.send('POST', url, { version: 2, hiredAt: '2026-12-01' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fieldErrors)).toEqual(['hiredAt']);
    expect((await readForm(olivia.id)).employmentStatus).toBe('terminated');
    const stale = await c.admin.send('POST', url, { version: 1, hiredAt: usDateFromToday(5) });
    expect(stale.json().code).toBe('version_conflict');

    const res = await c.admin.send('POST', url, { version: 2, hiredAt: usDateFromToday(5) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      employmentStatus: 'active',
      lastDayAt: null,
      coverageEndsAt: null,
      continuationNoticeDue: false,
      version: 3,
    });
    expect((await readForm(olivia.id)).hiredAt).toBe(isoDateFromToday(5).iso);
    const again = await c.admin.send('POST', url, { version: 3, hiredAt: usDateFromToday(6) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
  });
});

describe('POST …/employees/:employeeFormId/invitation', () => {
  it('sends a new invitation by e-mail and answers its expiry; the list shows it sent', async () => {
    const target = c.invited[1]!.form;
    const res = await c.admin.send('POST', actionUrl(c.company.id, target.id, 'invitation'), { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const expiresAt = new Date(res.json().expiresAt).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    const mails = await suite.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, target.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/${c.company.idToken.slice(0, 16)}/create-account/`);
    const row = await rowOf(c.admin, c.company.id, target.id, 'invited');
    expect(row.invitation.state).toBe('sent');
    expect(row.invitation.expiresAt).toBe(res.json().expiresAt);
  });

  it('refuses a person with an account, a terminated person, a stale version, another company; sends nothing', async () => {
    const withAccount = await c.admin.send('POST', actionUrl(c.company.id, c.started.form.id, 'invitation'), {
      version: 1,
    });
    expect(withAccount.statusCode).toBe(409);
    const terminated = await c.admin.send(
      'POST',
      actionUrl(c.company.id, c.invited[7]!.form.id, 'invitation'),
      { version: 2 },
    );
    expect(terminated.statusCode).toBe(409);
    expect(terminated.json().code).toBe('conflict');
    const target = c.invited[2]!.form;
    const url = actionUrl(c.company.id, target.id, 'invitation');
    const stale = await c.admin.send('POST', url, { version: 9 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    const unversioned = await c.admin.send('POST', url, {});
    expect(unversioned.statusCode).toBe(400);
    expect(Object.keys(unversioned.json().fieldErrors)).toEqual(['version']);
    for (const agent of [nyAdmin, demoAdmin, employee])
      expect(
        (await agent.send('POST', actionUrl(c.company.id, target.id, 'invitation'), { version: 1 }))
          .statusCode,
      ).toBe(403);
    const { company: other } = await createCompany(suite.db);
    const stranger = await createEmployee(suite.db, suite.cipher, { companyId: other.id });
    expect(
      (await c.admin.send('POST', actionUrl(c.company.id, stranger.form.id, 'invitation'), { version: 1 }))
        .statusCode,
    ).toBe(404);
    const sent = await suite.db.select().from(invitations).where(eq(invitations.employeeFormId, target.id));
    expect(sent).toEqual([]);
    expect(await suite.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, target.email!))).toEqual(
      [],
    );
  });
});

describe('the list during a renewal (decision 0040)', () => {
  it("shows the plan year in force until the renewed one starts, not the renewal applications' status", async () => {
    const passwordHash = await demoPasswordHash();
    const made = await createSignedRenewal(suite.db, suite.cipher, { passwordHash, employees: 2 });
    const admin = await suite.loginAs(
      (await createCompanyAdministrator(suite.db, made.company.id, { passwordHash })).email,
    );
    const statuses = async (query = '') =>
      ((await admin.get(listUrl(made.company.id, query))).json().employees as Row[]).map(
        (e) => e.applicationStatus,
      );
    // Both signed the 2026 plan year; their renewal applications (2027) are open and untouched.
    expect(made.employees.every((e) => e.renewalPolicy)).toBe(true);
    expect(await statuses()).toEqual(['completed', 'completed']);
    expect(await statuses('?sort=status')).toEqual(['completed', 'completed']);
    // A renewal application's progress does not move the list.
    await suite.db
      .insert(employeePolicySteps)
      .values({ employeePolicyId: made.employees[0]!.renewalPolicy.id, step: 'basicInformation' });
    await invalidateCompanyPeople(suite.db, [made.company.id]);
    expect(await statuses()).toEqual(['completed', 'completed']);

    // On the effective date the renewed plan year is in force: the list reads its applications (the cached
    // page is forgotten by the completion).
    expect(await completeDueRenewals(suite.db, '2027-01-01')).toBeGreaterThanOrEqual(1);
    const after = (await admin.get(listUrl(made.company.id))).json().employees as Row[];
    const byForm = new Map(after.map((e) => [e.employeeFormId, e.applicationStatus]));
    expect(byForm.get(made.employees[0]!.form.id)).toBe('in_progress');
    expect(byForm.get(made.employees[1]!.form.id)).toBe('not_started');
  });
});
