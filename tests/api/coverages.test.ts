import { auditLog, employeePolicyCoverages, employeePolicyDependentEnrollments } from '@server/db/schema';
import { DEMO_COMPANIES, DEMO_EMPLOYEE_FORM_IDS } from '@server/db/seed';
import { COVERAGE_MONEY, dollarsOnly } from '@server/lib/money-row';
import { fromCents } from '@shared/domain/money/money';
import type { ApplicationResponse } from '@shared/schemas/application';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { findStoredForm, loadApplicationAsAdmin, loadOwnApplication } from '../helpers/application';
import type { Agent } from '../helpers/test-app';

const suite = apiSuite();
const { employee, texan, admin, nyAdmin } = suite.cast;
let app: ApplicationResponse;
beforeAll(async () => {
  app = await loadOwnApplication(employee);
});
const url = (policyId: string, type: string) => `/api/v1/employee_policies/${policyId}/coverages/${type}`;
async function planIds(agent: Agent, policyId: string, type: string): Promise<Record<string, string>> {
  const plans = (await agent.get(`/api/v1/employee_policies/${policyId}/plans?type=${type}`)).json().plans;
  return Object.fromEntries(plans.map((p: { display_name: string; id: string }) => [p.display_name, p.id]));
}
async function storedCoverage(
  policyId: string,
  type: 'medical' | 'dental' | 'life' | 'whole_life' | 'accident',
) {
  const [coverage] = await suite.db
    .select()
    .from(employeePolicyCoverages)
    .where(
      and(
        eq(employeePolicyCoverages.employeePolicyId, policyId),
        eq(employeePolicyCoverages.coverageType, type),
      ),
    );
  const enrollments = await suite.db
    .select()
    .from(employeePolicyDependentEnrollments)
    .where(
      and(
        eq(employeePolicyDependentEnrollments.employeePolicyId, policyId),
        eq(employeePolicyDependentEnrollments.coverageType, type),
      ),
    );
  // Stored in cents; read back in the request's dollars through Money.
  return {
    coverage: coverage && dollarsOnly(coverage, COVERAGE_MONEY),
    enrolling: Object.fromEntries(enrollments.map((e) => [e.dependentId, e.isEnrolling])),
  };
}
/** Expects a 400 with exactly these field errors and nothing written. */
async function expectRefused(
  agent: Agent,
  policyId: string,
  type: string,
  body: unknown,
  fieldErrors: object,
) {
  const before = await suite.snapshot(policyId);
  const res = await agent.send('PUT', url(policyId, type), body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().fieldErrors).toEqual(fieldErrors);
  expect(await suite.snapshot(policyId)).toBe(before);
}

