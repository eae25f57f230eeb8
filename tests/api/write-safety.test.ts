/**
 * Application writes under a crowd and across windows (issue "Nothing lost, nobody in"): exactly one
 * signature wins, parallel family saves replace instead of merging, a stale window gets 409, the server asks
 * for a home zip like the screen, an employee's quiz answers stay theirs, and a change after signing
 * withdraws the signature. Each runs on PGlite and on PostgreSQL (the races with 20 parallel requests).
 */

import {
  auditLog,
  companyEligibilityAnswers,
  employeeDependents,
  employeeForms,
  employeePolicies,
  employeePolicySteps,
} from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed';
import { MISSING_ZIP_MESSAGE } from '@shared/domain/display/display';
import type { ApplicationResponse } from '@shared/schemas/application';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createCompanyAdministrator,
  createEmployee,
  createEmployeeWithAccount,
  createPlan,
  setCompanyEligibilityAnswers,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import {
  contactBody,
  GOOD_STROKES,
  loadApplicationAsAdmin,
  loadOwnApplication,
  SIGNATURE_PNG,
} from '../helpers/application';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const PARALLEL = 20;
/** A distinct name per parallel request (names take letters only). */
const nameFor = (i: number) => `Kid${String.fromCharCode(97 + i)}`;
const STALE_MESSAGE = 'This application was changed in another window. Reload to see the latest.';

const suite = apiSuite();
const { employee, admin } = suite.cast;
const formUrl = (app: ApplicationResponse, path = '') =>
  `/api/v1/employee_forms/${app.employeeForm.id}${path}`;
const policyUrl = (app: ApplicationResponse, path: string) =>
  `/api/v1/employee_policies/${app.employeePolicy.id}/${path}`;
const statusCounts = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => {
    acc[c] = (acc[c] ?? 0) + 1;
    return acc;
  }, {});

async function employerStatus(formId: string) {
  const employees = [];
  for (const tab of ['active', 'invited']) {
    const res = await admin.get(
      `/api/v1/companies/${DEMO_COMPANIES.harborview.id}/employees?tab=${tab}&pageSize=100`,
    );
    expect(res.statusCode).toBe(200);
    employees.push(...res.json().employees);
  }
  return employees.find((e: { employeeFormId: string }) => e.employeeFormId === formId).applicationStatus;
}

