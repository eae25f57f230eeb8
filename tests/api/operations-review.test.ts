/**
 * What operations approve (issue 35 item 4, decision 0078): GET /api/v2/admin/applications/{id}/review gives
 * the people (SSNs masked), each line's plan, tier and monthly premium split between employer and employee
 * (the election summary's pricing), the eligibility and waiting-period checks and the signed PDF. Operations
 * only. A return names fields the employee can change (listReturnableFields), and the employee's application
 * carries the reason and the fields for its banner.
 */

import {
  auditLog,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
  employeePolicySteps,
} from '@server/db/schema';
import { computeApprovedCoverageStart } from '@shared/domain/application-review/application-review';
import { formatIsoDate, formatLongIsoDate, parseIsoDate } from '@shared/domain/dates/dates';
import { RETURN_FIELD_MESSAGES } from '@shared/domain/employment/field-rights';
import { APPLICATION_STEPS } from '@shared/domain/steps/steps';
import type { ElectionSummaryResponse } from '@shared/schemas/application-summary';
import {
  adminApplicationReviewSchema,
  adminApplicationSchema,
  RETURN_FIELDS_MESSAGES,
} from '@shared/schemas/operations';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addContribution,
  createCompany,
  createCompanyAdministrator,
  createEmployeeWithAccount,
  createPlan,
} from '../factories';
import { RETURN_BAD_FIELDS } from '../fixtures/bad-input-corpus';
import { apiSuite } from '../helpers/api-suite';
import { GOOD_STROKES, loadOwnApplication, SIGNATURE_PNG } from '../helpers/application';
import { mailSentTo } from '../helpers/outbox';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const BASE = '/api/v2/admin/applications';

let ops: Agent;
let admin: Agent;
let person: Agent;
let policyId: string;
let unsignedPolicyId: string;
let unclassedPolicyId: string;
let formId: string;
let coworker: Agent;
let email: string;
let medicalPlanName: string;
let dentalPlanName: string;

