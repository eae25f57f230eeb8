import { COVERAGE_TYPES } from '@shared/domain/enums';
import { isValidSsn } from '@shared/domain/identifiers';
import { getCmsAgeFactor } from '@shared/domain/pricing/age-curve';
import { APPLICATION_STEPS } from '@shared/domain/steps/steps';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { type Database, type Db, openDatabase } from '../client';
import {
  accounts,
  companies,
  companyHealthAccounts,
  companyMemberships,
  companyPolicies,
  companyPolicyPlans,
  employeeDependents,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicySteps,
  medicalPlanMappings,
  openEnrollmentSetups,
  partners,
  planRates,
  planSuitePlans,
  planSuites,
  plans,
  renewalContributions,
  renewals,
  supportContacts,
} from '../schema';
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANIES,
  DEMO_EMPLOYEE_FORM_IDS,
  DEMO_PARTNERS,
  DEMO_PLANS,
  DEMO_RENEWALS,
  demoPlanId,
  PLAN_YEAR_START,
  seedDemo,
} from '.';

const cipher = createFieldCipher('seed-test-secret-'.padEnd(40, 'x'));
const PASSWORD_HASH = '$argon2id$test';

async function freshSeededDatabase(): Promise<Database> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  await database.migrate();
  await seedDemo(database.db, { cipher, passwordHash: PASSWORD_HASH });
  return database;
}

async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Every row of every public table as JSON text, without the ciphertexts (fresh IVs each time). */
async function dumpAll(db: Db): Promise<Record<string, string[]>> {
  const tables = await rowsOf(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const dump: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const rows = await rowsOf(
      db,
      sql`select row_to_json(t)::text as r from ${sql.identifier(String(table_name))} t`,
    );
    dump[String(table_name)] = rows
      .map(({ r }) => {
        const row = JSON.parse(String(r)) as Record<string, unknown>;
        for (const key of Object.keys(row))
          if (key.endsWith('_encrypted')) row[key] = row[key] ? 'sealed' : null;
        return JSON.stringify(row);
      })
      .sort();
  }
  return dump;
}

function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

const ageOnPlanStart = (born: string) => {
  const [y, m, d] = born.split('-').map(Number) as [number, number, number];
  return 2027 - y - (m > 1 || d > 1 ? 1 : 0);
};

