/**
 * Open-enrollment setup and its processing (issue 13 items 1–2, decision 0036): docs/spec/2 §7's
 * ben_admin_open_enrollment_setup (status and the multipart submission), operations' queue, the rate sheet and
 * the launch. Writes run on companies made here with the factories (an enrolled plan year with Harborview's four
 * medical plan names, so the CA fixture sheet maps onto it); the demo's Harborview is only read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  auditLog,
  medicalPlanMappings,
  openEnrollmentSetups,
  planSuites,
  renewalContributions,
  renewals,
  storedFiles,
} from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import type { SimulationEmployeeInput } from '@shared/domain/contributions/simulation';
import { fromCentsOrNull, toCentsOrNull } from '@shared/domain/money/money';
import { buildPricingCensus } from '@shared/domain/pricing/census';
import type { PricedPlan } from '@shared/domain/pricing/types';
import { priceCensusOnPlan } from '@shared/domain/renewal/census-costs';
import { OPEN_ENROLLMENT_MESSAGES, type SetupDetail } from '@shared/schemas/open-enrollment';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addContribution,
  createCompany,
  createCompanyAdministrator,
  createEmployee,
  createPlan,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { type MultipartPart, multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { mailSentTo } from '../helpers/outbox';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const { admin, nyAdmin, employee } = suite.cast;
const SETUP = '/api/v2/ben_admin_open_enrollment_setup';
const QUEUE = '/api/v2/open_enrollment_setups';
const SHEET = readFileSync(path.resolve(__dirname, '../fixtures/rate-sheets/harborview-ca-2027.csv'), 'utf8');
const HARBORVIEW_MEDICAL = ['Gold PPO 500', 'Platinum HMO 10', 'Silver HMO 2000', 'Silver HSA PPO 2500'];

let broker: Agent;
let ops: Agent;
beforeAll(async () => {
  [broker, ops] = await Promise.all([suite.loginAs('broker@example.com'), suite.loginAs('ops@example.com')]);
});

/**
 * A company of its own with an enrolled 2026 plan year (renewing 2027-01-01) offering Harborview's four medical
 * plans by name, the default rule on medical, three employees (two with a salary), its administrator and a broker.
 */
async function makeCompany() {
  const { company, policy, defaultRole } = await createCompany(suite.db, {
    policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2027-01-01' },
  });
  for (const [i, name] of HARBORVIEW_MEDICAL.entries())
    await createPlan(suite.db, {
      type: 'medical',
      overrides: { displayName: name },
      offerTo: { companyPolicyId: policy.id, isBasePlan: i === 0 },
    });
  await addContribution(suite.db, policy.id, 'medical', { name: 'All Staff', employeePercentage: 75 });
  await addContribution(suite.db, policy.id, 'dental', { name: 'All Staff' });
  // Two salaries on file and one missing: disability is priced for the two.
  const people = [];
  for (const [bornAt, annualSalary] of [
    ['1980-02-01', 75_000],
    ['1992-07-15', 48_000],
    ['1975-11-30', null],
  ] as const)
    people.push(
      await createEmployee(suite.db, suite.cipher, {
        companyId: company.id,
        companyPolicyId: policy.id,
        overrides: { bornAt, annualSalaryCents: toCentsOrNull(annualSalary), employeeRoleId: defaultRole.id },
      }),
    );
  const passwordHash = await demoPasswordHash();
  const administrator = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  const brokerAccount = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash,
    role: 'broker',
  });
  return {
    company,
    policy,
    people,
    administrator,
    broker: await suite.loginAs(brokerAccount.email),
    token: company.idToken.slice(0, 16),
  };
}

