import {
  auditLog,
  beneficiaryPairs,
  companyEligibilityAnswers,
  employeeDependents,
  employeeEligibilityAnswers,
  employeeHealthAccounts,
} from '@server/db/schema';
import { DEMO_COMPANIES, DEMO_EMPLOYEE_FORM_IDS } from '@server/db/seed';
import type { ApplicationResponse } from '@shared/schemas/application';
import { HEALTH_ACCOUNT_MESSAGES } from '@shared/schemas/health-account';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import {
  beneficiaryPairBody,
  contactBody,
  familyBody,
  findStoredForm,
  findStoredPolicy,
  GOOD_STROKES,
  loadApplicationAsAdmin,
  loadOwnApplication,
  SIGNATURE_PNG,
} from '../helpers/application';
import { mailSentTo } from '../helpers/outbox';
import type { Agent } from '../helpers/test-app';

const suite = apiSuite();
const { employee, texan, admin, nyAdmin } = suite.cast;
let app: ApplicationResponse;
beforeAll(async () => {
  app = await loadOwnApplication(employee);
});
const policyUrl = (path: string, policyId = app.employeePolicy.id) =>
  `/api/v1/employee_policies/${policyId}/${path}`;
const hsaUrl = (policyId = app.employeePolicy.id) =>
  `/api/v2/employee_policies/${policyId}/employee_health_accounts`;
const pairUrl = (formId = app.employeeForm.id) => `/api/v2/employee_forms/${formId}/beneficiary_pairs`;

async function expectRefused(
  agent: Agent,
  method: 'PUT',
  url: string,
  body: unknown,
  fieldErrors: object,
  policyId = app.employeePolicy.id,
) {
  const before = await suite.snapshot(policyId);
  const res = await agent.send(method, url, body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().fieldErrors).toEqual(fieldErrors);
  expect(await suite.snapshot(policyId)).toBe(before);
}

async function planId(type: string, name: string) {
  const plans = (await employee.get(policyUrl(`plans?type=${type}`))).json().plans;
  return plans.find((p: { display_name: string }) => p.display_name === name).id as string;
}

describe('eligibility quiz', () => {
  it("answers the stored answers, result and sentence, and keeps an employee's answers as their own", async () => {
    const res = await employee.get(policyUrl('eligibility'));
    expect(res.json()).toMatchObject({
      result: 'eligible_all',
      message: 'You are eligible for all small group health insurance plans.',
    });
    expect(res.json().employeeCount).toBeGreaterThan(3);
    const companyBefore = await suite.db
      .select()
      .from(companyEligibilityAnswers)
      .where(eq(companyEligibilityAnswers.companyId, DEMO_COMPANIES.harborview.id));
    const answers = {
      isEnrollingW2: true,
      spouseOnlyGroup: true,
      partnershipWithSpouses: false,
      decliningEmployee: false,
    };
    const saved = await employee.send('PUT', policyUrl('eligibility'), answers);
    expect(saved.json()).toMatchObject({
      answers,
      result: 'not_eligible',
      message: 'Unfortunately, you do not qualify for small group health insurance.',
    });
    const [row] = await suite.db
      .select()
      .from(employeeEligibilityAnswers)
      .where(eq(employeeEligibilityAnswers.employeePolicyId, app.employeePolicy.id));
    expect(row).toMatchObject(answers);
    // The company's answers, which coworkers see, are not the employee's to change.
    expect(
      await suite.db
        .select()
        .from(companyEligibilityAnswers)
        .where(eq(companyEligibilityAnswers.companyId, DEMO_COMPANIES.harborview.id)),
    ).toEqual(companyBefore);
    await employee.send('PUT', policyUrl('eligibility'), { ...answers, spouseOnlyGroup: false });
  });

  it('refuses answers that are not booleans, and other employees and companies', async () => {
    await expectRefused(
      employee,
      'PUT',
      policyUrl('eligibility'),
      { isEnrollingW2: 'yes', spouseOnlyGroup: null, partnershipWithSpouses: null, decliningEmployee: null },
      {
        isEnrollingW2: expect.any(String),
      },
    );
    expect((await texan.get(policyUrl('eligibility'))).statusCode).toBe(404);
    expect((await nyAdmin.get(policyUrl('eligibility'))).statusCode).toBe(403);
  });
});

