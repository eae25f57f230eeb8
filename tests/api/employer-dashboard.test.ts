import { writeAudit } from '@server/access/audit';
import {
  benAdminLeads,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
  employeePolicySteps,
  planRates,
} from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed';
import { listCompanyEnrollmentCosts } from '@server/modules/enrollment/enrollment-costs/enrollment-costs.service';
import {
  companyDashboardResponseSchema,
  employeeStatusResponseSchema,
} from '@shared/schemas/employer-dashboard';
import { planCostsResponseSchema } from '@shared/schemas/plans';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addContribution,
  createBenAdminLead,
  createCompany,
  createCompanyAdministrator,
  createEmployee,
  createEmployeeWithAccount,
  createPlan,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import type { Agent } from '../helpers/test-app';
import { demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { employee, admin, nyAdmin } = suite.cast;

/**
 * A company of its own: 4 eligible active people (1 signed with medical for herself and her spouse, 1 who
 * waived medical because she is covered by her spouse's plan, 1 in progress, 1 not started), 1 not eligible,
 * 1 terminated after signing, and 1 a payroll partner added who waits for a benefits decision.
 */
type World = Awaited<ReturnType<typeof buildWorld>>;
let world: World;
let companyAdmin: Agent;
let ops: Agent;

const SPOUSE_SSN = '123-45-6789';
const EMPLOYEE_SSN = '234-56-7890';

async function buildWorld() {
  const db = suite.db;
  const passwordHash = await demoPasswordHash();
  const { company, policy } = await createCompany(db, { policy: { waitingPeriod: 'one_month' } });
  const { plan: medical } = await createPlan(db, {
    type: 'medical',
    offerTo: { companyPolicyId: policy.id },
  });
  await addContribution(db, policy.id, 'medical', { employeePercentage: 60, dependentPercentage: 25 });
  // A tier-priced dental plan: the company pays half of the employee's part and none of the dependents'.
  const { plan: dental } = await createPlan(db, { type: 'dental', offerTo: { companyPolicyId: policy.id } });
  await addContribution(db, policy.id, 'dental');
  const administrator = await createCompanyAdministrator(db, company.id, { passwordHash });

  const sign = async (policyId: string, at: Date, declinationReason: string | null = null) => {
    await db
      .update(employeePolicies)
      // Signed and approved by operations: in force, billed and deducted (decision 0071).
      .set({ completedAt: at, signedAt: at, declinationReason, reviewStatus: 'approved' })
      .where(eq(employeePolicies.id, policyId));
    await db.insert(employeePolicySteps).values([
      { employeePolicyId: policyId, step: 'basicInformation', completedAt: new Date(at.getTime() - 60_000) },
      { employeePolicyId: policyId, step: 'sign', completedAt: at },
    ]);
  };

  // 1. Signed, medical for herself and her spouse.
  const enrolled = await createEmployeeWithAccount(db, suite.cipher, {
    companyId: company.id,
    passwordHash,
    ssn: EMPLOYEE_SSN,
    overrides: { firstName: 'Alma', lastName: 'Enrolled', bornAt: '1985-04-02' },
    dependents: [{ dependentType: 'spouse', bornAt: '1984-09-09', firstName: 'Sam', ssn: SPOUSE_SSN }],
  });
  const spouse = enrolled.dependents[0]!;
  await db.insert(employeePolicyCoverages).values({
    employeePolicyId: enrolled.policy.id,
    coverageType: 'medical',
    isEnrolling: 'Yes',
    planId: medical.id,
  });
  await db.insert(employeePolicyCoverages).values({
    employeePolicyId: enrolled.policy.id,
    coverageType: 'dental',
    isEnrolling: 'Yes',
    planId: dental.id,
    segment: 'ee_spouse',
  });
  await db.insert(employeePolicyDependentEnrollments).values(
    (['medical', 'dental'] as const).map((coverageType) => ({
      employeePolicyId: enrolled.policy.id,
      dependentId: spouse.id,
      coverageType,
      isEnrolling: true,
    })),
  );
  await sign(enrolled.policy.id, new Date('2026-11-20T10:00:00Z'));
  await db
    .update(employeePolicySteps)
    .set({ completedByAccountId: enrolled.account.id })
    .where(eq(employeePolicySteps.employeePolicyId, enrolled.policy.id));
  await writeAudit(db, {
    accountId: administrator.id,
    companyId: company.id,
    action: 'employee.invitation_sent',
    subjectType: 'employee_form',
    subjectId: enrolled.form.id,
  });
  await writeAudit(db, {
    accountId: enrolled.account.id,
    companyId: company.id,
    action: 'application.signed',
    subjectType: 'employee_policy',
    subjectId: enrolled.policy.id,
  });

  // 2. Signed, medical waived: covered by a spouse's plan (a valid waiver).
  const waived = await createEmployee(db, suite.cipher, {
    companyId: company.id,
    overrides: { firstName: 'Bea', lastName: 'Waived' },
  });
  await db
    .insert(employeePolicyCoverages)
    .values({ employeePolicyId: waived.policy.id, coverageType: 'medical', isEnrolling: 'No' });
  await sign(waived.policy.id, new Date('2026-11-21T10:00:00Z'), 'spouse_parent_plan');

  // 3. In progress: one step saved.
  const started = await createEmployee(db, suite.cipher, {
    companyId: company.id,
    overrides: { firstName: 'Cal', lastName: 'Started' },
  });
  await db
    .insert(employeePolicySteps)
    .values({ employeePolicyId: started.policy.id, step: 'basicInformation' });

  // 4. Not started.
  await createEmployee(db, suite.cipher, {
    companyId: company.id,
    overrides: { firstName: 'Dee', lastName: 'Waiting' },
  });

  // Not counted: not eligible; terminated (signed with medical); a partner's addition waiting for a decision.
  await createEmployee(db, suite.cipher, {
    companyId: company.id,
    overrides: { firstName: 'Eve', lastName: 'Ineligible', isEligible: false },
  });
  const terminated = await createEmployee(db, suite.cipher, {
    companyId: company.id,
    overrides: {
      firstName: 'Finn',
      lastName: 'Gone',
      employmentStatus: 'terminated',
      lastDayAt: '2026-11-10',
      coverageEndsAt: '2026-11-30',
      continuationNoticeDue: true,
    },
  });
  await db.insert(employeePolicyCoverages).values({
    employeePolicyId: terminated.policy.id,
    coverageType: 'medical',
    isEnrolling: 'Yes',
    planId: medical.id,
  });
  await sign(terminated.policy.id, new Date('2026-11-01T10:00:00Z'));
  const pending = await createEmployee(db, suite.cipher, {
    companyId: company.id,
    overrides: { firstName: 'Gil', lastName: 'Partner', isEligible: false, benefitsDecision: 'pending' },
  });

  return {
    company,
    policy,
    medical,
    dental,
    administrator,
    enrolled,
    spouse,
    waived,
    started,
    terminated,
    pending,
  };
}

beforeAll(async () => {
  world = await buildWorld();
  companyAdmin = await suite.loginAs(world.administrator.email);
  ops = await suite.loginAs('ops@example.com');
});

const dashboardUrl = (companyId: string) => `/api/v1/companies/${companyId}/dashboard`;
const statusUrl = (companyId: string, formId: string) =>
  `/api/v1/companies/${companyId}/employees/${formId}/status`;

/** What the employee's own application answers for a line's plan, for her and her spouse. */
async function ownCosts(type: 'medical' | 'dental') {
  const self = await suite.loginAs(world.enrolled.account.email);
  const res = await self.get(
    `/api/v1/employee_policies/${world.enrolled.policy.id}/plan_costs?type=${type}&dependentIDs=${world.spouse.id}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const planId = type === 'medical' ? world.medical.id : world.dental.id;
  return planCostsResponseSchema.parse(res.json()).planCosts.find((c) => c.planID === planId)!;
}

/** The medical plan (age-priced): the premium and the employer's part come with the cost. */
async function ownMedicalCost() {
  const b = (await ownCosts('medical')).costBreakdowns as {
    totalPremium: number;
    employerCost: number;
    employeeTotalCost: number;
  };
  return { premiumCents: b.totalPremium, companyCents: b.employerCost, employeeCents: b.employeeTotalCost };
}

/** The dental plan (tier-priced), "Me and My Spouse": the tier's rate, of which she pays what her application shows. */
async function ownDentalCost() {
  const b = (await ownCosts('dental')).costBreakdowns as { eeSpouse: { employeeTotalCost: number } };
  const [rate] = await suite.db
    .select({ rate: planRates.rate })
    .from(planRates)
    .where(and(eq(planRates.planId, world.dental.id), eq(planRates.tier, 'ee_spouse')));
  const premiumCents = Math.round(Number(rate!.rate) * 100);
  const employeeCents = b.eeSpouse.employeeTotalCost;
  return { premiumCents, companyCents: premiumCents - employeeCents, employeeCents };
}

type Split = { premiumCents: number; companyCents: number; employeeCents: number };
const sum = (...splits: Split[]): Split => ({
  premiumCents: splits.reduce((t, s) => t + s.premiumCents, 0),
  companyCents: splits.reduce((t, s) => t + s.companyCents, 0),
  employeeCents: splits.reduce((t, s) => t + s.employeeCents, 0),
});

describe('listCompanyEnrollmentCosts (what invoices and payroll deductions read)', () => {
  it("lists each signed person's enrolled lines at the Home's prices; a terminated person while still covered", async () => {
    const medical = await ownMedicalCost();
    const dental = await ownDentalCost();
    const now = await listCompanyEnrollmentCosts(suite.db, world.company.id);
    // Bea waived everything she was offered: she is listed with no line; Finn is terminated.
    expect(now.companyPolicyId).toBe(world.policy.id);
    expect(now.people.map((p) => [p.lastName, p.lines.length])).toEqual([
      ['Enrolled', 2],
      ['Waived', 0],
    ]);
    const alma = now.people[0]!;
    expect(alma.lines.map((l) => [l.coverageType, l.dependentCount])).toEqual([
      ['medical', 1],
      ['dental', 1],
    ]);
    expect(sum(...alma.lines)).toEqual(sum(medical, dental));

    // On a day his coverage still runs, Finn (terminated, covered to 2026-11-30) is there; after it, not.
    const november = await listCompanyEnrollmentCosts(suite.db, world.company.id, {
      coveredOn: '2026-11-01',
    });
    const finn = november.people.find((p) => p.lastName === 'Gone')!;
    expect(finn).toMatchObject({ employmentStatus: 'terminated', coverageEndsAt: '2026-11-30' });
    expect(finn.lines.map((l) => l.coverageType)).toEqual(['medical']);
    const december = await listCompanyEnrollmentCosts(suite.db, world.company.id, {
      coveredOn: '2026-12-01',
    });
    expect(december.people.map((p) => p.lastName)).toEqual(['Enrolled', 'Waived']);
  });
});

describe('GET /api/v1/companies/{companyId}/dashboard', () => {
  it('counts progress and participation over the active eligible people and prices the signed elections', async () => {
    const res = await companyAdmin.get(dashboardUrl(world.company.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = companyDashboardResponseSchema.parse(res.json());
    expect(body.company).toEqual({
      id: world.company.id,
      name: world.company.name,
      idToken: world.company.idToken,
    });
    expect(body.policy).toEqual({
      id: world.policy.id,
      status: 'upcoming',
      effectiveAt: '2027-01-01',
      renewalAt: '2028-01-01',
      waitingPeriod: 'one_month',
      waitingPeriodLabel: '1 month',
      // Open enrollment closes 15 days before the plan year by default (decision 0080).
      enrollmentWindow: { openEnrollmentClosesOn: '2026-12-17', newHireWindowDays: 30 },
    });
    expect(body.progress).toEqual({ eligible: 4, completed: 1, inProgress: 1, notStarted: 1, declined: 1 });
    expect(body.participation).toMatchObject({
      eligible: 4,
      validWaivers: 1,
      counted: 3,
      enrolled: 1,
      requirement: 0.7,
      required: 3,
      shortBy: 2,
      meetsRequirement: false,
      warning: '2 more employees need to enroll in medical to reach 70%.',
    });
    expect(body.participation.rate).toBeCloseTo(1 / 3);

    // The premium is the signed medical election of the one active enrolled person, priced as her application does.
    const medical = await ownMedicalCost();
    const dental = await ownDentalCost();
    expect(medical.premiumCents).toBeGreaterThan(0);
    expect(medical.companyCents).toBeGreaterThan(0);
    // Dental: 50% of the employee-only rate ($40.00), nothing of the spouse's part.
    expect(dental.companyCents).toBe(2000);
    expect(body.premium).toEqual({
      ...sum(medical, dental),
      coveredEmployees: 1,
      lines: [
        { coverageType: 'medical', enrolled: 1, ...medical },
        { coverageType: 'dental', enrolled: 1, ...dental },
      ],
      awaitingApproval: { premiumCents: 0, companyCents: 0, employeeCents: 0, people: 0 },
    });
  });

  it('lists what waits on the administrator, with links', async () => {
    const body = companyDashboardResponseSchema.parse(
      (await companyAdmin.get(dashboardUrl(world.company.id))).json(),
    );
    const confirmation = `/employer-dashboard/partner-add-employee-confirmation?employee_hash_id=${world.pending.form.hashId}`;
    expect(body.todos).toEqual([
      {
        kind: 'not_started',
        count: 1,
        label: '1 application not started; the first window closes on December 17, 2026',
        href: '/employer-dashboard/manage-employees?sort=status',
        people: [],
      },
      {
        kind: 'unsigned',
        count: 1,
        label: '1 application started but not signed; the first window closes on December 17, 2026',
        href: '/employer-dashboard/manage-employees?sort=status',
        people: [],
      },
      {
        kind: 'benefits_decision',
        count: 1,
        label: '1 employee added by your payroll partner waits for a benefits decision',
        href: confirmation,
        people: [{ employeeFormId: world.pending.form.id, name: 'Gil Partner', href: confirmation }],
      },
    ]);
  });

  it('lists an unfinished benefits-administration registration first, until it is done', async () => {
    const { company } = await createCompany(suite.db);
    const account = await createCompanyAdministrator(suite.db, company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const own = await suite.loginAs(account.email);
    const todos = async () =>
      companyDashboardResponseSchema.parse((await own.get(dashboardUrl(company.id))).json()).todos;
    expect(await todos()).toEqual([]);

    const lead = await createBenAdminLead(suite.db, company.id, { status: 'payment' });
    const href = `/register-benefits-administration?company_id_token=${company.idToken.slice(0, 16)}`;
    expect(await todos()).toEqual([
      {
        kind: 'registration',
        count: 1,
        label: 'Finish your benefits administration registration: set up payment',
        href,
        people: [],
      },
    ]);
    await suite.db
      .update(benAdminLeads)
      .set({ status: 'additional_information' })
      .where(eq(benAdminLeads.id, lead.id));
    expect((await todos())[0]?.label).toBe(
      'Finish your benefits administration registration: send your benefits information',
    );
    await suite.db.update(benAdminLeads).set({ status: 'done' }).where(eq(benAdminLeads.id, lead.id));
    expect(await todos()).toEqual([]);
  });

  it('answers operations for any company, and the demo administrator for her own', async () => {
    expect((await ops.get(dashboardUrl(world.company.id))).statusCode).toBe(200);
    const res = await admin.get(dashboardUrl(DEMO_COMPANIES.harborview!.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(companyDashboardResponseSchema.parse(res.json()).company.name).toBe(
      DEMO_COMPANIES.harborview!.name,
    );
  });

  it("refuses another company's administrator, and employees", async () => {
    for (const id of [world.company.id, DEMO_COMPANIES.harborview!.id, DEMO_COMPANIES.bluebonnet!.id]) {
      const res = await nyAdmin.get(dashboardUrl(id));
      expect(res.statusCode, id).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await admin.get(dashboardUrl(world.company.id))).statusCode).toBe(403);
    expect((await employee.get(dashboardUrl(DEMO_COMPANIES.harborview!.id))).statusCode).toBe(403);
  });

  it('answers 400 for a malformed company id', async () => {
    const res = await companyAdmin.get(dashboardUrl('not-a-uuid'));
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/v1/companies/{companyId}/employees/{employeeFormId}/status', () => {
  it('shows the person, the status, the timeline newest first, the elections with their cost, the dependents', async () => {
    const res = await companyAdmin.get(statusUrl(world.company.id, world.enrolled.form.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = employeeStatusResponseSchema.parse(res.json());
    expect(body.person).toMatchObject({
      employeeFormId: world.enrolled.form.id,
      firstName: 'Alma',
      lastName: 'Enrolled',
      email: world.enrolled.account.email,
      employeeTypeLabel: 'Payroll Employee (W-2)',
      className: null,
      isEligible: true,
      employmentStatus: 'active',
      hasAccount: true,
      continuationNoticeDue: false,
      invitation: { state: 'accepted' },
    });
    expect(body.application).toMatchObject({ status: 'completed', statusLabel: 'Completed' });
    // The audit rows were written after the step saves: newest first, each with who did it.
    expect(body.timeline.map((t) => [t.label, t.actorLabel])).toEqual([
      ['Application signed', 'The employee'],
      ['Invitation e-mail sent', 'An administrator'],
      ['Basic Information completed', 'The employee'],
    ]);
    expect(body.elections).toEqual([
      {
        coverageType: 'medical',
        coverageLabel: 'Medical',
        isEnrolling: 'Yes',
        planName: world.medical.displayName,
        carrierName: expect.any(String),
        coveredDependents: 1,
        cost: await ownMedicalCost(),
      },
      {
        coverageType: 'dental',
        coverageLabel: 'Dental',
        isEnrolling: 'Yes',
        planName: world.dental.displayName,
        carrierName: expect.any(String),
        coveredDependents: 1,
        cost: await ownDentalCost(),
      },
    ]);
    expect(body.dependents).toEqual([
      {
        id: world.spouse.id,
        firstName: 'Sam',
        lastName: 'Enrolled',
        dependentType: 'spouse',
        bornAt: '1984-09-09',
        // On the application from the start, not added by a life event (decision 0046).
        lifeEvent: null,
      },
    ]);
  });

  it('never answers an SSN, not even its last four', async () => {
    const res = await companyAdmin.get(statusUrl(world.company.id, world.enrolled.form.id));
    // No field named for an SSN or its last four, and none of their digits as a value of their own.
    expect(res.body).not.toMatch(/"[A-Za-z0-9]*(ssn|Ssn|SSN|last4|Last4)[A-Za-z0-9]*":/);
    for (const ssn of [SPOUSE_SSN, EMPLOYEE_SSN]) {
      expect(res.body).not.toContain(ssn.replaceAll('-', ''));
      expect(res.body).not.toMatch(new RegExp(`(^|[^0-9a-f-])${ssn.slice(-4)}([^0-9a-f-]|$)`));
    }
  });

  it('shows a terminated person with the last day, the coverage end and the continuation notice due', async () => {
    const body = employeeStatusResponseSchema.parse(
      (await companyAdmin.get(statusUrl(world.company.id, world.terminated.form.id))).json(),
    );
    expect(body.person).toMatchObject({
      employmentStatus: 'terminated',
      lastDayAt: '2026-11-10',
      coverageEndsAt: '2026-11-30',
      continuationNoticeDue: true,
      hasAccount: false,
      invitation: { state: 'not_sent', sentAt: null, expiresAt: null },
    });
  });

  it("shows an invited person's invitation, sent until its link lapses", async () => {
    const url = `/api/v1/companies/${world.company.id}/employees/${world.started.form.id}`;
    const before = employeeStatusResponseSchema.parse((await companyAdmin.get(`${url}/status`)).json());
    expect(before.person.invitation).toEqual({ state: 'not_sent', sentAt: null, expiresAt: null });
    const sent = await companyAdmin.send('POST', `${url}/invitation`, { version: before.person.version });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = employeeStatusResponseSchema.parse((await companyAdmin.get(`${url}/status`)).json());
    expect(after.person.invitation).toEqual({
      state: 'sent',
      sentAt: expect.any(String),
      expiresAt: sent.json().expiresAt,
    });
  });

  it('shows a waived line without a cost, and a person who has not started', async () => {
    const waived = employeeStatusResponseSchema.parse(
      (await companyAdmin.get(statusUrl(world.company.id, world.waived.form.id))).json(),
    );
    expect(waived.application.status).toBe('declined');
    expect(waived.elections).toEqual([
      expect.objectContaining({ coverageType: 'medical', isEnrolling: 'No', planName: null, cost: null }),
    ]);
    const started = employeeStatusResponseSchema.parse(
      (await companyAdmin.get(statusUrl(world.company.id, world.started.form.id))).json(),
    );
    expect(started.application.status).toBe('in_progress');
    expect(started.elections).toEqual([]);
  });

  it("answers 404 for another company's employee under this company, and 403 under the other company", async () => {
    const other = await createCompany(suite.db);
    const stranger = await createEmployee(suite.db, suite.cipher, { companyId: other.company.id });
    const under = await companyAdmin.get(statusUrl(world.company.id, stranger.form.id));
    expect(under.statusCode).toBe(404);
    expect(under.json()).toMatchObject({ code: 'not_found' });
    expect((await companyAdmin.get(statusUrl(other.company.id, stranger.form.id))).statusCode).toBe(403);
  });

  it("refuses another company's administrator, and employees", async () => {
    const res = await nyAdmin.get(statusUrl(world.company.id, world.enrolled.form.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
    const [harborviewForm] = await suite.db
      .select({ id: employeeForms.id })
      .from(employeeForms)
      .where(eq(employeeForms.companyId, DEMO_COMPANIES.harborview!.id))
      .limit(1);
    expect((await nyAdmin.get(statusUrl(DEMO_COMPANIES.harborview!.id, harborviewForm!.id))).statusCode).toBe(
      403,
    );
    expect(
      (await employee.get(statusUrl(DEMO_COMPANIES.harborview!.id, harborviewForm!.id))).statusCode,
    ).toBe(403);
  });
});
