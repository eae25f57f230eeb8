/**
 * Qualifying life events (issue 14, decision 0046): docs/spec/2 §7's dependent pricing, reporting an event that adds
 * a dependent to a signed application, editing a dependent, and what the employer's status page then shows.
 * A company of its own (tier-priced medical and dental, 50% of the employee's premium paid by the company, 0% of
 * the dependents'), with a plan year that began on January 1 of this year, so effective dates fall on both sides
 * of today; the demo's enrolled@example.com for the demo's shape, and the cast for who may call.
 */
import {
  auditLog,
  employeeDependents,
  employeeLifeEvents,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
} from '@server/db/schema';
import { employeeFormIdFor } from '@server/db/seed/deterministic';
import { formatIsoDate, parseUsDate } from '@shared/domain/dates/dates';
import {
  computeLifeEventEffectiveDate,
  LIFE_EVENT_BLOCKERS,
  LIFE_EVENT_MESSAGES,
} from '@shared/domain/life-events/life-events';
import { perPaycheckOfMonthly } from '@shared/domain/payroll/paychecks';
import { employeeStatusResponseSchema } from '@shared/schemas/employer-dashboard';
import { readToday } from '@shared/schemas/fields';
import {
  dependentPricingResponseSchema,
  lifeEventResponseSchema,
  lifeEventsOverviewSchema,
} from '@shared/schemas/life-events';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addContribution,
  createCompany,
  createCompanyAdministrator,
  createEmployeeWithAccount,
  createPlan,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { usDateFromToday } from '../helpers/dates';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { employee, texan, admin, nyAdmin } = suite.cast;

const today = readToday();
const YEAR_START = `${today.year}-01-01`;
const NEXT_YEAR_START = `${today.year + 1}-01-01`;

const form = (id: string) => `/api/v1/employee_forms/${id}`;
const pricingUrl = (id: string) => `${form(id)}/employee-dependent-pricing`;
const eventsUrl = (id: string) => `${form(id)}/life-events`;

let member: Agent;
let companyAdmin: Agent;
let companyId: string;
let formId: string;
let policyId: string;
let ownFormId: string;

/** The plan year in effect, the employee enrolled on medical and dental alone (employee only), signed. */
beforeAll(async () => {
  const db = suite.db;
  const passwordHash = await demoPasswordHash();
  const { company, policy } = await createCompany(db, {
    policy: { status: 'enrolled', effectiveAt: YEAR_START, renewalAt: NEXT_YEAR_START },
  });
  companyId = company.id;
  // Tiers of $700 / $1,400 / $1,260 / $2,030 (medical) and $40 / $80 / $72 / $116 (dental) a month.
  const medical = await createPlan(db, {
    type: 'medical',
    pricingType: 'tier',
    offerTo: { companyPolicyId: policy.id },
  });
  const dental = await createPlan(db, { type: 'dental', offerTo: { companyPolicyId: policy.id } });
  await addContribution(db, policy.id, 'medical');
  await addContribution(db, policy.id, 'dental');
  const created = await createEmployeeWithAccount(db, suite.cipher, {
    companyId,
    companyPolicyId: policy.id,
    ssn: '123-45-6789',
    passwordHash,
  });
  formId = created.form.id;
  policyId = created.policy.id;
  const signedAt = new Date(`${YEAR_START}T12:00:00Z`);
  await db
    .update(employeePolicies)
    .set({ effectiveAt: YEAR_START, status: 'enrolled', signedAt, completedAt: signedAt })
    .where(eq(employeePolicies.id, policyId));
  await db.insert(employeePolicyCoverages).values([
    {
      employeePolicyId: policyId,
      coverageType: 'medical',
      isEnrolling: 'Yes',
      planId: medical.plan.id,
      segment: 'ee_only',
    },
    {
      employeePolicyId: policyId,
      coverageType: 'dental',
      isEnrolling: 'Yes',
      planId: dental.plan.id,
      segment: 'ee_only',
    },
  ]);
  member = await suite.loginAs(created.account.email);
  const administrator = await createCompanyAdministrator(db, companyId, { passwordHash });
  companyAdmin = await suite.loginAs(administrator.email);
  ownFormId = (await employee.get('/api/v1/employee_applications/current')).json().employeeForm.id;
});

