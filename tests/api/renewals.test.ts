/**
 * The employer's renewal (issue 13 item 3, decisions 0035 and 0037): GET/PUT ben_admin_renewal, PUT
 * ben_admin_renewal/employee_contributions, POST sign_application and the effective date. Each test makes its own
 * company, plan year and launched renewal with the factories, so the demo data stays as other files read it.
 */

import {
  auditLog,
  companyContributions,
  companyPolicies,
  companyPolicyPlans,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeeRoles,
  renewalContributions,
  renewals,
} from '@server/db/schema';
import { invalidateCompanyRenewal } from '@server/lib/company-renewal';
import { loadPricedPlans } from '@server/modules/carriers/plans/plans.service';
import { readPlanYearCensus } from '@server/modules/company/company-policies/company-policies.service';
import { completeDueRenewals } from '@server/modules/renewal/renewals/renewals-writes.service';
import { priceCensusOnPlan } from '@shared/domain/renewal/census-costs';
import { CONTRIBUTION_MESSAGES } from '@shared/schemas/contribution';
import { RENEWAL_MESSAGES, type RenewalRecord } from '@shared/schemas/renewal';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addContribution,
  createCompany,
  createCompanyAdministrator,
  createEmployee,
  createPlan,
  createRenewal,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { SIGNATURE_PNG } from '../helpers/application';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { nyAdmin, employee: demoEmployee } = suite.cast;

const URL = '/api/v2/ben_admin_renewal';
const SIGN = '/api/v1/employer_application/sign_application';
// The pad's PNG (a real 1×1 image: the signature rule reads its header, decision 0074).
const IMAGE = SIGNATURE_PNG;

/**
 * A company with an enrolled 2026 plan year (a medical and a dental plan, the default rule), an Office class,
 * three employees (one enrolled in medical with a spouse, one waiving for a spouse's plan, one not eligible),
 * an administrator, and a launched renewal whose package has two medical plans, a dental and a life plan.
 */
async function makeRenewal() {
  const { company, policy, defaultRole } = await createCompany(suite.db, {
    policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2027-01-01' },
  });
  const [office] = await suite.db
    .insert(employeeRoles)
    .values({ companyId: company.id, name: 'Office', sortOrder: 1 })
    .returning();
  const medical = await createPlan(suite.db, {
    type: 'medical',
    offerTo: { companyPolicyId: policy.id, isBasePlan: true },
  });
  await createPlan(suite.db, { type: 'dental', offerTo: { companyPolicyId: policy.id } });
  await addContribution(suite.db, policy.id, 'medical', { name: 'Default class' });
  await addContribution(suite.db, policy.id, 'dental', { name: 'Default class' });
  const enrolled = await createEmployee(suite.db, suite.cipher, {
    companyId: company.id,
    companyPolicyId: policy.id,
    overrides: {
      employeeRoleId: defaultRole.id,
      bornAt: '1980-02-01',
      lastName: 'Alvarez',
      annualSalaryCents: 6_000_000,
    },
    dependents: [{ dependentType: 'spouse', bornAt: '1982-05-05' }],
  });
  const waiving = await createEmployee(suite.db, suite.cipher, {
    companyId: company.id,
    companyPolicyId: policy.id,
    overrides: {
      employeeRoleId: office!.id,
      bornAt: '1990-03-03',
      lastName: 'Baker',
      annualSalaryCents: 4_000_000,
    },
  });
  const ineligible = await createEmployee(suite.db, suite.cipher, {
    companyId: company.id,
    companyPolicyId: policy.id,
    overrides: { isEligible: false, lastName: 'Carter' },
  });
  const now = new Date();
  await suite.db.insert(employeePolicyCoverages).values([
    {
      employeePolicyId: enrolled.policy.id,
      coverageType: 'medical',
      isEnrolling: 'Yes',
      planId: medical.plan.id,
    },
    { employeePolicyId: waiving.policy.id, coverageType: 'medical', isEnrolling: 'No' },
  ]);
  await suite.db
    .update(employeePolicies)
    .set({ status: 'enrolled', completedAt: now, signedAt: now })
    .where(eq(employeePolicies.id, enrolled.policy.id));
  await suite.db
    .update(employeePolicies)
    .set({ status: 'enrolled', completedAt: now, declinationReason: 'spouse_parent_plan' })
    .where(eq(employeePolicies.id, waiving.policy.id));
  const made = await createRenewal(suite.db, {
    companyId: company.id,
    currentCompanyPolicyId: policy.id,
    effectiveAt: '2027-01-01',
    suites: [
      {
        shortName: 'Renewal',
        plans: [
          { type: 'medical', isBasePlan: true, overrides: { metalTier: 'Silver', planType: 'PPO' } },
          { type: 'medical', overrides: { metalTier: 'Gold', planType: 'HMO' } },
          { type: 'dental' },
          { type: 'life', overrides: { coverageAmountCents: 5_000_000 } },
        ],
      },
    ],
  });
  const passwordHash = await demoPasswordHash();
  const adminAccount = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  return {
    company,
    policy,
    defaultRole,
    office: office!,
    enrolled,
    waiving,
    ineligible,
    ...made,
    admin: await suite.loginAs(adminAccount.email),
  };
}
type Made = Awaited<ReturnType<typeof makeRenewal>>;

