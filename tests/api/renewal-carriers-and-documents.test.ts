/**
 * The renewal's carriers and documents (issue 34 items 5 and 6, decision 0073). At renewal the employer (or its
 * broker) puts each package carrier's group number and plan codes on record — the same numbers, rule and record
 * as operations' page (company_carrier_groups, through the carrier-identifiers service), checked at their fields,
 * versioned, editable before and after signing — and the ID card shows them. The renewal's plan cards (the
 * overview, the comparison, the employee's renewal plan list) show the company's stored SBC by Health plan
 * details' rule, served from a route of the renewal to those who manage the company. Each test makes its own
 * company with the factories.
 */
import {
  auditLog,
  companyCarrierGroups,
  employeePolicies,
  employeePolicyCoverages,
  renewals,
} from '@server/db/schema';
import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { CARRIER_GROUP_MESSAGES, type CarrierGroupList } from '@shared/schemas/carrier-identifiers';
import { employeeDashboardSchema } from '@shared/schemas/employee-dashboard';
import type { HealthPlanDetail } from '@shared/schemas/plan-details';
import { plansResponseSchema } from '@shared/schemas/plans';
import {
  RENEWAL_CARRIER_GROUP_MESSAGES,
  type RenewalCarrierGroups,
  type RenewalRecord,
  renewalCarrierGroupsSchema,
} from '@shared/schemas/renewal';
import { planSuiteResponseSchema } from '@shared/schemas/renewal-suites';
import { and, eq } from 'drizzle-orm';
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
import { fileUpload, SAMPLE_FILES } from '../helpers/multipart';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { nyAdmin } = suite.cast;

const RENEWAL = '/api/v2/ben_admin_renewal';
const GROUPS = `${RENEWAL}/carrier_groups`;
const SIGN = '/api/v1/employer_application/sign_application';
// The pad's PNG (a real 1×1 image: the signature rule reads its header, decision 0074).
const IMAGE = SIGNATURE_PNG;
const CARRIER_SBC = 'https://incumbent.example/sample-documents/gold-2027-sbc.pdf';

/**
 * A company with an enrolled 2026 plan year (a medical plan of an incumbent carrier, a dental plan), one employee
 * enrolled and approved in medical, an administrator and a broker, and an open renewal whose chosen package has
 * the incumbent's 2027 medical plan (with the carrier's SBC link) and a new carrier's dental plan; a second
 * package has a third carrier.
 */
async function makeCompany() {
  const passwordHash = await demoPasswordHash();
  const { company, policy } = await createCompany(suite.db, {
    policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2027-01-01' },
  });
  const current = await createPlan(suite.db, {
    type: 'medical',
    offerTo: { companyPolicyId: policy.id, isBasePlan: true },
  });
  await addContribution(suite.db, policy.id, 'medical');
  const person = await createEmployeeWithAccount(suite.db, suite.cipher, {
    companyId: company.id,
    companyPolicyId: policy.id,
    passwordHash,
  });
  await suite.db
    .update(employeePolicies)
    .set({
      status: 'enrolled',
      effectiveAt: '2026-01-01',
      signedAt: new Date('2025-12-01T12:00:00Z'),
      completedAt: new Date('2025-12-01T12:00:00Z'),
      reviewStatus: 'approved',
    })
    .where(eq(employeePolicies.id, person.policy.id));
  await suite.db.insert(employeePolicyCoverages).values({
    employeePolicyId: person.policy.id,
    coverageType: 'medical',
    isEnrolling: 'Yes',
    planId: current.plan.id,
  });
  const made = await createRenewal(suite.db, {
    companyId: company.id,
    currentCompanyPolicyId: policy.id,
    effectiveAt: '2027-01-01',
    suites: [
      {
        shortName: 'Renewal',
        plans: [
          {
            type: 'medical',
            isBasePlan: true,
            overrides: {
              carrierId: current.plan.carrierId,
              displayName: 'A Gold PPO 2027',
              sbcUrl: CARRIER_SBC,
            },
          },
          { type: 'dental', overrides: { displayName: 'B Dental PPO 2027' } },
        ],
      },
      { shortName: 'Other', plans: [{ type: 'medical', overrides: { displayName: 'C Silver HMO 2027' } }] },
    ],
  });
  const [medical, dental] = made.suites[0]!.plans;
  const other = made.suites[1]!.plans[0]!;
  const adminAccount = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  const brokerAccount = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash,
    role: 'broker',
  });
  return {
    company,
    token: company.idToken,
    renewal: made.renewal,
    medical: medical!,
    dental: dental!,
    other,
    person,
    admin: await suite.loginAs(adminAccount.email),
    broker: await suite.loginAs(brokerAccount.email),
    employee: await suite.loginAs(person.account.email),
  };
}
type Made = Awaited<ReturnType<typeof makeCompany>>;