const newborn = (days = -10) => ({ dependentType: 'child' as const, bornAt: usDateFromToday(days) });

function birthBody(overrides: Record<string, unknown> = {}) {
  const bornAt = usDateFromToday(-10);
  return {
    kind: 'birth',
    eventDate: bornAt,
    dependent: { firstName: 'Maya', lastName: 'Newborn', bornAt, gender: 'female', dependentType: 'child' },
    socialSecurityNumber: '',
    coverageTypes: ['medical', 'dental'],
    attested: true,
    ...overrides,
  };
}

async function readOverview(agent: Agent, id = formId) {
  const res = await agent.get(eventsUrl(id));
  expect(res.statusCode, res.body).toBe(200);
  return lifeEventsOverviewSchema.parse(res.json());
}

async function countRows() {
  const [dependents, events, enrollments] = await Promise.all([
    suite.db.select().from(employeeDependents).where(eq(employeeDependents.employeeFormId, formId)),
    suite.db.select().from(employeeLifeEvents).where(eq(employeeLifeEvents.employeeFormId, formId)),
    suite.db
      .select()
      .from(employeePolicyDependentEnrollments)
      .where(eq(employeePolicyDependentEnrollments.employeePolicyId, policyId)),
  ]);
  return { dependents: dependents.length, events: events.length, enrollments: enrollments.length };
}