const getUrl = (made: Made) => `${URL}?company_id_token=${made.company.idToken}`;

async function read(agent: Agent, made: Made): Promise<RenewalRecord> {
  const res = await agent.get(getUrl(made));
  expect(res.statusCode).toBe(200);
  return res.json().renewal;
}

/** The record's details as the form sends them back. */
function detailsOf(record: RenewalRecord, overrides: Record<string, unknown> = {}) {
  return {
    version: record.version,
    probationaryPeriod: record.probationaryPeriod ?? 'first_of_month_after_hire',
    contributions: record.contributions,
    ...overrides,
  };
}
const put = (agent: Agent, made: Made, body: Record<string, unknown>) =>
  agent.send('PUT', URL, { company_id_token: made.company.idToken, ben_admin_renewal: body });

const storedRows = (renewalId: string) =>
  suite.db
    .select()
    .from(renewalContributions)
    .where(eq(renewalContributions.renewalId, renewalId))
    .orderBy(asc(renewalContributions.sortOrder), asc(renewalContributions.id));
const storedRenewal = async (id: string) =>
  (await suite.db.select().from(renewals).where(eq(renewals.id, id)))[0]!;

/** Saves a complete table and signs; answers the signed record. */
async function saveAndSign(made: Made) {
  const record = await read(made.admin, made);
  const saved = await put(made.admin, made, detailsOf(record));
  expect(saved.statusCode).toBe(200);
  const signed = await made.admin.send('POST', SIGN, { id: made.renewal.id, signatureImageDataUrl: IMAGE });
  expect(signed.statusCode).toBe(200);
  return signed.json().renewal as RenewalRecord;
}

