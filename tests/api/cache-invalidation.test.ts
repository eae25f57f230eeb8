/**
 * The hot-read caches forget what a write changes, in every server process on the database (decision 0017).
 * On PostgreSQL two app instances, each with its own connection pool, stand for two processes: instance B
 * fills its caches, a write goes through instance A, and B sees the change well before the 5 s the entries
 * live. On both databases, one instance sees its own write at once.
 */
import type { Db } from '@server/db/client';
import { companyPolicies, employeePolicies } from '@server/db/schema';
import { invalidateCurrentPolicy } from '@server/lib/application-context';
import type { FieldCipher } from '@server/lib/field-crypto';
import { renameEmployeeRole } from '@server/modules/company/companies/companies.service';
import { updateContributionRule } from '@server/modules/company/company-policies/contribution-rule.service';

import type { ContributionRow } from '@shared/schemas/contribution';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addContribution,
  createCompany,
  createCompanyAdministrator,
  createEmployeeWithAccount,
  createPlan,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { contactBody, loadOwnApplication } from '../helpers/application';
import { usDateFromToday } from '../helpers/dates';
import { type Agent, demoPasswordHash, loginAs } from '../helpers/test-app';
import { msUntil, twoProcesses, WITHIN_MS } from '../helpers/two-processes';

/** A company of its own with a dental plan, a contribution and an employee who signs in. */
async function createEnrollingEmployee(db: Db, cipher: FieldCipher) {
  const { company, policy, defaultRole } = await createCompany(db);
  await createPlan(db, { type: 'dental', offerTo: { companyPolicyId: policy.id } });
  const contribution = await addContribution(db, policy.id, 'dental', { name: 'All staff' });
  const employee = await createEmployeeWithAccount(db, cipher, {
    companyId: company.id,
    passwordHash: await demoPasswordHash(),
    overrides: { employeeRoleId: defaultRole.id },
  });
  return { company, companyPolicy: policy, defaultRole, contribution, ...employee };
}

const halfPaid = (overrides: Partial<ContributionRow> = {}): ContributionRow => ({
  name: 'All staff',
  active: true,
  contributionType: 'percentage',
  employeePercentage: 50,
  dependentPercentage: 0,
  ...overrides,
});

/** The company's list as Manage employees reads it: each person's last name, status and application status. */
const listed = async (agent: Agent, companyId: string, tab = 'active') =>
  (await agent.get(`/api/v1/companies/${companyId}/employees?tab=${tab}`))
    .json()
    .employees.map(
      (e: { lastName: string; employmentStatus: string; applicationStatus: string }) =>
        `${e.lastName} ${e.employmentStatus} ${e.applicationStatus}`,
    );

const roleNames = async (agent: Agent) =>
  (await agent.get('/api/v1/employee_applications/current'))
    .json()
    .employeeRoles.map((r: { name: string }) => r.name);
const dentalCosts = async (agent: Agent, employeePolicyId: string) =>
  JSON.stringify(
    (await agent.get(`/api/v1/employee_policies/${employeePolicyId}/plan_costs?type=dental`)).json()
      .planCosts,
  );

/** What the employee's application and the administrator's list call the company. */
const companyNames = async (employee: Agent, admin: Agent, companyId: string) => [
  (await employee.get('/api/v1/employee_applications/current')).json().companyName,
  (await admin.get(`/api/v1/companies/${companyId}/employees?tab=active`)).json().company.name,
];

/** Company details with a new legal name (company information, decision 0028), from the company's version 1. */
const renamedDetails = (name: string) => ({
  legalName: name,
  dbaName: '',
  fein: '94-1234567',
  entityType: 'llc',
  industryCode: '541310',
  address1: '1 Market Street',
  address2: '',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  phone: '(415) 555-0100',
  version: 1,
});

