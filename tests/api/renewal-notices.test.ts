/**
 * The renewal reaches the employees (issue 35 item 5, decision 0079): the employer's signature queues
 * `notices.renewal-open`, which mails each eligible employee with an account once; their sign-in lands on the
 * renewal while it is open; renewal_comparison sets what they have now against the renewal.
 */

import { employeePolicies, employeePolicyCoverages } from '@server/db/schema';
import type { RenewalRecord } from '@shared/schemas/renewal';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addContribution,
  createCompany,
  createCompanyAdministrator,
  createEmployeeWithAccount,
  createPlan,
  createRenewal,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { SIGNATURE_PNG } from '../helpers/application';
import { mailSentTo } from '../helpers/outbox';
import { demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000, config: { jobsWorker: true } });
const URL = '/api/v2/ben_admin_renewal';
const SIGN = '/api/v1/employer_application/sign_application';

async function renewalMails(address: string, count: number) {
  const deadline = Date.now() + 20_000;
  const read = async () => (await mailSentTo(suite.db, address)).filter((m) => m.template === 'renewalOpen');
  let mails = await read();
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    mails = await read();
  }
  return mails;
}

/** A company in its 2026 plan year: one enrolled employee, one not eligible, and a launched 2027 renewal. */
async function makeRenewal() {
  const { company, policy, defaultRole } = await createCompany(suite.db, {
    policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2027-01-01' },
  });
  const medical = await createPlan(suite.db, {
    type: 'medical',
    offerTo: { companyPolicyId: policy.id, isBasePlan: true },
  });
  await addContribution(suite.db, policy.id, 'medical', { name: 'Default class' });
  const passwordHash = await demoPasswordHash();
  const enrolled = await createEmployeeWithAccount(suite.db, suite.cipher, {
    companyId: company.id,
    companyPolicyId: policy.id,
    passwordHash,
    overrides: { employeeRoleId: defaultRole.id, bornAt: '1980-02-01', annualSalaryCents: 6_000_000 },
  });
  const ineligible = await createEmployeeWithAccount(suite.db, suite.cipher, {
    companyId: company.id,
    companyPolicyId: policy.id,
    passwordHash,
    overrides: { isEligible: false },
  });
  const now = new Date();
  await suite.db.insert(employeePolicyCoverages).values({
    employeePolicyId: enrolled.policy.id,
    coverageType: 'medical',
    isEnrolling: 'Yes',
    planId: medical.plan.id,
  });
  await suite.db
    .update(employeePolicies)
    .set({ status: 'enrolled', completedAt: now, signedAt: now })
    .where(eq(employeePolicies.id, enrolled.policy.id));
  const made = await createRenewal(suite.db, {
    companyId: company.id,
    currentCompanyPolicyId: policy.id,
    effectiveAt: '2027-01-01',
    suites: [{ shortName: 'Renewal', plans: [{ type: 'medical', isBasePlan: true }] }],
  });
  const adminAccount = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  const admin = await suite.loginAs(adminAccount.email);
  return { company, enrolled, ineligible, admin, ...made };
}

async function sign(made: Awaited<ReturnType<typeof makeRenewal>>) {
  const res = await made.admin.get(`${URL}?company_id_token=${made.company.idToken}`);
  const record: RenewalRecord = res.json().renewal;
  const saved = await made.admin.send('PUT', URL, {
    company_id_token: made.company.idToken,
    ben_admin_renewal: {
      version: record.version,
      probationaryPeriod: 'first_of_month_after_hire',
      contributions: record.contributions,
    },
  });
  expect(saved.statusCode).toBe(200);
  const signed = await made.admin.send('POST', SIGN, {
    id: made.renewal.id,
    signatureImageDataUrl: SIGNATURE_PNG,
  });
  expect(signed.statusCode).toBe(200);
  return signed.json().renewal as RenewalRecord;
}

describe('the renewal reaches the employees', () => {
  it('mails each eligible employee once, lands their sign-in on the renewal, and compares current with new', async () => {
    const made = await makeRenewal();
    // Before the signature there is nothing to land on.
    const before = await suite.loginAs(made.enrolled.account.email);
    expect((await before.get('/api/v1/session')).json().homePath).not.toBe('/employee-renewal');

    const signed = await sign(made);
    const mails = await renewalMails(made.enrolled.account.email, 1);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text.replace(/\s+/g, ' ');
    expect(text).toContain('Your renewal application is open.');
    expect(text).toContain('/employee-renewal');
    // Not eligible: no renewal application and no mail.
    expect(await renewalMails(made.ineligible.account.email, 0)).toEqual([]);

    const person = await suite.loginAs(made.enrolled.account.email);
    expect((await person.get('/api/v1/session')).json().homePath).toBe('/employee-renewal');
    const other = await suite.loginAs(made.ineligible.account.email);
    expect((await other.get('/api/v1/session')).json().homePath).not.toBe('/employee-renewal');

    const renewalPolicyId = signed.employees.find((e) => e.id === made.enrolled.form.id)!
      .renewalPolicyExternalID!;
    const comparison = await person.get(`/api/v1/employee_policies/${renewalPolicyId}/renewal_comparison`);
    expect(comparison.statusCode).toBe(200);
    const body = comparison.json();
    expect(body).toMatchObject({
      employeePolicyId: renewalPolicyId,
      currentEmployeePolicyId: made.enrolled.policy.id,
      currentPlanYearStartsOn: '2026-01-01',
      renewalPlanYearStartsOn: '2027-01-01',
    });
    const medicalLine = body.lines.find((l: { coverageType: string }) => l.coverageType === 'medical');
    // Each side is the election summary the done page and the signed PDF show.
    const current = (await person.get(`/api/v1/employee_policies/${made.enrolled.policy.id}/summary`)).json();
    const currentMedical = current.lines.find((l: { coverageType: string }) => l.coverageType === 'medical');
    expect(medicalLine.current.monthlyCents).toBe(currentMedical.monthlyCents);
    expect(body.totals.currentMonthlyCents).toBe(current.totals.monthlyCents);
    expect(body.totals.changeCents).toBe(body.totals.renewalMonthlyCents - current.totals.monthlyCents);
    // The application in force is not a renewal: no comparison.
    expect(
      (await person.get(`/api/v1/employee_policies/${made.enrolled.policy.id}/renewal_comparison`))
        .statusCode,
    ).toBe(404);
    // Another person may not read it.
    expect(
      (await other.get(`/api/v1/employee_policies/${renewalPolicyId}/renewal_comparison`)).statusCode,
    ).toBeGreaterThanOrEqual(403);

    // The job run again (a retry) mails nobody twice.
    await suite.app.jobs.send('notices.renewal-open', { upcomingCompanyPolicyId: signed.companyPolicyID! });
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await renewalMails(made.enrolled.account.email, 1)).toHaveLength(1);
  });
});
