/**
 * Test factories: small builders that insert realistic rows into a Db and return what they inserted.
 * Unique values (emails, tokens, names) come from a counter plus a per-process prefix, so factories are
 * safe when several test files share one PostgreSQL database.
 */

import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import {
  accounts,
  benAdminLeads,
  carriers,
  companies,
  companyContributions,
  companyEligibilityAnswers,
  companyMemberships,
  companyPolicies,
  companyPolicyPlans,
  employeeDependents,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeeRoles,
  medicalPlanMappingItems,
  medicalPlanMappings,
  planRates,
  planSuitePlans,
  planSuites,
  plans,
  renewalContributions,
  renewals,
} from '@server/db/schema';
import { type FieldCipher, sealDigits } from '@server/lib/field-crypto';
import { startRenewalApplications } from '@server/modules/renewal/employee-renewals/employee-renewals.service';
import { timeZoneForState } from '@shared/domain/dates/time-zones';
import type {
  CoverageType,
  DependentType,
  Gender,
  PricingType,
  RenewalStatus,
  ServiceLine,
} from '@shared/domain/enums';
import type { Role } from '@shared/roles';
import { and, eq } from 'drizzle-orm';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type Select<T extends { $inferSelect: unknown }> = T['$inferSelect'];
type RateInput = Omit<Insert<typeof planRates>, 'id' | 'planId'>;

const RUN = randomBytes(3).toString('hex');
let counter = 0;
/** The next unique number of this process. */
const next = () => ++counter;

/** The first row of an insert ... returning (factories insert one row at a time). */
const one = <T>(rows: T[]): T => rows[0]!;

/** Inserts a company with a default role and an upcoming 2027-01-01 policy; returns all three. */
export async function createCompany(
  db: Db,
  overrides: Partial<Insert<typeof companies>> & { policy?: Partial<Insert<typeof companyPolicies>> } = {},
): Promise<{
  company: Select<typeof companies>;
  policy: Select<typeof companyPolicies>;
  defaultRole: Select<typeof employeeRoles>;
}> {
  const n = next();
  const { policy: policyOverrides, ...companyOverrides } = overrides;
  const company = one(
    await db
      .insert(companies)
      .values({
        idToken: `t${RUN}${String(n).padStart(6, '0')}`.padEnd(32, 'x'),
        name: `Test Company ${n}`,
        address1: `${100 + n} Market Street`,
        city: 'San Francisco',
        state: 'CA',
        zip: '94105',
        phone: '(415) 555-0100',
        ...companyOverrides,
        timeZone: companyOverrides.timeZone ?? timeZoneForState(companyOverrides.state ?? 'CA'),
      })
      .returning(),
  );
  const defaultRole = one(
    await db
      .insert(employeeRoles)
      .values({ companyId: company.id, name: 'All Staff', isDefault: true })
      .returning(),
  );
  const policy = one(
    await db
      .insert(companyPolicies)
      .values({
        companyId: company.id,
        status: 'upcoming',
        effectiveAt: '2027-01-01',
        renewalAt: '2028-01-01',
        typeOfContribution: 'percentage',
        ...policyOverrides,
      })
      .returning(),
  );
  return { company, policy, defaultRole };
}

/** Inserts an account (email lower-cased; a unique one when omitted). */
export async function createAccount(
  db: Db,
  opts: { role: Role; passwordHash: string; email?: string; name?: string },
): Promise<Select<typeof accounts>> {
  const n = next();
  return one(
    await db
      .insert(accounts)
      .values({
        email: (opts.email ?? `user-${RUN}-${n}@example.test`).toLowerCase(),
        name: opts.name ?? `Test User ${n}`,
        passwordHash: opts.passwordHash,
        role: opts.role,
      })
      .returning(),
  );
}

/** Lets an administrator or broker act for a company. */
export async function addMembership(
  db: Db,
  accountId: string,
  companyId: string,
  role: 'benefits_admin' | 'broker',
): Promise<Select<typeof companyMemberships>> {
  return one(await db.insert(companyMemberships).values({ accountId, companyId, role }).returning());
}