describe('one server process', () => {
  const suite = apiSuite({ signIn: false });

  it('sees a renamed role and a changed contribution on the next read', async () => {
    const e = await createEnrollingEmployee(suite.db, suite.cipher);
    const agent = await suite.loginAs(e.account.email);
    expect(await roleNames(agent)).toEqual(['All Staff']);
    const before = await dentalCosts(agent, e.policy.id);

    await renameEmployeeRole(suite.db, e.company.id, e.defaultRole.id, { name: 'Everyone' });
    expect(await roleNames(agent)).toEqual(['Everyone']);

    await updateContributionRule(
      suite.db,
      e.company.id,
      e.contribution.id,
      halfPaid({ employeePercentage: 100 }),
    );
    expect(await dentalCosts(agent, e.policy.id)).not.toBe(before);
  });

  it('refuses a role or contribution of another company, and changes nothing', async () => {
    const e = await createEnrollingEmployee(suite.db, suite.cipher);
    const other = await createCompany(suite.db);
    await expect(
      renameEmployeeRole(suite.db, other.company.id, e.defaultRole.id, { name: 'Taken over' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      updateContributionRule(
        suite.db,
        other.company.id,
        e.contribution.id,
        halfPaid({ employeePercentage: 0 }),
      ),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await roleNames(await suite.loginAs(e.account.email))).toEqual(['All Staff']);
  });

  it("shows an employee's application write and a termination on the administrator's next list read", async () => {
    const e = await createEnrollingEmployee(suite.db, suite.cipher);
    const admin = await createCompanyAdministrator(suite.db, e.company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const adminAgent = await suite.loginAs(admin.email);
    const lastName = e.form.lastName;
    expect(await listed(adminAgent, e.company.id)).toEqual([`${lastName} active not_started`]);

    const employee = await suite.loginAs(e.account.email);
    const application = await loadOwnApplication(employee);
    const saved = await employee.send(
      'PUT',
      `/api/v1/employee_forms/${application.employeeForm.id}`,
      contactBody(application, { lastName: 'Okafor', homePhoneNumber: '(415) 555-0134' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await listed(adminAgent, e.company.id)).toEqual(['Okafor active in_progress']);

    const terminated = await adminAgent.send(
      'POST',
      `/api/v1/companies/${e.company.id}/employees/${e.form.id}/termination`,
      { version: 1, lastDayAt: usDateFromToday(-3) },
    );
    expect(terminated.statusCode, terminated.body).toBe(200);
    expect(await listed(adminAgent, e.company.id)).toEqual([]);
    expect(await listed(adminAgent, e.company.id, 'terminated')).toEqual(['Okafor terminated in_progress']);
  });

  it('shows a legal name changed in company information on the next read of the application and the list', async () => {
    const e = await createEnrollingEmployee(suite.db, suite.cipher);
    const admin = await createCompanyAdministrator(suite.db, e.company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const adminAgent = await suite.loginAs(admin.email);
    const employee = await suite.loginAs(e.account.email);
    expect(await companyNames(employee, adminAgent, e.company.id)).toEqual([e.company.name, e.company.name]);

    const saved = await adminAgent.send(
      'PUT',
      `/api/v1/companies/${e.company.id}/company_information/company_details`,
      renamedDetails('Renamed Holdings LLC'),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await companyNames(employee, adminAgent, e.company.id)).toEqual([
      'Renamed Holdings LLC',
      'Renamed Holdings LLC',
    ]);
  });

  it('must be told after the commit, with the database rather than a transaction', async () => {
    await expect(
      suite.db.transaction((tx) => invalidateCurrentPolicy(tx, ['00000000-0000-4000-8000-000000000000'])),
    ).rejects.toThrow(/pass the database itself/);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL database', () => {
  const { a, b, cipher } = twoProcesses();

  it('B sees a role renamed through A at once (the company side of the application)', async () => {
    const e = await createEnrollingEmployee(a.database.db, cipher);
    const throughB = await loginAs(b.app, e.account.email);
    expect(await roleNames(throughB)).toEqual(['All Staff']);

    await renameEmployeeRole(a.database.db, e.company.id, e.defaultRole.id, { name: 'Everyone' });
    expect(await msUntil(() => roleNames(throughB), ['Everyone'])).toBeLessThan(WITHIN_MS);
  });

  it("B prices with a contribution changed through A at once (a line's pricing)", async () => {
    const e = await createEnrollingEmployee(a.database.db, cipher);
    const throughA = await loginAs(a.app, e.account.email);
    const throughB = await loginAs(b.app, e.account.email);
    const before = await dentalCosts(throughB, e.policy.id);

    await updateContributionRule(
      a.database.db,
      e.company.id,
      e.contribution.id,
      halfPaid({ employeePercentage: 100 }),
    );
    const after = await dentalCosts(throughA, e.policy.id);
    expect(after).not.toBe(before);
    expect(await msUntil(() => dentalCosts(throughB, e.policy.id), after)).toBeLessThan(WITHIN_MS);
  });

  it("B prices with contributions saved on Manage policy through A at once (a line's pricing)", async () => {
    const e = await createEnrollingEmployee(a.database.db, cipher);
    const admin = await createCompanyAdministrator(a.database.db, e.company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const adminA = await loginAs(a.app, admin.email);
    const throughB = await loginAs(b.app, e.account.email);
    const before = await dentalCosts(throughB, e.policy.id);

    const saved = await adminA.send(
      'PUT',
      `/api/v2/company_policies/${e.companyPolicy.id}/company_contributions`,
      {
        version: 1,
        companyContributions: [
          {
            id: e.contribution.id,
            serviceLine: 'dental',
            employeeRoleId: null,
            active: true,
            contributionType: 'percentage',
            employeePercentage: 100,
            dependentPercentage: 0,
            employeeFixedAmount: null,
            dependentFixedAmount: null,
          },
        ],
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await dentalCosts(await loginAs(a.app, e.account.email), e.policy.id);
    expect(after).not.toBe(before);
    expect(await msUntil(() => dentalCosts(throughB, e.policy.id), after)).toBeLessThan(WITHIN_MS);
  });

  it('B lists a person terminated through A at once (the employee list)', async () => {
    const e = await createEnrollingEmployee(a.database.db, cipher);
    const admin = await createCompanyAdministrator(a.database.db, e.company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const throughA = await loginAs(a.app, admin.email);
    const throughB = await loginAs(b.app, admin.email);
    const lastName = e.form.lastName;
    expect(await listed(throughB, e.company.id, 'terminated')).toEqual([]);

    const terminated = await throughA.send(
      'POST',
      `/api/v1/companies/${e.company.id}/employees/${e.form.id}/termination`,
      { version: 1, lastDayAt: usDateFromToday(-3) },
    );
    expect(terminated.statusCode, terminated.body).toBe(200);
    expect(
      await msUntil(
        () => listed(throughB, e.company.id, 'terminated'),
        [`${lastName} terminated not_started`],
      ),
    ).toBeLessThan(WITHIN_MS);
  });

  it('B shows a legal name changed through A at once (the application and the employee list)', async () => {
    const e = await createEnrollingEmployee(a.database.db, cipher);
    const admin = await createCompanyAdministrator(a.database.db, e.company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const throughA = await loginAs(a.app, admin.email);
    const adminB = await loginAs(b.app, admin.email);
    const employeeB = await loginAs(b.app, e.account.email);
    expect(await companyNames(employeeB, adminB, e.company.id)).toEqual([e.company.name, e.company.name]);

    const saved = await throughA.send(
      'PUT',
      `/api/v1/companies/${e.company.id}/company_information/company_details`,
      renamedDetails('Renamed Holdings LLC'),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      await msUntil(
        () => companyNames(employeeB, adminB, e.company.id),
        ['Renamed Holdings LLC', 'Renamed Holdings LLC'],
      ),
    ).toBeLessThan(WITHIN_MS);
  });

  it("B finds the account's new current application once A says it changed", async () => {
    const e = await createEnrollingEmployee(a.database.db, cipher);
    const throughB = await loginAs(b.app, e.account.email);
    const currentId = async () =>
      (await throughB.get('/api/v1/employee_applications/current')).json().employeePolicy.id as string;
    expect(await currentId()).toBe(e.policy.id);

    // A new plan year with a policy for the same form, and the old year cancelled: written, then announced.
    const db = a.database.db;
    const [nextYear] = await db
      .insert(companyPolicies)
      .values({ companyId: e.company.id, status: 'upcoming', effectiveAt: '2028-01-01' })
      .returning();
    const [next] = await db
      .insert(employeePolicies)
      .values({ employeeFormId: e.form.id, companyPolicyId: nextYear!.id, status: 'upcoming' })
      .returning();
    await db
      .update(companyPolicies)
      .set({ status: 'cancelled' })
      .where(eq(companyPolicies.id, e.policy.companyPolicyId));
    await invalidateCurrentPolicy(db, [e.account.id]);
    expect(await msUntil(currentId, next!.id)).toBeLessThan(WITHIN_MS);
  });
});
