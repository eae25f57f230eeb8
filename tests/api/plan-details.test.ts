/**
 * Health plan details and the cost of a new hire (issue 12 items 2 and 3, decision 0029). The company is made
 * here with the factories (its plan year far ahead, so ages are taken on its effective date whatever today
 * is), with an administrator of its own; the demo data stays as other files read it.
 */
import { Readable } from 'node:stream';
import { auditLog, companyPolicies, employeeForms, employeeRoles, storedFiles } from '@server/db/schema';
import { newStorageKey } from '@server/plugins/storage/file-storage';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addContribution, createCompany, createCompanyAdministrator, createPlan } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { employee, nyAdmin, admin: demoAdmin } = suite.cast;

const PDF = Buffer.from('%PDF-1.4\n% Summary of benefits and coverage\n%%EOF\n');

/** Stores a plan's SBC as the company's document, as the storage adapter and the files table hold uploads. */
async function storeSbc(companyId: string, planId: string, bytes = PDF) {
  const storageKey = newStorageKey();
  const stored = await suite.app.fileStorage.put(storageKey, Readable.from(bytes), {
    contentType: 'application/pdf',
    maxBytes: 1_000_000,
  });
  const [row] = await suite.db
    .insert(storedFiles)
    .values({
      companyId,
      recordType: 'plan_sbc',
      recordId: planId,
      originalName: 'Beta Silver HMO SBC.pdf',
      contentType: 'application/pdf',
      sizeBytes: stored.size,
      sha256: stored.sha256,
      storageKey,
    })
    .returning();
  return row!;
}

async function makeCompany() {
  const { company, policy, defaultRole } = await createCompany(suite.db, {
    policy: { effectiveAt: '2030-01-01', renewalAt: '2031-01-01' },
  });
  const account = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash: await demoPasswordHash(),
  });
  const admin = await suite.loginAs(account.email);
  const [managers] = await suite.db
    .insert(employeeRoles)
    .values({ companyId: company.id, name: 'Managers', sortOrder: 1 })
    .returning();
  const offerTo = { companyPolicyId: policy.id };
  const alpha = await createPlan(suite.db, {
    type: 'medical',
    offerTo: { ...offerTo, isBasePlan: true },
    overrides: {
      displayName: 'Alpha Gold PPO',
      metalTier: 'Gold',
      planType: 'PPO',
      deductibleCents: 150_000,
      limitCents: 650_000,
      estimatedCosts: { pcp_visit: '$25 copay', specialist_visit: '$50 copay' },
      sbcUrl: 'https://carrier.example/sbc/alpha.pdf',
    },
  });
  const beta = await createPlan(suite.db, {
    type: 'medical',
    pricingType: 'tier',
    offerTo,
    overrides: { displayName: 'Beta Silver HMO', planType: 'HMO', sbcUrl: 'javascript:alert(1)' },
  });
  const gamma = await createPlan(suite.db, {
    type: 'medical',
    offerTo,
    overrides: { displayName: 'Gamma Bronze EPO', maxAge: 60 },
  });
  const dental = await createPlan(suite.db, {
    type: 'dental',
    offerTo,
    overrides: { displayName: 'Dental Plus', annualMaximumCents: 150_000, preventiveCare: '100%' },
  });
  const vision = await createPlan(suite.db, {
    type: 'vision',
    offerTo,
    overrides: { displayName: 'Vision Basic' },
  });
  const life = await createPlan(suite.db, {
    type: 'life',
    offerTo,
    overrides: { displayName: 'Basic Life', coverageAmountCents: 5_000_000 },
  });
  await addContribution(suite.db, policy.id, 'medical');
  await addContribution(suite.db, policy.id, 'medical', {
    employeeRoleId: managers!.id,
    employeePercentage: 100,
    dependentPercentage: 50,
  });
  await addContribution(suite.db, policy.id, 'dental', {
    contributionType: 'fixed',
    employeePercentage: null,
    dependentPercentage: null,
    employeeFixedAmountCents: 2_000,
    dependentFixedAmountCents: 0,
  });
  // Vision has no rule: the default (50% of the employee's premium, 0% of dependents') applies.
  return {
    company,
    policy,
    admin,
    defaultRoleId: defaultRole.id,
    managersId: managers!.id,
    plans: {
      alpha: alpha.plan,
      beta: beta.plan,
      gamma: gamma.plan,
      dental: dental.plan,
      vision: vision.plan,
      life: life.plan,
    },
  };
}