/**
 * Inserts an employee form and its upcoming employee policy (for `companyPolicyId`, else the company's
 * upcoming policy); `ssn` is sealed with the cipher; `dependents` are added with the form's last name.
 */
export async function createEmployee(
  db: Db,
  cipher: FieldCipher,
  opts: {
    companyId: string;
    companyPolicyId?: string;
    ssn?: string;
    overrides?: Partial<Insert<typeof employeeForms>>;
    dependents?: readonly DependentInput[];
  },
): Promise<{
  form: Select<typeof employeeForms>;
  policy: Select<typeof employeePolicies>;
  dependents: Select<typeof employeeDependents>[];
}> {
  const n = next();
  const companyPolicyId = opts.companyPolicyId ?? (await upcomingPolicyId(db, opts.companyId));
  const sealed = opts.ssn ? sealDigits(cipher, opts.ssn) : null;
  const form = one(
    await db
      .insert(employeeForms)
      .values({
        hashId: `h${RUN}${n}`,
        companyId: opts.companyId,
        firstName: 'Test',
        lastName: `Employee${n}`,
        email: `employee-${RUN}-${n}@example.test`,
        homeAddress: '500 Howard Street',
        city: 'San Francisco',
        state: 'CA',
        zipCode: '94105',
        bornAt: '1990-06-15',
        gender: 'female',
        maritalStatus: 'single',
        annualSalaryCents: 7_500_000,
        jobTitle: 'Analyst',
        hiredAt: '2022-03-01',
        employeeType: 'full_time',
        ssnEncrypted: sealed?.encrypted ?? null,
        ssnLast4: sealed?.last4 ?? null,
        ...opts.overrides,
      })
      .returning(),
  );
  const policy = one(
    await db
      .insert(employeePolicies)
      .values({ employeeFormId: form.id, companyPolicyId, status: 'upcoming', effectiveAt: '2027-01-01' })
      .returning(),
  );
  const dependents = [];
  for (const d of opts.dependents ?? []) dependents.push(await addDependent(db, cipher, form, d));
  return { form, policy, dependents };
}

export type DependentInput = {
  dependentType: DependentType;
  bornAt: string;
  firstName?: string;
  lastName?: string;
  gender?: Gender;
  ssn?: string;
};

/** Adds a dependent (spouse, domestic partner or child) to an employee form. */
export async function addDependent(
  db: Db,
  cipher: FieldCipher,
  form: { id: string; lastName: string },
  d: DependentInput,
): Promise<Select<typeof employeeDependents>> {
  const sealed = d.ssn ? sealDigits(cipher, d.ssn) : null;
  return one(
    await db
      .insert(employeeDependents)
      .values({
        employeeFormId: form.id,
        firstName: d.firstName ?? `Dependent${next()}`,
        lastName: d.lastName ?? form.lastName,
        bornAt: d.bornAt,
        gender: d.gender ?? (d.dependentType === 'child' ? 'male' : 'female'),
        dependentType: d.dependentType,
        ssnEncrypted: sealed?.encrypted ?? null,
        ssnLast4: sealed?.last4 ?? null,
      })
      .returning(),
  );
}

/** Sensible rates per coverage type: age-21 base (medical), four tiers, or age bands per the plan's unit. */
function defaultRates(type: CoverageType, pricingType: PricingType): RateInput[] {
  const tiers = (eeOnly: number): RateInput[] =>
    (
      [
        ['ee_only', 1],
        ['ee_spouse', 2],
        ['ee_children', 1.8],
        ['ee_family', 2.9],
      ] as const
    ).map(([tier, f]) => ({ unit: 'monthly_premium', tier, rate: Math.round(eeOnly * f * 100) / 100 }));
  const band = (
    unit: RateInput['unit'],
    rate: number,
    member: RateInput['member'] = 'employee',
  ): RateInput[] => [
    { unit, member, minAge: 0, maxAge: 39, rate },
    { unit, member, minAge: 40, maxAge: 99, rate: rate * 3 },
  ];
  switch (type) {
    case 'medical':
      return pricingType === 'age' ? [{ unit: 'age21_base', rate: 450 }] : tiers(700);
    case 'dental':
      return tiers(40);
    case 'vision':
      return tiers(9);
    case 'accident':
      return tiers(12);
    case 'life':
    case 'term_life':
      return [
        ...band('per_thousand', 0.1),
        ...band('per_thousand', 0.1, 'spouse'),
        ...band('per_thousand', 0.2, 'child'),
      ];
    case 'whole_life':
      return [...band('monthly_premium', 30)];
    case 'short_term_disability':
      return band('per_10_weekly_benefit', 0.3);
    case 'long_term_disability':
      return band('per_100_monthly_payroll', 0.2);
  }
}

