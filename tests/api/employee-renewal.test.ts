/**
 * The employee renewal application (docs/spec/2 §2.5, decisions 0035 and 0038): loading it (the employee's own, or
 * by hash id in admin mode), its steps through the application's per-form and per-policy calls on the renewal
 * policy (plans and prices of the new plan year, step-complete flags, signing), and each employee's renewal
 * status for the employer's status page.
 */
import { auditLog, companyContributions, employeePolicySteps } from '@server/db/schema';
import { listRenewalApplicationStatuses } from '@server/modules/renewal/employee-renewals/employee-renewals.service';
import type { ApplicationResponse } from '@shared/schemas/application';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompanyAdministrator, createSignedRenewal } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import {
  contactBody,
  familyBody,
  findStoredPolicy,
  GOOD_STROKES,
  SIGNATURE_PNG,
} from '../helpers/application';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { employee: otherCompanyEmployee, nyAdmin } = suite.cast;

let world: Awaited<ReturnType<typeof createSignedRenewal>>;
let ana: Agent;
let ben: Agent;
let admin: Agent;
let broker: Agent;

beforeAll(async () => {
  const passwordHash = await demoPasswordHash();
  world = await createSignedRenewal(suite.db, suite.cipher, { passwordHash, employees: 2 });
  const administrator = await createCompanyAdministrator(suite.db, world.company.id, { passwordHash });
  const brokerAccount = await createCompanyAdministrator(suite.db, world.company.id, {
    passwordHash,
    role: 'broker',
  });
  [ana, ben, admin, broker] = await Promise.all([
    suite.loginAs(world.employees[0]!.account.email),
    suite.loginAs(world.employees[1]!.account.email),
    suite.loginAs(administrator.email),
    suite.loginAs(brokerAccount.email),
  ]);
});

const anaOf = () => world.employees[0]!;
const benOf = () => world.employees[1]!;
const policyUrl = (policyId: string, path: string) => `/api/v1/employee_policies/${policyId}/${path}`;
const formUrl = (formId: string, policyId: string, path = '') =>
  `/api/v1/employee_forms/${formId}${path}?employeePolicyId=${policyId}`;