describe('GET ben_admin_renewal', () => {
  it('answers the record: rows, package plans, employees and cards priced for the census by the engine', async () => {
    const made = await makeRenewal();
    const record = await read(made.admin, made);
    expect(record).toMatchObject({
      id: made.renewal.id,
      status: 'open',
      version: 1,
      companyPolicyID: null,
      companyIDToken: made.company.idToken,
      zipCode: '94105',
      probationaryPeriod: null,
      signatureImageDataUrl: null,
      isSigned: false,
      serviceLinesWithPlans: ['medical', 'dental', 'life'],
    });
    expect(record.contributions.medical).toEqual([
      expect.objectContaining({ name: 'All Staff', contributionType: 'percentage', employeePercentage: 50 }),
    ]);
    expect(record.planIds.medical).toHaveLength(2);
    expect(record.medicalCompanyContributionOptions).toEqual([
      { id: record.contributions.medical[0]!.id, label: 'All Staff' },
    ]);
    expect(
      record.employees.map((e) => [e.name.split(' ')[1], e.isEligible, e.renewalApplicationRelativePath]),
    ).toEqual([
      ['Alvarez', true, null],
      ['Baker', true, null],
      ['Carter', false, null],
    ]);

    // The cards' totals are the engine's price of the plan year's census under the renewal's rows.
    const census = await readPlanYearCensus(suite.db, made.company.id, made.policy.id);
    const priced = await loadPricedPlans(suite.db, record.planIds.medical);
    const base = priced.find(
      (p) => p.plan.id === record.planIds.medical[0] || p.plan.metalTier === 'Silver',
    )!;
    const silverBase = priced.find((p) => p.plan.metalTier === 'Silver')!.priced;
    const rules = [
      {
        serviceLine: 'medical' as const,
        role: null,
        active: true,
        contributionType: 'percentage' as const,
        employeePercentage: 50,
        dependentPercentage: 0,
        employeeFixedAmount: null,
        dependentFixedAmount: null,
      },
    ];
    expect(base).toBeDefined();
    for (const p of priced) {
      const cost = priceCensusOnPlan({
        plan: p.priced,
        basePlan: silverBase,
        rules,
        employees: census.employees,
      });
      const card = record.plans.medical.find((c) => c.id === p.plan.id)!;
      expect(card.total_cost).toBe(cost.premium);
      expect(card.costs).toEqual(cost);
      expect(card.total_cost).toBeGreaterThan(0);
    }
    // Alvarez is covered with his spouse; Baker waives, so only one employee is priced on medical.
    expect(record.plans.medical[0]!.costs.employees).toBe(1);
    expect(record.plans.medical.map((c) => c.metal_tier).sort()).toEqual(['Gold', 'Silver']);
    // Participation: one enrolled of one counted (Baker's waiver is valid); the minimum is met.
    expect(record.checks.participation).toMatchObject({
      eligible: 2,
      validWaivers: 1,
      enrolled: 1,
      warning: null,
    });
    expect(record.checks.affordability.map((a) => a.name.split(' ')[1])).toEqual(['Alvarez', 'Baker']);
    expect(record.checks.affordabilityThresholdPercent).toBe(9.96);
  });

  it('takes the token or its 16-character prefix; refuses another company (403), an unknown token (404), employees', async () => {
    const made = await makeRenewal();
    expect(
      (await made.admin.get(`${URL}?company_id_token=${made.company.idToken.slice(0, 16)}`)).statusCode,
    ).toBe(200);
    expect((await nyAdmin.get(getUrl(made))).statusCode).toBe(403);
    expect((await demoEmployee.get(getUrl(made))).statusCode).toBe(403);
    expect((await made.admin.get(`${URL}?company_id_token=nope${'z'.repeat(28)}`)).statusCode).toBe(404);
  });

  it('says when there is no renewal, or one still with operations', async () => {
    const { company } = await createCompany(suite.db);
    const admin = await suite.loginAs(
      (await createCompanyAdministrator(suite.db, company.id, { passwordHash: await demoPasswordHash() }))
        .email,
    );
    const none = await admin.get(`${URL}?company_id_token=${company.idToken}`);
    expect(none.json()).toEqual({ renewal: null, state: 'none' });
    await createRenewal(suite.db, { companyId: company.id, status: 'processing' });
    // The record is kept 5 s: whoever creates a renewal forgets it (the setup's submission will).
    await invalidateCompanyRenewal(suite.db, [company.id]);
    const processing = await admin.get(`${URL}?company_id_token=${company.idToken}`);
    expect(processing.json()).toEqual({ renewal: null, state: 'processing' });
  });
});

