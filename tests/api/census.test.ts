import { auditLog, companyPolicies, employeeForms, employeePolicies, employeeRoles } from '@server/db/schema';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator } from '../factories';
import { BAD_ROW_ERRORS, badCensusFile, censusCells, censusFile, censusRows } from '../fixtures/census';
import { apiSuite } from '../helpers/api-suite';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { nyAdmin, employee } = suite.cast;

describe('census import', () => {
  let companyId: string;
  let policyId: string;
  let officeId: string;
  let admin: Agent;
  const base = () => `/api/v1/companies/${companyId}/census`;

  beforeAll(async () => {
    const { company, policy } = await createCompany(suite.db);
    companyId = company.id;
    policyId = policy.id;
    const [office] = await suite.db
      .insert(employeeRoles)
      .values({ companyId, name: 'Office', sortOrder: 1 })
      .returning();
    officeId = office!.id;
    const account = await createCompanyAdministrator(suite.db, companyId, {
      passwordHash: await demoPasswordHash(),
    });
    admin = await suite.loginAs(account.email);
  });

  async function people() {
    return suite.db
      .select({
        id: employeeForms.id,
        email: employeeForms.email,
        version: employeeForms.version,
        isEligible: employeeForms.isEligible,
        employeeRoleId: employeeForms.employeeRoleId,
        annualSalaryCents: employeeForms.annualSalaryCents,
        bornAt: employeeForms.bornAt,
      })
      .from(employeeForms)
      .where(eq(employeeForms.companyId, companyId));
  }
  const preview = (csv: string, who: Agent = admin) => who.send('POST', `${base()}/preview`, { csv });
  async function importFile(csv: string) {
    const previewed = await preview(csv);
    expect(previewed.statusCode).toBe(200);
    return admin.send('POST', `${base()}/import`, { csv, basis: previewed.json().basis });
  }

  it('offers the template with its columns and the company default class', async () => {
    const res = await admin.get(`${base()}/template`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="census-template.csv"');
    expect(res.body.split('\r\n')[0]).toBe(
      'first_name,last_name,email,birth_date,hire_date,annual_salary,employee_type,class,eligible',
    );
    expect(res.body.split('\r\n')[1]).toContain(',All Staff,yes');
  });

  it('previews a 50-row file with two bad rows: both rows named with each field, and nothing written', async () => {
    const res = await preview(badCensusFile('p'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ rows: 50, toAdd: 48, toUpdate: 0, unchanged: 0, withErrors: 2 });
    expect(body.basis).toBeNull();
    const bad = body.rows.filter((r: { action: string | null }) => r.action === null);
    expect(bad.map((r: { rowNumber: number; errors: object }) => [r.rowNumber, r.errors])).toEqual([
      [
        7,
        {
          birth_date: BAD_ROW_ERRORS['rows.7.birth_date'],
          employee_type: BAD_ROW_ERRORS['rows.7.employee_type'],
        },
      ],
      [31, { email: BAD_ROW_ERRORS['rows.31.email'], class: BAD_ROW_ERRORS['rows.31.class'] }],
    ]);
    expect(await people()).toEqual([]);
  });

  it('imports nothing from a file with bad rows: 400 with every row error at rows.<row>.<column>', async () => {
    const res = await admin.send('POST', `${base()}/import`, {
      csv: badCensusFile('p'),
      basis: 'a'.repeat(64),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      error: 'Some rows have errors, so nothing was imported. Fix them and upload the file again.',
      fieldErrors: BAD_ROW_ERRORS,
    });
    expect(await people()).toEqual([]);
  });

  it('imports the fixed file: 50 people, each with an application for the plan year, audited with counts', async () => {
    const csv = censusFile(censusRows('p'));
    const res = await importFile(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 50, updated: 0, unchanged: 0 });
    const added = await people();
    expect(added).toHaveLength(50);
    expect(added.filter((p) => !p.isEligible).length).toBeGreaterThan(0);
    const [policies] = await suite.db
      .select({ n: count() })
      .from(employeePolicies)
      .where(eq(employeePolicies.companyPolicyId, policyId));
    expect(policies!.n).toBe(50);
    // Each application is upcoming and starts on a first of a month after the waiting period, never before the year.
    const [year] = await suite.db
      .select({ effectiveAt: companyPolicies.effectiveAt })
      .from(companyPolicies)
      .where(eq(companyPolicies.id, policyId));
    const starts = await suite.db
      .select({ status: employeePolicies.status, effectiveAt: employeePolicies.effectiveAt })
      .from(employeePolicies)
      .where(eq(employeePolicies.companyPolicyId, policyId));
    for (const start of starts) {
      expect(start.status).toBe('upcoming');
      expect(start.effectiveAt).toMatch(/^\d{4}-\d{2}-01$/);
      if (year!.effectiveAt) expect(start.effectiveAt! >= year!.effectiveAt).toBe(true);
    }
    const audit = await suite.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'census.imported')));
    expect(audit.map((a) => a.details)).toEqual([{ rows: 50, added: 50, updated: 0, unchanged: 0 }]);
  });

  it('re-imports by email (case aside): changed people updated with their version raised, no copies', async () => {
    const before = new Map((await people()).map((p) => [p.email, p]));
    const cells = censusCells('p');
    cells[0]![2] = cells[0]![2]!.toUpperCase(); // the same person, whatever the case
    cells[0]![7] = 'office';
    cells[1]![8] = 'no';
    cells[2]![5] = '"99,000"';
    const extra = censusCells('new', 1)[0]!;
    const csv = censusFile([...cells, extra].map((c) => c.join(',')));

    const previewed = await preview(csv);
    expect(previewed.json().summary).toEqual({
      rows: 51,
      toAdd: 1,
      toUpdate: 3,
      unchanged: 47,
      withErrors: 0,
    });
    expect(
      previewed
        .json()
        .rows.slice(0, 4)
        .map((r: { action: string }) => r.action),
    ).toEqual(['update', 'update', 'update', 'unchanged']);
    const res = await admin.send('POST', `${base()}/import`, { csv, basis: previewed.json().basis });
    expect(res.json()).toEqual({ added: 1, updated: 3, unchanged: 47 });

    const after = await people();
    expect(after).toHaveLength(51);
    const first = after.find((p) => p.email === cells[0]![2]!.toLowerCase())!;
    expect(first.employeeRoleId).toBe(officeId);
    expect(first.version).toBe(before.get(first.email)!.version + 1);
    expect(after.find((p) => p.email === cells[1]![2])!.isEligible).toBe(false);
    expect(after.find((p) => p.email === cells[2]![2])!.annualSalaryCents).toBe(9_900_000);
    const untouched = after.find((p) => p.email === cells[3]![2])!;
    expect(untouched.version).toBe(before.get(untouched.email)!.version);
  });

  it('refuses an import whose people changed since the preview (409) and writes nothing', async () => {
    const cells = censusCells('p');
    cells[4]![8] = cells[4]![8] === 'yes' ? 'no' : 'yes';
    const csv = censusFile(cells.map((c) => c.join(',')));
    const previewed = await preview(csv);
    expect(previewed.json().summary.toUpdate).toBeGreaterThan(0);
    // Someone else changes a person of the file in the meantime.
    await suite.db
      .update(employeeForms)
      .set({ version: sql`${employeeForms.version} + 1` })
      .where(and(eq(employeeForms.companyId, companyId), eq(employeeForms.email, cells[4]![2]!)));
    const before = await people();
    const res = await admin.send('POST', `${base()}/import`, { csv, basis: previewed.json().basis });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('version_conflict');
    expect(await people()).toEqual(before);
  });

  it('answers bad requests with field errors and writes nothing', async () => {
    const before = await people();
    const noCsv = await admin.send('POST', `${base()}/preview`, {});
    expect(noCsv.statusCode).toBe(400);
    expect(Object.keys(noCsv.json().fieldErrors)).toEqual(['csv']);
    const noBasis = await admin.send('POST', `${base()}/import`, { csv: censusFile(censusRows('q', 2)) });
    expect(noBasis.statusCode).toBe(400);
    expect(Object.keys(noBasis.json().fieldErrors)).toEqual(['basis']);
    const badBasis = await admin.send('POST', `${base()}/import`, {
      csv: censusFile(censusRows('q', 2)),
      basis: 'x',
    });
    expect(badBasis.json().fieldErrors).toEqual({ basis: 'Preview the file again before importing it.' });
    const control = await preview(censusFile(censusRows('q', 1)).replace('Avery', 'Av\u0000ery'));
    expect(control.statusCode).toBe(400);
    const wrongColumns = await admin.send('POST', `${base()}/import`, {
      csv: 'name,mail\nAna,a@b.co\n',
      basis: 'a'.repeat(64),
    });
    expect(wrongColumns.statusCode).toBe(400);
    expect(Object.keys(wrongColumns.json().fieldErrors)).toEqual(['file']);
    expect(await people()).toEqual(before);
  });

  it("refuses another company's administrator (admin.ny) and employees every call, and writes nothing", async () => {
    const before = await people();
    const csv = censusFile(censusRows('ny', 3));
    for (const who of [nyAdmin, employee]) {
      expect((await who.get(`${base()}/template`)).statusCode).toBe(403);
      expect((await preview(csv, who)).statusCode).toBe(403);
      expect((await who.send('POST', `${base()}/import`, { csv, basis: 'a'.repeat(64) })).statusCode).toBe(
        403,
      );
    }
    expect(await people()).toEqual(before);
  });
});
