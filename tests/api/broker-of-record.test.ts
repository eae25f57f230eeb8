/**
 * Broker of record (issue 15, decision 0048): docs/spec/3 §7's calls under /api/v1/broker_of_record, the payroll
 * partner's accounts and preferences, operations' status moves and their mail. Each test runs on a company of
 * its own made with the factories; the demo companies are only used for the cast's refusals.
 */
import {
  accounts,
  auditLog,
  borApplications,
  borCarrierChanges,
  borIntakePlans,
  carriers,
  companyCarrierGroups,
  storedFiles,
} from '@server/db/schema';
import { BOR_MESSAGES } from '@shared/domain/broker-of-record/application';
import {
  earliestLetterEffectiveDate,
  LETTER_EFFECTIVE_DATE_MESSAGES,
} from '@shared/domain/broker-of-record/letter';
import { formatIsoDate, formatLongIsoDate } from '@shared/domain/dates/dates';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import { MESSAGES, readToday } from '@shared/schemas/fields';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCompany, createCompanyAdministrator } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { SIGNATURE_PNG } from '../helpers/application';
import { CA_BOR_PROFILE } from '../helpers/bor-companies';
import { type MultipartPart, multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { readPdfText } from '../helpers/pdf-text';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const { employee, nyAdmin } = suite.cast;
const BASE = '/api/v1/broker_of_record';

let ops: Agent;
beforeAll(async () => {
  ops = await suite.loginAs('ops@example.com');
});

type Made = { token: string; companyId: string; admin: Agent; adminEmail: string };

/** A company of its own (CA), its administrator signed in. */
async function makeCompany(policy: { renewalAt?: string } = {}): Promise<Made> {
  const { company } = await createCompany(suite.db, {
    policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: policy.renewalAt ?? '2028-01-01' },
  });
  const account = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash: await demoPasswordHash(),
  });
  return {
    token: company.idToken,
    companyId: company.id,
    admin: await suite.loginAs(account.email),
    adminEmail: account.email,
  };
}

const PROFILE = CA_BOR_PROFILE;

const TWO_CARRIERS = {
  plans: {
    medical: [
      { id: 'm1', planName: 'Kaiser Gold 20', insuranceCompany: 'kaiser', groupIDNumber: 'KP-604112' },
    ],
    dental: [
      { id: 'd1', planName: 'Delta PPO', insuranceCompany: 'delta-dental', groupIDNumber: 'DD-99120' },
    ],
  },
};