/**
 * Inserts a plan of a coverage type (with a new carrier unless `carrierId` is given) and its rates (defaults
 * per type); `offerTo` also links it to a company policy. Medical defaults to age pricing, others to tier.
 */
export async function createPlan(
  db: Db,
  opts: {
    type: CoverageType;
    state?: string;
    pricingType?: PricingType;
    carrierId?: string;
    rates?: RateInput[];
    overrides?: Partial<Insert<typeof plans>>;
    offerTo?: { companyPolicyId: string; isBasePlan?: boolean };
  },
): Promise<{ plan: Select<typeof plans>; rates: Select<typeof planRates>[] }> {
  const n = next();
  const tiered = ['dental', 'vision', 'accident'].includes(opts.type);
  const pricingType = opts.pricingType ?? (tiered ? 'tier' : 'age');
  const carrierId =
    opts.carrierId ??
    one(
      await db
        .insert(carriers)
        .values({ name: `Test Carrier ${RUN}-${n}` })
        .returning(),
    ).id;
  const plan = one(
    await db
      .insert(plans)
      .values({
        carrierId,
        type: opts.type,
        displayName: `Test ${opts.type.replace(/_/g, ' ')} plan ${n}`,
        rawName: `TEST-${opts.type.toUpperCase()}-${n}`,
        state: opts.state ?? 'CA',
        pricingType,
        ...opts.overrides,
      })
      .returning(),
  );
  const rateRows = (opts.rates ?? defaultRates(opts.type, pricingType)).map((r) => ({
    ...r,
    planId: plan.id,
  }));
  const rates = rateRows.length > 0 ? await db.insert(planRates).values(rateRows).returning() : [];
  if (opts.offerTo) await offerPlan(db, opts.offerTo.companyPolicyId, plan.id, opts.offerTo.isBasePlan);
  return { plan, rates };
}

/** Offers a plan on a company policy (optionally as the base plan of its line). */
export async function offerPlan(
  db: Db,
  companyPolicyId: string,
  planId: string,
  isBasePlan = false,
): Promise<Select<typeof companyPolicyPlans>> {
  return one(await db.insert(companyPolicyPlans).values({ companyPolicyId, planId, isBasePlan }).returning());
}

/** Adds an employer contribution rule (default: 50% of the employee's premium, 0% of dependents'). */
export async function addContribution(
  db: Db,
  companyPolicyId: string,
  coverageType: CoverageType,
  overrides: Partial<Insert<typeof companyContributions>> = {},
): Promise<Select<typeof companyContributions>> {
  return one(
    await db
      .insert(companyContributions)
      .values({
        companyPolicyId,
        coverageType,
        contributionType: 'percentage',
        employeePercentage: 50,
        dependentPercentage: 0,
        ...overrides,
      })
      .returning(),
  );
}

async function upcomingPolicyId(db: Db, companyId: string): Promise<string> {
  const rows = await db.query.companyPolicies.findMany({
    where: (p, { and, eq }) => and(eq(p.companyId, companyId), eq(p.status, 'upcoming')),
    columns: { id: true },
    limit: 1,
  });
  if (!rows[0]) throw new Error(`Company ${companyId} has no upcoming policy; pass companyPolicyId.`);
  return rows[0].id;
}

