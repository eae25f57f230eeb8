/**
 * The documents people are owed (issue 34 item 6, decision 0070): each plan's SBC (the company's stored document,
 * else the carrier's https link), provider directory and formulary, served with every plan list; operations set
 * the links (https only, the line's own links only, version checked, nothing changed on a refusal, operations
 * only); a broker or operations upload the company's SBC PDF; and a renewal package's network changes.
 */
import { auditLog, employeePolicyCoverages, plans, renewals, storedFiles } from '@server/db/schema';
import { DEMO_COMPANIES, DEMO_RENEWALS } from '@server/db/seed';
import { readPlanYearCensus } from '@server/modules/company/company-policies/company-policies.service';
import { MESSAGES } from '@shared/schemas/fields';
import type { HealthPlanDetails } from '@shared/schemas/plan-details';
import { planCatalogSchema } from '@shared/schemas/plan-documents';
import { plansResponseSchema } from '@shared/schemas/plans';
import { planSuiteResponseSchema } from '@shared/schemas/renewal-suites';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createCompanyAdministrator,
  createEmployeeWithAccount,
  createPlan,
  createSignedRenewal,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { loadOwnApplication } from '../helpers/application';
import { fileUpload, SAMPLE_FILES } from '../helpers/multipart';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { employee, admin, texan } = suite.cast;

let ops: Agent;
let broker: Agent;
let own: {
  companyId: string;
  policyId: string;
  medicalId: string;
  dentalId: string;
  admin: Agent;
  broker: Agent;
  employee: Agent;
};

beforeAll(async () => {
  const passwordHash = await demoPasswordHash();
  ops = await suite.loginAs('ops@example.com');
  broker = await suite.loginAs('broker@example.com');
  const { company, policy } = await createCompany(suite.db, {
    policy: { effectiveAt: '2030-01-01', renewalAt: '2031-01-01' },
  });
  const medical = await createPlan(suite.db, {
    type: 'medical',
    offerTo: { companyPolicyId: policy.id, isBasePlan: true },
    overrides: { displayName: 'Own Gold PPO', planType: 'PPO' },
  });
  const dental = await createPlan(suite.db, {
    type: 'dental',
    offerTo: { companyPolicyId: policy.id },
    overrides: { displayName: 'Own Dental PPO' },
  });
  const adminAccount = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  const brokerAccount = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash,
    role: 'broker',
  });
  const person = await createEmployeeWithAccount(suite.db, suite.cipher, {
    companyId: company.id,
    companyPolicyId: policy.id,
    passwordHash,
  });
  own = {
    companyId: company.id,
    policyId: policy.id,
    medicalId: medical.plan.id,
    dentalId: dental.plan.id,
    admin: await suite.loginAs(adminAccount.email),
    broker: await suite.loginAs(brokerAccount.email),
    employee: await suite.loginAs(person.account.email),
  };
});

const linksUrl = (planId: string) => `/api/v2/plans/${planId}/document_links`;
const sbcUploadUrl = (planId: string, companyId = own.companyId, policyId = own.policyId) =>
  `/api/v1/companies/${companyId}/health-plan-details/${policyId}/${planId}/sbc`;
const readPlan = async (planId: string) =>
  (await suite.db.select().from(plans).where(eq(plans.id, planId)))[0]!;