describe('versions: a write names the version it was based on', () => {
  it('answers the version as an ETag and in the application', async () => {
    const res = await employee.get('/api/v1/employee_applications/current');
    const app: ApplicationResponse = res.json();
    expect(res.headers.etag).toBe(`"${app.employeePolicy.version}"`);
    const saved = await employee.send('PUT', formUrl(app), contactBody(app), {
      ifMatch: app.employeePolicy.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().employeePolicy.version).toBe(app.employeePolicy.version + 1);
    expect(saved.headers.etag).toBe(`"${app.employeePolicy.version + 1}"`);
  });

  it('refuses a save from a second window that is behind (409) and writes nothing', async () => {
    const windowA = await loadOwnApplication(employee);
    const windowB = await loadOwnApplication(employee);
    const first = await employee.send('PUT', formUrl(windowA), contactBody(windowA, { city: 'Oakland' }), {
      ifMatch: windowA.employeePolicy.version,
    });
    expect(first.statusCode, first.body).toBe(200);

    const before = await suite.snapshot(windowB.employeePolicy.id);
    const stale = await employee.send('PUT', formUrl(windowB), contactBody(windowB, { city: 'Berkeley' }), {
      ifMatch: windowB.employeePolicy.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: STALE_MESSAGE, code: 'version_conflict' });
    expect(await suite.snapshot(windowB.employeePolicy.id)).toBe(before);
    expect((await loadOwnApplication(employee)).employeeForm.city).toBe('Oakland');

    // Reloaded, the second window saves.
    const reloaded = await loadOwnApplication(employee);
    const again = await employee.send('PUT', formUrl(reloaded), contactBody(reloaded, { city: 'Berkeley' }), {
      ifMatch: reloaded.employeePolicy.version,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().employeeForm.city).toBe('Berkeley');
  });

  it('refuses every application write without If-Match (428) and writes nothing', async () => {
    const app = await loadOwnApplication(employee);
    const before = await suite.snapshot(app.employeePolicy.id);
    const writes: Array<[string, unknown]> = [
      [formUrl(app), contactBody(app)],
      [formUrl(app, '/family_information'), { dependents: [] }],
      [policyUrl(app, 'coverages/dental'), { isEnrolling: 'No' }],
      [policyUrl(app, 'additional_information'), { jobTitle: 'Architect' }],
      [
        `/api/v2/employee_policies/${app.employeePolicy.id}/employee_health_accounts`,
        {
          employeeHealthAccount: { yearlyContributionAmount: null },
        },
      ],
      [`/api/v2/employee_forms/${app.employeeForm.id}/beneficiary_pairs`, { beneficiaryPair: {} }],
    ];
    for (const [url, body] of writes) {
      for (const ifMatch of [null, 'soon', '"x"']) {
        const res = await employee.send('PUT', url, body, { ifMatch });
        expect(res.statusCode, `${url} ${ifMatch}`).toBe(428);
        expect(res.json().code).toBe('version_required');
      }
    }
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });

  it('raises the version on beneficiary and health account saves too, so a window behind them is stale', async () => {
    const app = await loadOwnApplication(employee);
    const hsa = await employee.send(
      'PUT',
      `/api/v2/employee_policies/${app.employeePolicy.id}/employee_health_accounts`,
      { employeeHealthAccount: { yearlyContributionAmount: null } },
      { ifMatch: app.employeePolicy.version },
    );
    expect(hsa.statusCode, hsa.body).toBe(200);
    expect(hsa.headers.etag).toBe(`"${app.employeePolicy.version + 1}"`);
    const stale = await employee.send(
      'PUT',
      policyUrl(app, 'coverages/dental'),
      { isEnrolling: 'No' },
      {
        ifMatch: app.employeePolicy.version,
      },
    );
    expect(stale.statusCode).toBe(409);
  });
});

describe('parallel family saves', () => {
  it(`replace instead of merging: of ${PARALLEL} saves based on one version exactly one wins`, async () => {
    const app = await loadOwnApplication(employee);
    const saves = Array.from({ length: PARALLEL }, (_, i) => ({
      dependents: [
        {
          firstName: nameFor(i),
          lastName: 'Carter',
          bornAt: '04/12/2016',
          gender: 'female',
          dependentType: 'child',
        },
      ],
    }));
    const answers = await Promise.all(
      saves.map((body) =>
        employee.send('PUT', formUrl(app, '/family_information'), body, {
          ifMatch: app.employeePolicy.version,
        }),
      ),
    );
    expect(statusCounts(answers.map((r) => r.statusCode))).toEqual({ 200: 1, 409: PARALLEL - 1 });
    const active = await suite.db
      .select()
      .from(employeeDependents)
      .where(
        and(eq(employeeDependents.employeeFormId, app.employeeForm.id), eq(employeeDependents.active, true)),
      );
    expect(active).toHaveLength(1);
  });

  it('never leave two spouses', async () => {
    const app = await loadOwnApplication(employee);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        employee.send(
          'PUT',
          formUrl(app, '/family_information'),
          {
            dependents: [
              {
                firstName: `Partner${nameFor(i)}`,
                lastName: 'Carter',
                bornAt: '02/03/1987',
                gender: 'male',
                dependentType: 'spouse',
              },
            ],
          },
          { ifMatch: app.employeePolicy.version },
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const spouses = await suite.db
      .select()
      .from(employeeDependents)
      .where(
        and(
          eq(employeeDependents.employeeFormId, app.employeeForm.id),
          eq(employeeDependents.active, true),
          eq(employeeDependents.dependentType, 'spouse'),
        ),
      );
    expect(spouses).toHaveLength(1);
  });

  it('each based on the latest version, apply one after the other (the last list is what stays)', async () => {
    for (let i = 0; i < 3; i++) {
      const app = await loadOwnApplication(employee);
      const res = await employee.send('PUT', formUrl(app, '/family_information'), {
        dependents: [
          {
            firstName: `Only${nameFor(i)}`,
            lastName: 'Carter',
            bornAt: '04/12/2016',
            gender: 'male',
            dependentType: 'child',
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await loadOwnApplication(employee);
    expect(after.employeeDependents.map((d) => d.firstName)).toEqual([`Only${nameFor(2)}`]);
  });
});

describe('the home zip code', () => {
  it('is needed before any coverage is chosen, as on the screen (400, nothing written)', async () => {
    const marcus = await suite.loginAs('employee.nozip@example.com');
    const app = await loadOwnApplication(marcus);
    expect(app.employeeForm.zipCode ?? '').toBe('');
    const plans = (await marcus.get(policyUrl(app, 'plans?type=dental'))).json().plans;
    expect(plans.length).toBeGreaterThan(0);
    const before = await suite.snapshot(app.employeePolicy.id);
    for (const body of [
      { isEnrolling: 'Yes', planId: plans[0].id, dependentsEnrolling: {} },
      { isEnrolling: 'No' },
    ]) {
      const res = await marcus.send('PUT', policyUrl(app, 'coverages/dental'), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        error: MISSING_ZIP_MESSAGE,
        fieldErrors: { form: MISSING_ZIP_MESSAGE },
      });
    }
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });
});

describe('eligibility answers', () => {
  it("an employee's answers change only their own view; the company's are the administrators'", async () => {
    // A company of its own (three full-time employees, a medical plan): its answers are what this test changes.
    const passwordHash = await demoPasswordHash();
    const { company, policy } = await createCompany(suite.db);
    await createPlan(suite.db, { type: 'medical', offerTo: { companyPolicyId: policy.id } });
    const eligibleAll = {
      isEnrollingW2: true,
      spouseOnlyGroup: false,
      partnershipWithSpouses: false,
      decliningEmployee: false,
    };
    await setCompanyEligibilityAnswers(suite.db, company.id, eligibleAll);
    const first = await createEmployeeWithAccount(suite.db, suite.cipher, {
      companyId: company.id,
      passwordHash,
    });
    const second = await createEmployeeWithAccount(suite.db, suite.cipher, {
      companyId: company.id,
      passwordHash,
    });
    await createEmployee(suite.db, suite.cipher, { companyId: company.id });
    const administrator = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
    const employeeAgent = await suite.loginAs(first.account.email);
    const coworkerAgent = await suite.loginAs(second.account.email);
    const adminAgent = await suite.loginAs(administrator.email);
    const own = await loadOwnApplication(employeeAgent);
    const coworker = await loadOwnApplication(coworkerAgent);

    const badges = async (agent: Agent, app: ApplicationResponse) =>
      new Set(
        (await agent.get(policyUrl(app, 'plans?type=medical')))
          .json()
          .plans.map((p: { is_company_eligible_for_plan: string }) => p.is_company_eligible_for_plan),
      );
    const companyRow = () =>
      suite.db
        .select()
        .from(companyEligibilityAnswers)
        .where(eq(companyEligibilityAnswers.companyId, company.id));
    const companyBefore = await companyRow();
    expect(await badges(coworkerAgent, coworker)).toEqual(new Set(['eligible']));

    const notEligible = { ...eligibleAll, spouseOnlyGroup: true };
    const mine = await employeeAgent.send('PUT', policyUrl(own, 'eligibility'), notEligible);
    expect(mine.json().result).toBe('not_eligible');
    expect(await badges(employeeAgent, own)).toEqual(new Set(['ineligible']));
    // The coworker's view and the company's answers are unchanged.
    expect((await coworkerAgent.get(policyUrl(coworker, 'eligibility'))).json().result).toBe('eligible_all');
    expect(await badges(coworkerAgent, coworker)).toEqual(new Set(['eligible']));
    expect(await companyRow()).toEqual(companyBefore);

    // An administrator in admin mode answers for the company: coworkers without answers of their own follow.
    await loadApplicationAsAdmin(adminAgent, second.form.id);
    const byAdmin = await adminAgent.send('PUT', policyUrl(coworker, 'eligibility'), notEligible);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await companyRow()).toMatchObject([notEligible]);
    expect(await badges(coworkerAgent, coworker)).toEqual(new Set(['ineligible']));
    const audit = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin_mode.update_eligibility_answers'),
          eq(auditLog.adminMode, true),
          eq(auditLog.companyId, company.id),
        ),
      );
    expect(audit).toHaveLength(1);

    // The employee's own answers still decide their view.
    await employeeAgent.send('PUT', policyUrl(own, 'eligibility'), eligibleAll);
    expect(await badges(employeeAgent, own)).toEqual(new Set(['eligible']));
    expect(await badges(coworkerAgent, coworker)).toEqual(new Set(['ineligible']));
  });
});

describe('a signed application', () => {
  let james: Agent;
  beforeAll(async () => {
    james = await suite.loginAs('enrolled@example.com');
  });
  const signBody = (app: ApplicationResponse) => ({
    employeeForm: { id: app.employeeForm.id },
    employeePolicy: {
      id: app.employeePolicy.id,
      signatureImageDataUrl: SIGNATURE_PNG,
      signatureStrokes: GOOD_STROKES,
    },
    employeeDependents: [],
  });
  const storedPolicy = async (id: string) =>
    (await suite.db.select().from(employeePolicies).where(eq(employeePolicies.id, id)))[0]!;

  it('keeps its signature when a save changes nothing', async () => {
    const app = await loadOwnApplication(james);
    expect(app.employeePolicy.signedAt).not.toBeNull();
    const res = await james.send('PUT', formUrl(app), contactBody(app));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().employeePolicy.signedAt).toBe(app.employeePolicy.signedAt);
    expect(await employerStatus(app.employeeForm.id)).toBe('completed');
  });

  it('goes back to unsigned when a save changes it, and must be signed again', async () => {
    const app = await loadOwnApplication(james);
    const res = await james.send('PUT', formUrl(app), contactBody(app, { city: 'Sausalito' }));
    expect(res.statusCode, res.body).toBe(200);
    const reopened: ApplicationResponse = res.json();
    expect(reopened.employeePolicy).toMatchObject({ signedAt: null, completedAt: null });
    expect(reopened.employeePolicy.completedSteps).not.toContain('sign');
    const stored = await storedPolicy(app.employeePolicy.id);
    expect(stored).toMatchObject({ signatureImageDataUrl: null, signedAt: null, completedAt: null });
    const steps = await suite.db
      .select()
      .from(employeePolicySteps)
      .where(eq(employeePolicySteps.employeePolicyId, app.employeePolicy.id));
    expect(steps.map((s) => s.step)).not.toContain('sign');
    const [withdrawn] = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'application.signature_withdrawn'),
          eq(auditLog.subjectId, app.employeePolicy.id),
        ),
      );
    expect(withdrawn?.details).toEqual({ signedAt: app.employeePolicy.signedAt });
    expect(await employerStatus(app.employeeForm.id)).toBe('in_progress');
  });

  it(`can then be signed exactly once: of ${PARALLEL} parallel signatures one wins, one audit row`, async () => {
    const app = await loadOwnApplication(james);
    expect(app.employeePolicy.signedAt).toBeNull();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        james.send('PUT', policyUrl(app, 'signature'), signBody(app), {
          ifMatch: app.employeePolicy.version,
        }),
      ),
    );
    expect(statusCounts(answers.map((r) => r.statusCode)), answers.map((r) => r.body).join('\n')).toEqual({
      200: 1,
      409: PARALLEL - 1,
    });
    const signed = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.signed'), eq(auditLog.subjectId, app.employeePolicy.id)));
    expect(signed).toHaveLength(1);
    expect(await employerStatus(app.employeeForm.id)).toBe('completed');
  });

  it('refuses a second signature even based on the latest version', async () => {
    const app = await loadOwnApplication(james);
    const before = await suite.snapshot(app.employeePolicy.id);
    const res = await james.send('PUT', policyUrl(app, 'signature'), signBody(app), {
      ifMatch: app.employeePolicy.version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This application has already been signed.');
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });
});