/** An employee who signs in: an employee account linked to a new employee form and its policy. */
export async function createEmployeeWithAccount(
  db: Db,
  cipher: FieldCipher,
  opts: Parameters<typeof createEmployee>[2] & { passwordHash: string },
): Promise<Awaited<ReturnType<typeof createEmployee>> & { account: Select<typeof accounts> }> {
  const { passwordHash, ...employee } = opts;
  const account = await createAccount(db, { role: 'employee', passwordHash });
  const created = await createEmployee(db, cipher, {
    ...employee,
    overrides: { email: account.email, ...employee.overrides, accountId: account.id },
  });
  return { ...created, account };
}

/** An administrator (or broker) who signs in and acts for the company. */
export async function createCompanyAdministrator(
  db: Db,
  companyId: string,
  opts: { passwordHash: string; role?: 'benefits_admin' | 'broker' },
): Promise<Select<typeof accounts>> {
  const role = opts.role ?? 'benefits_admin';
  const account = await createAccount(db, { role, passwordHash: opts.passwordHash });
  await addMembership(db, account.id, companyId, role);
  return account;
}

/** Stores the company's answers to the eligibility quiz (what coworkers without answers of their own see). */
export async function setCompanyEligibilityAnswers(
  db: Db,
  companyId: string,
  answers: Omit<Insert<typeof companyEligibilityAnswers>, 'companyId'>,
): Promise<Select<typeof companyEligibilityAnswers>> {
  return one(
    await db
      .insert(companyEligibilityAnswers)
      .values({ companyId, ...answers })
      .returning(),
  );
}

/** A renewal suite to create: its name and, per plan, the line (and base plan, rates and fields). */
export type SuiteInput = {
  shortName: string;
  plans: Array<{
    type: ServiceLine;
    isBasePlan?: boolean;
    pricingType?: PricingType;
    rates?: RateInput[];
    overrides?: Partial<Insert<typeof plans>>;
  }>;
};

/**
 * A launched renewal (decision 0035) of a company's plan year: its suites with new plans and rates (default: one
 * suite, "Renewal", with a medical and a dental plan), each current medical plan mapped to every suite's first
 * medical plan, and the default rule on each line the first suite offers, named after the default class.
 */