let c: Awaited<ReturnType<typeof makeCompany>>;
let other: Awaited<ReturnType<typeof makeCompany>>;
beforeAll(async () => {
  c = await makeCompany();
  other = await makeCompany();
  await storeSbc(c.company.id, c.plans.beta.id);
  // Another company's document for a plan this company also offers is not this company's to see.
  await suite.db.insert(storedFiles).values({
    companyId: other.company.id,
    recordType: 'plan_sbc',
    recordId: c.plans.alpha.id,
    originalName: 'theirs.pdf',
    contentType: 'application/pdf',
    sizeBytes: 10,
    sha256: '0'.repeat(64),
    storageKey: newStorageKey(),
  });
});

const detailsUrl = (companyId: string) => `/api/v1/companies/${companyId}/health-plan-details`;
const planUrl = (companyId: string, policyId: string, planId: string) =>
  `${detailsUrl(companyId)}/${policyId}/${planId}`;
const costUrl = (companyId: string) => `/api/v1/companies/${companyId}/new-hire-cost`;

describe('GET …/health-plan-details', () => {
  it('lists every plan of the current plan year by line, with its details and its SBC', async () => {
    const res = await c.admin.get(detailsUrl(c.company.id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.planYear).toEqual({
      id: c.policy.id,
      status: 'upcoming',
      effectiveAt: '2030-01-01',
      renewalAt: '2031-01-01',
    });
    expect(
      body.lines.map((l: { coverageType: string; plans: { name: string }[] }) => [
        l.coverageType,
        l.plans.map((p) => p.name),
      ]),
    ).toEqual([
      ['medical', ['Alpha Gold PPO', 'Beta Silver HMO', 'Gamma Bronze EPO']],
      ['dental', ['Dental Plus']],
      ['vision', ['Vision Basic']],
      ['life', ['Basic Life']],
    ]);
    const [alpha, beta, gamma] = body.lines[0].plans;
    expect(alpha).toMatchObject({
      id: c.plans.alpha.id,
      coverageType: 'medical',
      pricingType: 'age',
      metalTier: 'Gold',
      networkType: 'PPO',
      deductible: 1500,
      outOfPocketLimit: 6500,
      estimatedCosts: { pcp_visit: '$25 copay', specialist_visit: '$50 copay' },
      isBasePlan: true,
      // Another company's stored document for the same plan is not shown: the carrier's link is.
      sbc: { kind: 'link', href: 'https://carrier.example/sbc/alpha.pdf' },
    });
    expect(beta.sbc).toEqual({
      kind: 'document',
      href: `${planUrl(c.company.id, c.policy.id, c.plans.beta.id)}/sbc`,
      name: 'Beta Silver HMO SBC.pdf',
      sizeBytes: PDF.length,
    });
    // A stored address that is not a web address is never offered as a link.
    expect(gamma.sbc).toBeNull();
    expect(body.lines[1].plans[0]).toMatchObject({ annualMaximum: 1500, preventiveCare: '100%' });
  });

  it('answers no plan year and no lines for a company whose plan years are all cancelled', async () => {
    const { company } = await createCompany(suite.db, { policy: { status: 'cancelled' } });
    const res = await suite.cast.admin.get(detailsUrl(company.id));
    // The demo administrator does not manage it; operations would. The scope refuses first.
    expect(res.statusCode).toBe(403);
    const account = await createCompanyAdministrator(suite.db, company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const own = await suite.loginAs(account.email);
    const mine = await own.get(detailsUrl(company.id));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ planYear: null, lines: [] });
  });
});

describe('GET company_policies/:companyPolicyId/dental_plans and /vision_plans (docs/spec/2 §7)', () => {
  it("answers the plan year's plans of the line, with their summary of benefits, to its administrators", async () => {
    const dental = await c.admin.get(`/api/v2/company_policies/${c.policy.id}/dental_plans`);
    expect(dental.statusCode, dental.body).toBe(200);
    expect(dental.json().results.map((p: { name: string }) => p.name)).toEqual(['Dental Plus']);
    // As Health plan details shows each plan: its id, line and summary of benefits (here none on file).
    expect(dental.json().results[0]).toMatchObject({ id: c.plans.dental.id, coverageType: 'dental' });
    expect(dental.json().results[0]).toHaveProperty('sbc');
    const vision = await c.admin.get(`/api/v2/company_policies/${c.policy.id}/vision_plans`);
    expect(vision.json().results.map((p: { name: string }) => p.name)).toEqual(['Vision Basic']);
  });

  it("refuses another company's administrator and an employee, and names an unknown plan year", async () => {
    expect((await other.admin.get(`/api/v2/company_policies/${c.policy.id}/dental_plans`)).statusCode).toBe(
      403,
    );
    expect((await employee.get(`/api/v2/company_policies/${c.policy.id}/vision_plans`)).statusCode).toBe(403);
    const unknown = await c.admin.get('/api/v2/company_policies/not-a-plan-year/dental_plans');
    expect(unknown.statusCode).toBe(400);
  });
});