/** The writes whose body names a `version`: every one shows If-Match in OpenAPI (decision 0012). */
describe('one wire protocol for versioned writes', () => {
  type Operation = {
    parameters?: { in: string; name: string }[];
    requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  };
  const WRITES = new Set(['post', 'put', 'patch', 'delete']);

  it('shows If-Match on every write whose body names a version, and on every application write', async () => {
    const doc = (await suite.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const withVersion: string[] = [];
    const missing: string[] = [];
    let applicationWrites = 0;
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        if (!WRITES.has(method)) continue;
        const declares = (operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'if-match');
        const properties = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        const named = `${method.toUpperCase()} ${path}`;
        if ('version' in properties) {
          withVersion.push(named);
          if (!declares) missing.push(named);
        }
        if (declares && !('version' in properties)) applicationWrites += 1;
      }
    expect(missing).toEqual([]);
    expect(withVersion.length).toBeGreaterThanOrEqual(25);
    // The application's writes name the version only in If-Match (contact, family, coverages, signature …).
    expect(applicationWrites).toBeGreaterThanOrEqual(10);
  });

  describe('on a body-versioned write (an employee record)', () => {
    let adminAgent: Agent;
    let url: string;
    let formId: string;
    beforeAll(async () => {
      const { company } = await createCompany(suite.db);
      const account = await createCompanyAdministrator(suite.db, company.id, {
        passwordHash: await demoPasswordHash(),
      });
      adminAgent = await suite.loginAs(account.email);
      const person = await createEmployee(suite.db, suite.cipher, { companyId: company.id });
      formId = person.form.id;
      url = `/api/v1/companies/${company.id}/employees/${formId}/employment`;
    });
    const readEligibility = async () =>
      (await suite.db.select().from(employeeForms).where(eq(employeeForms.id, formId)))[0]!;

    it('takes the version from If-Match alone, and refuses a stale one (409) writing nothing', async () => {
      const { version } = await readEligibility();
      const saved = await adminAgent.send('PATCH', url, { isEligible: false }, { ifMatch: version });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ isEligible: false, version: version + 1 });

      const stale = await adminAgent.send('PATCH', url, { isEligible: true }, { ifMatch: version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('version_conflict');
      expect(await readEligibility()).toMatchObject({ isEligible: false, version: version + 1 });
    });

    it('still reads a body version for this release, and refuses an If-Match it cannot read (428)', async () => {
      const { version } = await readEligibility();
      const old = await adminAgent.send('PATCH', url, { version, isEligible: true }, { ifMatch: null });
      expect(old.statusCode, old.body).toBe(200);
      expect(old.json()).toMatchObject({ isEligible: true, version: version + 1 });

      const unreadable = await adminAgent.send('PATCH', url, { isEligible: false }, { ifMatch: 'soon' });
      expect(unreadable.statusCode).toBe(428);
      expect(unreadable.json().code).toBe('version_required');
      const none = await adminAgent.send('PATCH', url, { isEligible: false }, { ifMatch: null });
      expect(none.statusCode).toBe(400);
      expect(await readEligibility()).toMatchObject({ isEligible: true, version: version + 1 });
    });
  });
});