function submit(agent: Agent, token: string | null, parts: readonly MultipartPart[]) {
  const body = multipartBody(parts);
  return suite.app.inject({
    method: 'PUT',
    url: token === null ? SETUP : `${SETUP}?company_id_token=${token}`,
    headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrfToken, 'content-type': body.contentType },
    payload: body.payload,
  });
}
const pdf = (name = 'medicalDocuments'): MultipartPart => ({
  name,
  filename: 'summary.pdf',
  contentType: 'application/pdf',
  content: SAMPLE_FILES.pdf,
});
const rates = (name = 'medicalRates'): MultipartPart => ({
  name,
  filename: 'rates.csv',
  contentType: 'text/csv',
  content: SAMPLE_FILES.csv,
});

async function count(table: typeof renewals | typeof storedFiles | typeof openEnrollmentSetups) {
  const [row] = await suite.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

describe('GET ben_admin_open_enrollment_setup', () => {
  it('answers null for a company without a renewal, by token prefix or whole token', async () => {
    const harborview = DEMO_COMPANIES.harborview;
    for (const token of [harborview.idToken.slice(0, 16), harborview.idToken]) {
      const res = await broker.get(`${SETUP}?company_id_token=${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: null, companyId: harborview.id, setupId: null });
    }
    // Without a token: the only company the caller manages (or the one they switched to).
    const made = await makeCompany();
    expect((await made.broker.get(SETUP)).json().companyId).toBe(made.company.id);
  });

  it("answers launched for the demo's Juniper, whose renewal is open (the seed made it without a setup)", async () => {
    const res = await admin.get(`${SETUP}?company_id_token=${DEMO_COMPANIES.juniper.idToken.slice(0, 16)}`);
    expect(res.json()).toMatchObject({ status: 'launched', companyId: DEMO_COMPANIES.juniper.id });
  });

  it("refuses another company's token (403), an unknown one (404), employees (403), operations without one (400)", async () => {
    const harborview = DEMO_COMPANIES.harborview.idToken.slice(0, 16);
    expect((await nyAdmin.get(`${SETUP}?company_id_token=${harborview}`)).statusCode).toBe(403);
    expect((await admin.get(`${SETUP}?company_id_token=${'z'.repeat(16)}`)).statusCode).toBe(404);
    // A shorter piece of a token names nothing.
    expect((await admin.get(`${SETUP}?company_id_token=${harborview.slice(0, 8)}`)).statusCode).toBe(404);
    expect((await employee.get(`${SETUP}?company_id_token=${harborview}`)).statusCode).toBe(403);
    const none = await ops.get(SETUP);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ company_id_token: OPEN_ENROLLMENT_MESSAGES.noCompany });
  });
});

describe('PUT ben_admin_open_enrollment_setup', () => {
  it('refuses a form without medical documents, a program, and a file in an unknown field: every error, nothing written', async () => {
    const { token, broker } = await makeCompany();
    const before = await Promise.all([count(renewals), count(storedFiles), count(openEnrollmentSetups)]);
    const res = await submit(broker, token, [
      { name: 'company_id_token', content: token },
      rates(),
      { name: 'dentalRates', filename: 'rates.csv', content: SAMPLE_FILES.exe },
      { name: 'cancerDocuments', filename: 'x.pdf', content: SAMPLE_FILES.pdf },
      { name: 'visionDocuments', filename: 'empty.pdf', content: '' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      medicalDocuments: OPEN_ENROLLMENT_MESSAGES.medicalDocumentsRequired,
      dentalRates: 'This file type is not accepted. Upload a PDF, PNG, JPEG, CSV or Excel (.xlsx) file.',
      cancerDocuments: OPEN_ENROLLMENT_MESSAGES.unknownUpload,
      visionDocuments: 'The file is empty.',
    });
    expect(await Promise.all([count(renewals), count(storedFiles), count(openEnrollmentSetups)])).toEqual(
      before,
    );
  });

  it("refuses a form naming another company than the address, another company's token and employees", async () => {
    const { token, broker } = await makeCompany();
    const other = await makeCompany();
    const before = await count(renewals);
    const mismatch = await submit(broker, token, [{ name: 'company_id_token', content: other.token }, pdf()]);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors).toEqual({ company_id_token: OPEN_ENROLLMENT_MESSAGES.tokenMismatch });
    expect((await submit(nyAdmin, token, [pdf()])).statusCode).toBe(403);
    expect((await submit(employee, token, [pdf()])).statusCode).toBe(403);
    expect((await submit(broker, 'y'.repeat(16), [pdf()])).statusCode).toBe(404);
    expect(await count(renewals)).toBe(before);
  });

  it('creates the renewal, the setup and its files in one go; a second submission answers 409', async () => {
    const made = await makeCompany();
    const res = await submit(made.broker, made.token, [
      { name: 'company_id_token', content: made.token },
      pdf(),
      rates(),
      rates('longTermDisabilityRates'),
      { name: 'dentalDocuments', filename: '', content: '' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'processing', companyId: made.company.id });
    const [renewal] = await suite.db.select().from(renewals).where(eq(renewals.companyId, made.company.id));
    expect(renewal).toMatchObject({
      status: 'processing',
      currentCompanyPolicyId: made.policy.id,
      effectiveAt: '2027-01-01',
    });
    const files = await suite.db
      .select()
      .from(storedFiles)
      .where(
        and(eq(storedFiles.companyId, made.company.id), eq(storedFiles.recordType, 'open_enrollment_setup')),
      );
    expect(files.map((f) => f.contentType).sort()).toEqual(['application/pdf', 'text/csv', 'text/csv']);
    const audit = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.companyId, made.company.id), eq(auditLog.action, 'open_enrollment.setup_submitted')),
      );
    expect(audit[0]?.details).toMatchObject({ files: 3 });

    const again = await submit(made.broker, made.token, [pdf()]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(OPEN_ENROLLMENT_MESSAGES.alreadyProcessing);
    expect((await made.broker.get(`${SETUP}?company_id_token=${made.token}`)).json().status).toBe(
      'processing',
    );

    // The uploads are for operations: the company's own people do not download them.
    expect((await made.broker.get(`/api/v1/files/${files[0]!.id}`)).statusCode).toBe(404);
    expect((await ops.get(`/api/v1/files/${files[0]!.id}`)).statusCode).toBe(200);
  });
});

describe("operations' processing", () => {
  async function submitted() {
    const made = await makeCompany();
    const res = await submit(made.broker, made.token, [pdf(), rates()]);
    expect(res.statusCode).toBe(200);
    return { ...made, setupId: res.json().setupId as string };
  }

  it('lists the queue (processing first) and a setup for operations only', async () => {
    const { setupId, company } = await submitted();
    const queue = await ops.get(QUEUE);
    expect(queue.statusCode).toBe(200);
    const item = queue.json().setups.find((s: { id: string }) => s.id === setupId);
    expect(item).toMatchObject({ companyName: company.name, status: 'processing', fileCount: 2 });
    const detail = await ops.get(`${QUEUE}/${setupId}`);
    expect(detail.json()).toMatchObject({
      status: 'processing',
      suites: [],
      renewal: { effectiveAt: '2027-01-01' },
    });
    expect(detail.json().files).toHaveLength(2);
    for (const agent of [admin, broker, employee]) {
      expect((await agent.get(QUEUE)).statusCode).toBe(403);
      expect((await agent.get(`${QUEUE}/${setupId}`)).statusCode).toBe(403);
      expect(
        (await agent.send('PUT', `${QUEUE}/${setupId}/rate_sheet`, { csv: SHEET, version: 1 })).statusCode,
      ).toBe(403);
      expect((await agent.send('POST', `${QUEUE}/${setupId}/launch`, { version: 1 })).statusCode).toBe(403);
    }
    expect((await ops.get(`${QUEUE}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it('refuses a sheet with errors (each row and column named) and a stale version; nothing written', async () => {
    const { setupId } = await submitted();
    const bad = SHEET.replace('512.38', 'lots').replace('Platinum HMO 10,Platinum', 'Nope,Platinum');
    const res = await ops.send('PUT', `${QUEUE}/${setupId}/rate_sheet`, { csv: bad, version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      csv: OPEN_ENROLLMENT_MESSAGES.rateSheetInvalid,
      'sheet.0': 'Row 2, column age21_rate: enter an amount in dollars, like 1500 or 412.50 ("lots" is not).',
      'sheet.1':
        'Row 2, column age21_rate: enter the age-21 rate, or the four tier rates ee_only, ee_spouse, ee_children and ee_family.',
      'sheet.2': `Row 3, column replaces_plan: "Nope" is not a current medical plan; use one of ${HARBORVIEW_MEDICAL.map((n) => `"${n}"`).join(', ')}.`,
      // Row 2 was the suite's marked base plan: without it, the suite's other medical plans have none.
      'sheet.3':
        'Row 4, column is_base_plan: mark one medical plan of suite "Renewal" as its base plan (yes).',
    });
    const stale = await ops.send('PUT', `${QUEUE}/${setupId}/rate_sheet`, { csv: SHEET, version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    const launch = await ops.send('POST', `${QUEUE}/${setupId}/launch`, { version: 1 });
    expect(launch.statusCode).toBe(409);
    expect(launch.json().error).toBe(OPEN_ENROLLMENT_MESSAGES.noSuites);
    const setup = (await ops.get(`${QUEUE}/${setupId}`)).json() as SetupDetail;
    expect(setup.suites).toEqual([]);
    expect(setup.version).toBe(1);
  });

  it('loads the sheet into suites with a preview on the census, replaces it when loaded again, and launches', async () => {
    const { setupId, company, administrator, token, people } = await submitted();
    const loaded = await ops.send('PUT', `${QUEUE}/${setupId}/rate_sheet`, {
      csv: SHEET,
      fileName: 'x.csv',
      version: 1,
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const detail = loaded.json() as SetupDetail;
    expect(detail.version).toBe(2);
    expect(detail.suites.map((s) => [s.position, s.shortName, s.plans.length])).toEqual([
      [1, 'Renewal', 9],
      [2, 'Buy-down', 6],
      [3, 'Kaiser alternative', 6],
    ]);
    expect(detail.censusEmployees).toBe(3);
    expect(detail.salariedEmployees).toBe(2);
    for (const plan of detail.suites.flatMap((s) => s.plans)) {
      expect(plan.monthly, plan.name).not.toBeNull();
      expect(plan.monthly!.premium, `${plan.name} ${JSON.stringify(plan.monthly)}`).toBeGreaterThan(0);
      expect(plan.monthly!.companyContribution + plan.monthly!.employeeDeduction).toBeCloseTo(
        plan.monthly!.premium,
        2,
      );
    }
    // Disability is priced on salaries: the engine's price for the two employees with one on file (the third is
    // left out), under no disability contribution (the employees pay it all).
    const salaried: SimulationEmployeeInput[] = people
      .filter((p) => p.form.annualSalaryCents !== null)
      .map((p) => ({
        id: p.form.id,
        employeeRoleId: p.form.employeeRoleId,
        census: buildPricingCensus(
          { id: p.form.id, bornAt: p.form.bornAt!, tobaccoUser: p.form.tobaccoUser },
          [],
          p.policy.effectiveAt!,
          { annualSalaryDollars: fromCentsOrNull(p.form.annualSalaryCents) },
        ),
        elections: {},
      }));
    const disability = (pricing: PricedPlan['pricing']): PricedPlan => ({
      id: pricing.kind,
      coverageType: pricing.kind as PricedPlan['coverageType'],
      contributionStrategy: 'Contributory',
      pricing,
    });
    // The sheet's rows: 60% of salary, up to $1,000 a week / $5,000 a month; rates per unit by age band in cents.
    const band = (minAge: number, maxAge: number, rateCents: number) => ({ minAge, maxAge, rateCents });
    const expected = {
      'Short Term Disability 60%': disability({
        kind: 'short_term_disability',
        salaryCoveragePercentage: 60,
        maxWeeklyBenefitDollars: 1000,
        bands: [band(0, 39, 28), band(40, 49, 36), band(50, 99, 52)],
      }),
      'Long Term Disability 60%': disability({
        kind: 'long_term_disability',
        salaryCoveragePercentage: 60,
        maxMonthlyBenefitDollars: 5000,
        bands: [band(0, 39, 18), band(40, 49, 35), band(50, 99, 62)],
      }),
    };
    for (const [name, plan] of Object.entries(expected)) {
      const shown = detail.suites[0]!.plans.find((p) => p.name === name)!;
      const engine = priceCensusOnPlan({ plan, basePlan: null, rules: [], employees: salaried });
      expect(engine.employees).toBe(2);
      expect(engine.premium).toBeGreaterThan(0);
      expect(shown.monthly, name).toEqual(engine);
    }
    // Age-rated medical at 75% of the employee's premium: the company pays three quarters of it.
    const gold = detail.suites[0]!.plans.find((p) => p.name === 'Gold PPO 500 (2027)')!;
    expect(gold.monthly!.companyContribution).toBeCloseTo(gold.monthly!.premium * 0.75, 0);
    expect(detail.mappings.map((m) => m.items.length)).toEqual([3, 3, 3, 3]);

    const reloaded = await ops.send('PUT', `${QUEUE}/${setupId}/rate_sheet`, { csv: SHEET, version: 2 });
    expect(reloaded.statusCode).toBe(200);
    const renewalId = detail.renewal.id;
    expect(await suite.db.select().from(planSuites).where(eq(planSuites.renewalId, renewalId))).toHaveLength(
      3,
    );
    expect(
      await suite.db.select().from(medicalPlanMappings).where(eq(medicalPlanMappings.renewalId, renewalId)),
    ).toHaveLength(4);

    const launched = await ops.send('POST', `${QUEUE}/${setupId}/launch`, { version: 3 });
    expect(launched.statusCode).toBe(200);
    expect(launched.json()).toMatchObject({ status: 'launched', launchedByName: 'Sam Patel' });
    const [renewal] = await suite.db.select().from(renewals).where(eq(renewals.id, renewalId));
    const [first] = await suite.db
      .select()
      .from(planSuites)
      .where(and(eq(planSuites.renewalId, renewalId), eq(planSuites.position, 1)));
    expect(renewal).toMatchObject({ status: 'open', selectedPlanSuiteId: first!.id });
    expect(renewal!.launchedAt).not.toBeNull();
    const contributions = await suite.db
      .select()
      .from(renewalContributions)
      .where(eq(renewalContributions.renewalId, renewalId));
    expect(contributions.map((c) => [c.serviceLine, c.name, c.employeePercentage]).sort()).toEqual([
      ['dental', 'All Staff', 50],
      ['medical', 'All Staff', 75],
    ]);
    const [mail] = await mailSentTo(suite.db, administrator.email);
    expect(mail?.template).toBe('renewalReady');
    expect(mail?.text).toContain(`/benefits-administration/renewal?company_id_token=${token}`);
    expect(mail?.text).toContain('January 1, 2027');
    expect(
      (await ops.get(`${QUEUE}`)).json().setups.find((s: { id: string }) => s.id === setupId).status,
    ).toBe('launched');
    const status = await (await suite.loginAs(administrator.email)).get(`${SETUP}?company_id_token=${token}`);
    expect(status.json().status).toBe('launched');

    // Launched: neither a sheet nor a second launch, nor another submission.
    expect(
      (await ops.send('PUT', `${QUEUE}/${setupId}/rate_sheet`, { csv: SHEET, version: 4 })).statusCode,
    ).toBe(409);
    expect((await ops.send('POST', `${QUEUE}/${setupId}/launch`, { version: 4 })).statusCode).toBe(409);
    const again = await submit(ops, token, [pdf()]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(OPEN_ENROLLMENT_MESSAGES.alreadyRenewing);
    const actions = await suite.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.companyId, company.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['open_enrollment.rate_sheet_loaded', 'open_enrollment.launched']),
    );
  });
});