function upload(agent: Agent, url: string, name: string, content: Buffer, type = 'application/pdf') {
  const body = fileUpload(name, content, type);
  return suite.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrfToken, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function ownPlans(type: 'medical' | 'dental', agent = own.employee) {
  const app = await loadOwnApplication(agent);
  const res = await agent.get(`/api/v1/employee_policies/${app.employeePolicy.id}/plans?type=${type}`);
  expect(res.statusCode, res.body).toBe(200);
  return { policyId: app.employeePolicy.id, body: plansResponseSchema.parse(res.json()) };
}

describe('the demo plans and the plan lists', () => {
  it("serves every demo plan's SBC link, and medical's directory and formulary, with the employee's plans", async () => {
    const app = await loadOwnApplication(employee);
    for (const type of ['medical', 'dental', 'vision'] as const) {
      const res = await employee.get(`/api/v1/employee_policies/${app.employeePolicy.id}/plans?type=${type}`);
      const body = plansResponseSchema.parse(res.json());
      expect(body.plans.length).toBeGreaterThan(0);
      for (const plan of body.plans) {
        expect(plan.sbc).toEqual({
          kind: 'link',
          href: expect.stringMatching(/^https:\/\/[a-z-]+\.example\//),
        });
        expect(plan.has_sbc).toBe(true);
        expect(plan.sbc_url).toBe(plan.sbc?.href);
        expect(plan.provider_directory_url).toMatch(/^https:\/\/[a-z-]+\.example\/find-a-provider\?plan=/);
        if (type === 'medical') expect(plan.formulary_url).toMatch(/^https:\/\/[a-z-]+\.example\/drug-list/);
        else expect(plan.formulary_url).toBeNull();
      }
      // Not a renewal application: no plan renewed.
      expect(body.renewed_plan).toBeNull();
    }
  });

  it("serves the links on Health plan details, the dental plan list and the renewal's plan cards", async () => {
    const details = await admin.get(`/api/v1/companies/${DEMO_COMPANIES.harborview.id}/health-plan-details`);
    expect(details.statusCode).toBe(200);
    for (const line of (details.json() as HealthPlanDetails).lines)
      for (const plan of line.plans) {
        expect(plan.sbc?.kind).toBe('link');
        if (['medical', 'dental', 'vision'].includes(line.coverageType))
          expect(plan.providerDirectoryUrl).toMatch(/^https:\/\//);
        else expect(plan.providerDirectoryUrl).toBeNull();
      }
    const dental = await admin.get(
      `/api/v2/company_policies/${DEMO_COMPANIES.harborview.companyPolicyId}/dental_plans?company_id_token=${DEMO_COMPANIES.harborview.idToken}`,
    );
    expect(dental.statusCode, dental.body).toBe(200);
    expect(dental.json().results[0].providerDirectoryUrl).toMatch(/^https:\/\//);

    const renewal = await admin.get(
      `/api/v2/ben_admin_renewal?company_id_token=${DEMO_COMPANIES.juniper.idToken}`,
    );
    expect(renewal.statusCode, renewal.body).toBe(200);
    const medical = renewal.json().renewal.plans.medical as Array<Record<string, string | null>>;
    expect(medical.length).toBeGreaterThan(0);
    for (const card of medical) {
      expect(card.sbc_url).toMatch(/^https:\/\//);
      expect(card.provider_directory_url).toMatch(/^https:\/\//);
      expect(card.formulary_url).toMatch(/^https:\/\//);
    }
  });
});

describe("operations set a plan's links", () => {
  it('lists every plan with its links and version to operations only', async () => {
    const res = await ops.get('/api/v2/plans');
    expect(res.statusCode).toBe(200);
    const { plans: listed } = planCatalogSchema.parse(res.json());
    expect(listed.find((p) => p.id === own.medicalId)).toMatchObject({ name: 'Own Gold PPO', version: 1 });
    for (const agent of [admin, broker, employee])
      expect((await agent.get('/api/v2/plans')).statusCode).toBe(403);
    expect((await suite.app.inject({ method: 'GET', url: '/api/v2/plans' })).statusCode).toBe(401);
  });

  it('refuses what is not https, each at its field, and changes nothing', async () => {
    const before = await readPlan(own.medicalId);
    const res = await ops.send('PUT', linksUrl(own.medicalId), {
      sbcUrl: 'http://carrier.example/sbc.pdf',
      providerDirectoryUrl: 'javascript:alert(1)',
      formularyUrl: 'carrier.example/drugs',
      version: before.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      sbcUrl: MESSAGES.httpsUrl,
      providerDirectoryUrl: MESSAGES.httpsUrl,
      formularyUrl: MESSAGES.httpsUrl,
    });
    // Text with a control character is refused at its field too.
    const control = await ops.send('PUT', linksUrl(own.medicalId), {
      sbcUrl: '',
      providerDirectoryUrl: '',
      formularyUrl: 'https://carrier.example/drugs\u0007',
      version: before.version,
    });
    expect(control.statusCode).toBe(400);
    expect(Object.keys(control.json().fieldErrors)).toEqual(['formularyUrl']);
    expect(await readPlan(own.medicalId)).toEqual(before);
  });

  it("refuses a link the line has no use for (a dental plan's formulary), and nothing changes", async () => {
    const before = await readPlan(own.dentalId);
    const res = await ops.send('PUT', linksUrl(own.dentalId), {
      sbcUrl: 'https://carrier.example/dental-sbc.pdf',
      providerDirectoryUrl: '',
      formularyUrl: 'https://carrier.example/drugs',
      version: before.version,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['formularyUrl']);
    expect(await readPlan(own.dentalId)).toEqual(before);
  });

  it('lets only operations write: administrators, brokers and employees are refused', async () => {
    const before = await readPlan(own.medicalId);
    const body = { sbcUrl: 'https://x.example/a', providerDirectoryUrl: '', formularyUrl: '', version: 1 };
    for (const agent of [own.admin, own.broker, own.employee])
      expect((await agent.send('PUT', linksUrl(own.medicalId), body)).statusCode).toBe(403);
    expect(await readPlan(own.medicalId)).toEqual(before);
  });

  it('saves the links with the version read, audits the fields, serves them, and answers 409 on a stale version', async () => {
    const links = {
      sbcUrl: ' https://carrier.example/own-gold/sbc.pdf ',
      providerDirectoryUrl: 'https://carrier.example/providers?plan=own-gold',
      formularyUrl: 'https://carrier.example/drugs?plan=own-gold',
    };
    const res = await ops.send('PUT', linksUrl(own.medicalId), { ...links, version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sbcUrl: 'https://carrier.example/own-gold/sbc.pdf', version: 2 });
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'plan.document_links_updated'), eq(auditLog.subjectId, own.medicalId)));
    expect(audits.map((a) => a.details)).toEqual([
      { fields: ['sbcUrl', 'providerDirectoryUrl', 'formularyUrl'] },
    ]);

    const { body } = await ownPlans('medical');
    expect(body.plans[0]).toMatchObject({
      sbc: { kind: 'link', href: 'https://carrier.example/own-gold/sbc.pdf' },
      provider_directory_url: links.providerDirectoryUrl,
      formulary_url: links.formularyUrl,
    });

    const stale = await ops.send('PUT', linksUrl(own.medicalId), { ...links, formularyUrl: '', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await readPlan(own.medicalId)).formularyUrl).toBe(links.formularyUrl);

    // Empty clears a link.
    const cleared = await ops.send('PUT', linksUrl(own.medicalId), {
      ...links,
      formularyUrl: '',
      version: 2,
    });
    expect(cleared.statusCode).toBe(200);
    expect((await readPlan(own.medicalId)).formularyUrl).toBeNull();
  });

  it('answers 404 for an unknown plan and 400 for a malformed id, never 500', async () => {
    const body = { sbcUrl: '', providerDirectoryUrl: '', formularyUrl: '', version: 1 };
    expect((await ops.send('PUT', linksUrl('00000000-0000-4000-8000-000000000000'), body)).statusCode).toBe(
      404,
    );
    expect((await ops.send('PUT', linksUrl('not-a-plan'), body)).statusCode).toBe(400);
    expect((await ops.send('PUT', linksUrl(own.medicalId), { version: 'x' })).statusCode).toBe(400);
  });
});

describe("the company's SBC document", () => {
  it('refuses administrators, another company and what is not a PDF, storing nothing', async () => {
    const count = async () =>
      (await suite.db.select().from(storedFiles).where(eq(storedFiles.recordId, own.dentalId))).length;
    expect(
      (await upload(own.admin, sbcUploadUrl(own.dentalId), 'sbc.pdf', SAMPLE_FILES.pdf)).statusCode,
    ).toBe(403);
    // Broker of the demo companies, not of this one.
    expect((await upload(broker, sbcUploadUrl(own.dentalId), 'sbc.pdf', SAMPLE_FILES.pdf)).statusCode).toBe(
      403,
    );
    const png = await upload(
      own.broker,
      sbcUploadUrl(own.dentalId),
      'sbc.png',
      SAMPLE_FILES.png,
      'image/png',
    );
    expect(png.statusCode).toBe(400);
    expect(Object.keys(png.json().fieldErrors)).toEqual(['file']);
    // A plan the plan year does not offer.
    const notOffered = await upload(
      own.broker,
      sbcUploadUrl(DEMO_COMPANIES.harborview.offeredPlanIds[0]!),
      'a.pdf',
      SAMPLE_FILES.pdf,
    );
    expect(notOffered.statusCode).toBe(404);
    expect(await count()).toBe(0);
  });

  it("stores the broker's PDF, shows it before the link, and serves it to the company's employee only", async () => {
    const res = await upload(own.broker, sbcUploadUrl(own.dentalId), 'Own Dental SBC.pdf', SAMPLE_FILES.pdf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().plan.sbc).toMatchObject({ kind: 'document', name: 'Own Dental SBC.pdf' });

    const { policyId, body } = await ownPlans('dental');
    const dental = body.plans.find((p) => p.id === own.dentalId)!;
    const href = `/api/v1/employee_policies/${policyId}/plans/${own.dentalId}/sbc`;
    expect(dental.sbc).toMatchObject({ kind: 'document', href });
    expect(dental.sbc_url).toBe(href);

    const download = await own.employee.get(href);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    // Another company's employee, and a plan without a document.
    expect((await texan.get(href)).statusCode).toBe(404);
    expect(
      (await own.employee.get(`/api/v1/employee_policies/${policyId}/plans/${own.medicalId}/sbc`)).statusCode,
    ).toBe(404);

    // Operations may upload too; the newest is shown.
    const again = await upload(ops, sbcUploadUrl(own.dentalId), 'Own Dental SBC 2027.pdf', SAMPLE_FILES.pdf);
    expect(again.statusCode).toBe(200);
    expect(again.json().plan.sbc).toMatchObject({ kind: 'document', name: 'Own Dental SBC 2027.pdf' });
  });
});

describe('network changes of a renewal', () => {
  it("counts the enrolled people a package moves from Juniper's PPOs to Kaiser's HMOs", async () => {
    const juniper = DEMO_COMPANIES.juniper;
    const [, , alternate] = DEMO_RENEWALS.juniper.planSuiteIds;
    const res = await admin.get(
      `/api/v2/plan_suites/${alternate}/renewal_costs?company_id_token=${juniper.idToken}&include=plans`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { planSuite } = planSuiteResponseSchema.parse(res.json());
    const census = await readPlanYearCensus(suite.db, juniper.id, juniper.companyPolicyId);
    // Both of Juniper's medical plans are PPOs, and this package maps each to a Kaiser HMO: everyone covered moves.
    const covered = census.employees.reduce((sum, e) => {
      const election = e.elections.medical;
      return election && election !== 'declined' ? sum + 1 + election.dependentIds.length : sum;
    }, 0);
    expect(covered).toBeGreaterThan(0);
    const medical = planSuite.networkChanges?.filter((c) => c.coverageType === 'medical') ?? [];
    expect(medical.map((c) => c.to)).toEqual(medical.map(() => 'HMO (Kaiser Permanente HMO)'));
    expect(medical.every((c) => c.from === 'PPO (Full PPO Network)')).toBe(true);
    expect(medical.reduce((sum, c) => sum + c.people, 0)).toBe(covered);

    // The package renewed as offered keeps everyone on the same networks.
    const [asOffered] = DEMO_RENEWALS.juniper.planSuiteIds;
    const same = await admin.get(
      `/api/v2/plan_suites/${asOffered}/renewal_costs?company_id_token=${juniper.idToken}`,
    );
    expect(planSuiteResponseSchema.parse(same.json()).planSuite.networkChanges).toEqual([]);
  });

  it("gives a renewal application the employee's plan now on the line, with its network", async () => {
    const world = await createSignedRenewal(suite.db, suite.cipher, {
      passwordHash: await demoPasswordHash(),
    });
    await suite.db
      .update(plans)
      .set({ planType: 'PPO', network: 'Wide PPO' })
      .where(eq(plans.id, world.currentPlans.medical.id));
    const ana = await suite.loginAs(world.employees[0]!.account.email);
    const policyId = world.employees[0]!.renewalPolicy.id;
    const [carried] = await suite.db
      .select({ planId: employeePolicyCoverages.planId })
      .from(employeePolicyCoverages)
      .where(
        and(
          eq(employeePolicyCoverages.employeePolicyId, policyId),
          eq(employeePolicyCoverages.coverageType, 'medical'),
        ),
      );
    const res = await ana.get(`/api/v1/employee_policies/${policyId}/plans?type=medical`);
    expect(res.statusCode, res.body).toBe(200);
    expect(plansResponseSchema.parse(res.json()).renewed_plan).toEqual({
      id: world.currentPlans.medical.id,
      display_name: world.currentPlans.medical.displayName,
      plan_type: 'PPO',
      network: 'Wide PPO',
      // The package maps the current medical plan to its plan, the one the renewal carried Ana to: the screen
      // marks it as her current plan.
      continued_by_plan_id: carried?.planId,
    });
    expect(carried?.planId).toBeTruthy();
    expect(carried?.planId).not.toBe(world.currentPlans.medical.id);
    expect(world.renewal.status).toBe('signed');
    expect((await suite.db.select().from(renewals).where(eq(renewals.id, world.renewal.id)))[0]?.status).toBe(
      'signed',
    );
  });
});