export async function createRenewal(
  db: Db,
  opts: {
    companyId: string;
    currentCompanyPolicyId?: string | null;
    effectiveAt?: string;
    status?: RenewalStatus;
    suites?: SuiteInput[];
    overrides?: Partial<Insert<typeof renewals>>;
  },
) {
  const renewal = one(
    await db
      .insert(renewals)
      .values({
        companyId: opts.companyId,
        currentCompanyPolicyId: opts.currentCompanyPolicyId ?? null,
        effectiveAt: opts.effectiveAt ?? '2028-01-01',
        status: opts.status ?? 'open',
        launchedAt: new Date(),
        ...opts.overrides,
      })
      .returning(),
  );
  const suiteInputs = opts.suites ?? [
    { shortName: 'Renewal', plans: [{ type: 'medical', isBasePlan: true }, { type: 'dental' }] },
  ];
  const suites: Array<{
    suite: Select<typeof planSuites>;
    plans: Array<Select<typeof plans>>;
  }> = [];
  for (const [i, input] of suiteInputs.entries()) {
    const suite = one(
      await db
        .insert(planSuites)
        .values({ renewalId: renewal.id, shortName: input.shortName, position: i + 1 })
        .returning(),
    );
    const made: Array<Select<typeof plans>> = [];
    for (const p of input.plans) {
      const { plan } = await createPlan(db, {
        type: p.type,
        pricingType: p.pricingType,
        rates: p.rates,
        overrides: p.overrides,
      });
      await db
        .insert(planSuitePlans)
        .values({ planSuiteId: suite.id, planId: plan.id, isBasePlan: p.isBasePlan ?? false });
      made.push(plan);
    }
    suites.push({ suite, plans: made });
  }
  await db
    .update(renewals)
    .set({ selectedPlanSuiteId: suites[0]!.suite.id })
    .where(eq(renewals.id, renewal.id));
  if (opts.currentCompanyPolicyId) {
    const current = await db
      .select({ id: plans.id, name: plans.displayName })
      .from(companyPolicyPlans)
      .innerJoin(plans, eq(plans.id, companyPolicyPlans.planId))
      .where(
        and(eq(companyPolicyPlans.companyPolicyId, opts.currentCompanyPolicyId), eq(plans.type, 'medical')),
      );
    for (const [i, plan] of current.entries()) {
      const mapping = one(
        await db
          .insert(medicalPlanMappings)
          .values({ renewalId: renewal.id, name: plan.name, currentPlanId: plan.id, sortOrder: i })
          .returning(),
      );
      for (const { suite, plans: suitePlans } of suites) {
        const medical = suitePlans.find((p) => p.type === 'medical');
        if (medical)
          await db
            .insert(medicalPlanMappingItems)
            .values({ mappingId: mapping.id, planSuiteId: suite.id, planId: medical.id });
      }
    }
  }
  const [defaultRole] = await db
    .select()
    .from(employeeRoles)
    .where(and(eq(employeeRoles.companyId, opts.companyId), eq(employeeRoles.isDefault, true)));
  const lines = [...new Set(suites[0]!.plans.map((p) => p.type))];
  const contributions = lines.length
    ? await db
        .insert(renewalContributions)
        .values(
          lines.map((serviceLine, i) => ({
            renewalId: renewal.id,
            serviceLine: serviceLine as ServiceLine,
            name: defaultRole?.name ?? 'All Staff',
            contributionType: 'percentage' as const,
            employeePercentage: 50,
            dependentPercentage: 0,
            sortOrder: i,
          })),
        )
        .returning()
    : [];
  return { renewal: { ...renewal, selectedPlanSuiteId: suites[0]!.suite.id }, suites, contributions };
}

/**
 * A signed renewal with its employees' renewal applications open (decisions 0035 and 0038): an enrolled plan
 * year 2026-01-01 offering a medical (base) and a dental plan with the default contributions; `employees`
 * employees who sign in (each signed on it: medical Yes, dental `dental`); a launched renewal of it
 * (createRenewal, effective 2027-01-01, `suites` or the default one) signed as the employer's signature would:
 * the upcoming plan year with the selected suite's plans and the renewal's contribution rows, and each
 * employee's renewal application opened by startRenewalApplications from their current elections.
 */