/** Signs the application through the API, as the employee does (SSNs of the dependents on file already). */
async function sign(agent: Agent, id: string): Promise<void> {
  const app = await loadOwnApplication(agent);
  const res = await agent.send('PUT', `/api/v1/employee_policies/${id}/signature`, {
    employeeForm: { id: app.employeeForm.id },
    employeeDependents: app.employeeDependents.map((d) => ({
      id: d.id,
      socialSecurityNumber: d.socialSecurityNumberMasked,
    })),
    employeePolicy: { id, signatureImageDataUrl: SIGNATURE_PNG, signatureStrokes: GOOD_STROKES },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  const db = suite.db;
  ops = await suite.loginAs('ops@example.com');
  const passwordHash = await demoPasswordHash();
  // A company whose plan year starts 2027-01-01 with a one-month waiting period; tier-priced medical
  // (family $2,030.00, employee only $700.00) and dental ($40.00 employee only); the employer pays half of the
  // employee's own premium and none of the dependents'.
  const { company, policy, defaultRole } = await createCompany(db, {
    policy: { waitingPeriod: 'one_month' },
  });
  const medical = await createPlan(db, {
    type: 'medical',
    pricingType: 'tier',
    offerTo: { companyPolicyId: policy.id, isBasePlan: true },
  });
  const dental = await createPlan(db, { type: 'dental', offerTo: { companyPolicyId: policy.id } });
  medicalPlanName = medical.plan.displayName;
  dentalPlanName = dental.plan.displayName;
  for (const type of ['medical', 'dental'] as const)
    await addContribution(db, policy.id, type, { employeeRoleId: defaultRole.id, name: 'All Staff' });
  admin = await suite.loginAs((await createCompanyAdministrator(db, company.id, { passwordHash })).email);

  const created = await createEmployeeWithAccount(db, suite.cipher, {
    companyId: company.id,
    ssn: '123456789',
    passwordHash,
    overrides: {
      firstName: 'Maya',
      lastName: 'Ortiz',
      bornAt: '1990-06-15',
      hiredAt: '2026-12-10',
      employeeRoleId: defaultRole.id,
    },
    dependents: [
      { dependentType: 'spouse', firstName: 'Leo', bornAt: '1988-02-01', ssn: '223456780' },
      { dependentType: 'child', firstName: 'Ava', bornAt: '2019-05-05', ssn: '323456781' },
    ],
  });
  policyId = created.policy.id;
  await db.insert(employeePolicyCoverages).values([
    { employeePolicyId: policyId, coverageType: 'medical', isEnrolling: 'Yes', planId: medical.plan.id },
    { employeePolicyId: policyId, coverageType: 'dental', isEnrolling: 'Yes', planId: dental.plan.id },
  ]);
  await db.insert(employeePolicyDependentEnrollments).values(
    created.dependents.map((d) => ({
      employeePolicyId: policyId,
      dependentId: d.id,
      coverageType: 'medical' as const,
      isEnrolling: true,
    })),
  );
  await db.insert(employeePolicySteps).values(
    APPLICATION_STEPS.filter((s) => s !== 'sign' && s !== 'done').map((step) => ({
      employeePolicyId: policyId,
      step,
    })),
  );
  person = await suite.loginAs(created.account.email);
  await sign(person, policyId);

  // A contractor-style record: no class and no hire date on file, signed (written as signing leaves it).
  const unclassed = await createEmployeeWithAccount(db, suite.cipher, {
    companyId: company.id,
    passwordHash,
    overrides: { hiredAt: null, employeeRoleId: null },
  });
  unclassedPolicyId = unclassed.policy.id;
  const at = new Date();
  await db
    .update(employeePolicies)
    .set({
      signedAt: at,
      completedAt: at,
      signedByAccountId: unclassed.account.id,
      reviewStatus: 'submitted',
    })
    .where(eq(employeePolicies.id, unclassedPolicyId));
  formId = created.form.id;
  email = created.account.email;
  const unsigned = await createEmployeeWithAccount(db, suite.cipher, { companyId: company.id, passwordHash });
  unsignedPolicyId = unsigned.policy.id;
  coworker = await suite.loginAs(unsigned.account.email);
});

describe('GET …/applications/{id}/review', () => {
  it('gives the people, with their ages and only the last four of their SSNs', async () => {
    const res = await ops.get(`${BASE}/${policyId}/review`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).not.toMatch(/123456789|223456780|323456781/);
    const review = adminApplicationReviewSchema.parse(res.json());
    expect(review.application).toMatchObject({ id: policyId, reviewStatus: 'submitted' });
    // Ages on the plan year's first day, 2027-01-01.
    expect(review.people).toEqual([
      {
        name: 'Maya Ortiz',
        relationship: 'Employee',
        bornAt: '1990-06-15',
        age: 36,
        ssnMasked: 'XXX-XX-6789',
      },
      { name: 'Leo Ortiz', relationship: 'Spouse', bornAt: '1988-02-01', age: 38, ssnMasked: 'XXX-XX-6780' },
      { name: 'Ava Ortiz', relationship: 'Child', bornAt: '2019-05-05', age: 7, ssnMasked: 'XXX-XX-6781' },
    ]);
    expect(review.employment).toEqual({
      employeeType: 'Payroll Employee (W-2)',
      className: 'All Staff',
      hiredAt: '2026-12-10',
    });
  });

  it("prices each line with its tier and the employer's share, as the employee's summary does", async () => {
    const review = adminApplicationReviewSchema.parse((await ops.get(`${BASE}/${policyId}/review`)).json());
    const medical = review.lines.find((l) => l.coverageType === 'medical');
    const dental = review.lines.find((l) => l.coverageType === 'dental');
    // Family $2,030.00: the employer pays half the employee's own $700.00; the dependents' $1,330.00 is the employee's.
    expect(medical).toMatchObject({
      planName: medicalPlanName,
      statusLabel: 'Enrolled',
      tier: 'Family (employee, spouse and children)',
      coveredPeople: 'You, Leo and Ava',
      premiumCents: 203000,
      employerCents: 35000,
      employeeCents: 168000,
    });
    expect(dental).toMatchObject({
      planName: dentalPlanName,
      tier: 'Employee only',
      premiumCents: 4000,
      employerCents: 2000,
      employeeCents: 2000,
    });
    expect(review.totals).toEqual({ premiumCents: 207000, employerCents: 37000, employeeCents: 170000 });
    const summary: ElectionSummaryResponse = (
      await person.get(`/api/v1/employee_policies/${policyId}/summary`)
    ).json();
    for (const line of review.lines)
      expect(line.employeeCents).toBe(
        summary.lines.find((l) => l.coverageType === line.coverageType)!.monthlyCents,
      );
  });

  it('checks eligibility and the waiting period, each with a sentence', async () => {
    const review = adminApplicationReviewSchema.parse((await ops.get(`${BASE}/${policyId}/review`)).json());
    expect(review.eligibility).toEqual({
      result: 'pass',
      text: 'Eligible: Payroll Employee (W-2) in the class “All Staff”, marked eligible by the employer.',
    });
    // Hired 2026-12-10, one month: not before 2027-02-01 (the first on or after 30 days), whatever today is.
    const starts = formatIsoDate(
      computeApprovedCoverageStart({
        approvedOn: parseIsoDate(new Date().toISOString().slice(0, 10))!,
        policyEffectiveAt: parseIsoDate('2027-01-01'),
        hiredAt: parseIsoDate('2026-12-10'),
        waitingPeriod: 'one_month',
      }),
    );
    expect(starts >= '2027-02-01').toBe(true);
    expect(review.coverageStartsOn).toBe(starts);
    expect(review.waitingPeriod).toEqual({
      result: 'pass',
      text: `Coverage starts ${formatLongIsoDate(starts)}: hired December 10, 2026, waiting period “1 month”, so from February 1, 2027 at the earliest.`,
    });
  });

  it('fails the checks of a person without a class or a hire date, and lets a return ask for the hire date', async () => {
    const review = adminApplicationReviewSchema.parse(
      (await ops.get(`${BASE}/${unclassedPolicyId}/review`)).json(),
    );
    expect(review.eligibility).toEqual({
      result: 'fail',
      text: 'This person is in no active class, so the employer’s share cannot be set.',
    });
    expect(review.waitingPeriod.result).toBe('fail');
    expect(review.waitingPeriod.text).toMatch(
      /^No hire date on file, so the waiting period cannot be checked\./,
    );
    const fields = review.returnableFields.map((f) => f.field);
    // An empty hire date the employee may fill in once; never the class (decision 0077).
    expect(fields).toContain('hiredAt');
    expect(fields).not.toContain('employeeRoleId');
  });

  it('links the signed PDF, which operations may download', async () => {
    const review = adminApplicationReviewSchema.parse((await ops.get(`${BASE}/${policyId}/review`)).json());
    expect(review.signedApplicationUrl).toBe(`/api/v1/employee_policies/${policyId}/signed_application.pdf`);
    const pdf = await ops.get(review.signedApplicationUrl!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('names the fields a return may ask the employee to change: never the employer’s', async () => {
    const review = adminApplicationReviewSchema.parse((await ops.get(`${BASE}/${policyId}/review`)).json());
    const fields = review.returnableFields.map((f) => f.field);
    expect(fields).toContain('homeAddress');
    expect(fields).toContain('dependents');
    for (const employers of ['employeeRoleId', 'hiredAt', 'employeeType', 'annualSalary'])
      expect(fields).not.toContain(employers);
    expect(review.returnableFields.find((f) => f.field === 'homeAddress')!.label).toBe('Physical address');
  });

  it('refuses everyone but operations, and answers 404 for an application not in review', async () => {
    for (const agent of [person, admin])
      expect((await agent.get(`${BASE}/${policyId}/review`)).statusCode).toBe(403);
    expect((await ops.get(`${BASE}/${unsignedPolicyId}/review`)).statusCode).toBe(404);
    expect((await ops.get(`${BASE}/00000000-0000-4000-8000-000000000000/review`)).statusCode).toBe(404);
    expect((await ops.get(`${BASE}/nope/review`)).statusCode).toBe(400);
  });
});

describe('POST …/return naming fields', () => {
  const versionOf = async () =>
    adminApplicationReviewSchema.parse((await ops.get(`${BASE}/${policyId}/review`)).json()).application
      .version;
  const reason = 'Your home address is missing its unit number, and please add Ava’s second last name.';

  it('refuses a field the employee cannot change, at the field, and writes nothing', async () => {
    const before = await suite.snapshot(policyId);
    const version = await versionOf();
    const one = await ops.send('POST', `${BASE}/${policyId}/return`, {
      version,
      reason,
      fields: ['hiredAt'],
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().fieldErrors).toEqual({ fields: RETURN_FIELD_MESSAGES.notChangeable('Hire date') });
    const two = await ops.send('POST', `${BASE}/${policyId}/return`, {
      version,
      reason,
      fields: ['homeAddress', 'employeeRoleId', 'hiredAt'],
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().fieldErrors.fields).toBe(
      RETURN_FIELD_MESSAGES.notChangeable('Employee role and Hire date'),
    );
    const unknown = await ops.send('POST', `${BASE}/${policyId}/return`, {
      version,
      reason,
      fields: ['socialSecurityNumber'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors['fields.0']).toBe(RETURN_FIELDS_MESSAGES.unknown);
    expect(await suite.snapshot(policyId)).toBe(before);
  });

  it("refuses the bad-input corpus's wrongly named fields with 400 at fields, as operations", async () => {
    const before = await suite.snapshot(policyId);
    const version = await versionOf();
    for (const bad of RETURN_BAD_FIELDS) {
      const res = await ops.send('POST', `${BASE}/${policyId}/return`, { version, reason, ...bad.fields });
      expect(res.statusCode, bad.name).toBe(400);
      expect(
        Object.keys(res.json().fieldErrors ?? {}).every((k) => k.startsWith('fields')),
        bad.name,
      ).toBe(true);
    }
    expect(await suite.snapshot(policyId)).toBe(before);
  });

  it('returns it with the reason and the fields, stored and audited by name', async () => {
    const res = await ops.send('POST', `${BASE}/${policyId}/return`, {
      version: await versionOf(),
      reason,
      fields: ['dependents', 'homeAddress', 'homeAddress'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminApplicationSchema.parse(res.json())).toMatchObject({
      reviewStatus: 'returned',
      reviewReason: reason,
      // In the application's order, once each.
      reviewFields: [
        { field: 'homeAddress', label: 'Physical address' },
        { field: 'dependents', label: 'Dependents' },
      ],
    });
    const [row] = await suite.db.select().from(employeePolicies).where(eq(employeePolicies.id, policyId));
    expect(row).toMatchObject({ reviewStatus: 'returned', reviewFields: ['homeAddress', 'dependents'] });
    const [audit] = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.returned'), eq(auditLog.subjectId, policyId)));
    expect(audit!.details).toEqual({ reasonLength: reason.length, fields: ['homeAddress', 'dependents'] });
    const mails = (await mailSentTo(suite.db, email)).filter((m) => m.template === 'applicationReturned');
    expect(mails[0]!.text).toContain('Please check and change: Physical address, Dependents.');
    // Not signed any more: no PDF to link.
    const review = adminApplicationReviewSchema.parse((await ops.get(`${BASE}/${policyId}/review`)).json());
    expect(review.signedApplicationUrl).toBeNull();
  });

  it("gives the employee's application the reason and the fields' labels, for the banner", async () => {
    const app = await loadOwnApplication(person);
    expect(app.employeePolicy.returned).toEqual({
      reason,
      fields: [
        { field: 'homeAddress', label: 'Physical address', step: 'basicInformation' },
        { field: 'dependents', label: 'Dependents', step: 'familyInformation' },
      ],
    });
  });

  it('shows it to nobody else: another employee cannot read the application', async () => {
    const other = await coworker.get(`/api/v1/employee_applications/${formId}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('unit number');
    expect((await loadOwnApplication(coworker)).employeePolicy.returned).toBeNull();
  });

  it('clears the return once the employee signs again', async () => {
    await sign(person, policyId);
    expect((await loadOwnApplication(person)).employeePolicy.returned).toBeNull();
    const [row] = await suite.db.select().from(employeePolicies).where(eq(employeePolicies.id, policyId));
    expect(row).toMatchObject({ reviewStatus: 'submitted', reviewReason: null, reviewFields: [] });
  });
});
