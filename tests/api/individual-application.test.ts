/**
 * The individual dental and vision application (issue 14 items 4 and 5, docs/spec/3, decision 0043): read, the
 * plan pages' saves and Enter Information, on an employee whose employer offers no dental or vision.
 */
import { employeeDependents, employeeForms, individualApplications } from '@server/db/schema';
import { individualPlanId } from '@server/db/seed/individual-plans';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCompany, createEmployeeWithAccount } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const { employee } = suite.cast;

const DELTA = individualPlanId('delta-individual-ppo');
const VSP = individualPlanId('vsp-individual');

type Applicant = { agent: Agent; formId: string; spouseId: string; childId: string; url: string };

/** A TX employee of a company offering nothing, married with a child; the spouse's SSN is on file. */
async function makeApplicant(): Promise<Applicant> {
  const { company } = await createCompany(suite.db, { state: 'TX' });
  const { form, account, dependents } = await createEmployeeWithAccount(suite.db, suite.cipher, {
    companyId: company.id,
    passwordHash: await demoPasswordHash(),
    ssn: '123-45-6789',
    overrides: { state: 'TX' },
    dependents: [
      { dependentType: 'spouse', bornAt: '1990-01-01', ssn: '234-56-7891' },
      { dependentType: 'child', bornAt: '2018-01-01' },
    ],
  });
  const agent = await suite.loginAs(account.email);
  return {
    agent,
    formId: form.id,
    spouseId: dependents.find((d) => d.dependentType === 'spouse')!.id,
    childId: dependents.find((d) => d.dependentType === 'child')!.id,
    url: `/api/v1/employee_forms/${form.id}/individual_application`,
  };
}

async function stored(formId: string) {
  const [app] = await suite.db
    .select()
    .from(individualApplications)
    .where(eq(individualApplications.employeeFormId, formId));
  const [form] = await suite.db.select().from(employeeForms).where(eq(employeeForms.id, formId));
  const deps = await suite.db
    .select()
    .from(employeeDependents)
    .where(eq(employeeDependents.employeeFormId, formId));
  return JSON.stringify({ app: app ?? null, form, deps });
}

function information(a: Applicant, overrides: Record<string, unknown> = {}) {
  return {
    individualApplication: {
      dependentEnrollmentDental: 'ee_family',
      dependentEnrollmentVision: null,
      socialSecurityNumber: 'XXX-XX-6789',
      employeeDependents: [{ id: a.childId, socialSecurityNumber: '345-67-8912' }],
      bankName: 'First Bank of Texas',
      bankRoutingNumber: '021000021',
      bankAccountNumber: '000123456789',
      ...overrides,
    },
  };
}

let a: Applicant;
beforeEach(async () => {
  a = await makeApplicant();
});

describe('reading the individual application', () => {
  it('answers the open lines, the plans with every field, the family and masked numbers', async () => {
    const res = await a.agent.get(a.url);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(res.headers.etag).toBe('"0"');
    expect(body).toMatchObject({
      status: 'not_started',
      version: 0,
      lines: { dental: true, vision: true },
      individualDentalPlanID: null,
      individualHasSpouse: true,
      individualHasChildren: true,
      socialSecurityNumber: 'XXX-XX-6789',
      bankName: '',
      bankRoutingNumberLast4: null,
    });
    expect(body.employeeDependents).toEqual([
      expect.objectContaining({
        id: a.spouseId,
        dependentType: 'spouse',
        socialSecurityNumber: 'XXX-XX-7891',
      }),
      expect.objectContaining({ id: a.childId, dependentType: 'child', socialSecurityNumber: '' }),
    ]);
    const vsp = body.plans.find((p: { id: string }) => p.id === VSP);
    expect(vsp).toMatchObject({
      type: 'individual_vision',
      eye_exam: expect.any(String),
      frames: expect.any(String),
    });
    const delta = body.plans.find((p: { id: string }) => p.id === DELTA);
    expect(delta).toMatchObject({ cavities: '80% after deductible', annual_maximum: 1000 });
    // docs/spec/3 §2's dental card: the other six benefits too.
    expect(delta).toMatchObject({
      cleanings: '100%, twice a year',
      braces: 'Not covered',
      crowns: '50% after deductible',
      root_canals: '80% after deductible',
      extraction: '80% after deductible',
      gum_cleaning: '80% after deductible',
    });
    expect(delta.fine_print.length).toBeGreaterThan(0);
  });

  it("refuses another employee's form", async () => {
    expect((await employee.get(a.url)).statusCode).toBe(404);
    const before = await stored(a.formId);
    const res = await employee.send(
      'PUT',
      `${a.url}/plans/dental`,
      { individualPlanID: DELTA },
      { ifMatch: 0 },
    );
    expect([403, 404]).toContain(res.statusCode);
    expect(await stored(a.formId)).toBe(before);
  });

  it('offers no line where the employer offers it (the demo employee)', async () => {
    const own = (await employee.get('/api/v1/employee_applications/current')).json();
    const res = await employee.get(`/api/v1/employee_forms/${own.employeeForm.id}/individual_application`);
    expect(res.statusCode).toBe(200);
    expect(res.json().lines).toEqual({ dental: false, vision: false });
    const refused = await employee.send(
      'PUT',
      `/api/v1/employee_forms/${own.employeeForm.id}/individual_application/plans/dental`,
      { individualPlanID: DELTA },
      { ifMatch: 0 },
    );
    expect(refused.statusCode).toBe(409);
  });
});

