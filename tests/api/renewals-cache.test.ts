/**
 * The renewal record is kept 5 s per company (decision 0037), and so is the plan year census the comparison's
 * costs price (decision 0039); a renewal write forgets the record, and a change to the company's people forgets
 * both, in every server process. On PostgreSQL two app instances with their own pools stand for two processes:
 * B reads, the administrator writes through A, and B answers the change well within the 5 s.
 */
import { describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator, createRenewal } from '../factories';
import { usDateFromToday } from '../helpers/dates';
import { createRenewalCompany } from '../helpers/renewal-company';
import { demoPasswordHash, loginAs } from '../helpers/test-app';
import { msUntil, twoProcesses, WITHIN_MS } from '../helpers/two-processes';

describe.runIf(process.env.TEST_DB === 'postgres')('the renewal record across two server processes', () => {
  const { a, b, cipher } = twoProcesses();

  /** A renewal company of three employees, its administrator signed in through A and through B. */
  const renewalCompanyOnBoth = async () => {
    const made = await createRenewalCompany(a.database.db, cipher, {
      passwordHash: await demoPasswordHash(),
      employees: 3,
    });
    const [viaA, viaB] = await Promise.all([
      loginAs(a.app, made.admin.email),
      loginAs(b.app, made.admin.email),
    ]);
    return { made, viaA, viaB };
  };

  it('B answers the version A saved within a second', async () => {
    const db = a.database.db;
    const { company } = await createCompany(db);
    await createRenewal(db, { companyId: company.id });
    const admin = await createCompanyAdministrator(db, company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const [viaA, viaB] = await Promise.all([loginAs(a.app, admin.email), loginAs(b.app, admin.email)]);
    const url = `/api/v2/ben_admin_renewal?company_id_token=${company.idToken}`;
    const before = (await viaB.get(url)).json().renewal;
    expect(before.version).toBe(1);
    const saved = await viaA.send('PUT', '/api/v2/ben_admin_renewal', {
      company_id_token: company.idToken,
      ben_admin_renewal: {
        version: 1,
        probationaryPeriod: 'two_months',
        contributions: before.contributions,
      },
    });
    expect(saved.statusCode).toBe(200);
    const read = async () => {
      const now = (await viaB.get(url)).json().renewal;
      return [now.version, now.probationaryPeriod];
    };
    expect(await msUntil(read, [2, 'two_months'])).toBeLessThan(WITHIN_MS);
  });

  it('B prices the comparison and the record without an employee terminated through A, at once', async () => {
    const { made, viaA, viaB } = await renewalCompanyOnBoth();
    const token = `company_id_token=${made.company.idToken}`;
    const costs = async () =>
      (await viaB.get(`/api/v2/plan_suites/current/current_costs?${token}`)).json().planSuite
        .currentEmployeeCosts as Array<{ name: string }>;
    const record = async () =>
      (await viaB.get(`/api/v2/ben_admin_renewal?${token}`)).json().renewal.plans.medical[0].costs
        .employees as number;
    const [ana] = made.people;
    const anaName = `${ana!.form.firstName} ${ana!.form.lastName}`;
    expect((await costs()).map((e) => e.name)).toContain(anaName);
    const pricedBefore = await record();

    const terminated = await viaA.send(
      'POST',
      `/api/v1/companies/${made.company.id}/employees/${ana!.form.id}/termination`,
      { version: 1, lastDayAt: usDateFromToday(-3) },
    );
    expect(terminated.statusCode, terminated.body).toBe(200);
    const read = async () => {
      const [names, priced] = await Promise.all([costs(), record()]);
      return [names.some((e) => e.name === anaName), priced];
    };
    expect(await msUntil(read, [false, pricedBefore - 1])).toBeLessThan(WITHIN_MS);
  });

  it("B prices a package with the renewal's contribution rows saved through A, at once", async () => {
    const { made, viaA, viaB } = await renewalCompanyOnBoth();
    const token = `company_id_token=${made.company.idToken}`;
    const gold = made.renewal.suites[0]!.suite.id;
    const companyPays = async () =>
      (await viaB.get(`/api/v2/plan_suites/${gold}/renewal_costs?${token}`)).json().planSuite
        .renewalPlanSuiteCosts.companyContribution as number;
    const before = await companyPays();
    const record = (await viaA.get(`/api/v2/ben_admin_renewal?${token}`)).json().renewal;
    const saved = await viaA.send('PUT', '/api/v2/ben_admin_renewal', {
      company_id_token: made.company.idToken,
      ben_admin_renewal: {
        version: record.version,
        probationaryPeriod: record.probationaryPeriod ?? 'one_month',
        contributions: {
          ...record.contributions,
          medical: record.contributions.medical.map((row: { name: string }) =>
            row.name === 'Office' ? row : { ...row, employeePercentage: 100, dependentPercentage: 100 },
          ),
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await msUntil(async () => (await companyPays()) > before, true)).toBeLessThan(WITHIN_MS);
  });

  it("B prices the current package with the plan year's contributions saved on Manage policy through A, at once", async () => {
    const { made, viaA, viaB } = await renewalCompanyOnBoth();
    const companyPays = async () =>
      (
        await viaB.get(`/api/v2/plan_suites/current/current_costs?company_id_token=${made.company.idToken}`)
      ).json().planSuite.currentPlanSuiteCosts.companyContribution as number;
    const before = await companyPays();
    const policyUrl = `/api/v2/company_policies/${made.policy.id}`;
    const policy = (await viaA.get(`${policyUrl}?include=companyContributions`)).json();
    const rows = policy.companyContributions.map(
      ({ name, employeeRoleId, ...row }: { name: string; employeeRoleId: string | null }) =>
        employeeRoleId === null && (row as { serviceLine: string }).serviceLine === 'medical'
          ? { ...row, name, employeeRoleId, employeePercentage: 100, dependentPercentage: 100 }
          : { ...row, name, employeeRoleId },
    );
    const saved = await viaA.send('PUT', `${policyUrl}/company_contributions`, {
      version: policy.version,
      companyContributions: rows,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await msUntil(async () => (await companyPays()) > before, true)).toBeLessThan(WITHIN_MS);
  });
});