describe('GET …/health-plan-details/:companyPolicyId/:planId', () => {
  it('answers one plan of a plan year of the company', async () => {
    const res = await c.admin.get(planUrl(c.company.id, c.policy.id, c.plans.dental.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().planYear.id).toBe(c.policy.id);
    expect(res.json().plan).toMatchObject({ name: 'Dental Plus', coverageType: 'dental', sbc: null });
  });

  it('refuses a plan the plan year does not offer, another company’s plan year, and malformed ids', async () => {
    const notOffered = await createPlan(suite.db, { type: 'medical' });
    const a = await c.admin.get(planUrl(c.company.id, c.policy.id, notOffered.plan.id));
    expect(a.statusCode).toBe(404);
    expect(a.json().error).toBe('That plan was not found.');
    // The other company's plan year, asked under this company: not found, whatever it offers.
    const b = await c.admin.get(planUrl(c.company.id, other.policy.id, other.plans.alpha.id));
    expect(b.statusCode).toBe(404);
    expect(b.json().error).toBe('That plan year was not found.');
    const d = await c.admin.get(planUrl(c.company.id, 'not-a-year', c.plans.alpha.id));
    expect(d.statusCode).toBe(400);
    expect(d.json().fieldErrors).toMatchObject({ companyPolicyId: 'Unknown plan year.' });
  });
});

describe('GET …/health-plan-details/:companyPolicyId/:planId/sbc', () => {
  it('serves the company’s stored SBC through the storage, as an attachment nothing can run in', async () => {
    const res = await c.admin.get(`${planUrl(c.company.id, c.policy.id, c.plans.beta.id)}/sbc`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('answers 404 for a plan without a stored document, and for another company’s document', async () => {
    expect(
      (await c.admin.get(`${planUrl(c.company.id, c.policy.id, c.plans.dental.id)}/sbc`)).statusCode,
    ).toBe(404);
    // The other company holds a row for Alpha; this company does not, so nothing is served (nor looked up).
    const alpha = await c.admin.get(`${planUrl(c.company.id, c.policy.id, c.plans.alpha.id)}/sbc`);
    expect(alpha.statusCode).toBe(404);
    expect(alpha.json().error).toBe('That document was not found.');
  });
});

type CostLine = {
  coverageType: string;
  plans: {
    planName: string;
    monthly: { premiumCents: number; companyCents: number; employeeCents: number } | null;
  }[];
};
const byPlan = (lines: CostLine[]) =>
  Object.fromEntries(lines.flatMap((l) => l.plans.map((p) => [p.planName, p.monthly])));

const hire = (overrides: Record<string, unknown> = {}) => ({
  ageBasis: 'age',
  age: '34',
  bornAt: '',
  zip: '94105',
  family: 'ee_only',
  childrenCount: '',
  spouseAge: '',
  employeeRoleId: c.defaultRoleId,
  ...overrides,
});

async function countRows() {
  const [audit] = await suite.db.select({ n: count() }).from(auditLog);
  const [forms] = await suite.db
    .select({ n: count() })
    .from(employeeForms)
    .where(eq(employeeForms.companyId, c.company.id));
  const [policies] = await suite.db
    .select({ n: count() })
    .from(companyPolicies)
    .where(eq(companyPolicies.companyId, c.company.id));
  return { audit: audit!.n, forms: forms!.n, policies: policies!.n };
}

describe('POST …/new-hire-cost', () => {
  it('prices every offered health plan for an employee alone under the default class', async () => {
    const before = await countRows();
    const res = await c.admin.send('POST', costUrl(c.company.id), hire());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      planYear: { id: c.policy.id },
      agesOn: '2030-01-01',
      age: 34,
      family: 'ee_only',
      childrenCount: 0,
      zip: '94105',
      className: 'All Staff',
    });
    expect(body.lines.map((l: CostLine) => l.coverageType)).toEqual(['medical', 'dental', 'vision']);
    // Alpha: $450 at 21 × 1.214 (age 34, CMS curve) = $546.30; the default rule pays half.
    // Beta: the $700 employee-only tier. Dental: $40, the company's fixed $20. Vision: $9, half.
    expect(byPlan(body.lines)).toEqual({
      'Alpha Gold PPO': { premiumCents: 54630, companyCents: 27315, employeeCents: 27315 },
      'Beta Silver HMO': { premiumCents: 70000, companyCents: 35000, employeeCents: 35000 },
      'Gamma Bronze EPO': { premiumCents: 54630, companyCents: 27315, employeeCents: 27315 },
      'Dental Plus': { premiumCents: 4000, companyCents: 2000, employeeCents: 2000 },
      'Vision Basic': { premiumCents: 900, companyCents: 450, employeeCents: 450 },
    });
    expect(await countRows()).toEqual(before);
  });

  it('prices a family (a spouse at the employee’s age, children of ten) under another class', async () => {
    const family = hire({ family: 'ee_family', childrenCount: '2' });
    const byDefault = byPlan((await c.admin.send('POST', costUrl(c.company.id), family)).json().lines);
    // Alpha: 2 × $546.30 + 2 × $450 × 0.765 = $1,781.10; the default rule pays half the employee's own.
    expect(byDefault['Alpha Gold PPO']).toEqual({
      premiumCents: 178110,
      companyCents: 27315,
      employeeCents: 150795,
    });
    // Beta: the $2,030 family tier; dental $116 with $20 fixed; vision $26.10 with half of $9.
    expect(byDefault['Beta Silver HMO']).toEqual({
      premiumCents: 203000,
      companyCents: 35000,
      employeeCents: 168000,
    });
    expect(byDefault['Dental Plus']).toEqual({
      premiumCents: 11600,
      companyCents: 2000,
      employeeCents: 9600,
    });
    expect(byDefault['Vision Basic']).toEqual({ premiumCents: 2610, companyCents: 450, employeeCents: 2160 });

    const managers = await c.admin.send('POST', costUrl(c.company.id), {
      ...family,
      employeeRoleId: c.managersId,
    });
    expect(managers.json().className).toBe('Managers');
    // Managers: 100% of the employee's premium, 50% of the dependents' ($1,234.80 → $617.40).
    expect(byPlan(managers.json().lines)['Alpha Gold PPO']).toEqual({
      premiumCents: 178110,
      companyCents: 116370,
      employeeCents: 61740,
    });
  });

  it("prices a spouse at the age given, and says so; a spouse's age out of range is refused at its field", async () => {
    const res = await c.admin.send(
      'POST',
      costUrl(c.company.id),
      hire({ family: 'ee_spouse', spouseAge: '50' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ age: 34, spouseAge: 50 });
    // Alpha: $546.30 for the employee (34) + $450 × 1.786 (50) = $803.70 for the spouse; half the employee's own.
    expect(byPlan(res.json().lines)['Alpha Gold PPO']).toEqual({
      premiumCents: 135000,
      companyCents: 27315,
      employeeCents: 107685,
    });
    // Left empty, the spouse is the employee's age; without a spouse on the tier, there is none.
    const same = await c.admin.send('POST', costUrl(c.company.id), hire({ family: 'ee_spouse' }));
    expect(same.json().spouseAge).toBe(34);
    const alone = await c.admin.send('POST', costUrl(c.company.id), hire({ spouseAge: '200' }));
    expect(alone.json().spouseAge).toBeNull();

    const refused = await c.admin.send(
      'POST',
      costUrl(c.company.id),
      hire({ family: 'ee_family', childrenCount: '1', spouseAge: '12' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      spouseAge: "Please enter the spouse's age, from 15 to 99, or leave it empty.",
    });
  });

  it('takes a birth date’s age on the day coverage would start, as the Add new employee estimate does', async () => {
    const res = await c.admin.send(
      'POST',
      costUrl(c.company.id),
      hire({ ageBasis: 'birthDate', age: '', bornAt: '01/02/1990' }),
    );
    expect(res.statusCode).toBe(200);
    // 39 on 2030-01-01 (the birthday is the next day): $450 × 1.262.
    expect(res.json().age).toBe(39);
    const alpha = byPlan(res.json().lines)['Alpha Gold PPO'];
    expect(alpha).toEqual({ premiumCents: 56790, companyCents: 28395, employeeCents: 28395 });
    // The estimate of Add new employee prices the base medical plan for a hire the same way.
    const today = new Date();
    const hiredAt = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
    const estimate = await c.admin.send('POST', `/api/v1/companies/${c.company.id}/new-employee-estimate`, {
      firstName: 'Dana',
      lastName: 'Okafor',
      email: 'dana.estimate@example.test',
      bornAt: '01/02/1990',
      hiredAt,
      annualSalary: '64,000',
      employeeType: 'full_time',
      employeeRoleId: c.defaultRoleId,
      isEligible: true,
    });
    expect(estimate.statusCode).toBe(200);
    expect(estimate.json().medical).toEqual({
      planName: 'Alpha Gold PPO',
      monthlyPremiumCents: alpha!.premiumCents,
      monthlyEmployerCents: alpha!.companyCents,
      monthlyEmployeeCents: alpha!.employeeCents,
    });
  });

  it('says a plan cannot be offered past the carrier’s maximum age', async () => {
    const res = await c.admin.send('POST', costUrl(c.company.id), hire({ age: '64' }));
    expect(byPlan(res.json().lines)['Gamma Bronze EPO']).toBeNull();
    expect(byPlan(res.json().lines)['Alpha Gold PPO']).toEqual({
      premiumCents: 135000,
      companyCents: 67500,
      employeeCents: 67500,
    });
  });

  it('refuses bad input with every field error at once, and writes nothing', async () => {
    const before = await countRows();
    const res = await c.admin.send('POST', costUrl(c.company.id), {
      ageBasis: 'age',
      age: '12',
      bornAt: '',
      zip: '941',
      family: 'ee_children',
      childrenCount: '0',
      employeeRoleId: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      age: 'Please enter an age from 15 to 99.',
      zip: 'Please enter a valid 5-digit zip code.',
      childrenCount: 'Please enter how many children, from 1 to 10.',
      employeeRoleId: 'Please choose a contribution class.',
    });
    const date = await c.admin.send(
      'POST',
      costUrl(c.company.id),
      hire({ ageBasis: 'birthDate', bornAt: '02/30/1990', family: 'family' }),
    );
    expect(date.statusCode).toBe(400);
    expect(date.json().fieldErrors).toEqual({
      bornAt: 'Please enter a real date.',
      family: 'Please choose who is covered.',
    });
    const future = await c.admin.send(
      'POST',
      costUrl(c.company.id),
      hire({ ageBasis: 'birthDate', bornAt: '01/01/2099' }),
    );
    expect(future.json().fieldErrors).toEqual({ bornAt: 'Date of birth cannot be in the future.' });
    expect(await countRows()).toEqual(before);
  });

  it('refuses a missing or malformed body at the route (400, not a failure of ours)', async () => {
    for (const body of [undefined, null, [], 34]) {
      const res = await c.admin.send('POST', costUrl(c.company.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('refuses another company’s class at its field', async () => {
    const res = await c.admin.send(
      'POST',
      costUrl(c.company.id),
      hire({ employeeRoleId: other.defaultRoleId }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      employeeRoleId: 'Please choose a contribution class from the list.',
    });
  });
});

describe('another company’s administrator and employees', () => {
  const routes = () =>
    [
      ['GET', detailsUrl(c.company.id)],
      ['GET', planUrl(c.company.id, c.policy.id, c.plans.alpha.id)],
      ['GET', `${planUrl(c.company.id, c.policy.id, c.plans.beta.id)}/sbc`],
      ['POST', costUrl(c.company.id)],
    ] as const;
  const call = (agent: Agent, [method, url]: readonly [string, string]) =>
    method === 'GET' ? agent.get(url) : agent.send('POST', url, hire());

  it('refuses admin.ny@example.com and the demo administrator (403) and employees (403)', async () => {
    for (const route of routes()) {
      for (const agent of [nyAdmin, demoAdmin, employee]) {
        const res = await call(agent, route);
        expect(res.statusCode, `${route[0]} ${route[1]}`).toBe(403);
        expect(res.body).not.toContain('Alpha Gold PPO');
      }
    }
  });
});