describe('the plan pages', () => {
  it('stores the chosen plan, then Continue Without clears it and its enrolment', async () => {
    const chose = await a.agent.send(
      'PUT',
      `${a.url}/plans/dental`,
      { individualPlanID: DELTA },
      { ifMatch: 0 },
    );
    expect(chose.statusCode, chose.body).toBe(200);
    expect(chose.headers.etag).toBe('"1"');
    expect(chose.json()).toMatchObject({ status: 'in_progress', version: 1, individualDentalPlanID: DELTA });
    const without = await a.agent.send(
      'PUT',
      `${a.url}/plans/dental`,
      { individualPlanID: null },
      { ifMatch: 1 },
    );
    expect(without.statusCode).toBe(200);
    expect(without.json()).toMatchObject({ individualDentalPlanID: null, dependentEnrollmentDental: null });
    const [form] = await suite.db.select().from(employeeForms).where(eq(employeeForms.id, a.formId));
    expect(form?.individualApplicationStatus).toBe('partially_completed');
  });

  it('refuses a plan of the other line, an unknown id, a stale version and no version, writing nothing', async () => {
    const before = await stored(a.formId);
    const wrongLine = await a.agent.send(
      'PUT',
      `${a.url}/plans/dental`,
      { individualPlanID: VSP },
      { ifMatch: 0 },
    );
    expect(wrongLine.statusCode).toBe(400);
    expect(wrongLine.json().fieldErrors).toEqual({
      individualPlanID: 'Please choose one of the plans shown.',
    });
    const notUuid = await a.agent.send(
      'PUT',
      `${a.url}/plans/vision`,
      { individualPlanID: 'x\u0007' },
      { ifMatch: 0 },
    );
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().fieldErrors).toHaveProperty('individualPlanID');
    const stale = await a.agent.send(
      'PUT',
      `${a.url}/plans/vision`,
      { individualPlanID: VSP },
      { ifMatch: 4 },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    const none = await a.agent.send(
      'PUT',
      `${a.url}/plans/vision`,
      { individualPlanID: VSP },
      { ifMatch: null },
    );
    expect(none.statusCode).toBe(428);
    expect(await stored(a.formId)).toBe(before);
  });
});