async function loadRenewal(agent: Agent, hashId?: string): Promise<ApplicationResponse> {
  const res = await agent.get(`/api/v1/employee_renewals/${hashId ?? 'current'}`);
  if (res.statusCode !== 200) throw new Error(`Load failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

describe('GET /api/v1/employee_renewals/current', () => {
  it("answers the employee's renewal application, starting from their current elections", async () => {
    const res = await ana.get('/api/v1/employee_renewals/current');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    const body: ApplicationResponse = res.json();
    expect(body.adminMode).toBe(false);
    expect(body.employeePolicy).toMatchObject({
      id: anaOf().renewalPolicy.id,
      isRenewal: true,
      completedSteps: [],
      completedAt: null,
      planYearEffectiveAt: '2027-01-01',
    });
    const newMedical = world.renewalPlans.find((p) => p.type === 'medical')!;
    const newDental = world.renewalPlans.find((p) => p.type === 'dental')!;
    expect(body.employeePolicy.coverages.medical).toMatchObject({
      isEnrolling: 'Yes',
      planId: newMedical.id,
    });
    expect(body.employeePolicy.coverages.dental).toMatchObject({ isEnrolling: 'Yes', planId: newDental.id });
    expect(body.availablePlans).toEqual(['medical', 'dental']);
  });

  it('leaves the employee application on the current plan year', async () => {
    const res = await ana.get('/api/v1/employee_applications/current');
    expect(res.statusCode).toBe(200);
    expect((res.json() as ApplicationResponse).employeePolicy.id).toBe(anaOf().policy.id);
    const admin = await loadAdminApplication(anaOf().form.id);
    expect(admin.employeePolicy.id).toBe(anaOf().policy.id);
  });

  it('answers 404 to an employee without a renewal', async () => {
    expect((await otherCompanyEmployee.get('/api/v1/employee_renewals/current')).statusCode).toBe(404);
  });
});

async function loadAdminApplication(formId: string): Promise<ApplicationResponse> {
  return (await admin.get(`/api/v1/employee_applications/${formId}`)).json();
}

describe('GET /api/v1/employee_renewals/{employeeHashId} (admin mode)', () => {
  it("opens an employee's renewal for the company's administrator and broker, audited", async () => {
    const body = await loadRenewal(admin, benOf().form.hashId);
    expect(body.adminMode).toBe(true);
    expect(body.employeePolicy.id).toBe(benOf().renewalPolicy.id);
    expect((await loadRenewal(broker, benOf().form.hashId)).adminMode).toBe(true);
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin_mode.open_renewal'), eq(auditLog.subjectId, benOf().form.id)));
    expect(audits.length).toBe(2);
    expect(audits.every((a) => a.adminMode)).toBe(true);
  });

  it("opens the employee's own by hash id, not in admin mode", async () => {
    expect((await loadRenewal(ana, anaOf().form.hashId)).adminMode).toBe(false);
  });

  it("refuses another company's administrator (403), another employee (404), unknown and malformed ids", async () => {
    const hash = benOf().form.hashId;
    expect((await nyAdmin.get(`/api/v1/employee_renewals/${hash}`)).statusCode).toBe(403);
    expect((await ana.get(`/api/v1/employee_renewals/${hash}`)).statusCode).toBe(404);
    expect((await otherCompanyEmployee.get(`/api/v1/employee_renewals/${hash}`)).statusCode).toBe(404);
    expect((await admin.get('/api/v1/employee_renewals/nohashlikethis')).statusCode).toBe(404);
    const malformed = await admin.get('/api/v1/employee_renewals/a%20b');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ employeeHashId: 'Unknown employee.' });
  });
});

describe('the renewal steps on the application calls', () => {
  it('offers the new plan year’s plans, priced with its contributions', async () => {
    const renewalId = anaOf().renewalPolicy.id;
    const plans = await ana.get(`${policyUrl(renewalId, 'plans')}?type=medical`);
    expect(plans.statusCode).toBe(200);
    expect(plans.json().plans.map((p: { id: string }) => p.id)).toEqual(
      world.renewalPlans.filter((p) => p.type === 'medical').map((p) => p.id),
    );
    // The new plan year's medical rule pays 80% of the employee's premium (the current one pays 50%).
    await suite.db
      .update(companyContributions)
      .set({ employeePercentage: 80 })
      .where(
        and(
          eq(companyContributions.companyPolicyId, world.upcomingPolicy.id),
          eq(companyContributions.coverageType, 'medical'),
        ),
      );
    // The line's pricing is cached 5 s: a unique dependent-free census is priced afresh after it expires.
    await new Promise((r) => setTimeout(r, 5_100));
    const costs = await ana.get(`${policyUrl(renewalId, 'plan_costs')}?type=medical`);
    expect(costs.statusCode, costs.body).toBe(200);
    const [cost] = costs.json().planCosts;
    const breakdown = cost.costBreakdowns;
    expect(breakdown.employerCost).toBe(Math.round(breakdown.totalPremium * 0.8));
  }, 15_000);

  it('saves contact information on the renewal when named, with every field error at once and nothing written', async () => {
    const app = await loadRenewal(ana);
    const renewalId = app.employeePolicy.id;
    const before = await suite.snapshot(renewalId);
    const beforeCurrent = await suite.snapshot(anaOf().policy.id);
    const refused = await ana.send(
      'PUT',
      formUrl(app.employeeForm.id, renewalId),
      contactBody(app, { firstName: '', zipCode: '9' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      firstName: 'Required',
      zipCode: 'Please enter a valid 5-digit zip code.',
    });
    expect(await suite.snapshot(renewalId)).toBe(before);

    const stale = await ana.send('PUT', formUrl(app.employeeForm.id, renewalId), contactBody(app), {
      ifMatch: app.employeePolicy.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect(await suite.snapshot(renewalId)).toBe(before);

    const res = await ana.send(
      'PUT',
      formUrl(app.employeeForm.id, renewalId),
      contactBody(app, { city: 'Oakland' }),
      { ifMatch: app.employeePolicy.version },
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved: ApplicationResponse = res.json();
    expect(saved.employeePolicy.id).toBe(renewalId);
    expect(saved.employeePolicy.completedSteps).toEqual(['basicInformation']);
    expect(saved.employeeForm.city).toBe('Oakland');
    // The signed application of the current plan year is not touched (its signature stands).
    expect(await suite.snapshot(anaOf().policy.id)).not.toBe(beforeCurrent); // the shared form changed
    const current = await findStoredPolicy(suite.db, anaOf().policy.id);
    expect(current?.signedAt).not.toBeNull();
    const currentSteps = await suite.db
      .select()
      .from(employeePolicySteps)
      .where(eq(employeePolicySteps.employeePolicyId, anaOf().policy.id));
    expect(currentSteps).toEqual([]);
  });

  it("refuses a policy that is not the form's (404) and other callers, writing nothing", async () => {
    const app = await loadRenewal(ana);
    const before = await suite.snapshot(app.employeePolicy.id);
    const body = contactBody(app);
    expect(
      (await ana.send('PUT', formUrl(app.employeeForm.id, benOf().renewalPolicy.id), body)).statusCode,
    ).toBe(404);
    expect(
      (await ben.send('PUT', formUrl(app.employeeForm.id, app.employeePolicy.id), body)).statusCode,
    ).toBe(404);
    expect(
      (await nyAdmin.send('PUT', formUrl(app.employeeForm.id, app.employeePolicy.id), body)).statusCode,
    ).toBe(403);
    const malformed = await ana.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}?employeePolicyId=x`,
      body,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ employeePolicyId: 'Unknown application.' });
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });

  it('refuses a signature before the renewal steps are complete, naming only the renewal steps', async () => {
    const app = await loadRenewal(ana);
    const before = await suite.snapshot(app.employeePolicy.id);
    const res = await ana.send('PUT', policyUrl(app.employeePolicy.id, 'signature'), signBody(app));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      form: 'Please complete every step before signing: Family Information, Choose Medical Plan, Choose Dental Plan, Additional Information.',
    });
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });

  it('completes family, coverage, additional information and the signature; the flags follow', async () => {
    let app = await loadRenewal(ana);
    const renewalId = app.employeePolicy.id;
    const family = await ana.send(
      'PUT',
      formUrl(app.employeeForm.id, renewalId, '/family_information'),
      familyBody(app),
    );
    expect(family.statusCode, family.body).toBe(200);
    const medical = world.renewalPlans.find((p) => p.type === 'medical')!;
    const chosen = await ana.send('PUT', policyUrl(renewalId, 'coverages/medical'), {
      isEnrolling: 'Yes',
      planId: medical.id,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const dental = world.renewalPlans.find((p) => p.type === 'dental')!;
    const dentalChosen = await ana.send('PUT', policyUrl(renewalId, 'coverages/dental'), {
      isEnrolling: 'Yes',
      planId: dental.id,
      segment: 'ee_only',
    });
    expect(dentalChosen.statusCode, dentalChosen.body).toBe(200);
    // A line the renewal does not ask about is not offered to it.
    const life = await ana.send('PUT', policyUrl(renewalId, 'coverages/life'), { isEnrolling: 'No' });
    expect(life.statusCode).toBe(400);
    const additional = await ana.send('PUT', policyUrl(renewalId, 'additional_information'), {
      jobTitle: 'Analyst',
      hiredAt: '03/01/2022',
      employeeType: 'full_time',
    });
    expect(additional.statusCode, additional.body).toBe(200);
    app = additional.json();
    const signed = await ana.send('PUT', policyUrl(renewalId, 'signature'), signBody(app));
    expect(signed.statusCode, signed.body).toBe(200);
    const body: ApplicationResponse = signed.json();
    expect(body.employeePolicy.completedAt).not.toBeNull();
    expect([...body.employeePolicy.completedSteps].sort()).toEqual(
      [
        'additionalInformation',
        'basicInformation',
        'chooseDentalPlan',
        'chooseMedicalPlan',
        'familyInformation',
        'sign',
      ].sort(),
    );
    const stored = await findStoredPolicy(suite.db, renewalId);
    expect(stored).toMatchObject({ isRenewal: true, signedInAdminMode: false });
    expect(stored?.completedAt).not.toBeNull();
  });

  it('saves in admin mode for the administrator, audited', async () => {
    const app = await loadRenewal(admin, benOf().form.hashId);
    const res = await admin.send(
      'PUT',
      formUrl(app.employeeForm.id, app.employeePolicy.id),
      contactBody(app),
      {
        ifMatch: app.employeePolicy.version,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin_mode.update_contact_information'),
          eq(auditLog.subjectId, app.employeeForm.id),
        ),
      );
    expect(audits).toHaveLength(1);
  });
});

describe('listRenewalApplicationStatuses', () => {
  it("gives each employee's renewal status and admin-mode path", async () => {
    const statuses = await listRenewalApplicationStatuses(suite.db, world.upcomingPolicy.id);
    expect(statuses.get(anaOf().form.id)).toEqual({
      employeePolicyId: anaOf().renewalPolicy.id,
      status: 'completed',
      relativePath: `/company-admin/employee-renewal/${anaOf().form.hashId}`,
    });
    expect(statuses.get(benOf().form.id)?.status).toBe('in_progress');
    expect(statuses.size).toBe(2);
    expect((await listRenewalApplicationStatuses(suite.db, world.currentPolicy.id)).size).toBe(0);
  });
});

function signBody(app: ApplicationResponse) {
  return {
    employeeForm: { id: app.employeeForm.id },
    employeeDependents: [],
    employeePolicy: {
      id: app.employeePolicy.id,
      signatureImageDataUrl: SIGNATURE_PNG,
      signatureStrokes: GOOD_STROKES,
    },
  };
}