async function readGroups(made: Made, agent: Agent = made.admin): Promise<RenewalCarrierGroups> {
  const res = await agent.get(`${GROUPS}?company_id_token=${made.token}`);
  expect(res.statusCode, res.body).toBe(200);
  return renewalCarrierGroupsSchema.parse(res.json());
}
const putGroups = (made: Made, carriers: unknown[], agent: Agent = made.admin) =>
  agent.send('PUT', GROUPS, { company_id_token: made.token, carriers });

const storedGroups = (companyId: string) =>
  suite.db.select().from(companyCarrierGroups).where(eq(companyCarrierGroups.companyId, companyId));

async function readRecord(made: Made): Promise<RenewalRecord> {
  const res = await made.admin.get(`${RENEWAL}?company_id_token=${made.token}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().renewal;
}

/** Saves the renewal's details as they are and signs; answers the upcoming plan year's id. */
async function sign(made: Made): Promise<string> {
  const record = await readRecord(made);
  const saved = await made.admin.send('PUT', RENEWAL, {
    company_id_token: made.token,
    ben_admin_renewal: {
      version: record.version,
      probationaryPeriod: 'first_of_month_after_hire',
      contributions: record.contributions,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const signed = await made.admin.send('POST', SIGN, { id: made.renewal.id, signatureImageDataUrl: IMAGE });
  expect(signed.statusCode, signed.body).toBe(200);
  const [row] = await suite.db.select().from(renewals).where(eq(renewals.id, made.renewal.id));
  return row!.upcomingCompanyPolicyId!;
}

describe("the package carriers' group numbers at renewal", () => {
  it('lists each carrier of the chosen package with its plans, and our number until the carrier gives one', async () => {
    const made = await makeCompany();
    const list = await readGroups(made);
    expect(list).toMatchObject({ effectiveAt: '2027-01-01', status: 'open' });
    expect(list.carriers.map((c) => [c.carrierId, c.plans.map((p) => p.planId)])).toEqual([
      [made.medical.carrierId, [made.medical.id]],
      [made.dental.carrierId, [made.dental.id]],
    ]);
    for (const carrier of list.carriers) {
      expect(carrier).toMatchObject({ groupNumberOnRecord: null, source: null, version: 0 });
      expect(carrier.groupNumber).toMatch(/^G[0-9A-F]{8}$/);
      expect(carrier.plans[0]).toMatchObject({ codeOnRecord: null });
    }
    expect(list.carriers[0]!.plans[0]!.planCode).toBe(made.medical.rawName);
  });

  it('refuses a bad number or code at its field, a carrier or plan not in the package, and writes nothing', async () => {
    const made = await makeCompany();
    const bad = await putGroups(made, [
      {
        carrierId: made.medical.carrierId,
        groupNumber: 'EMP 10442 (ask HR)',
        planCodes: { [made.medical.id]: 'X'.repeat(31) },
        version: 0,
      },
      { carrierId: made.dental.carrierId, groupNumber: '-DD555', planCodes: {}, version: 0 },
    ]);
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      'carriers.0.groupNumber': CARRIER_GROUP_MESSAGES.groupNumber,
      [`carriers.0.planCodes.${made.medical.id}`]: CARRIER_GROUP_MESSAGES.planCode,
      'carriers.1.groupNumber': CARRIER_GROUP_MESSAGES.groupNumber,
    });
    // Text with a control character is refused at its field.
    const control = await putGroups(made, [
      { carrierId: made.dental.carrierId, groupNumber: 'DD\u0007555', planCodes: {}, version: 0 },
    ]);
    expect(control.statusCode, control.body).toBe(400);
    expect(Object.keys(control.json().fieldErrors)).toEqual(['carriers.0.groupNumber']);

    const outside = await putGroups(made, [
      { carrierId: made.other.carrierId, groupNumber: 'C-1', planCodes: {}, version: 0 },
      {
        carrierId: made.medical.carrierId,
        groupNumber: 'EMP-2027',
        planCodes: { [made.dental.id]: 'DENT' },
        version: 0,
      },
      { carrierId: made.medical.carrierId, groupNumber: 'EMP-2027', planCodes: {}, version: 0 },
    ]);
    expect(outside.statusCode, outside.body).toBe(400);
    expect(outside.json().fieldErrors).toEqual({
      'carriers.0.carrierId': RENEWAL_CARRIER_GROUP_MESSAGES.otherCarrier,
      [`carriers.1.planCodes.${made.dental.id}`]: RENEWAL_CARRIER_GROUP_MESSAGES.otherPlan,
      'carriers.2.carrierId': RENEWAL_CARRIER_GROUP_MESSAGES.repeated,
    });
    expect(await storedGroups(made.company.id)).toEqual([]);
  });

  it('puts the numbers on record for the company (source renewal, audited), shows them back and on the ID card; 409 when stale', async () => {
    const made = await makeCompany();
    const res = await putGroups(made, [
      {
        carrierId: made.medical.carrierId,
        groupNumber: ' EMP-2027 ',
        planCodes: { [made.medical.id]: 'GOLD27-CA' },
        version: 0,
      },
      { carrierId: made.dental.carrierId, groupNumber: '', planCodes: { [made.dental.id]: '' }, version: 0 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [incumbent, newcomer] = renewalCarrierGroupsSchema.parse(res.json()).carriers;
    expect(incumbent).toMatchObject({
      groupNumberOnRecord: 'EMP-2027',
      groupNumber: 'EMP-2027',
      source: 'renewal',
      version: 1,
      plans: [{ planId: made.medical.id, codeOnRecord: 'GOLD27-CA', planCode: 'GOLD27-CA' }],
    });
    // Nothing typed for the new carrier: nothing written, ours still shown.
    expect(newcomer).toMatchObject({ groupNumberOnRecord: null, version: 0 });
    expect(await readGroups(made)).toEqual(renewalCarrierGroupsSchema.parse(res.json()));

    const rows = await storedGroups(made.company.id);
    expect(rows).toEqual([
      expect.objectContaining({
        carrierId: made.medical.carrierId,
        groupNumber: 'EMP-2027',
        planCodes: { [made.medical.id]: 'GOLD27-CA' },
        source: 'renewal',
        version: 1,
      }),
    ]);
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, made.company.id), eq(auditLog.action, 'carrier_group.recorded')));
    expect(audits.map((a) => a.details)).toEqual([
      { source: 'renewal', fields: ['groupNumber', 'planCodes'] },
    ]);

    // The incumbent's number is the company's with the carrier: the employee's ID card shows it now.
    const dashboard = await made.employee.get(`/api/v1/employee_forms/${made.person.form.id}/dashboard`);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const card = employeeDashboardSchema
      .parse(dashboard.json())
      .idCards.find((c) => c.coverageType === 'medical');
    expect(card?.groupNumber).toBe('EMP-2027');

    const stale = await putGroups(made, [
      { carrierId: made.medical.carrierId, groupNumber: 'EMP-9999', planCodes: {}, version: 0 },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect((await storedGroups(made.company.id))[0]!.groupNumber).toBe('EMP-2027');
  });

  it("stays open once signed (the carrier's number often comes later), and is the record operations see", async () => {
    const made = await makeCompany();
    await sign(made);
    const list = await readGroups(made);
    expect(list.status).toBe('signed');
    const res = await putGroups(made, [
      {
        carrierId: made.dental.carrierId,
        groupNumber: 'DD-555/01',
        planCodes: { [made.dental.id]: 'DPPO' },
        version: 0,
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // The broker may enter them too.
    const byBroker = await putGroups(
      made,
      [{ carrierId: made.medical.carrierId, groupNumber: 'EMP-2027', planCodes: {}, version: 0 }],
      made.broker,
    );
    expect(byBroker.statusCode, byBroker.body).toBe(200);

    // Operations' page reads the same record: the package's plans are the upcoming plan year's now.
    const ops = await suite.loginAs('ops@example.com');
    const opsList = await ops.get(`/api/v2/admin/companies/${made.company.id}/carrier_groups`);
    expect(opsList.statusCode).toBe(200);
    const carriers = (opsList.json() as CarrierGroupList).carriers;
    expect(carriers.find((c) => c.carrierId === made.dental.carrierId)).toMatchObject({
      groupNumberOnRecord: 'DD-555/01',
      source: 'renewal',
      version: 1,
      plans: [expect.objectContaining({ planId: made.dental.id, codeOnRecord: 'DPPO' })],
    });
    expect(carriers.find((c) => c.carrierId === made.medical.carrierId)).toMatchObject({
      groupNumberOnRecord: 'EMP-2027',
      source: 'renewal',
    });
  });

  it('is for those who manage the company, and only while the renewal has a package', async () => {
    const made = await makeCompany();
    expect((await made.employee.get(`${GROUPS}?company_id_token=${made.token}`)).statusCode).toBe(403);
    expect((await nyAdmin.get(`${GROUPS}?company_id_token=${made.token}`)).statusCode).toBe(403);
    const refused = await putGroups(
      made,
      [{ carrierId: made.medical.carrierId, groupNumber: 'EMP-1', planCodes: {}, version: 0 }],
      nyAdmin,
    );
    expect(refused.statusCode).toBe(403);
    expect(await storedGroups(made.company.id)).toEqual([]);

    const { company } = await createCompany(suite.db);
    await createRenewal(suite.db, { companyId: company.id, status: 'processing' });
    const adminAccount = await createCompanyAdministrator(suite.db, company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const admin = await suite.loginAs(adminAccount.email);
    const processing = await admin.get(`${GROUPS}?company_id_token=${company.idToken}`);
    expect(processing.statusCode).toBe(409);
    expect(processing.json().error).toBe(RENEWAL_CARRIER_GROUP_MESSAGES.notReady);
    expect((await admin.get(`${GROUPS}?company_id_token=${made.token}`)).statusCode).toBe(403);
  });
});

describe("the renewal's plan cards show the company's SBC", () => {
  function upload(agent: Agent, url: string, name: string) {
    const body = fileUpload(name, SAMPLE_FILES.pdf, 'application/pdf');
    return suite.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrfToken, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  it("the carrier's link until the company has a document, then the document, by Health plan details' rule on every card", async () => {
    const made = await makeCompany();
    const before = await readRecord(made);
    const goldCard = () => before.plans.medical.find((c) => c.id === made.medical.id)!;
    expect(goldCard().sbc).toEqual({ kind: 'link', href: CARRIER_SBC });
    expect(goldCard().sbc_url).toBe(CARRIER_SBC);
    expect(before.plans.dental[0]!.sbc).toBeNull();

    // Once signed, the package is the upcoming plan year: Health plan details takes the broker's upload.
    const upcomingId = await sign(made);
    const uploaded = await upload(
      made.broker,
      `/api/v1/companies/${made.company.id}/health-plan-details/${upcomingId}/${made.medical.id}/sbc`,
      'Gold 2027 SBC.pdf',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const detail = (uploaded.json() as HealthPlanDetail).plan;
    expect(detail.sbc).toMatchObject({ kind: 'document', name: 'Gold 2027 SBC.pdf' });

    const href = `${RENEWAL}/plans/${made.medical.id}/sbc?company_id_token=${toCompanyTokenPrefix(made.token)}`;
    const expected = {
      kind: 'document',
      href,
      name: 'Gold 2027 SBC.pdf',
      sizeBytes: SAMPLE_FILES.pdf.length,
    };
    // The overview's card (its 5 s record forgotten by the upload).
    const card = (await readRecord(made)).plans.medical.find((c) => c.id === made.medical.id)!;
    expect(card.sbc).toEqual(expected);
    expect(card.sbc_url).toBe(href);
    // The comparison's cards.
    const costs = await made.admin.get(
      `/api/v2/plan_suites/${made.renewal.selectedPlanSuiteId}/renewal_costs?company_id_token=${made.token}&include=plans`,
    );
    expect(costs.statusCode, costs.body).toBe(200);
    const suitePlans = planSuiteResponseSchema.parse(costs.json()).planSuite.plans!;
    expect(suitePlans.find((p) => p.id === made.medical.id)!.sbc).toEqual(expected);
    expect(suitePlans.find((p) => p.id === made.dental.id)!.sbc).toBeNull();
    // The employee's renewal plan list: the same document, from the employee's own route.
    const [renewalPolicy] = await suite.db
      .select()
      .from(employeePolicies)
      .where(
        and(
          eq(employeePolicies.employeeFormId, made.person.form.id),
          eq(employeePolicies.companyPolicyId, upcomingId),
        ),
      );
    const list = await made.employee.get(`/api/v1/employee_policies/${renewalPolicy!.id}/plans?type=medical`);
    expect(list.statusCode, list.body).toBe(200);
    expect(plansResponseSchema.parse(list.json()).plans[0]!.sbc).toMatchObject({
      kind: 'document',
      name: 'Gold 2027 SBC.pdf',
      href: `/api/v1/employee_policies/${renewalPolicy!.id}/plans/${made.medical.id}/sbc`,
    });

    // The card's link downloads the document, for those who manage the company only.
    const download = await made.admin.get(href);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect((await nyAdmin.get(href)).statusCode).toBe(403);
    expect((await made.employee.get(href)).statusCode).toBe(403);
    // A plan with no document, and a plan that is not the renewal's.
    const prefix = toCompanyTokenPrefix(made.token);
    expect(
      (await made.admin.get(`${RENEWAL}/plans/${made.dental.id}/sbc?company_id_token=${prefix}`)).statusCode,
    ).toBe(404);
    const stranger = await createPlan(suite.db, { type: 'medical' });
    expect(
      (await made.admin.get(`${RENEWAL}/plans/${stranger.plan.id}/sbc?company_id_token=${prefix}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await made.admin.get(`${RENEWAL}/plans/not-a-uuid/sbc?company_id_token=${prefix}`)).statusCode,
    ).toBe(400);
  });
});