describe('PUT .../coverages/{coverageType}', () => {
  it('enrolls in an age-rated medical plan with the chosen dependents and completes chooseMedicalPlan', async () => {
    const plans = await planIds(employee, app.employeePolicy.id, 'medical');
    const [spouse, ava, noah] = app.employeeDependents;
    const res = await employee.send('PUT', url(app.employeePolicy.id, 'medical'), {
      isEnrolling: 'Yes',
      planId: plans['Gold PPO 500'],
      dependentsEnrolling: { [spouse!.id]: true, [ava!.id]: true, [noah!.id]: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: ApplicationResponse = res.json();
    expect(body.employeePolicy.completedSteps).toContain('chooseMedicalPlan');
    expect(body.employeePolicy.coverages.medical).toMatchObject({
      isEnrolling: 'Yes',
      planId: plans['Gold PPO 500'],
    });
    const stored = await storedCoverage(app.employeePolicy.id, 'medical');
    expect(stored.coverage).toMatchObject({
      isEnrolling: 'Yes',
      planId: plans['Gold PPO 500'],
      segment: null,
    });
    expect(stored.enrolling).toEqual({ [spouse!.id]: true, [ava!.id]: true, [noah!.id]: false });
  });

  it('declines: no plan, no amounts, every dependent No', async () => {
    const res = await employee.send('PUT', url(app.employeePolicy.id, 'medical'), {
      isEnrolling: 'No',
      planId: null,
      dependentsEnrolling: Object.fromEntries(app.employeeDependents.map((d) => [d.id, true])),
    });
    expect(res.statusCode).toBe(200);
    const stored = await storedCoverage(app.employeePolicy.id, 'medical');
    expect(stored.coverage).toMatchObject({
      isEnrolling: 'No',
      planId: null,
      segment: null,
      coverageAmount: null,
    });
    expect(Object.values(stored.enrolling)).toEqual([false, false, false]);
  });

  it('needs a plan that is offered, and dependents of the employee', async () => {
    const texasPlans = await planIds(texan, (await loadOwnApplication(texan)).employeePolicy.id, 'medical');
    const other = await loadApplicationAsAdmin(admin, DEMO_EMPLOYEE_FORM_IDS.texas);
    await expectRefused(
      employee,
      app.employeePolicy.id,
      'medical',
      { isEnrolling: 'Yes' },
      { planId: 'Choose a plan.' },
    );
    await expectRefused(
      employee,
      app.employeePolicy.id,
      'medical',
      {
        isEnrolling: 'Yes',
        planId: Object.values(texasPlans)[0],
        dependentsEnrolling: { [other.employeeDependents[0]!.id]: true },
      },
      {
        planId: 'This plan is not offered to you.',
        [`dependentsEnrolling.${other.employeeDependents[0]!.id}`]: 'Choose only your own dependents.',
      },
    );
    await expectRefused(
      employee,
      app.employeePolicy.id,
      'medical',
      { isEnrolling: 'Maybe' },
      { isEnrolling: 'Required' },
    );
  });

  it('needs a segment on tier-priced plans ("Please select who is enrolling first.") and derives who enrolls from it', async () => {
    const plans = await planIds(employee, app.employeePolicy.id, 'dental');
    const planId = plans['Delta Dental PPO Plus Premier'];
    await expectRefused(
      employee,
      app.employeePolicy.id,
      'dental',
      { isEnrolling: 'Yes', planId },
      { segment: 'Please select who is enrolling first.' },
    );
    await expectRefused(
      employee,
      app.employeePolicy.id,
      'dental',
      {
        isEnrolling: 'Yes',
        planId,
        segment: 'ee_spouse',
        dependentsEnrolling: { [app.employeeDependents[1]!.id]: true },
      },
      { segment: 'The people enrolling do not match this choice.' },
    );
    const res = await employee.send('PUT', url(app.employeePolicy.id, 'dental'), {
      isEnrolling: 'Yes',
      planId,
      segment: 'ee_children',
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedCoverage(app.employeePolicy.id, 'dental');
    expect(stored.coverage).toMatchObject({ segment: 'ee_children', planId });
    const [spouse, ava, noah] = app.employeeDependents;
    expect(stored.enrolling).toEqual({ [spouse!.id]: false, [ava!.id]: true, [noah!.id]: true });
  });

  it('checks a variable life amount against the slider (salary × 5, $10,000 steps); 0 declines', async () => {
    const plans = await planIds(employee, app.employeePolicy.id, 'life');
    const planId = plans['Voluntary Life and AD&D'];
    const form = await findStoredForm(suite.db, app.employeeForm.id);
    const sliderMax = Math.floor((fromCents(form!.annualSalaryCents!) * 5) / 10000) * 10000;
    await expectRefused(
      employee,
      app.employeePolicy.id,
      'life',
      { isEnrolling: 'Yes', planId, coverageAmount: 15000 },
      { coverageAmount: 'Please choose an amount in steps of $10,000.' },
    );
    await expectRefused(
      employee,
      app.employeePolicy.id,
      'life',
      { isEnrolling: 'Yes', planId, coverageAmount: sliderMax + 10000 },
      { coverageAmount: `The most you can choose is $${sliderMax.toLocaleString('en-US')}.` },
    );
    await expectRefused(
      employee,
      app.employeePolicy.id,
      'life',
      {
        isEnrolling: 'Yes',
        planId,
        coverageAmount: 100000,
        dependentsEnrolling: { [app.employeeDependents[0]!.id]: true },
      },
      { spouseCoverageAmount: 'Please choose a coverage amount.' },
    );
    const res = await employee.send('PUT', url(app.employeePolicy.id, 'life'), {
      isEnrolling: 'Yes',
      planId,
      coverageAmount: 200000,
      spouseCoverageAmount: 50000,
      dependentsEnrolling: { [app.employeeDependents[0]!.id]: true, [app.employeeDependents[1]!.id]: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedCoverage(app.employeePolicy.id, 'life')).coverage).toMatchObject({
      isEnrolling: 'Yes',
      coverageAmount: 200000,
      spouseCoverageAmount: 50000,
      childCoverageAmount: 10000,
    });
    expect(res.json().employeePolicy.isBeneficiariesRequired).toBe(true);
    const zero = await employee.send('PUT', url(app.employeePolicy.id, 'life'), {
      isEnrolling: 'Yes',
      planId,
      coverageAmount: 0,
    });
    expect(zero.statusCode).toBe(200);
    expect((await storedCoverage(app.employeePolicy.id, 'life')).coverage).toMatchObject({
      isEnrolling: 'No',
      planId: null,
      coverageAmount: null,
    });
  });

  it('lets an employee over the maximum issue age only decline whole life', async () => {
    const robert = await loadApplicationAsAdmin(admin, DEMO_EMPLOYEE_FORM_IDS.overSixtyFour);
    const plans = await planIds(admin, robert.employeePolicy.id, 'whole_life');
    await expectRefused(
      admin,
      robert.employeePolicy.id,
      'whole_life',
      { isEnrolling: 'Yes', planId: plans['Whole Life $25,000'] },
      {
        isEnrolling:
          'You are not eligible for the offered whole life plan due to age restrictions from the carrier for this plan.',
      },
    );
    const res = await admin.send('PUT', url(robert.employeePolicy.id, 'whole_life'), { isEnrolling: 'No' });
    expect(res.statusCode).toBe(200);
  });

  it('enrolls employer-paid plans for the employee alone; only the marked ones may be declined', async () => {
    const ny = await suite.loginAs('employee.ny@example.com');
    const abigail = await loadOwnApplication(ny);
    const lifePlans = await planIds(ny, abigail.employeePolicy.id, 'life');
    const planId = lifePlans['Basic Life and AD&D $25,000'];
    await expectRefused(
      ny,
      abigail.employeePolicy.id,
      'life',
      { isEnrolling: 'No' },
      {
        isEnrolling: 'This coverage is paid by your employer and cannot be declined.',
      },
    );
    const spouse = abigail.employeeDependents.find((d) => d.dependentType === 'spouse')!;
    await expectRefused(
      ny,
      abigail.employeePolicy.id,
      'life',
      { isEnrolling: 'Yes', planId, dependentsEnrolling: { [spouse.id]: true } },
      {
        [`dependentsEnrolling.${spouse.id}`]:
          'Your employer pays for your own coverage only; dependents cannot be added to this plan.',
      },
    );
    const res = await ny.send('PUT', url(abigail.employeePolicy.id, 'life'), { isEnrolling: 'Yes', planId });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedCoverage(abigail.employeePolicy.id, 'life')).coverage).toMatchObject({
      coverageAmount: 25000,
    });
    // The employer-paid accident plan at Harborview may be declined.
    expect(
      (await employee.send('PUT', url(app.employeePolicy.id, 'accident'), { isEnrolling: 'No' })).statusCode,
    ).toBe(200);
  });

  it('refuses a type the company does not offer', async () => {
    const before = await suite.snapshot((await loadOwnApplication(texan)).employeePolicy.id);
    const tx = await loadOwnApplication(texan);
    const res = await texan.send('PUT', url(tx.employeePolicy.id, 'life'), { isEnrolling: 'No' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Your company does not offer life insurance at this time.');
    expect(await suite.snapshot(tx.employeePolicy.id)).toBe(before);
  });

  it("refuses another employee's policy (404), another company's administrator (403) and writes nothing", async () => {
    const before = await suite.snapshot(app.employeePolicy.id);
    expect(
      (await texan.send('PUT', url(app.employeePolicy.id, 'vision'), { isEnrolling: 'No' })).statusCode,
    ).toBe(404);
    expect(
      (await nyAdmin.send('PUT', url(app.employeePolicy.id, 'vision'), { isEnrolling: 'No' })).statusCode,
    ).toBe(403);
    expect(
      (
        await employee.send('PUT', url('00000000-0000-4000-8000-000000000000', 'vision'), {
          isEnrolling: 'No',
        })
      ).statusCode,
    ).toBe(404);
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });

  it('audits an admin-mode write', async () => {
    await loadApplicationAsAdmin(admin, app.employeeForm.id);
    const res = await admin.send('PUT', url(app.employeePolicy.id, 'vision'), { isEnrolling: 'No' });
    expect(res.statusCode).toBe(200);
    const rows = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'admin_mode.update_coverage'), eq(auditLog.subjectId, app.employeePolicy.id)),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      adminMode: true,
      accountId: admin.session.account.id,
      companyId: DEMO_COMPANIES.harborview.id,
    });
    expect(rows[0]!.details).toMatchObject({ coverageType: 'vision', isEnrolling: 'No' });
  });
});

describe('the redirect rules on writes', () => {
  it('answers 409 "This application is complete." once declined and completed', async () => {
    const declined = await suite.loginAs('declined@example.com');
    const hannah = await loadOwnApplication(declined);
    const before = await suite.snapshot(hannah.employeePolicy.id);
    const res = await declined.send('PUT', url(hannah.employeePolicy.id, 'medical'), { isEnrolling: 'No' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This application is complete.', code: 'conflict' });
    const contact = await declined.send('PUT', `/api/v1/employee_forms/${hannah.employeeForm.id}`, {});
    expect(contact.statusCode).toBe(409);
    expect(await suite.snapshot(hannah.employeePolicy.id)).toBe(before);
  });

  it('answers 403 when the employee form is not eligible', async () => {
    const { form, policy } = await createEmployee(suite.db, suite.cipher, {
      companyId: DEMO_COMPANIES.harborview.id,
      companyPolicyId: DEMO_COMPANIES.harborview.companyPolicyId,
      overrides: { isEligible: false },
    });
    const before = await suite.snapshot(policy.id);
    const res = await admin.send('PUT', url(policy.id, 'vision'), { isEnrolling: 'No' });
    expect(res.statusCode).toBe(403);
    expect(
      (await admin.send('PUT', `/api/v1/employee_forms/${form.id}/family_information`, { dependents: [] }))
        .statusCode,
    ).toBe(403);
    expect(await suite.snapshot(policy.id)).toBe(before);
  });
});