export async function createSignedRenewal(
  db: Db,
  cipher: FieldCipher,
  opts: {
    passwordHash: string;
    employees?: number;
    dental?: 'Yes' | 'No';
    suites?: SuiteInput[];
  },
) {
  const {
    company,
    policy: current,
    defaultRole,
  } = await createCompany(db, {
    policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2027-01-01' },
  });
  const medical = await createPlan(db, {
    type: 'medical',
    offerTo: { companyPolicyId: current.id, isBasePlan: true },
  });
  const dental = await createPlan(db, { type: 'dental', offerTo: { companyPolicyId: current.id } });
  await addContribution(db, current.id, 'medical');
  await addContribution(db, current.id, 'dental');
  const employees: Array<Awaited<ReturnType<typeof createEmployeeWithAccount>>> = [];
  for (let i = 0; i < (opts.employees ?? 2); i++) {
    const employee = await createEmployeeWithAccount(db, cipher, {
      companyId: company.id,
      companyPolicyId: current.id,
      passwordHash: opts.passwordHash,
      ssn: '123456789',
      // Names and a phone the contact form accepts as they are, so a renewal can be saved unchanged.
      overrides: {
        firstName: ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay'][i % 6]!,
        lastName: `Renewal ${String.fromCharCode(65 + (next() % 26))}`,
        homePhoneNumber: '(415) 555-0101',
      },
    });
    const signedAt = new Date('2025-12-01T12:00:00Z');
    await db
      .update(employeePolicies)
      .set({
        status: 'enrolled',
        effectiveAt: '2026-01-01',
        signedAt,
        completedAt: signedAt,
        reviewStatus: 'approved',
      })
      .where(eq(employeePolicies.id, employee.policy.id));
    await db.insert(employeePolicyCoverages).values([
      {
        employeePolicyId: employee.policy.id,
        coverageType: 'medical',
        isEnrolling: 'Yes',
        planId: medical.plan.id,
      },
      {
        employeePolicyId: employee.policy.id,
        coverageType: 'dental',
        isEnrolling: opts.dental ?? 'Yes',
        planId: (opts.dental ?? 'Yes') === 'Yes' ? dental.plan.id : null,
      },
    ]);
    employees.push(employee);
  }
  const made = await createRenewal(db, {
    companyId: company.id,
    currentCompanyPolicyId: current.id,
    effectiveAt: '2027-01-01',
    suites: opts.suites,
  });
  const selected = made.suites[0]!;
  const { upcomingPolicy: upcoming } = await signRenewalDirectly(db, made.renewal.id);
  const renewalPolicies = await db
    .select()
    .from(employeePolicies)
    .where(eq(employeePolicies.companyPolicyId, upcoming.id));
  return {
    company,
    defaultRole,
    currentPolicy: current,
    currentPlans: { medical: medical.plan, dental: dental.plan },
    upcomingPolicy: upcoming,
    renewal: { ...made.renewal, status: 'signed' as const, upcomingCompanyPolicyId: upcoming.id },
    renewalPlans: selected.plans,
    employees: employees.map((e) => ({
      ...e,
      renewalPolicy: renewalPolicies.find((p) => p.employeeFormId === e.form.id)!,
    })),
  };
}

/**
 * Signs a launched renewal as the employer's signature does (decision 0035), straight in the database: the
 * upcoming plan year (effective the renewal's date, a year long) with the selected package's plans (one base plan
 * per line), the renewal's active contribution rows as its contributions (a row named after a class is that
 * class's rule; the default class's, or an unknown name, the default rule), the eligible active employees'
 * renewal applications opened by startRenewalApplications (each current medical plan moved to the plan its
 * mapping names in the package; a line with one plan keeps its election on it), and the renewal signed. For
 * tests, and for a journey where the employer's signing call is not there.
 */