describe('beneficiary pairs', () => {
  it('saves a pair with the SSN encrypted and answers it masked; a mask sent back keeps the number', async () => {
    expect((await employee.get(pairUrl())).json()).toEqual({ beneficiaryPair: null });
    const res = await employee.send('PUT', pairUrl(), {
      beneficiaryPair: beneficiaryPairBody({
        beneficiary1Percentage: 60,
        beneficiary2Type: 'primary',
        beneficiary2Name: 'Ava Carter',
        beneficiary2Relationship: 'Child',
        beneficiary2Percentage: 40,
        beneficiary2BirthDate: '09/22/2017',
        beneficiary2SocialSecurityNumber: '345-67-8901',
        beneficiary2PhoneNumber: '(415) 555-0124',
        beneficiary2Address: '12 Valencia St',
        beneficiary2City: 'San Francisco',
        beneficiary2State: 'CA',
        beneficiary2ZipCode: '94110',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('234-56-7890');
    expect(res.json().beneficiaryPair).toMatchObject({
      beneficiary1SocialSecurityNumber: 'XXX-XX-7890',
      beneficiary2SocialSecurityNumber: 'XXX-XX-8901',
      beneficiary1BirthDate: '02/03/1987',
    });
    const [row] = await suite.db
      .select()
      .from(beneficiaryPairs)
      .where(eq(beneficiaryPairs.employeeFormId, app.employeeForm.id));
    expect(row).toMatchObject({
      beneficiary1SsnLast4: '7890',
      beneficiary1BirthDate: '1987-02-03',
      beneficiary2Percentage: 40,
    });
    expect(row!.beneficiary1SsnEncrypted).toMatch(/^v1\./);
    expect(suite.cipher.decrypt(row!.beneficiary1SsnEncrypted!)).toBe('234567890');

    const again = await employee.send('PUT', pairUrl(), {
      beneficiaryPair: { ...res.json().beneficiaryPair, beneficiary1City: 'Oakland' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const [kept] = await suite.db
      .select()
      .from(beneficiaryPairs)
      .where(eq(beneficiaryPairs.employeeFormId, app.employeeForm.id));
    expect(kept!.beneficiary1SsnEncrypted).toBe(row!.beneficiary1SsnEncrypted);
    expect(kept!.beneficiary1City).toBe('Oakland');
  });

  it('reports every field error under beneficiaryPair and writes nothing', async () => {
    await expectRefused(
      employee,
      'PUT',
      pairUrl(),
      {
        beneficiaryPair: beneficiaryPairBody({
          beneficiary1Name: '',
          beneficiary1Percentage: 70,
          beneficiary1SocialSecurityNumber: 'XXX-XX-0000',
          beneficiary1ZipCode: '9',
          beneficiary2Type: 'primary',
          beneficiary2Name: 'Noah Carter',
          beneficiary2Relationship: 'Child',
          beneficiary2Percentage: 20,
          beneficiary2BirthDate: '04/08/2020',
          beneficiary2SocialSecurityNumber: '456-78-9012',
          beneficiary2PhoneNumber: '(415) 555-0125',
          beneficiary2Address: '12 Valencia St',
          beneficiary2City: 'San Francisco',
          beneficiary2State: 'CA',
          beneficiary2ZipCode: '94110',
        }),
      },
      {
        'beneficiaryPair.beneficiary1Name': 'Required',
        'beneficiaryPair.beneficiary1SocialSecurityNumber': 'Please enter the Social Security number.',
        'beneficiaryPair.beneficiary1ZipCode': 'Please enter a valid 5-digit zip code.',
        'beneficiaryPair.beneficiary2Percentage': 'The two primary beneficiaries must add up to 100%.',
      },
    );
  });

  it("refuses another employee's form and another company's administrator", async () => {
    expect((await texan.get(pairUrl())).statusCode).toBe(404);
    expect(
      (await nyAdmin.send('PUT', pairUrl(), { beneficiaryPair: beneficiaryPairBody() })).statusCode,
    ).toBe(403);
  });
});

describe('health account', () => {
  it('gives the overview in cents with the family maximum once dependents are in medical', async () => {
    const res = await employee.get(
      `/api/v2/employee_policies/${app.employeePolicy.id}/health_account_benefit_overview`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      employerHealthAccountType: 'hsa',
      employerHealthAccountTypeFormatted: 'Health Savings Account (HSA)',
      employerYearlyContributionAmount: 100000,
      yearlyMaximums: { individual: 440000, family: 875000 },
      hasCoveredDependents: false,
      enrollmentData: { employee_maximum: 340000 },
      // Spread over the company's pay dates (Harborview pays every other week), not the application's frequency.
      paychecks: { frequency: 'biweekly', fromCompanySchedule: true, paychecks: 26, coveredMonths: 12 },
      canContribute: false, // an HSA, and no HSA-eligible medical plan chosen yet
    });
    const hdhp = await planId('medical', 'Silver HSA PPO 2500');
    await employee.send('PUT', policyUrl('coverages/medical'), {
      isEnrolling: 'Yes',
      planId: hdhp,
      dependentsEnrolling: Object.fromEntries(app.employeeDependents.map((d) => [d.id, true])),
    });
    const family = (
      await employee.get(`/api/v2/employee_policies/${app.employeePolicy.id}/health_account_benefit_overview`)
    ).json();
    expect(family).toMatchObject({
      hasCoveredDependents: true,
      enrollmentData: { employee_maximum: 775000 },
      canContribute: true,
    });
  });

  it('saves the yearly amount and completes healthAccountInformation', async () => {
    const res = await employee.send('PUT', hsaUrl(), {
      employeeHealthAccount: { yearlyContributionAmount: '$1,200.50' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ employeeHealthAccount: { yearlyContributionAmount: 1200.5 } });
    expect((await employee.get(hsaUrl())).json()).toEqual(res.json());
    const [row] = await suite.db
      .select()
      .from(employeeHealthAccounts)
      .where(eq(employeeHealthAccounts.employeePolicyId, app.employeePolicy.id));
    expect(row!.yearlyContributionAmountCents).toBe(120_050);
    expect((await loadOwnApplication(employee)).employeePolicy.completedSteps).toContain(
      'healthAccountInformation',
    );
  });

  it('refuses amounts above the maximum, below 0 or not numbers, as field errors, writing nothing', async () => {
    const key = 'employeeHealthAccount.yearlyContributionAmount';
    await expectRefused(
      employee,
      'PUT',
      hsaUrl(),
      { employeeHealthAccount: { yearlyContributionAmount: 7750.01 } },
      {
        [key]: 'The amount cannot be more than your yearly maximum of $7,750.00.',
      },
    );
    await expectRefused(
      employee,
      'PUT',
      hsaUrl(),
      { employeeHealthAccount: { yearlyContributionAmount: -1 } },
      {
        [key]: 'The amount must be $0 or more.',
      },
    );
    await expectRefused(
      employee,
      'PUT',
      hsaUrl(),
      { employeeHealthAccount: { yearlyContributionAmount: 'lots' } },
      {
        [key]: 'Please enter an amount in dollars, like 96,000 or $96,000.00.',
      },
    );
  });

  it('takes no HSA money without an HSA-eligible medical plan, and a switch away clears it', async () => {
    const key = 'employeeHealthAccount.yearlyContributionAmount';
    const enroll = async (name: string) =>
      employee.send('PUT', policyUrl('coverages/medical'), {
        isEnrolling: 'Yes',
        planId: await planId('medical', name),
        dependentsEnrolling: Object.fromEntries(app.employeeDependents.map((d) => [d.id, true])),
      });
    expect((await employee.get(hsaUrl())).json().employeeHealthAccount.yearlyContributionAmount).toBe(1200.5);
    expect((await enroll('Gold PPO 500')).statusCode).toBe(200);
    expect((await employee.get(hsaUrl())).json().employeeHealthAccount.yearlyContributionAmount).toBeNull();
    await expectRefused(
      employee,
      'PUT',
      hsaUrl(),
      { employeeHealthAccount: { yearlyContributionAmount: 100 } },
      {
        [key]: HEALTH_ACCOUNT_MESSAGES.needsHsaEligiblePlan,
      },
    );
    const empty = await employee.send('PUT', hsaUrl(), {
      employeeHealthAccount: { yearlyContributionAmount: '' },
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect((await enroll('Silver HSA PPO 2500')).statusCode).toBe(200);
    const back = await employee.send('PUT', hsaUrl(), {
      employeeHealthAccount: { yearlyContributionAmount: 1200.5 },
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('answers 404 where the employer offers none, and refuses other employees and companies', async () => {
    const tx = await loadOwnApplication(texan);
    expect(
      (await texan.get(`/api/v2/employee_policies/${tx.employeePolicy.id}/health_account_benefit_overview`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await texan.send('PUT', hsaUrl(tx.employeePolicy.id), {
          employeeHealthAccount: { yearlyContributionAmount: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await texan.get(hsaUrl())).statusCode).toBe(404);
    expect(
      (await nyAdmin.send('PUT', hsaUrl(), { employeeHealthAccount: { yearlyContributionAmount: 1 } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('additional information', () => {
  const body = { jobTitle: 'Project Architect', hiredAt: '03/01/2020', employeeType: 'full_time' };

  it('needs the declination reason and its details when declining medical', async () => {
    const storedBefore = await findStoredForm(suite.db, app.employeeForm.id);
    await employee.send('PUT', policyUrl('coverages/medical'), { isEnrolling: 'No' });
    await expectRefused(
      employee,
      'PUT',
      policyUrl('additional_information'),
      // The hire date is the employer's (decision 0077) and is not written, but bad input is refused all the same.
      { ...body, jobTitle: '', hiredAt: '2020-03-01' },
      {
        jobTitle: 'Required',
        hiredAt: 'Please enter the date as MM/DD/YYYY.',
        declinationReason: 'Required',
      },
    );
    await expectRefused(
      employee,
      'PUT',
      policyUrl('additional_information'),
      { ...body, declinationReason: 'other_employer_plan' },
      {
        declinationReason1CarrierName: 'Required',
        declinationReason1IDNumber: 'Required',
      },
    );
    const res = await employee.send('PUT', policyUrl('additional_information'), {
      ...body,
      declinationReason: 'other_employer_plan',
      declinationReason1CarrierName: 'Aetna',
      declinationReason1IDNumber: 'W123',
      declinationReason4Explanation: 'ignored',
    });
    expect(res.statusCode, res.body).toBe(200);
    const policy = await findStoredPolicy(suite.db, app.employeePolicy.id);
    expect(policy).toMatchObject({
      declinationReason: 'other_employer_plan',
      declinationReason1CarrierName: 'Aetna',
      declinationReason1IdNumber: 'W123',
      declinationReason4Explanation: null,
    });
    const form = await findStoredForm(suite.db, app.employeeForm.id);
    // The hire date and type are the employer's: kept as stored (decision 0077).
    expect(form).toMatchObject({
      jobTitle: 'Project Architect',
      hiredAt: storedBefore!.hiredAt,
      employeeType: storedBefore!.employeeType,
    });
    expect(res.json().employeePolicy.completedSteps).toContain('additionalInformation');
  });

  it('clears the declination when enrolling, and needs beneficiaries when life is enrolled (saved with it)', async () => {
    const gold = await planId('medical', 'Gold PPO 500');
    await employee.send('PUT', policyUrl('coverages/medical'), {
      isEnrolling: 'Yes',
      planId: gold,
      dependentsEnrolling: Object.fromEntries(app.employeeDependents.map((d) => [d.id, true])),
    });
    const life = await planId('whole_life', 'Whole Life $25,000');
    expect(
      (await employee.send('PUT', policyUrl('coverages/whole_life'), { isEnrolling: 'Yes', planId: life }))
        .statusCode,
    ).toBe(200);
    await suite.db.delete(beneficiaryPairs).where(eq(beneficiaryPairs.employeeFormId, app.employeeForm.id));
    await expectRefused(employee, 'PUT', policyUrl('additional_information'), body, {
      beneficiaryPair: 'Please name your beneficiaries.',
    });
    await expectRefused(
      employee,
      'PUT',
      policyUrl('additional_information'),
      { ...body, beneficiaryPair: beneficiaryPairBody({ beneficiary1Relationship: '' }) },
      {
        'beneficiaryPair.beneficiary1Relationship': 'Required',
      },
    );
    const res = await employee.send('PUT', policyUrl('additional_information'), {
      ...body,
      beneficiaryPair: beneficiaryPairBody(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const policy = await findStoredPolicy(suite.db, app.employeePolicy.id);
    expect(policy!.declinationReason).toBeNull();
    const [pair] = await suite.db
      .select()
      .from(beneficiaryPairs)
      .where(eq(beneficiaryPairs.employeeFormId, app.employeeForm.id));
    expect(pair).toMatchObject({ beneficiary1Name: 'Michael Carter', beneficiary1SsnLast4: '7890' });
  });

  it('asks no reason when only an ancillary line is declined, and a reason once vision is declined', async () => {
    expect(
      (await employee.send('PUT', policyUrl('coverages/term_life'), { isEnrolling: 'No' })).statusCode,
    ).toBe(200);
    const ancillary = await employee.send('PUT', policyUrl('additional_information'), body);
    expect(ancillary.statusCode, ancillary.body).toBe(200);

    expect(
      (await employee.send('PUT', policyUrl('coverages/vision'), { isEnrolling: 'No' })).statusCode,
    ).toBe(200);
    await expectRefused(employee, 'PUT', policyUrl('additional_information'), body, {
      declinationReason: 'Required',
    });
    const res = await employee.send('PUT', policyUrl('additional_information'), {
      ...body,
      declinationReason: 'spouse_parent_plan',
      declinationReason1CarrierName: 'VSP',
      declinationReason1IDNumber: 'V-5521',
    });
    expect(res.statusCode, res.body).toBe(200);
    const policy = await findStoredPolicy(suite.db, app.employeePolicy.id);
    expect(policy).toMatchObject({
      declinationReason: 'spouse_parent_plan',
      declinationReason1CarrierName: 'VSP',
    });
  });

  it('keeps a synced hire date and refuses other employees and companies', async () => {
    const tx = await loadOwnApplication(texan);
    const before = await findStoredForm(suite.db, tx.employeeForm.id);
    const res = await texan.send('PUT', policyUrl('additional_information', tx.employeePolicy.id), {
      ...body,
      hiredAt: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await findStoredForm(suite.db, tx.employeeForm.id);
    expect(after!.hiredAt).toBe(before!.hiredAt);
    expect((await texan.send('PUT', policyUrl('additional_information'), body)).statusCode).toBe(404);
    expect((await nyAdmin.send('PUT', policyUrl('additional_information'), body)).statusCode).toBe(403);
  });
});

describe('signature', () => {
  const signBody = (
    extra: {
      ssn?: string;
      dependents?: Array<{ id: string; socialSecurityNumber: string }>;
      strokes?: unknown;
    } = {},
  ) => ({
    employeeForm: {
      id: app.employeeForm.id,
      ...(extra.ssn === undefined ? {} : { socialSecurityNumber: extra.ssn }),
    },
    employeePolicy: {
      id: app.employeePolicy.id,
      signatureImageDataUrl: SIGNATURE_PNG,
      signatureStrokes: extra.strokes ?? GOOD_STROKES,
    },
    employeeDependents: extra.dependents ?? [],
  });

  it('needs every earlier step complete', async () => {
    const before = await suite.snapshot(app.employeePolicy.id);
    const res = await employee.send('PUT', policyUrl('signature'), signBody({ ssn: '123-45-6789' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(
      /^Please complete every step before signing: Basic Information, Family Information, .*Choose Dental Plan/,
    );
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });

  it('needs the SSNs not on file and a sufficient signature, all errors at once, writing nothing', async () => {
    await employee.send('PUT', `/api/v1/employee_forms/${app.employeeForm.id}`, contactBody(app));
    await employee.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}/family_information`,
      familyBody(app),
    );
    for (const type of [
      'dental',
      'vision',
      'accident',
      'life',
      'term_life',
      'short_term_disability',
      'long_term_disability',
    ])
      expect(
        (await employee.send('PUT', policyUrl(`coverages/${type}`), { isEnrolling: 'No' })).statusCode,
      ).toBe(200);
    const [spouse, ava] = app.employeeDependents;
    await expectRefused(
      employee,
      'PUT',
      policyUrl('signature'),
      signBody({
        dependents: [{ id: spouse!.id, socialSecurityNumber: '000-12-3456' }],
        strokes: [[{ x: 1, y: 1 }]],
      }),
      {
        'employeeForm.socialSecurityNumber':
          'Please enter a valid Social Security number or tax ID (9 digits).',
        'employeeDependents.0.socialSecurityNumber':
          'Please enter a valid Social Security number or tax ID (9 digits).',
        employeeDependents: `Please enter the Social Security number of ${ava!.firstName} ${ava!.lastName}.`,
        signature: 'Invalid signature. Please sign your name or initials.',
      },
    );
  });

  it('signs: stores the SSNs encrypted, the image, who, when and from which session, and completes the application', async () => {
    const deps = app.employeeDependents.map((d, i) => ({
      id: d.id,
      socialSecurityNumber: `22${i}-45-678${i}`,
    }));
    const res = await employee.send(
      'PUT',
      policyUrl('signature'),
      signBody({ ssn: '123-45-6789', dependents: deps }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('123-45-6789');
    const body: ApplicationResponse = res.json();
    expect(body.employeePolicy.completedSteps).toContain('sign');
    expect(body.employeeForm.socialSecurityNumberMasked).toBe('XXX-XX-6789');
    const policy = await findStoredPolicy(suite.db, app.employeePolicy.id);
    expect(policy).toMatchObject({
      signatureImageDataUrl: SIGNATURE_PNG,
      signedByAccountId: employee.session.account.id,
      signedInAdminMode: false,
    });
    expect(policy!.signedSessionId).toBeTruthy();
    expect(policy!.signedAt?.getTime()).toBe(policy!.completedAt?.getTime());
    expect(Date.now() - policy!.signedAt!.getTime()).toBeLessThan(60_000);
    const form = await findStoredForm(suite.db, app.employeeForm.id);
    expect(suite.cipher.decrypt(form!.ssnEncrypted!)).toBe('123456789');
    const dependents = await suite.db
      .select()
      .from(employeeDependents)
      .where(eq(employeeDependents.employeeFormId, app.employeeForm.id));
    expect(dependents.filter((d) => d.active).every((d) => d.ssnLast4 !== null)).toBe(true);
    const [audit] = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.signed'), eq(auditLog.subjectId, app.employeePolicy.id)));
    expect(audit).toMatchObject({
      adminMode: false,
      accountId: employee.session.account.id,
      sessionId: policy!.signedSessionId,
    });
    expect(JSON.stringify(audit!.details)).not.toMatch(/6789/);
    // After the commit (decision 0063): the employee's confirmation and the administrators' notice.
    const [confirmation] = await mailSentTo(suite.db, 'employee@example.com');
    expect(confirmation).toMatchObject({ template: 'applicationSigned' });
    expect(confirmation!.text).toContain('Your choices:');
    const [submitted] = (await mailSentTo(suite.db, 'admin@example.com')).filter(
      (m) => m.template === 'applicationSubmitted',
    );
    expect(submitted!.subject).toBe(
      `${app.employeeForm.firstName} ${app.employeeForm.lastName} submitted an application`,
    );
    expect(submitted!.text).toContain(`/employer-dashboard/employee-status/${app.employeeForm.id}`);
    expect(`${confirmation!.text}${submitted!.text}`).not.toMatch(/6789/);
  });

  it('refuses a second signature (409) and keeps the first', async () => {
    const before = await suite.snapshot(app.employeePolicy.id);
    const res = await employee.send('PUT', policyUrl('signature'), signBody());
    expect(res.statusCode).toBe(409);
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });

  it('records an admin-mode signature as such, and refuses other employees and companies', async () => {
    const aisha = await loadApplicationAsAdmin(admin, DEMO_EMPLOYEE_FORM_IDS.fiveChildren);
    const body = {
      employeeForm: { id: aisha.employeeForm.id },
      employeePolicy: {
        id: aisha.employeePolicy.id,
        signatureImageDataUrl: SIGNATURE_PNG,
        signatureStrokes: GOOD_STROKES,
      },
      employeeDependents: [],
    };
    expect((await texan.send('PUT', policyUrl('signature', aisha.employeePolicy.id), body)).statusCode).toBe(
      404,
    );
    expect(
      (await nyAdmin.send('PUT', policyUrl('signature', aisha.employeePolicy.id), body)).statusCode,
    ).toBe(403);
    // Sofia has her SSN on file; she declines everything, so no dependent needs one.
    await admin.send('PUT', `/api/v1/employee_forms/${aisha.employeeForm.id}`, contactBody(aisha));
    await admin.send(
      'PUT',
      `/api/v1/employee_forms/${aisha.employeeForm.id}/family_information`,
      familyBody(aisha),
    );
    for (const type of aisha.availablePlans)
      expect(
        (
          await admin.send('PUT', policyUrl(`coverages/${type}`, aisha.employeePolicy.id), {
            isEnrolling: 'No',
          })
        ).statusCode,
      ).toBe(200);
    await admin.send('PUT', hsaUrl(aisha.employeePolicy.id), {
      employeeHealthAccount: { yearlyContributionAmount: null },
    });
    const addl = await admin.send('PUT', policyUrl('additional_information', aisha.employeePolicy.id), {
      jobTitle: 'Studio Director',
      hiredAt: '01/05/2015',
      employeeType: 'full_time',
      declinationReason: 'other',
      declinationReason4Explanation: 'Covered through my spouse',
    });
    expect(addl.statusCode, addl.body).toBe(200);
    const res = await admin.send('PUT', policyUrl('signature', aisha.employeePolicy.id), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().employeePolicy.isDeclinedAndCompleted).toBe(true);
    const policy = await findStoredPolicy(suite.db, aisha.employeePolicy.id);
    expect(policy).toMatchObject({ signedByAccountId: admin.session.account.id, signedInAdminMode: true });
    // Declined and completed: every later write answers 409.
    const late = await admin.send('PUT', policyUrl('coverages/medical', aisha.employeePolicy.id), {
      isEnrolling: 'No',
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('individual plans for the upsell', () => {
  it('lists individual dental and vision plans where the employer offers neither', async () => {
    const ny = await suite.loginAs('employee.ny@example.com');
    const abigail = await loadOwnApplication(ny);
    const res = await ny.get(`/api/v1/employee_forms/${abigail.employeeForm.id}/individual_plans`);
    expect(res.statusCode).toBe(200);
    // NY is outside the individual offer's states (decision 0105); the catskill employer offers both anyway.
    expect(res.json()).toEqual({ plans: [], enrolledPlanNames: [] });
  });

  it('offers dental and vision to an employee whose employer offers none, priced for the family', async () => {
    const { company } = await createCompany(suite.db, { state: 'TX' });
    const { form } = await createEmployee(suite.db, suite.cipher, {
      companyId: company.id,
      overrides: { state: 'TX' },
      dependents: [
        { dependentType: 'spouse', bornAt: '1990-01-01' },
        { dependentType: 'child', bornAt: '2018-01-01' },
      ],
    });
    const ops = await suite.loginAs('ops@example.com');
    const res = await ops.get(`/api/v1/employee_forms/${form.id}/individual_plans`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.plans.map((p: { display_name: string }) => p.display_name)).toEqual([
      'Delta Dental Individual PPO Basic',
      'Guardian Premier Dental Individual',
      'VSP Individual Vision Plan',
    ]);
    expect(body.plans[0]).toMatchObject({
      type: 'individual_dental',
      total_employee_premium: 104.9,
      employee_costs: { self_cost: 31.5, spouse_cost: 29.75, child_cost: [24.1], family_cost: 104.9 },
      annual_maximum: 1000,
    });
    expect((await employee.get(`/api/v1/employee_forms/${form.id}/individual_plans`)).statusCode).toBe(404);
    expect((await nyAdmin.get(`/api/v1/employee_forms/${form.id}/individual_plans`)).statusCode).toBe(403);
  });
});