describe('POST /api/v1/employee_forms/:employeeFormId/employee-dependent-pricing', () => {
  it('prices the enrolled plans with a newborn added, and the cost today, from the tiers and contributions', async () => {
    const res = await member.send('POST', pricingUrl(formId), { employee_dependent: newborn() });
    expect(res.statusCode, res.body).toBe(200);
    const body = dependentPricingResponseSchema.parse(res.json());
    // Medical: employee only $700, half paid by the company: $350. With a child the tier is $1,260: the company
    // still pays half of the employee's $700 and none of the dependents' $560, so the employee pays $910.
    // Dental: $40 → $20 each; $72 with a child → $20 + $32 = $52.
    expect(body.new_plans.map((p) => [p.coverageType, p.current, p.monthly])).toEqual([
      [
        'medical',
        { premiumCents: 70_000, companyCents: 35_000, employeeCents: 35_000 },
        { premiumCents: 126_000, companyCents: 35_000, employeeCents: 91_000 },
      ],
      [
        'dental',
        { premiumCents: 4_000, companyCents: 2_000, employeeCents: 2_000 },
        { premiumCents: 7_200, companyCents: 2_000, employeeCents: 5_200 },
      ],
    ]);
    // The company has no pay schedule yet: the frequency on the person's record, 26 Fridays of the plan year.
    expect(body.payFrequency).toBe('biweekly');
    expect(body.paychecks).toMatchObject({
      frequency: 'biweekly',
      fromCompanySchedule: false,
      paychecks: 26,
    });
    expect(body.current_cost).toEqual({
      monthlyEmployeeCents: 37_000,
      perPaycheckCents: perPaycheckOfMonthly(37_000, body.paychecks),
    });
    // $962 a month is $11,544 a year: $444.00 on each of 26 paychecks.
    expect(body.new_cost).toEqual({ monthlyEmployeeCents: 96_200, perPaycheckCents: 44_400 });
    expect(body.new_plans[0]!.perPaycheckCents).toBe(perPaycheckOfMonthly(91_000, body.paychecks));
    expect(await countRows()).toEqual({ dependents: 0, events: 0, enrollments: 0 });
  });

  it('answers the same to an administrator of the company in admin mode', async () => {
    const res = await companyAdmin.send('POST', pricingUrl(formId), { employee_dependent: newborn() });
    expect(res.statusCode, res.body).toBe(200);
    expect(dependentPricingResponseSchema.parse(res.json()).new_cost.monthlyEmployeeCents).toBe(96_200);
  });

  it('refuses a bad type and a birth date in the future with both field errors', async () => {
    const res = await member.send('POST', pricingUrl(formId), {
      employee_dependent: { dependentType: 'cousin', bornAt: usDateFromToday(3) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'employee_dependent.dependentType': 'Required',
      'employee_dependent.bornAt': 'Date of birth cannot be in the future.',
    });
  });

  it("refuses another employee's form (404) and another company's administrator (403)", async () => {
    expect(
      (await employee.send('POST', pricingUrl(formId), { employee_dependent: newborn() })).statusCode,
    ).toBe(404);
    expect((await texan.send('POST', pricingUrl(formId), { employee_dependent: newborn() })).statusCode).toBe(
      404,
    );
    expect(
      (await nyAdmin.send('POST', pricingUrl(formId), { employee_dependent: newborn() })).statusCode,
    ).toBe(403);
    expect(
      (await member.send('POST', pricingUrl(ownFormId), { employee_dependent: newborn() })).statusCode,
    ).toBe(404);
  });

  it('answers 409 while the application is not signed (the demo employee has not finished hers)', async () => {
    const res = await employee.send('POST', pricingUrl(ownFormId), { employee_dependent: newborn() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(LIFE_EVENT_BLOCKERS.notSigned);
  });

  it("prices the demo's enrolled employee on medical, dental and vision", async () => {
    const enrolled = await suite.loginAs('enrolled@example.com');
    const id = employeeFormIdFor('james-whitaker');
    const res = await enrolled.send('POST', pricingUrl(id), { employee_dependent: newborn() });
    expect(res.statusCode, res.body).toBe(200);
    const body = dependentPricingResponseSchema.parse(res.json());
    expect(body.new_plans.map((p) => p.coverageType)).toEqual(['medical', 'dental', 'vision']);
    const dashboard = (await enrolled.get(`${form(id)}/dashboard`)).json();
    expect(body.current_cost.monthlyEmployeeCents).toBe(dashboard.coverage.monthlyEmployeeCents);
    for (const plan of body.new_plans)
      expect(plan.monthly!.employeeCents).toBeGreaterThanOrEqual(plan.current!.employeeCents);
  });
});

describe('POST /api/v1/employee_forms/:employeeFormId/life-events', () => {
  it('refuses an event outside its window at its field, and writes nothing', async () => {
    const before = await countRows();
    const bornAt = usDateFromToday(-61);
    const overview = await readOverview(member);
    const res = await member.send(
      'POST',
      eventsUrl(formId),
      birthBody({ eventDate: bornAt, dependent: { ...birthBody().dependent, bornAt } }),
      { ifMatch: overview.version },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ eventDate: LIFE_EVENT_MESSAGES.windowClosed('birth', 61) });
    expect(await countRows()).toEqual(before);
  });

  it('refuses who the event may not add, a line not enrolled and a missing SSN, all at once', async () => {
    const overview = await readOverview(member);
    const res = await member.send(
      'POST',
      eventsUrl(formId),
      birthBody({
        kind: 'marriage',
        eventDate: usDateFromToday(-3),
        coverageTypes: ['vision'],
      }),
      { ifMatch: overview.version },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'dependent.dependentType': 'A marriage can add a spouse.',
      socialSecurityNumber: 'Required',
    });
    // The body's shape is right: the line the employee is not enrolled in is the server's refusal.
    const vision = await member.send('POST', eventsUrl(formId), birthBody({ coverageTypes: ['vision'] }), {
      ifMatch: overview.version,
    });
    expect(vision.statusCode).toBe(400);
    expect(vision.json().fieldErrors).toEqual({ coverageTypes: LIFE_EVENT_MESSAGES.lineNotEnrolled });
    expect(await countRows()).toEqual({ dependents: 0, events: 0, enrollments: 0 });
  });

  it('answers 428 without If-Match and 409 on a stale version, writing nothing', async () => {
    const overview = await readOverview(member);
    expect((await member.send('POST', eventsUrl(formId), birthBody(), { ifMatch: null })).statusCode).toBe(
      428,
    );
    const stale = await member.send('POST', eventsUrl(formId), birthBody(), {
      ifMatch: overview.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect(await countRows()).toEqual({ dependents: 0, events: 0, enrollments: 0 });
  });

  it('adds a newborn within 60 days from the birth date, keeps the signature, and the prices follow', async () => {
    const overview = await readOverview(member);
    const res = await member.send('POST', eventsUrl(formId), birthBody(), { ifMatch: overview.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe(`"${overview.version + 1}"`);
    const { lifeEvent } = lifeEventResponseSchema.parse(res.json());
    const born = parseUsDate(usDateFromToday(-10))!;
    expect(lifeEvent).toMatchObject({
      kind: 'birth',
      label: 'Birth of a child',
      eventDate: formatIsoDate(born),
      effectiveAt: formatIsoDate(born),
      dependentName: 'Maya Newborn',
      coverageTypes: ['medical', 'dental'],
      reportedInAdminMode: false,
    });
    const [policy] = await suite.db.select().from(employeePolicies).where(eq(employeePolicies.id, policyId));
    expect(policy!.signedAt).not.toBeNull();
    expect(policy!.completedAt).not.toBeNull();
    // The tier of each line follows the people covered.
    const coverages = await suite.db
      .select()
      .from(employeePolicyCoverages)
      .where(eq(employeePolicyCoverages.employeePolicyId, policyId));
    expect(coverages.map((c) => c.segment).sort()).toEqual(['ee_children', 'ee_children']);

    const after = await readOverview(member);
    expect(after.dependents).toEqual([
      expect.objectContaining({
        id: lifeEvent.dependentId,
        firstName: 'Maya',
        socialSecurityNumberMasked: null,
        coverageTypes: ['medical', 'dental'],
        lifeEvent: expect.objectContaining({ id: lifeEvent.id }),
      }),
    ]);

    // The employee's dashboard and the employer's status page price the child from today (covered since the birth).
    const dashboard = (await member.get(`${form(formId)}/dashboard`)).json();
    expect(dashboard.coverage.monthlyEmployeeCents).toBe(96_200);
    const status = employeeStatusResponseSchema.parse(
      (await companyAdmin.get(`/api/v1/companies/${companyId}/employees/${formId}/status`)).json(),
    );
    expect(status.dependents).toEqual([
      expect.objectContaining({
        firstName: 'Maya',
        lastName: 'Newborn',
        dependentType: 'child',
        lifeEvent: {
          kind: 'birth',
          label: 'Birth of a child',
          eventDate: formatIsoDate(born),
          effectiveAt: formatIsoDate(born),
        },
      }),
    ]);
    expect(status.elections.find((e) => e.coverageType === 'medical')).toMatchObject({
      coveredDependents: 1,
      cost: { premiumCents: 126_000, companyCents: 35_000, employeeCents: 91_000 },
    });
    expect(status.timeline.map((t) => t.action)).toContain('life_event.reported');
  });

  it('adds a spouse by marriage in admin mode from the first of next month: not priced until then, audited', async () => {
    const overview = await readOverview(companyAdmin);
    const eventDate = usDateFromToday(-5);
    const res = await companyAdmin.send(
      'POST',
      eventsUrl(formId),
      {
        kind: 'marriage',
        eventDate,
        dependent: {
          firstName: 'Sam',
          lastName: 'Spouse',
          bornAt: '04/02/1991',
          gender: 'male',
          dependentType: 'spouse',
        },
        socialSecurityNumber: '987-65-4321',
        coverageTypes: ['medical'],
        attested: true,
      },
      { ifMatch: overview.version },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { lifeEvent } = lifeEventResponseSchema.parse(res.json());
    const effective = computeLifeEventEffectiveDate('marriage', parseUsDate(eventDate)!, today);
    expect(effective.day).toBe(1);
    expect(lifeEvent).toMatchObject({ effectiveAt: formatIsoDate(effective), reportedInAdminMode: true });
    const [stored] = await suite.db
      .select()
      .from(employeeDependents)
      .where(eq(employeeDependents.id, lifeEvent.dependentId));
    expect(stored!.ssnLast4).toBe('4321');
    expect(stored!.ssnEncrypted).not.toContain('987');
    const after = await readOverview(member);
    expect(after.dependents.find((d) => d.id === lifeEvent.dependentId)?.socialSecurityNumberMasked).toBe(
      'XXX-XX-4321',
    );
    expect(JSON.stringify(after)).not.toContain('987-65');

    // Not covered until the first of next month: medical stays priced for the employee and the child.
    const status = employeeStatusResponseSchema.parse(
      (await companyAdmin.get(`/api/v1/companies/${companyId}/employees/${formId}/status`)).json(),
    );
    expect(status.dependents.find((d) => d.firstName === 'Sam')?.lifeEvent?.effectiveAt).toBe(
      formatIsoDate(effective),
    );
    expect(status.elections.find((e) => e.coverageType === 'medical')?.cost?.employeeCents).toBe(91_000);
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'life_event.reported'), eq(auditLog.subjectId, formId)));
    expect(audits.map((a) => a.adminMode).sort()).toEqual([false, true]);
    expect(JSON.stringify(audits.map((a) => a.details))).not.toContain('4321');

    // A second spouse is refused at the type.
    const again = await readOverview(member);
    const second = await member.send(
      'POST',
      eventsUrl(formId),
      {
        kind: 'marriage',
        eventDate,
        dependent: {
          firstName: 'Alex',
          lastName: 'Other',
          bornAt: '04/02/1991',
          gender: 'male',
          dependentType: 'spouse',
        },
        socialSecurityNumber: '987-65-4322',
        coverageTypes: ['medical'],
        attested: true,
      },
      { ifMatch: again.version },
    );
    expect(second.statusCode).toBe(400);
    expect(Object.keys(second.json().fieldErrors)).toEqual(['dependent.dependentType']);
  });

  it("refuses another employee's form and another company's administrator", async () => {
    expect((await employee.send('POST', eventsUrl(formId), birthBody(), { ifMatch: 1 })).statusCode).toBe(
      404,
    );
    expect((await nyAdmin.send('POST', eventsUrl(formId), birthBody(), { ifMatch: 1 })).statusCode).toBe(403);
    expect((await employee.get(eventsUrl(formId))).statusCode).toBe(404);
    expect((await admin.get(eventsUrl(formId))).statusCode).toBe(403);
  });
});

describe('PUT /api/v1/employee_forms/:employeeFormId/dependents/:dependentId', () => {
  it("corrects a newborn's name and adds the SSN once; a second SSN is refused", async () => {
    const overview = await readOverview(member);
    const child = overview.dependents.find((d) => d.firstName === 'Maya')!;
    const url = `${form(formId)}/dependents/${child.id}`;
    const res = await member.send(
      'PUT',
      url,
      {
        firstName: 'Maya',
        lastName: 'Newborn-Lee',
        bornAt: child.bornAt,
        gender: 'female',
        socialSecurityNumber: '111-22-3333',
      },
      { ifMatch: overview.version },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lastName: 'Newborn-Lee', socialSecurityNumberMasked: 'XXX-XX-3333' });
    const again = await member.send(
      'PUT',
      url,
      {
        firstName: 'Maya',
        lastName: 'Newborn-Lee',
        bornAt: child.bornAt,
        gender: 'female',
        socialSecurityNumber: '111-22-4444',
      },
      { ifMatch: overview.version + 1 },
    );
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().fieldErrors)).toEqual(['socialSecurityNumber']);
  });

  it('applies the application’s child age rule, and knows only this form’s dependents', async () => {
    const overview = await readOverview(member);
    const child = overview.dependents.find((d) => d.firstName === 'Maya')!;
    const res = await member.send(
      'PUT',
      `${form(formId)}/dependents/${child.id}`,
      { firstName: 'Maya', lastName: 'Newborn-Lee', bornAt: '01/01/1990', gender: 'female' },
      { ifMatch: overview.version },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      bornAt: 'A child must be under 26 years old to be added as a dependent.',
    });
    const unknown = await member.send(
      'PUT',
      `${form(formId)}/dependents/00000000-0000-4000-8000-000000000000`,
      { firstName: 'Maya', lastName: 'X', bornAt: child.bornAt, gender: 'female' },
      { ifMatch: overview.version },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