describe('PUT ben_admin_renewal', () => {
  it('saves the waiting period and the table: edits, adds, deactivates a removed saved row; raises the version', async () => {
    const made = await makeRenewal();
    const record = await read(made.admin, made);
    const medical = record.contributions.medical[0]!;
    const dental = record.contributions.dental[0]!;
    const res = await put(
      made.admin,
      made,
      detailsOf(record, {
        probationaryPeriod: 'one_month',
        contributions: {
          ...record.contributions,
          medical: [
            { ...medical, employeePercentage: 75 },
            { ...medical, id: null, name: 'Office', employeePercentage: 60 },
          ],
          dental: [
            { ...dental, active: false },
            {
              ...dental,
              id: null,
              name: 'Everyone',
              contributionType: 'fixed',
              employeeFixedAmount: 20,
              dependentFixedAmount: 0,
            },
          ],
          // Life is fixed at 100% whatever is sent.
          life: [{ ...record.contributions.life[0]!, employeePercentage: 10 }],
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved: RenewalRecord = res.json().renewal;
    expect(saved.version).toBe(2);
    expect(saved.probationaryPeriod).toBe('one_month');
    expect(saved.contributions.medical.map((r) => [r.name, r.employeePercentage])).toEqual([
      ['All Staff', 75],
      ['Office', 60],
    ]);
    expect(saved.contributions.dental.map((r) => [r.name, r.contributionType, r.employeePercentage])).toEqual(
      [['Everyone', 'fixed', null]],
    );
    expect(saved.contributions.life[0]).toMatchObject({ employeePercentage: 100, dependentPercentage: 100 });
    const rows = await storedRows(made.renewal.id);
    expect(rows.find((r) => r.id === dental.id)).toMatchObject({ active: false });
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, made.renewal.id), eq(auditLog.action, 'renewal.details_saved')));
    expect(audits[0]!.details).toEqual({ added: 2, changed: 2, deactivated: 1 });
    // The medical cards are priced under the new rows: the company pays more.
    expect(saved.plans.medical[0]!.costs.companyContribution).toBeGreaterThan(
      record.plans.medical[0]!.costs.companyContribution,
    );
  });

  it('refuses a table without a medical row, a missing waiting period and bad values: every error, nothing written', async () => {
    const made = await makeRenewal();
    const record = await read(made.admin, made);
    const before = await storedRows(made.renewal.id);
    const res = await put(
      made.admin,
      made,
      detailsOf(record, {
        probationaryPeriod: null,
        contributions: {
          ...record.contributions,
          medical: [{ ...record.contributions.medical[0]!, active: false }],
          dental: [{ ...record.contributions.dental[0]!, name: '', employeePercentage: 120 }],
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      probationaryPeriod: 'Required',
      'contributions.medical': CONTRIBUTION_MESSAGES.atLeastOne,
      'contributions.dental.0.name': 'Required',
      'contributions.dental.0.employeePercentage': CONTRIBUTION_MESSAGES.percentage,
    });
    expect(await storedRows(made.renewal.id)).toEqual(before);
    expect((await storedRenewal(made.renewal.id)).version).toBe(1);
  });

  it('refuses text with control characters, and two rows of one name on a line', async () => {
    const made = await makeRenewal();
    const record = await read(made.admin, made);
    const row = record.contributions.medical[0]!;
    const control = await put(
      made.admin,
      made,
      detailsOf(record, {
        contributions: {
          ...record.contributions,
          dental: [{ ...record.contributions.dental[0]!, name: 'Den\u0007tal' }],
        },
      }),
    );
    expect(control.statusCode).toBe(400);
    expect(control.json().fieldErrors).toEqual({
      'ben_admin_renewal.contributions.dental.0.name': 'Remove the special characters from this field.',
    });
    const twice = await put(
      made.admin,
      made,
      detailsOf(record, { contributions: { ...record.contributions, medical: [row, { ...row, id: null }] } }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors).toEqual({
      'contributions.medical.1.name': RENEWAL_MESSAGES.duplicateName,
    });
    expect((await storedRenewal(made.renewal.id)).version).toBe(1);
  });

  it('answers a stale version 409 with a form_error, and another renewal’s row 403; nothing written', async () => {
    const made = await makeRenewal();
    const other = await makeRenewal();
    const record = await read(made.admin, made);
    const stale = await put(made.admin, made, detailsOf(record, { version: 7 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'version_conflict',
      fieldErrors: { form_error: RENEWAL_MESSAGES.version },
    });
    const foreign = (await read(other.admin, other)).contributions.medical[0]!;
    const res = await put(
      made.admin,
      made,
      detailsOf(record, { contributions: { ...record.contributions, medical: [foreign] } }),
    );
    expect(res.statusCode).toBe(403);
    expect((await storedRenewal(made.renewal.id)).version).toBe(1);
  });

  it("refuses another company's administrator and token", async () => {
    const made = await makeRenewal();
    const record = await read(made.admin, made);
    expect((await put(nyAdmin, made, detailsOf(record))).statusCode).toBe(403);
    const other = await makeRenewal();
    expect((await put(other.admin, made, detailsOf(record))).statusCode).toBe(403);
  });
});

describe('POST sign_application', () => {
  it('refuses a missing signature and incomplete details, with their errors; nothing written', async () => {
    const made = await makeRenewal();
    const noWaiting = await made.admin.send('POST', SIGN, {
      id: made.renewal.id,
      signatureImageDataUrl: IMAGE,
    });
    expect(noWaiting.statusCode).toBe(400);
    expect(noWaiting.json().fieldErrors).toEqual({
      probationaryPeriod: 'Required',
      form_error: RENEWAL_MESSAGES.incomplete,
    });
    const record = await read(made.admin, made);
    await put(made.admin, made, detailsOf(record));
    const noSignature = await made.admin.send('POST', SIGN, {
      id: made.renewal.id,
      signatureImageDataUrl: null,
    });
    expect(noSignature.statusCode).toBe(400);
    expect(Object.keys(noSignature.json().fieldErrors)).toEqual(['signatureImageDataUrl']);
    expect((await storedRenewal(made.renewal.id)).status).toBe('open');
    const policies = await suite.db
      .select()
      .from(companyPolicies)
      .where(eq(companyPolicies.companyId, made.company.id));
    expect(policies).toHaveLength(1);
  });

  it("refuses another company's administrator", async () => {
    const made = await makeRenewal();
    const res = await nyAdmin.send('POST', SIGN, { id: made.renewal.id, signatureImageDataUrl: IMAGE });
    expect(res.statusCode).toBe(403);
  });

  it('creates the upcoming plan year with the package, classes and contributions, and opens renewal applications', async () => {
    const made = await makeRenewal();
    const record = await read(made.admin, made);
    const row = record.contributions.medical[0]!;
    await put(
      made.admin,
      made,
      detailsOf(record, {
        contributions: {
          ...record.contributions,
          medical: [
            row,
            { ...row, id: null, name: 'Office', employeePercentage: 80 },
            { ...row, id: null, name: 'Crew leads' },
          ],
        },
      }),
    );
    const signed = await made.admin.send('POST', SIGN, { id: made.renewal.id, signatureImageDataUrl: IMAGE });
    expect(signed.statusCode).toBe(200);
    const body: RenewalRecord = signed.json().renewal;
    expect(body.status).toBe('signed');
    expect(body.isSigned).toBe(true);
    expect(body.signatureImageDataUrl).toBeNull();
    const upcoming = body.companyPolicyID!;
    const [policy] = await suite.db.select().from(companyPolicies).where(eq(companyPolicies.id, upcoming));
    expect(policy).toMatchObject({
      status: 'upcoming',
      effectiveAt: '2027-01-01',
      renewalAt: '2028-01-01',
      waitingPeriod: 'first_of_month_after_hire',
    });
    const plans = await suite.db
      .select()
      .from(companyPolicyPlans)
      .where(eq(companyPolicyPlans.companyPolicyId, upcoming));
    expect(plans).toHaveLength(4);
    expect(plans.filter((p) => p.isBasePlan)).toHaveLength(3);
    const contributions = await suite.db
      .select()
      .from(companyContributions)
      .where(eq(companyContributions.companyPolicyId, upcoming));
    const classes = await suite.db
      .select()
      .from(employeeRoles)
      .where(eq(employeeRoles.companyId, made.company.id));
    const crewLeads = classes.find((c) => c.name === 'Crew leads')!;
    expect(crewLeads).toBeDefined();
    expect(
      contributions
        .filter((c) => c.coverageType === 'medical')
        .map((c) => [c.name, c.employeeRoleId, c.employeePercentage])
        .sort(),
    ).toEqual(
      [
        ['All Staff', null, 50],
        ['Crew leads', crewLeads.id, 50],
        ['Office', made.office.id, 80],
      ].sort(),
    );
    // The matrix's options are the new plan year's medical rows; each eligible employee has an application.
    expect(body.medicalCompanyContributionOptions.map((o) => o.label).sort()).toEqual([
      'All Staff',
      'Crew leads',
      'Office',
    ]);
    const eligible = body.employees.filter((e) => e.isEligible);
    expect(eligible.every((e) => e.renewalPolicyExternalID && e.renewalPolicyStatus === 'not_started')).toBe(
      true,
    );
    expect(eligible[0]!.renewalApplicationRelativePath).toBe(
      `/company-admin/employee-renewal/${made.enrolled.form.hashId}`,
    );
    expect(body.employees.find((e) => !e.isEligible)!.renewalPolicyExternalID).toBeNull();
    // Baker (Office) shows the Office row.
    const baker = body.employees.find((e) => e.id === made.waiving.form.id)!;
    expect(
      body.medicalCompanyContributionOptions.find((o) => o.id === baker.medicalCompanyContributionID)!.label,
    ).toBe('Office');
    // Alvarez's renewal application starts from his current medical election, moved to the replacing plan.
    const [renewalCoverage] = await suite.db
      .select()
      .from(employeePolicyCoverages)
      .where(eq(employeePolicyCoverages.employeePolicyId, eligible[0]!.renewalPolicyExternalID!));
    expect(renewalCoverage).toMatchObject({ coverageType: 'medical', isEnrolling: 'Yes' });
    const audit = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, made.renewal.id), eq(auditLog.action, 'renewal.signed')));
    expect(audit[0]!.details).toMatchObject({ applicationsOpened: 2, classesCreated: 1 });
    expect(JSON.stringify(audit[0]!.details)).not.toContain('data:image');

    // Signed: details can no longer change, and signing again is refused.
    const again = await made.admin.send('POST', SIGN, { id: made.renewal.id, signatureImageDataUrl: IMAGE });
    expect(again.statusCode).toBe(409);
    const edit = await put(made.admin, made, detailsOf(body));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().fieldErrors.form_error).toBe(RENEWAL_MESSAGES.notOpen);
  });
});

describe('PUT ben_admin_renewal/employee_contributions', () => {
  const putClasses = (agent: Agent, made: Made, body: Record<string, unknown>) =>
    agent.send('PUT', `${URL}/employee_contributions`, {
      company_id_token: made.company.idToken,
      ben_admin_renewal: body,
    });

  it('is refused before signing', async () => {
    const made = await makeRenewal();
    const record = await read(made.admin, made);
    const res = await putClasses(made.admin, made, { version: record.version, employees: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.form_error).toBe(RENEWAL_MESSAGES.notSigned);
  });

  it("assigns each employee's class; requires one; refuses a stale version, another's class and another company", async () => {
    const made = await makeRenewal();
    const signed = await saveAndSign(made);
    const eligible = signed.employees.filter((e) => e.isEligible);
    const office = signed.medicalCompanyContributionOptions.find((o) => o.label === 'Office');
    const allStaff = signed.medicalCompanyContributionOptions.find((o) => o.label === 'All Staff')!;
    expect(office).toBeUndefined();

    const missing = await putClasses(made.admin, made, {
      version: signed.version,
      employees: eligible.map((e, i) => ({
        renewalPolicyExternalID: e.renewalPolicyExternalID,
        medicalCompanyContributionID: i === 0 ? null : allStaff.id,
      })),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      'employees.0.medicalCompanyContributionID': CONTRIBUTION_MESSAGES.medicalClass,
    });

    const stale = await putClasses(made.admin, made, { version: 99, employees: [] });
    expect(stale.statusCode).toBe(409);
    expect((await putClasses(nyAdmin, made, { version: signed.version, employees: [] })).statusCode).toBe(
      403,
    );
    const unknownClass = await putClasses(made.admin, made, {
      version: signed.version,
      employees: [
        {
          renewalPolicyExternalID: eligible[0]!.renewalPolicyExternalID,
          medicalCompanyContributionID: made.renewal.id,
        },
      ],
    });
    expect(unknownClass.statusCode).toBe(400);

    const ok = await putClasses(made.admin, made, {
      version: signed.version,
      employees: eligible.map((e) => ({
        renewalPolicyExternalID: e.renewalPolicyExternalID,
        medicalCompanyContributionID: allStaff.id,
      })),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().renewal.version).toBe(signed.version + 1);
    // Baker moves from Office to the default class.
    const [baker] = await suite.db
      .select()
      .from(employeeForms)
      .where(eq(employeeForms.id, made.waiving.form.id));
    expect(baker!.employeeRoleId).toBe(made.defaultRole.id);
  });
});

describe('the effective date', () => {
  it('enrolls the new plan year, ends the old one and completes the renewal on its first day', async () => {
    const made = await makeRenewal();
    const signed = await saveAndSign(made);
    await completeDueRenewals(suite.db, '2026-12-31');
    expect((await storedRenewal(made.renewal.id)).status).toBe('signed');
    expect(await completeDueRenewals(suite.db, '2027-01-01')).toBeGreaterThanOrEqual(1);
    const renewal = await storedRenewal(made.renewal.id);
    expect(renewal.status).toBe('completed');
    expect(renewal.completedAt).not.toBeNull();
    const statuses = await suite.db
      .select({ id: companyPolicies.id, status: companyPolicies.status })
      .from(companyPolicies)
      .where(eq(companyPolicies.companyId, made.company.id));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [made.policy.id]: 'cancelled',
      [signed.companyPolicyID!]: 'enrolled',
    });
    const old = await suite.db
      .select({ status: employeePolicies.status })
      .from(employeePolicies)
      .where(eq(employeePolicies.companyPolicyId, made.policy.id));
    expect(old.every((p) => p.status === 'cancelled')).toBe(true);
    // Run again: nothing left to do; the company has no current renewal.
    expect(await completeDueRenewals(suite.db, '2027-01-02')).toBe(0);
    expect((await made.admin.get(getUrl(made))).json()).toEqual({ renewal: null, state: 'none' });
  });
});