export async function signRenewalDirectly(db: Db, renewalId: string) {
  const renewal = one(await db.select().from(renewals).where(eq(renewals.id, renewalId)));
  // The package chosen, else the first (decision 0035).
  const [first] = await db
    .select({ id: planSuites.id })
    .from(planSuites)
    .where(eq(planSuites.renewalId, renewalId))
    .orderBy(planSuites.position)
    .limit(1);
  const suiteId = renewal.selectedPlanSuiteId ?? first?.id;
  if (!suiteId) throw new Error(`Renewal ${renewalId} has no package.`);
  const suitePlans = await db
    .select({ id: plans.id, type: plans.type, isBasePlan: planSuitePlans.isBasePlan })
    .from(planSuitePlans)
    .innerJoin(plans, eq(plans.id, planSuitePlans.planId))
    .where(eq(planSuitePlans.planSuiteId, suiteId));
  const [year, ...rest] = renewal.effectiveAt.split('-');
  const upcomingPolicy = one(
    await db
      .insert(companyPolicies)
      .values({
        companyId: renewal.companyId,
        status: 'upcoming',
        effectiveAt: renewal.effectiveAt,
        renewalAt: [Number(year) + 1, ...rest].join('-'),
        waitingPeriod: renewal.probationaryPeriod,
        typeOfContribution: 'percentage',
      })
      .returning(),
  );
  const byLine = new Map<string, typeof suitePlans>();
  for (const p of suitePlans) byLine.set(p.type, [...(byLine.get(p.type) ?? []), p]);
  for (const onLine of byLine.values()) {
    const base = onLine.find((p) => p.isBasePlan) ?? onLine[0]!;
    for (const p of onLine) await offerPlan(db, upcomingPolicy.id, p.id, p === base);
  }
  const roles = await db.select().from(employeeRoles).where(eq(employeeRoles.companyId, renewal.companyId));
  const rows = await db
    .select()
    .from(renewalContributions)
    .where(and(eq(renewalContributions.renewalId, renewalId), eq(renewalContributions.active, true)));
  for (const row of rows) {
    const role = roles.find((r) => r.name.trim().toLowerCase() === row.name.trim().toLowerCase());
    await addContribution(db, upcomingPolicy.id, row.serviceLine as CoverageType, {
      employeeRoleId: role && !role.isDefault ? role.id : null,
      name: row.name,
      contributionType: row.contributionType,
      employeePercentage: row.employeePercentage,
      dependentPercentage: row.dependentPercentage,
      employeeFixedAmountCents: row.employeeFixedAmountCents,
      dependentFixedAmountCents: row.dependentFixedAmountCents,
    });
  }
  const mapped = await db
    .select({ currentPlanId: medicalPlanMappings.currentPlanId, planId: medicalPlanMappingItems.planId })
    .from(medicalPlanMappings)
    .innerJoin(medicalPlanMappingItems, eq(medicalPlanMappingItems.mappingId, medicalPlanMappings.id))
    .where(
      and(eq(medicalPlanMappings.renewalId, renewalId), eq(medicalPlanMappingItems.planSuiteId, suiteId)),
    );
  const eligible = await db
    .select({ id: employeeForms.id })
    .from(employeeForms)
    .where(
      and(
        eq(employeeForms.companyId, renewal.companyId),
        eq(employeeForms.isEligible, true),
        eq(employeeForms.employmentStatus, 'active'),
      ),
    );
  const opened = await db.transaction((tx) =>
    startRenewalApplications(tx, {
      fromCompanyPolicyId: renewal.currentCompanyPolicyId,
      toCompanyPolicyId: upcomingPolicy.id,
      effectiveAt: renewal.effectiveAt,
      employeeFormIds: eligible.map((f) => f.id),
      plans: {
        replacing: new Map(mapped.flatMap((m) => (m.currentPlanId ? [[m.currentPlanId, m.planId]] : []))),
        onlyPlanOfLine: Object.fromEntries(
          [...byLine]
            .filter(([, onLine]) => onLine.length === 1)
            .map(([line, onLine]) => [line, onLine[0]!.id]),
        ),
      },
    }),
  );
  await db
    .update(renewals)
    .set({ status: 'signed', signedAt: new Date(), upcomingCompanyPolicyId: upcomingPolicy.id })
    .where(eq(renewals.id, renewalId));
  return { upcomingPolicy, opened };
}

/**
 * A benefits-administration lead of a company at a status (decision 0052): at `payment` nothing is set up; at
 * `additional_information` the payment method is (an offline customer and intent); at `done` it is also signed.
 * A unique reference is made here; the API makes its own.
 */
export async function createBenAdminLead(
  db: Db,
  companyId: string,
  opts: {
    status?: 'payment' | 'additional_information' | 'done';
    overrides?: Partial<Insert<typeof benAdminLeads>>;
  } = {},
): Promise<Select<typeof benAdminLeads>> {
  const n = next();
  const status = opts.status ?? 'payment';
  const setUp = status !== 'payment';
  return one(
    await db
      .insert(benAdminLeads)
      .values({
        companyId,
        status,
        employeeCount: 40,
        companyName: `Test Company ${n}`,
        externalId: `GC-BA-T${RUN}${n}`.toUpperCase(),
        ...(setUp
          ? {
              stripeCustomerId: `cus_offline_factory${n}`,
              setupIntentId: `seti_offline_factory${n}`,
              stripeSetupComplete: true,
              paymentMethodKind: 'card',
              paymentSetupAt: new Date(),
            }
          : {}),
        ...(status === 'done'
          ? { signatureImageDataUrl: 'data:image/png;base64,iVBORw0KGgo=', signedAt: new Date() }
          : {}),
        ...opts.overrides,
      })
      .returning(),
  );
}