async function readProfile(made: Made, agent: Agent = made.admin) {
  const res = await agent.get(`${BASE}/company_profile?company_id_token=${made.token}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BorCompanyProfile;
}

async function save(made: Made, body: Record<string, unknown>, agent: Agent = made.admin) {
  return agent.send('POST', `${BASE}/update_company_profile`, { company_id_token: made.token, ...body });
}

/** The company information and the two carriers' plans saved; answers the profile. */
async function readyToSign(made: Made): Promise<BorCompanyProfile> {
  let res = await save(made, { version: 1, ...PROFILE });
  expect(res.statusCode, res.body).toBe(200);
  res = await save(made, { version: 2, borApplicationIntake: TWO_CARRIERS });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const rowsOf = async (companyId: string) =>
  suite.db.select().from(borApplications).where(eq(borApplications.companyId, companyId));

describe('company_profile and update_company_profile', () => {
  it("answers the company's own information before anything is saved, and writes nothing", async () => {
    const made = await makeCompany();
    const profile = await readProfile(made);
    expect(profile).toMatchObject({
      version: 1,
      mode: 'standard',
      partner: null,
      state: 'CA',
      typeOfContribution: 'percentage',
      companyContributions: [{ employeePercentage: 50, dependentPercentage: 0, active: true }],
      applicationStatus: {
        nextSectionUrl: '/broker-of-record/basic-information',
        sections: {
          companyInformation: 'incomplete',
          currentPlan: 'incomplete',
          confirmation: 'incomplete',
          contributions: 'incomplete',
          fileUpload: 'incomplete',
        },
      },
    });
    expect(profile.name).toMatch(/^Test Company/);
    expect(profile.borApplicationIntake.plans.medical).toEqual([]);
    expect(profile.letter.effectiveDate).toBe(earliestLetterEffectiveDate(formatIsoDate(readToday())));
    expect(await rowsOf(made.companyId)).toEqual([]);
  });

  it('saves the company information, the FEIN sealed and masked, and marks the section complete', async () => {
    const made = await makeCompany();
    const res = await save(made, { version: 1, ...PROFILE });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json() as BorCompanyProfile;
    expect(profile).toMatchObject({ version: 2, name: PROFILE.name, contactName: PROFILE.contactName });
    expect(profile.feinMasked).toMatch(/6789$/);
    expect(JSON.stringify(profile)).not.toContain('3456789');
    expect(profile.applicationStatus.sections.companyInformation).toBe('complete');
    const [row] = await rowsOf(made.companyId);
    expect(row!.feinEncrypted).not.toContain('3456789');
    expect(suite.cipher.decrypt(row!.feinEncrypted!)).toBe('123456789');
  });

  it('refuses bad company information with every error at its field, and writes nothing', async () => {
    const made = await makeCompany();
    const res = await save(made, {
      version: 1,
      ...PROFILE,
      contactName: 'R2-D2 #1',
      email: 'ana@',
      zip: '9415',
      contactPhoneNumber: '555-0142',
      city: '',
      partnerPrimaryEmail: 'not an email',
      fein: '12-34',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      contactName: MESSAGES.name,
      email: MESSAGES.email,
      zip: MESSAGES.zip,
      contactPhoneNumber: MESSAGES.phone,
      city: MESSAGES.required,
      partnerPrimaryEmail: MESSAGES.email,
      fein: MESSAGES.ein,
    });
    expect(await rowsOf(made.companyId)).toEqual([]);
  });

  it('requires a FEIN when none is on file', async () => {
    const made = await makeCompany();
    const res = await save(made, { version: 1, ...PROFILE, fein: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ fein: 'Required' });
    expect(await rowsOf(made.companyId)).toEqual([]);
  });

  it('refuses plans without medical, an Other carrier without its name and a medical row without its group', async () => {
    const made = await makeCompany();
    let res = await save(made, { version: 1, borApplicationIntake: { plans: { medical: [] } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'borApplicationIntake.plans.medical': BOR_MESSAGES.medicalRequired,
    });
    res = await save(made, {
      version: 1,
      borApplicationIntake: {
        plans: {
          medical: [{ id: 'm1', planName: '', insuranceCompany: 'other', groupIDNumber: '' }],
          vision: [{ id: 'v1', planName: 'Vision', insuranceCompany: 'not-a-carrier', groupIDNumber: '1' }],
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'borApplicationIntake.plans.medical.0.otherInsuranceCompany': BOR_MESSAGES.otherCarrierRequired,
      'borApplicationIntake.plans.medical.0.planName': 'Required',
      'borApplicationIntake.plans.medical.0.groupIDNumber': 'Required',
      'borApplicationIntake.plans.vision.0.insuranceCompany':
        'Please choose a carrier from the list, or Other.',
    });
    expect(await rowsOf(made.companyId)).toEqual([]);
  });

  it('saves the plans per type with their group ID guidance, and names the next section', async () => {
    const made = await makeCompany();
    const profile = await readyToSign(made);
    expect(profile.version).toBe(3);
    expect(profile.borApplicationIntake.plans.medical).toMatchObject([
      { id: 'm1', planName: 'Kaiser Gold 20', insuranceCompany: 'kaiser', groupIDNumber: 'KP-604112' },
    ]);
    expect(profile.borApplicationIntake.plans.medical[0]!.groupIdGuidance).toMatch(/bill|invoice/i);
    expect(profile.borApplicationIntake.plans.dental).toHaveLength(1);
    expect(profile.borMedicalGroupIDNumber).toBe('KP-604112');
    expect(profile.applicationStatus.sections.currentPlan).toBe('complete');
    expect(profile.applicationStatus.nextSectionUrl).toBe('/broker-of-record/sign');
    expect(profile.letter.letters.map((l) => l.carrierName)).toEqual(['Kaiser Permanente', 'Delta Dental']);
    // The preview prints the FEIN masked.
    expect(JSON.stringify(profile.letter.letters)).not.toContain('3456789');
  });

  it('keeps an Other carrier with its name', async () => {
    const made = await makeCompany();
    const res = await save(made, {
      version: 1,
      borApplicationIntake: {
        plans: {
          medical: [
            {
              id: 'm1',
              planName: 'Local Gold',
              insuranceCompany: 'other',
              otherInsuranceCompany: 'Valley Health Plan',
              groupIDNumber: 'VHP-1',
            },
          ],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().letter.letters.map((l: { carrierName: string }) => l.carrierName)).toEqual([
      'Valley Health Plan',
    ]);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const made = await makeCompany();
    expect((await save(made, { version: 1, ...PROFILE })).statusCode).toBe(200);
    const res = await save(made, { version: 1, ...PROFILE, name: 'Another Name' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'version_conflict', error: BOR_MESSAGES.version });
    const [row] = await rowsOf(made.companyId);
    expect(row).toMatchObject({ name: PROFILE.name, version: 2 });
  });

  it("refuses another company's administrator, an employee and an unknown token", async () => {
    const made = await makeCompany();
    expect((await nyAdmin.get(`${BASE}/company_profile?company_id_token=${made.token}`)).statusCode).toBe(
      403,
    );
    expect((await save(made, { version: 1, ...PROFILE }, nyAdmin)).statusCode).toBe(403);
    expect((await employee.get(`${BASE}/company_profile?company_id_token=${made.token}`)).statusCode).toBe(
      403,
    );
    expect((await save(made, { version: 1, ...PROFILE }, employee)).statusCode).toBe(403);
    expect(
      (await made.admin.get(`${BASE}/company_profile?company_id_token=nosuchtoken000000`)).statusCode,
    ).toBe(404);
    expect(await rowsOf(made.companyId)).toEqual([]);
  });

  it('saves the contributions (top-level and per plan) and asks the measurement method when shown', async () => {
    const made = await makeCompany();
    await readyToSign(made);
    await suite.db
      .update(borApplications)
      .set({ mode: 'embedded' })
      .where(eq(borApplications.companyId, made.companyId));
    const intake = {
      plans: {
        ...TWO_CARRIERS.plans,
        medical: [
          {
            ...TWO_CARRIERS.plans.medical[0],
            contributions: { typeOfContribution: 'percentage', employee: 150, dependent: 0 },
          },
        ],
      },
    };
    let res = await save(made, {
      version: 3,
      typeOfContribution: 'percentage',
      coveringPartTime: false,
      borApplicationIntake: intake,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'borApplicationIntake.plans.medical.0.contributions.employee': MESSAGES.percentage,
    });
    intake.plans.medical[0]!.contributions!.employee = 75;
    res = await save(made, {
      version: 3,
      typeOfContribution: 'percentage',
      coveringPartTime: false,
      borApplicationIntake: intake,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ measurementMethod: 'Please choose a measurement method.' });
    res = await save(made, {
      version: 3,
      typeOfContribution: 'percentage',
      coveringPartTime: false,
      isLargeGroup: false,
      measurementMethod: 'lookback',
      acaEmployeeData: {
        totalCount: 12,
        fullTimeCount: 10,
        partTimeCount: 2,
        largeGroupQualifyingNumber: 11,
      },
      borApplicationIntake: intake,
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json() as BorCompanyProfile;
    expect(profile).toMatchObject({
      measurementMethod: 'lookback',
      showAcaQuestions: true,
      showMeasurementQuestions: true,
      acaEmployeeData: { totalCount: 12 },
    });
    expect(profile.borApplicationIntake.plans.medical[0]!.contributions).toEqual({
      typeOfContribution: 'percentage',
      employee: 75,
      dependent: 0,
    });
    expect(profile.applicationStatus.sections.contributions).toBe('complete');
  });
});

describe('upload_plan_documents', () => {
  const upload = (made: Made, parts: MultipartPart[]) => {
    const { payload, contentType } = multipartBody(parts);
    return suite.app.inject({
      method: 'PUT',
      url: `${BASE}/upload_plan_documents?company_id_token=${made.token}`,
      headers: {
        cookie: made.admin.cookie,
        'x-csrf-token': made.admin.csrfToken,
        'content-type': contentType,
      },
      payload,
    });
  };
  const fields = (planId: string, fileType = 'invoice'): MultipartPart[] => [
    { name: 'planType', content: 'medical' },
    { name: 'planId', content: planId },
    { name: 'fileType', content: fileType },
  ];

  it("stores a real PDF as the plan's invoice, and refuses a program with its message as error", async () => {
    const made = await makeCompany();
    await readyToSign(made);
    let res = await upload(made, [
      ...fields('m1'),
      {
        name: 'file',
        filename: 'Kaiser invoice.pdf',
        contentType: 'application/pdf',
        content: SAMPLE_FILES.pdf,
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().borApplicationIntake.plans.medical[0].files).toMatchObject({
      invoice: { name: 'Kaiser invoice.pdf' },
      sbc: null,
    });
    const filesBefore = (await suite.db.select().from(storedFiles)).length;
    res = await upload(made, [
      ...fields('m1', 'sbc'),
      { name: 'file', filename: 'plan.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.exe },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/This file type is not accepted\. Upload a PDF, PNG or JPEG file\./);
    expect(res.json().fieldErrors).toEqual({ file: res.json().error });
    res = await upload(made, [
      ...fields('nosuchplan'),
      { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: BOR_MESSAGES.unknownPlan,
      fieldErrors: { planId: BOR_MESSAGES.unknownPlan },
    });
    expect((await suite.db.select().from(storedFiles)).length).toBe(filesBefore);
  });
});

describe('the letter and save_signature', () => {
  it('edits the letter details, refusing an effective date not on the 1st', async () => {
    const made = await makeCompany();
    await readyToSign(made);
    const put = (body: Record<string, unknown>) =>
      made.admin.send('PUT', `${BASE}/letter_details`, { company_id_token: made.token, version: 3, ...body });
    const next = earliestLetterEffectiveDate(formatIsoDate(readToday()));
    let res = await put({
      representativeName: 'Ana Lopez',
      representativeTitle: 'Owner',
      effectiveDate: `${next.slice(0, 8)}15`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ effectiveDate: LETTER_EFFECTIVE_DATE_MESSAGES.notFirst });
    res = await put({ representativeName: 'Ana Lopez', representativeTitle: 'Owner', effectiveDate: next });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json() as BorCompanyProfile;
    expect(profile.letter).toMatchObject({ representativeName: 'Ana Lopez', representativeTitle: 'Owner' });
    expect(profile.letter.letters[0]!.signer).toMatchObject({ name: 'Ana Lopez', title: 'Owner' });
  });

  it("requires the agreement, with the spec's message at its field", async () => {
    const made = await makeCompany();
    await readyToSign(made);
    const res = await made.admin.send('POST', `${BASE}/save_signature`, {
      company_id_token: made.token,
      version: 3,
      signatureImageDataUrl: SIGNATURE_PNG,
      agreed: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      agreed: 'Please read and acknowledge the notification before moving forward',
    });
    expect(
      await suite.db.select().from(borCarrierChanges).where(eq(borCarrierChanges.companyId, made.companyId)),
    ).toEqual([]);
  });

  it('signs two letters for two carriers, each PDF naming carrier, group, signer, title and date', async () => {
    const made = await makeCompany();
    await readyToSign(made);
    const effective = earliestLetterEffectiveDate(formatIsoDate(readToday()));
    const res = await made.admin.send('POST', `${BASE}/save_signature`, {
      company_id_token: made.token,
      version: 3,
      signatureImageDataUrl: SIGNATURE_PNG,
      agreed: true,
      representativeName: 'Ana Lopez',
      representativeTitle: 'Managing Partner',
      effectiveDate: effective,
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json() as BorCompanyProfile;
    expect(profile.applicationStatus.sections.confirmation).toBe('complete');
    expect(profile.applicationStatus.nextSectionUrl).toBe('/broker-of-record/policy');
    expect(profile.carrierChanges.map((c) => [c.carrierName, c.status, c.groupIdNumbers])).toEqual([
      ['Delta Dental', 'letter_sent', ['DD-99120']],
      ['Kaiser Permanente', 'letter_sent', ['KP-604112']],
    ]);
    const expected = { 'Delta Dental': 'DD-99120', 'Kaiser Permanente': 'KP-604112' } as const;
    // The group numbers typed are now the carriers' numbers on record (decision 0069), from broker of record.
    const onRecord = await suite.db
      .select({
        name: carriers.name,
        groupNumber: companyCarrierGroups.groupNumber,
        source: companyCarrierGroups.source,
      })
      .from(companyCarrierGroups)
      .innerJoin(carriers, eq(carriers.id, companyCarrierGroups.carrierId))
      .where(eq(companyCarrierGroups.companyId, made.companyId));
    expect(onRecord.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Delta Dental', groupNumber: 'DD-99120', source: 'broker_of_record' },
      { name: 'Kaiser Permanente', groupNumber: 'KP-604112', source: 'broker_of_record' },
    ]);
    for (const change of profile.carrierChanges) {
      expect(change.history.map((h) => h.status)).toEqual(['letter_sent']);
      const pdf = await made.admin.get(change.letterUrl!);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=/);
      const text = (await readPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain(change.carrierName);
      expect(text).toContain(expected[change.carrierName as keyof typeof expected]);
      expect(text).toContain('Ana Lopez');
      expect(text).toContain('Managing Partner');
      expect(text).toContain(formatLongIsoDate(effective));
      // The carrier's letter names the whole FEIN.
      expect(text).toContain('12-3456789');
      // Operations may download it; another company's administrator gets 404.
      expect((await ops.get(change.letterUrl!)).statusCode).toBe(200);
      expect((await nyAdmin.get(change.letterUrl!)).statusCode).toBe(404);
    }
    // One signature: a second answers 409.
    const again = await made.admin.send('POST', `${BASE}/save_signature`, {
      company_id_token: made.token,
      version: profile.version,
      signatureImageDataUrl: SIGNATURE_PNG,
      agreed: true,
    });
    expect(again.statusCode).toBe(409);
    // After signing, the carriers are those of the letters sent.
    const changed = await save(made, {
      version: profile.version,
      borApplicationIntake: {
        plans: { ...TWO_CARRIERS.plans, dental: [{ ...TWO_CARRIERS.plans.dental[0], groupIDNumber: 'X' }] },
      },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe(BOR_MESSAGES.signedLocked);
  });

  it('warns before signing when the renewal is under 90 days away', async () => {
    const soon = new Date();
    soon.setDate(soon.getDate() + 60);
    const made = await makeCompany({ renewalAt: soon.toISOString().slice(0, 10) });
    expect((await readProfile(made)).letter.renewalWarning).toMatch(/^Your plan renews on/);
    const later = await makeCompany();
    expect((await readProfile(later)).letter.renewalWarning).toBeNull();
  });
});

describe('carrier changes (operations)', () => {
  it('moves a carrier to the incumbent window and records it with its date', async () => {
    const made = await makeCompany();
    await readyToSign(made);
    const signed = await made.admin.send('POST', `${BASE}/save_signature`, {
      company_id_token: made.token,
      version: 3,
      signatureImageDataUrl: SIGNATURE_PNG,
      agreed: true,
    });
    const change = (signed.json() as BorCompanyProfile).carrierChanges.find(
      (c) => c.carrierName === 'Kaiser Permanente',
    )!;
    const url = `${BASE}/carrier_changes/${change.id}`;
    // Administrators may not; a move not allowed is refused at its field; a stale version answers 409.
    expect((await made.admin.send('PUT', url, { status: 'confirmed', version: 1 })).statusCode).toBe(403);
    let res = await ops.send('PUT', url, { status: 'effective', version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.status).toMatch(/cannot move/);
    res = await ops.send('PUT', url, { status: 'incumbent_window', version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'incumbent_window',
      version: 2,
      nextStatuses: ['confirmed', 'rejected'],
    });
    expect(res.json().windowEnds).toMatchObject({ earliest: expect.any(String), latest: expect.any(String) });
    expect((await ops.send('PUT', url, { status: 'confirmed', version: 1 })).statusCode).toBe(409);

    // The administrators' mail goes by the job queue: tests/api/bor-administrator-mail.test.ts (decision 0081).

    const profile = await readProfile(made);
    const timeline = profile.carrierChanges.find((c) => c.id === change.id)!.history;
    expect(timeline.map((h) => h.status)).toEqual(['letter_sent', 'incumbent_window']);
    const audit = await suite.db.select().from(auditLog).where(eq(auditLog.subjectId, change.id));
    expect(JSON.stringify(audit)).not.toContain(made.adminEmail);
  });
});

describe('account', () => {
  it('sets the password of an account that has none of its own, once', async () => {
    const made = await makeCompany();
    const account = await createAccount(suite.db, {
      role: 'benefits_admin',
      passwordHash: await demoPasswordHash(),
    });
    await suite.db.update(accounts).set({ credentialsSet: false }).where(eq(accounts.id, account.id));
    const agent = await suite.loginAs(account.email);
    expect((await agent.get(`${BASE}/account`)).json()).toMatchObject({
      email: account.email,
      canSetCredentials: true,
    });
    let res = await agent.send('POST', `${BASE}/update_account`, { email: account.email, password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ password: 'Please use at least 12 characters.' });
    res = await agent.send('POST', `${BASE}/update_account`, {
      email: made.adminEmail,
      password: 'a long enough secret',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(BOR_MESSAGES.emailInUse);
    const newEmail = `set-${account.email}`;
    res = await agent.send('POST', `${BASE}/update_account`, {
      email: newEmail,
      password: 'a long enough secret',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: newEmail, canSetCredentials: false });
    await suite.loginAs(newEmail, 'a long enough secret');
    res = await agent.send('POST', `${BASE}/update_account`, {
      email: newEmail,
      password: 'another long secret',
    });
    expect(res.statusCode).toBe(409);
    // The demo administrator has a password of their own.
    expect((await made.admin.get(`${BASE}/account`)).json().canSetCredentials).toBe(false);
  });
});

describe('deductions: the payroll partner', () => {
  it('lists the accounts, saves the preferences and completes the netsuite flow', async () => {
    const made = await makeCompany();
    await readyToSign(made);
    await suite.db
      .update(borApplications)
      .set({ mode: 'embedded', partnerKind: 'netsuite' })
      .where(eq(borApplications.companyId, made.companyId));
    const items = await made.admin.get(
      `/api/v2/partner/netsuite-payroll-account-items?company_id_token=${made.token}`,
    );
    expect(items.statusCode).toBe(200);
    const { expense_select_options: expense, liability_select_options: liability } =
      items.json().select_options;
    expect(expense.length).toBeGreaterThan(0);
    expect(liability.length).toBeGreaterThan(0);

    let profile = await readProfile(made);
    expect(profile.applicationStatus.nextSectionUrl).toBe('/broker-of-record/confirmation');
    const signed = await made.admin.send('POST', `${BASE}/save_signature`, {
      company_id_token: made.token,
      version: profile.version,
      signatureImageDataUrl: SIGNATURE_PNG,
      agreed: true,
    });
    profile = signed.json();
    expect(profile.applicationStatus.nextSectionUrl).toBe('/broker-of-record/contributions');
    let res = await save(made, {
      version: profile.version,
      typeOfContribution: 'fixed',
      coveringPartTime: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await save(made, { version: res.json().version, section: 'fileUpload' });
    expect(res.json().applicationStatus.nextSectionUrl).toBe('/broker-of-record/deductions');

    const put = (body: Record<string, unknown>) =>
      made.admin.send('PUT', '/api/v2/partner/preferences', { company_id_token: made.token, ...body });
    res = await put({
      version: res.json().version,
      preferences: { expenseAccountID: 'nope', liabilityAccountID: liability[0].value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'preferences.expenseAccountID': 'Please choose an account from the list.',
    });
    const version = (await readProfile(made)).version;
    res = await made.admin.send('PUT', '/api/partner/preferences', {
      company_id_token: made.token,
      version,
      preferences: {
        expenseAccountID: expense[0].value,
        liabilityAccountID: liability[0].value,
        plans: [
          {
            planType: 'medical',
            planId: 'm1',
            expenseAccount: expense[0].value,
            liabilityAccount: liability[0].value,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    profile = res.json();
    expect(profile.partnerCompanyPreferences).toEqual({
      expenseAccountID: expense[0].value,
      liabilityAccountID: liability[0].value,
    });
    expect(profile.borApplicationIntake.plans.medical[0]!.accounts.expenseAccount).toBe(expense[0].value);
    expect(profile.applicationStatus.nextSectionUrl).toBe('/broker-of-record/done');
    const plans = await suite.db.select().from(borIntakePlans);
    expect(plans.length).toBeGreaterThan(0);
  });
});