describe('seedDemo', { timeout: 30_000 }, () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await freshSeededDatabase();
    db = database.db;
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('creates companies in CA, TX and NY with 8–25 employees each', async () => {
    const rows = await db.select().from(companies);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((c) => c.state))).toEqual(new Set(['CA', 'TX', 'NY']));
    for (const company of rows) {
      const [{ n }] = (await db
        .select({ n: count() })
        .from(employeeForms)
        .where(eq(employeeForms.companyId, company.id))) as [{ n: number }];
      expect(n, company.name).toBeGreaterThanOrEqual(8);
      expect(n, company.name).toBeLessThanOrEqual(25);
      expect(company.idToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
    expect(rows.some((c) => c.asksTobaccoUse)).toBe(true);
    const ids = rows.map((c) => c.id).sort();
    expect(ids).toEqual(
      Object.values(DEMO_COMPANIES)
        .map((c) => c.id)
        .sort(),
    );
  });

  it('gives every company an upcoming 2027 policy but Juniper, enrolled in 2026, and employees a policy for it', async () => {
    const policies = await db.select().from(companyPolicies);
    expect(policies).toHaveLength(Object.keys(DEMO_COMPANIES).length);
    for (const p of policies) {
      const juniper = p.companyId === DEMO_COMPANIES.juniper.id;
      expect(p.status).toBe(juniper ? 'enrolled' : 'upcoming');
      expect(p.effectiveAt).toBe(juniper ? '2026-01-01' : PLAN_YEAR_START);
    }
    expect(new Set(policies.map((p) => p.typeOfContribution))).toEqual(
      new Set(['percentage', 'fixed', 'percent_of_base_plan']),
    );
    const forms = await db.select({ id: employeeForms.id }).from(employeeForms);
    const employeePolicyRows = await db.select().from(employeePolicies);
    expect(employeePolicyRows).toHaveLength(forms.length);
    const enrolledYear = new Set([DEMO_COMPANIES.juniper.companyPolicyId]);
    for (const p of employeePolicyRows)
      expect(p.status).toBe(enrolledYear.has(p.companyPolicyId) && p.completedAt ? 'enrolled' : 'upcoming');
  });

  it('has plans for all nine coverage types, with the pricing inputs each needs', async () => {
    const allPlans = await db.select().from(plans);
    const rates = await db.select().from(planRates);
    const ratesOf = (id: string) => rates.filter((r) => r.planId === id);
    expect(new Set(allPlans.map((p) => p.type))).toEqual(new Set(COVERAGE_TYPES));

    // The catalog's plans (a renewal's 2027 filings are re-rated copies of them).
    const catalog = new Set(DEMO_PLANS.map((p) => demoPlanId(p.key)));
    for (const p of allPlans.filter((p) => p.type === 'medical' && catalog.has(p.id))) {
      if (p.state === 'NY') {
        expect(p.pricingType, p.displayName).toBe('tier');
        expect(
          ratesOf(p.id)
            .map((r) => r.tier)
            .sort(),
        ).toEqual(['ee_children', 'ee_family', 'ee_only', 'ee_spouse']);
      } else {
        expect(p.pricingType, p.displayName).toBe('age');
        const [base, ...rest] = ratesOf(p.id);
        expect(rest).toHaveLength(0);
        expect(base?.unit).toBe('age21_base');
        if (p.targetMarket !== 'mec') {
          expect(base!.rate).toBeGreaterThanOrEqual(380);
          expect(base!.rate).toBeLessThanOrEqual(620);
        }
        // A 64-year-old pays three times the base rate on the CMS curve.
        expect(base!.rate * getCmsAgeFactor(64)).toBeCloseTo(base!.rate * 3, 6);
      }
    }
    for (const p of allPlans.filter((p) => ['dental', 'vision', 'accident'].includes(p.type))) {
      expect(ratesOf(p.id).filter((r) => r.unit === 'monthly_premium' && r.tier)).toHaveLength(4);
    }
    const hdhp = allPlans.find((p) => p.hsaEligible && p.state === 'CA');
    expect(hdhp?.deductibleCents).toBeGreaterThanOrEqual(170_000);
    expect(allPlans.some((p) => p.limitCents === 99_999_900)).toBe(true);
    expect(allPlans.some((p) => p.recommendation.length >= 3)).toBe(true);

    const variableLife = allPlans.find((p) => p.type === 'life' && p.variableCoverage)!;
    expect(variableLife).toMatchObject({
      variableCoverageAmountIncrementCents: 1_000_000,
      variableCoverageAmountMaxCents: 50_000_000,
      maxSalaryMultiplier: 5,
      spouseCoverage: true,
      childCoverage: true,
    });
    expect(new Set(ratesOf(variableLife.id).map((r) => r.member))).toEqual(
      new Set(['employee', 'spouse', 'child']),
    );
    expect(ratesOf(variableLife.id).every((r) => r.unit === 'per_thousand')).toBe(true);
    expect(allPlans.some((p) => p.type === 'life' && p.contributionStrategy === 'Non-Contributory')).toBe(
      true,
    );

    const wholeLife = allPlans.find((p) => p.type === 'whole_life')!;
    expect(wholeLife.maxIssueAge).toBe(64);
    expect(Math.max(...ratesOf(wholeLife.id).map((r) => r.maxAge ?? 0))).toBe(64);
    expect(ratesOf(wholeLife.id).every((r) => r.unit === 'per_thousand' && r.member === 'employee')).toBe(
      true,
    );

    const std = allPlans.find((p) => p.type === 'short_term_disability' && p.state === 'CA')!;
    expect(std).toMatchObject({ salaryCoveragePercentage: 60, maxBenefitCents: 150_000 });
    expect(ratesOf(std.id).every((r) => r.unit === 'per_10_weekly_benefit')).toBe(true);
    const ltd = allPlans.find((p) => p.type === 'long_term_disability' && p.state === 'CA')!;
    expect(ltd).toMatchObject({ salaryCoveragePercentage: 60, maxBenefitCents: 1_000_000 });
    expect(ratesOf(ltd.id).every((r) => r.unit === 'per_100_monthly_payroll')).toBe(true);

    const employerPaidAccident = allPlans.find(
      (p) => p.type === 'accident' && p.contributionStrategy === 'Non-Contributory',
    );
    expect(employerPaidAccident?.isDeclinableWhenEmployerPaid).toBe(true);
  });

  it('offers all nine types and an HSA at the CA company, some types in TX, and no medical yet at Catskill', async () => {
    const offered = async (companyPolicyId: string) => {
      const rows = await db
        .select({ type: plans.type, state: plans.state, isBasePlan: companyPolicyPlans.isBasePlan })
        .from(companyPolicyPlans)
        .innerJoin(plans, eq(plans.id, companyPolicyPlans.planId))
        .where(eq(companyPolicyPlans.companyPolicyId, companyPolicyId));
      return rows;
    };
    const ca = await offered(DEMO_COMPANIES.harborview.companyPolicyId);
    expect(new Set(ca.map((r) => r.type))).toEqual(new Set(COVERAGE_TYPES));
    expect(ca.every((r) => r.state === 'CA')).toBe(true);
    const [hsa] = await db
      .select()
      .from(companyHealthAccounts)
      .where(eq(companyHealthAccounts.companyPolicyId, DEMO_COMPANIES.harborview.companyPolicyId));
    expect(hsa).toMatchObject({ accountType: 'hsa', benefitStatus: 'done' });

    const tx = await offered(DEMO_COMPANIES.bluebonnet.companyPolicyId);
    expect(new Set(tx.map((r) => r.type))).toEqual(new Set(['medical', 'dental', 'vision']));
    const ny = await offered(DEMO_COMPANIES.catskill.companyPolicyId);
    expect(ny.some((r) => r.type === 'medical')).toBe(false);
    expect(new Set(ny.map((r) => r.type))).toEqual(new Set(['dental', 'vision', 'life']));

    const base = await offered(DEMO_COMPANIES.elmwood.companyPolicyId);
    const lines = new Set(base.map((r) => r.type));
    for (const line of lines)
      expect(
        base.filter((r) => r.type === line && r.isBasePlan),
        line,
      ).toHaveLength(1);
  });

  it('brands two partners with a logo and a colour that reads on white', async () => {
    const rows = await db.select().from(partners);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const p of rows) {
      expect(p.logoUrl).toMatch(/^data:image\/svg\+xml,/);
      expect(contrastWithWhite(p.color!)).toBeGreaterThanOrEqual(4.5);
    }
    const [paycove] = rows.filter((p) => p.id === DEMO_PARTNERS.paycove.id);
    expect(paycove?.syncedEmployeeFields.length).toBeGreaterThan(0);
    const [tx] = await db.select().from(companies).where(eq(companies.id, DEMO_COMPANIES.bluebonnet.id));
    expect(tx?.partnerId).toBe(DEMO_PARTNERS.paycove.id);
    const txForms = await db.select().from(employeeForms).where(eq(employeeForms.companyId, tx!.id));
    expect(txForms.every((f) => f.syncedFields.length > 0)).toBe(true);
    const contacts = await db.select().from(supportContacts);
    expect(contacts.filter((c) => c.kind === 'benefits_administration')).toHaveLength(1);
    const all = await db.select().from(companies);
    expect(all.every((c) => contacts.some((k) => k.id === c.brokerContactId && k.kind === 'broker'))).toBe(
      true,
    );
  });

  it('stores SSNs only sealed: they decrypt to valid SSNs matching their last four, and appear nowhere in plain', async () => {
    const forms = await rowsOf(db, sql`select row_to_json(f)::text as r from employee_forms f`);
    const dependents = await rowsOf(db, sql`select row_to_json(d)::text as r from employee_dependents d`);
    let sealed = 0;
    for (const { r } of [...forms, ...dependents]) {
      const text = String(r);
      const row = JSON.parse(text) as { ssn_encrypted: string | null; ssn_last4: string | null };
      if (!row.ssn_encrypted) {
        expect(row.ssn_last4).toBeNull();
        continue;
      }
      sealed++;
      const ssn = cipher.decrypt(row.ssn_encrypted);
      expect(isValidSsn(ssn)).toBe(true);
      expect(row.ssn_last4).toBe(ssn.slice(-4));
      expect(text).not.toContain(ssn);
      expect(text).not.toContain(`${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`);
    }
    expect(sealed).toBeGreaterThan(5);
    const columns = await rowsOf(
      db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_name like '%ssn%' and column_name not like '%_encrypted' and column_name not like '%_last4'`,
    );
    expect(columns).toEqual([]);
  });

  it('varies the employees: owners, a 1099, ages 20s to over 64, big families, an adult child, no zip', async () => {
    const forms = await db.select().from(employeeForms);
    const dependents = await db.select().from(employeeDependents);
    expect(forms.some((f) => f.employeeType === 'owner')).toBe(true);
    expect(forms.some((f) => f.employeeType === '1099')).toBe(true);
    const ages = forms.map((f) => ageOnPlanStart(f.bornAt!));
    expect(Math.min(...ages)).toBeLessThan(30);
    expect(Math.max(...ages)).toBeGreaterThan(64);
    expect(forms.filter((f) => f.zipCode === null)).toHaveLength(1);
    expect(new Set(forms.map((f) => f.maritalStatus))).toEqual(
      new Set(['single', 'married', 'domestic_partner']),
    );
    const childrenUnder21 = new Map<string, number>();
    for (const d of dependents.filter((d) => d.dependentType === 'child' && ageOnPlanStart(d.bornAt) < 21))
      childrenUnder21.set(d.employeeFormId, (childrenUnder21.get(d.employeeFormId) ?? 0) + 1);
    expect(Math.max(...childrenUnder21.values())).toBeGreaterThanOrEqual(4);
    expect(dependents.some((d) => d.dependentType === 'child' && ageOnPlanStart(d.bornAt) >= 21)).toBe(true);
    expect(dependents.some((d) => d.dependentType === 'domestic_partner')).toBe(true);
  });

  it('creates the demo accounts with their roles, memberships and employee forms', async () => {
    const rows = await db.select().from(accounts);
    for (const demo of DEMO_ACCOUNTS) {
      const row = rows.find((a) => a.email === demo.email);
      expect(row, demo.email).toMatchObject({ id: demo.id, role: demo.role, passwordHash: PASSWORD_HASH });
      expect(demo.email).toBe(demo.email.toLowerCase());
      const memberships = await db
        .select()
        .from(companyMemberships)
        .where(eq(companyMemberships.accountId, demo.id));
      if (demo.role === 'benefits_admin' || demo.role === 'broker') {
        expect(memberships.map((m) => m.companyId).sort()).toEqual(
          demo.companies.map((c) => DEMO_COMPANIES[c].id).sort(),
        );
        expect(memberships.every((m) => m.role === demo.role)).toBe(true);
      } else expect(memberships).toHaveLength(0);
      if (demo.employeeFormId) {
        const [form] = await db.select().from(employeeForms).where(eq(employeeForms.id, demo.employeeFormId));
        expect(form?.accountId).toBe(demo.id);
        expect(form?.companyId).toBe(DEMO_COMPANIES[demo.companies[0]!].id);
      }
    }
    for (const email of [
      'employee@example.com',
      'admin@example.com',
      'broker@example.com',
      'ops@example.com',
    ])
      expect(rows.some((a) => a.email === email)).toBe(true);
    const admin = DEMO_ACCOUNTS.find((a) => a.email === 'admin@example.com')!;
    expect(admin.companies).toEqual(['harborview', 'bluebonnet', 'juniper']);
  });

  it('shows employee@example.com married with two children and an application not started', async () => {
    const [form] = await db
      .select()
      .from(employeeForms)
      .where(eq(employeeForms.id, DEMO_EMPLOYEE_FORM_IDS.employee));
    expect(form).toMatchObject({ maritalStatus: 'married', companyId: DEMO_COMPANIES.harborview.id });
    const dependents = await db
      .select()
      .from(employeeDependents)
      .where(eq(employeeDependents.employeeFormId, form!.id));
    expect(dependents.filter((d) => d.dependentType === 'spouse')).toHaveLength(1);
    expect(dependents.filter((d) => d.dependentType === 'child')).toHaveLength(2);
    const [policy] = await db
      .select()
      .from(employeePolicies)
      .where(eq(employeePolicies.employeeFormId, form!.id));
    expect(policy?.completedAt).toBeNull();
    const steps = await db
      .select()
      .from(employeePolicySteps)
      .where(eq(employeePolicySteps.employeePolicyId, policy!.id));
    expect(steps).toHaveLength(0);
  });

  it('gives the dashboard varied statuses: not started, in progress, completed, declined', async () => {
    const policies = await db.select().from(employeePolicies);
    const steps = await db.select().from(employeePolicySteps);
    expect(steps.every((s) => (APPLICATION_STEPS as readonly string[]).includes(s.step))).toBe(true);
    const completed = policies.filter((p) => p.completedAt);
    expect(completed.length).toBeGreaterThanOrEqual(3);
    const inProgress = policies.filter(
      (p) => !p.completedAt && steps.some((s) => s.employeePolicyId === p.id),
    );
    expect(inProgress.length).toBeGreaterThanOrEqual(3);
    expect(policies.filter((p) => !steps.some((s) => s.employeePolicyId === p.id)).length).toBeGreaterThan(
      20,
    );

    const [declined] = policies.filter((p) => p.employeeFormId === DEMO_EMPLOYEE_FORM_IDS.declined);
    expect(declined?.completedAt).not.toBeNull();
    expect(declined?.declinationReason).toBe('spouse_parent_plan');
    const declinedLines = await db
      .select()
      .from(employeePolicyCoverages)
      .where(eq(employeePolicyCoverages.employeePolicyId, declined!.id));
    expect(declinedLines.map((c) => c.coverageType).sort()).toEqual(['dental', 'medical', 'vision']);
    expect(declinedLines.every((c) => c.isEnrolling === 'No' && c.planId === null)).toBe(true);

    const [enrolled] = policies.filter((p) => p.employeeFormId === DEMO_EMPLOYEE_FORM_IDS.enrolled);
    const lines = await db
      .select()
      .from(employeePolicyCoverages)
      .where(
        and(
          eq(employeePolicyCoverages.employeePolicyId, enrolled!.id),
          eq(employeePolicyCoverages.isEnrolling, 'Yes'),
        ),
      );
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.every((l) => DEMO_COMPANIES.harborview.offeredPlanIds.includes(l.planId!))).toBe(true);
  });

  it('seeds identical data into two fresh databases', async () => {
    const second = await freshSeededDatabase();
    try {
      const [a, b] = [await dumpAll(db), await dumpAll(second.db)];
      expect(Object.keys(a).length).toBeGreaterThan(15);
      expect(b).toEqual(a);
    } finally {
      await second.close();
    }
  }, 120_000);

  it("seeds Juniper's open renewal: three packages, each plan priceable, mappings and contribution rows", async () => {
    const [renewal] = await db.select().from(renewals).where(eq(renewals.id, DEMO_RENEWALS.juniper.id));
    expect(renewal).toMatchObject({
      status: 'open',
      companyId: DEMO_COMPANIES.juniper.id,
      currentCompanyPolicyId: DEMO_COMPANIES.juniper.companyPolicyId,
      effectiveAt: '2027-01-01',
      selectedPlanSuiteId: DEMO_RENEWALS.juniper.planSuiteIds[0],
    });
    const suites = await db.select().from(planSuites).where(eq(planSuites.renewalId, renewal!.id));
    expect(suites.map((s) => s.shortName).sort()).toEqual([
      'Alternate carrier',
      'Buy-down',
      'Renewal as offered',
    ]);
    const suitePlans = await db.select().from(planSuitePlans);
    for (const suite of suites) {
      const own = suitePlans.filter((p) => p.planSuiteId === suite.id);
      expect(own, suite.shortName).toHaveLength(4);
      expect(
        own.filter((p) => p.isBasePlan),
        suite.shortName,
      ).toHaveLength(1);
    }
    const mappings = await db
      .select()
      .from(medicalPlanMappings)
      .where(eq(medicalPlanMappings.renewalId, renewal!.id));
    expect(mappings).toHaveLength(2);
    const rows = await db
      .select()
      .from(renewalContributions)
      .where(eq(renewalContributions.renewalId, renewal!.id));
    expect(rows.map((r) => `${r.serviceLine}:${r.name}`)).toEqual([
      'medical:Crew',
      'medical:Office',
      'dental:Crew',
      'vision:Crew',
    ]);
    const [setup] = await db
      .select()
      .from(openEnrollmentSetups)
      .where(eq(openEnrollmentSetups.renewalId, renewal!.id));
    expect(setup?.status).toBe('launched');
  });
});