describe('Enter Information', () => {
  async function choose() {
    const res = await a.agent.send(
      'PUT',
      `${a.url}/plans/dental`,
      { individualPlanID: DELTA },
      { ifMatch: 0 },
    );
    expect(res.statusCode).toBe(200);
  }

  it('saves the SSNs and bank details sealed, keeps a masked SSN, and awaits the digital signature', async () => {
    await choose();
    const res = await a.agent.send('PUT', `${a.url}/information`, information(a), { ifMatch: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pending_signature',
      version: 2,
      dependentEnrollmentDental: 'ee_family',
      socialSecurityNumber: 'XXX-XX-6789',
      bankName: 'First Bank of Texas',
      bankRoutingNumberLast4: '0021',
      bankAccountNumberLast4: '6789',
    });
    expect(
      body.employeeDependents.map((d: { socialSecurityNumber: string }) => d.socialSecurityNumber),
    ).toEqual(['XXX-XX-7891', 'XXX-XX-8912']);
    // Nothing whole in the answer; sealed at rest.
    expect(res.body).not.toMatch(/021000021|000123456789|345678912|123456789/);
    const [form] = await suite.db.select().from(employeeForms).where(eq(employeeForms.id, a.formId));
    expect(form?.bankRoutingNumberEncrypted).toMatch(/^v1\./);
    expect(suite.cipher.decrypt(form!.bankAccountNumberEncrypted!)).toBe('000123456789');
    // The masked SSN was not re-sealed: the stored one is kept.
    expect(suite.cipher.decrypt(form!.ssnEncrypted!)).toBe('123456789');
    expect(form?.individualApplicationStatus).toBe('submitted');
    const deps = await suite.db.select().from(employeeDependents).where(eq(employeeDependents.id, a.childId));
    expect(suite.cipher.decrypt(deps[0]!.ssnEncrypted!)).toBe('345678912');
    // The upsell lists the plan now enrolled; the application is read-only.
    const plans = (await a.agent.get(`/api/v1/employee_forms/${a.formId}/individual_plans`)).json();
    expect(plans.enrolledPlanNames).toEqual(['Delta Dental Individual PPO Basic']);
    const again = await a.agent.send(
      'PUT',
      `${a.url}/plans/vision`,
      { individualPlanID: VSP },
      { ifMatch: 2 },
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuses each invalid field with its error and writes nothing', async () => {
    await choose();
    const before = await stored(a.formId);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ dependentEnrollmentDental: null }, { dependentEnrollmentDental: 'Required' }],
      [{ socialSecurityNumber: '' }, { socialSecurityNumber: 'Required' }],
      [
        { socialSecurityNumber: 'XXX-XX-0000' },
        { socialSecurityNumber: 'Please enter the Social Security number or tax ID.' },
      ],
      [{ employeeDependents: [] }, { 'employeeDependents.1.socialSecurityNumber': 'Required' }],
      [
        { employeeDependents: [{ id: a.childId, socialSecurityNumber: '12' }] },
        {
          'employeeDependents.1.socialSecurityNumber':
            'Please enter a valid Social Security number or tax ID (9 digits).',
        },
      ],
      [{ bankName: '' }, { bankName: 'Required' }],
      [{ bankName: 'First\u0000Bank' }, { bankName: expect.any(String) as unknown as string }],
      [{ bankRoutingNumber: '' }, { bankRoutingNumber: 'Required' }],
      [
        { bankRoutingNumber: '123456789' },
        { bankRoutingNumber: 'Please enter a valid 9-digit bank routing number.' },
      ],
      [{ bankAccountNumber: '' }, { bankAccountNumber: 'Required' }],
      [
        { bankAccountNumber: '12' },
        { bankAccountNumber: 'Please enter a valid bank account number (4 to 17 digits).' },
      ],
    ];
    for (const [overrides, fieldErrors] of cases) {
      const res = await a.agent.send('PUT', `${a.url}/information`, information(a, overrides), {
        ifMatch: 1,
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      const named = Object.fromEntries(
        Object.entries(fieldErrors).map(([k, v]) => [`individualApplication.${k}`, v]),
      );
      expect(res.json().fieldErrors, JSON.stringify(overrides)).toEqual(named);
    }
    expect(await stored(a.formId)).toBe(before);
  });

  it('offers spouse, children and family only as the family allows', async () => {
    const { company } = await createCompany(suite.db, { state: 'TX' });
    const { form, account } = await createEmployeeWithAccount(suite.db, suite.cipher, {
      companyId: company.id,
      passwordHash: await demoPasswordHash(),
      overrides: { state: 'TX' },
    });
    const single = await suite.loginAs(account.email);
    const url = `/api/v1/employee_forms/${form.id}/individual_application`;
    expect(
      (await single.send('PUT', `${url}/plans/vision`, { individualPlanID: VSP }, { ifMatch: 0 })).statusCode,
    ).toBe(200);
    const body = {
      individualApplication: {
        dependentEnrollmentVision: 'ee_spouse',
        socialSecurityNumber: '456-78-9123',
        bankName: 'Bank',
        bankRoutingNumber: '021000021',
        bankAccountNumber: '1234',
      },
    };
    const res = await single.send('PUT', `${url}/information`, body, { ifMatch: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ 'individualApplication.dependentEnrollmentVision': 'Required' });
  });

  it('refuses Enter Information before a plan is chosen', async () => {
    const res = await a.agent.send('PUT', `${a.url}/information`, information(a), { ifMatch: 0 });
    expect(res.statusCode).toBe(409);
  });
});
