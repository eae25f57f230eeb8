import { randomUUID } from 'node:crypto';
import {
  CHANGE_EFFECTIVE_DATE_MESSAGES,
  changeEffectiveDateError,
  changesInPlace,
  listChangeEffectiveDates,
} from '@shared/domain/changes/effective-dates';
import { TIER_FIELD_NAMES } from '@shared/domain/contributions/contributions';
import { type LineContributionRule, simulateEmployees } from '@shared/domain/contributions/simulation';
import { type CalendarDate, formatIsoDate } from '@shared/domain/dates/dates';
import { resolveAgesOn } from '@shared/domain/enrollment/ages';
import { COVERAGE_TYPES, type CoverageType } from '@shared/domain/enums';
import { fromCentsOrNull } from '@shared/domain/money/money';
import { planYearOf } from '@shared/domain/payroll/pay-calendar';
import { buildPricingCensus } from '@shared/domain/pricing/census';
import {
  COMPANY_POLICY_MESSAGES,
  type CompanyContributionsRequest,
  type CompanyPolicies,
  type CompanyPolicy,
  createCompanyContributionsSchema,
  SIMULATED_LINES,
  type SimulationEmployee,
  type SimulationLine,
} from '@shared/schemas/company-policy';
import { contributionValueFields } from '@shared/schemas/contribution';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { invalidateCompanyRenewal } from '../../../lib/company-renewal';
import { CONTRIBUTION_MONEY, centsOnly, dollarsOnly } from '../../../lib/money-row';
import { parseOrFail } from '../../../lib/parse-or-fail';
import { defineSharedGroupCache } from '../../../lib/shared-cache';
import { assertVersion } from '../../../lib/versioned-write';
import { invalidateLinePricing, loadLinePricing, toContributionRule } from '../../carriers';
import { deriveApplicationStatus } from '../companies/application-status';
import { listPeopleOnPlanYear, readApplicationsOf } from '../plan-year-people/plan-year-people.service';
import {
  type ContributionValues,
  countApplications,
  findClassCompanies,
  findClasses,
  findCompanyState,
  findContributionChangeDates,
  findContributions,
  findOfferedPlans,
  findPolicy,
  insertContributions,
  listCompanyPolicies,
  lockPolicy,
  type PolicyRow,
  raisePlanYearVersions,
  raisePolicyVersion,
  type StoredContribution,
  listCompanyIdsWithPlanYear as selectCompanyIdsWithPlanYear,
  updateContribution,
} from './company-policies.repository';
import { describeWindowSettings } from './enrollment-window';

/*
 * Manage policy (issue 12 item 1, decision 0030): a plan year of the company and its contributions. The save is
 * one transaction that locks the plan year, checks the version the screen read (409), refuses another
 * company's contribution or class ids (403), validates the whole table with the shared schema (every error at
 * once), inserts new rows, updates changed ones, deactivates removed saved ones, raises the version and audits
 * counts (never figures of a person). After the commit the changed lines' pricing is forgotten in every process,
 * so an unsigned application's next plan cost shows the new contribution (decision 0017).
 */

/** The company's plan years and the one manage policy edits: the enrolled one, else the upcoming one. */
export async function listPlanYears(db: Db, companyId: string): Promise<CompanyPolicies> {
  const rows = await listCompanyPolicies(db, companyId);
  const current = rows.find((r) => r.status !== 'cancelled') ?? null;
  return {
    currentCompanyPolicyId: current?.id ?? null,
    policies: rows.map((r) => ({
      id: r.id,
      status: r.status,
      effectiveAt: r.effectiveAt,
      renewalAt: r.renewalAt,
    })),
  };
}

/** The plan year when it is the company's: 404 when there is none, 403 when it is another company's. */
async function requirePolicyOfCompany(
  db: Db,
  companyId: string,
  companyPolicyId: string,
): Promise<PolicyRow> {
  const policy = await findPolicy(db, companyPolicyId);
  if (!policy) throw notFound('That plan year');
  if (policy.companyId !== companyId) throw forbidden();
  return policy;
}

const toRule = (row: StoredContribution, tiered: boolean): LineContributionRule => ({
  ...toContributionRule({ ...row, tiered }),
  contributionType: row.contributionType,
  serviceLine: row.serviceLine,
});

/** A plan year with its lines, classes and, with `include=companyContributions`, its contributions and simulation. */
export async function readCompanyPolicy(
  db: Db,
  companyId: string,
  companyPolicyId: string,
  include: 'companyContributions' | undefined,
): Promise<CompanyPolicy> {
  const policy = await requirePolicyOfCompany(db, companyId, companyPolicyId);
  const [company, offered, classes, applications] = await Promise.all([
    findCompanyState(db, companyId),
    findOfferedPlans(db, policy.id),
    findClasses(db, companyId),
    countApplications(db, policy.id),
  ]);
  const lines = COVERAGE_TYPES.map((coverageType) => ({
    coverageType,
    plans: offered
      .filter((p) => p.type === coverageType)
      .map(({ id, name, carrierName, isBasePlan }) => ({ id, name, carrierName, isBasePlan })),
  })).filter((line) => line.plans.length > 0);
  const base: CompanyPolicy = {
    id: policy.id,
    companyId: policy.companyId,
    status: policy.status,
    state: company?.state ?? '',
    effectiveAt: policy.effectiveAt,
    renewalAt: policy.renewalAt,
    waitingPeriod: policy.waitingPeriod,
    typeOfContribution: policy.typeOfContribution,
    hasTieredContributions: policy.hasTieredContributions,
    version: policy.version,
    lines,
    classes,
    enrollmentWindow: describeWindowSettings(policy),
    applications,
  };
  if (include !== 'companyContributions') return base;
  const [contributions, simulation] = await Promise.all([
    findContributions(db, policy.id),
    loadSimulation(
      db,
      companyId,
      policy,
      lines.map((l) => l.coverageType),
    ),
  ]);
  return {
    ...base,
    // In the spec's line order, the default class first on each line.
    companyContributions: contributions
      .map((row) => ({ ...dollarsOnly(row, CONTRIBUTION_MONEY), name: row.name ?? '' }))
      .sort(
        (a, b) =>
          COVERAGE_TYPES.indexOf(a.serviceLine) - COVERAGE_TYPES.indexOf(b.serviceLine) ||
          Number(a.employeeRoleId !== null) - Number(b.employeeRoleId !== null),
      ),
    contributionChange: describeContributionChange(policy, contributions),
    simulation,
    employeeContributions: simulateEmployees(
      simulation.lines,
      simulation.employees,
      contributions.map((row) => toRule(row, policy.hasTieredContributions)),
    ),
  };
}

/**
 * A plan year's people as the shared simulation reads them (each eligible employee's class, census on the
 * coverage date and choices on medical, dental and vision) and its lines' priced plans: what renewal prices a
 * census with (decision 0035).
 */
export async function readPlanYearCensus(db: Db, companyId: string, companyPolicyId: string) {
  const policy = await requirePolicyOfCompany(db, companyId, companyPolicyId);
  const offered = await findOfferedPlans(db, policy.id);
  const lines = COVERAGE_TYPES.filter((line) => offered.some((p) => p.type === line));
  return loadSimulation(db, companyId, policy, lines);
}

/**
 * Each active employee's annual salary in dollars (null when not on file), by employee form id: what disability
 * is priced on. Read beside the plan year's census, never kept in it: the cached census is also Manage policy's
 * simulation, which the browser receives, and salaries are needed only where disability is priced.
 */
export async function readCompanySalaries(db: Db, companyId: string): Promise<Map<string, number | null>> {
  const people = await listPeopleOnPlanYear(db, companyId, null);
  return new Map(people.map((p) => [p.formId, fromCentsOrNull(p.annualSalaryCents)]));
}

/** A plan year's contribution rows as the engine's rules (the suite comparison's current side, decision 0039). */
export async function readPlanYearRules(
  db: Db,
  companyId: string,
  companyPolicyId: string,
): Promise<LineContributionRule[]> {
  const policy = await requirePolicyOfCompany(db, companyId, companyPolicyId);
  const rows = await findContributions(db, policy.id);
  return rows.map((row) => toRule(row, policy.hasTieredContributions));
}

/** The company's active classes, the default first (renewal rows name them, decision 0035). */
export function readCompanyClasses(db: Db, companyId: string) {
  return findClasses(db, companyId);
}

/** What the browser's simulation reads: each simulated line's priced plans, and each employee's census and choices. */
async function loadSimulation(
  db: Db,
  companyId: string,
  policy: PolicyRow,
  offeredLines: readonly CoverageType[],
): Promise<{ lines: SimulationLine[]; employees: SimulationEmployee[] }> {
  const simulated = SIMULATED_LINES.filter((l) => offeredLines.includes(l));
  const today = clock.today();
  const [pricings, employees] = await Promise.all([
    Promise.all(simulated.map((line) => loadLinePricing(db, policy.id, line))),
    planYearPeople.getOrLoad(
      db,
      companyId,
      [policy.id, policy.effectiveAt, formatIsoDate(today), ...simulated].join(' '),
      () => loadSimulationEmployees(db, companyId, policy, simulated, today),
    ),
  ]);
  const lines: SimulationLine[] = simulated.map((coverageType, i) => ({
    coverageType,
    basePlanId: pricings[i]!.basePlan?.id ?? null,
    plans: pricings[i]!.pricedPlans,
  }));
  return { lines, employees };
}

/**
 * A plan year's people as the simulation reads them, kept 5 s per company (decisions 0017, 0039): the costs of
 * a renewal comparison, the renewal record and manage policy each price the whole census, and reading it is
 * eight statements. It follows the company's people: every write that changes a person, a dependent or an
 * application forgets it (`invalidateCompanyPeople`).
 */
const planYearPeople = defineSharedGroupCache<SimulationEmployee[]>('planYearPeople', 5_000, {
  follows: ['companyPeople'],
  perGroup: 8,
});

async function loadSimulationEmployees(
  db: Db,
  companyId: string,
  policy: PolicyRow,
  simulated: readonly CoverageType[],
  today: CalendarDate,
): Promise<SimulationEmployee[]> {
  const people = await listPeopleOnPlanYear(db, companyId, policy.id);
  const eligible = people.filter((p) => p.isEligible);
  const {
    dependentsOf,
    coveragesOf: choicesOf,
    enrolledOf: enrollmentsOf,
  } = await readApplicationsOf(db, eligible);
  const employees: SimulationEmployee[] = [];
  eligible.sort((x, y) => x.lastName.localeCompare(y.lastName) || x.firstName.localeCompare(y.firstName));
  for (const person of eligible) {
    // Without a birth date there is no age to price: such a person is left out of the simulation.
    if (!person.bornAt) continue;
    const own = dependentsOf.get(person.formId) ?? [];
    const ownChoices = (person.policyId && choicesOf.get(person.policyId)) || [];
    const ownEnrollments = (person.policyId && enrollmentsOf.get(person.policyId)) || [];
    const agesOn = resolveAgesOn(
      { policyEffectiveAt: person.policyEffectiveAt, planYearEffectiveAt: policy.effectiveAt },
      today,
    );
    const census = buildPricingCensus(
      { id: person.formId, bornAt: person.bornAt, tobaccoUser: person.tobaccoUser },
      own.map((d) => ({ id: d.id, bornAt: d.bornAt, dependentType: d.dependentType })),
      agesOn,
    );
    const elections: SimulationEmployee['elections'] = {};
    for (const line of simulated) {
      const choice = ownChoices.find((c) => c.coverageType === line);
      if (choice?.isEnrolling === 'No') elections[line] = 'declined';
      else if (choice?.isEnrolling === 'Yes' && choice.planId)
        elections[line] = {
          planId: choice.planId,
          dependentIds: ownEnrollments
            .filter((e) => e.coverageType === line)
            .map((e) => e.dependentId)
            .filter((id) => own.some((d) => d.id === id)),
        };
      else elections[line] = null;
    }
    employees.push({
      id: person.formId,
      name: `${person.firstName} ${person.lastName}`,
      employeeRoleId: person.employeeRoleId,
      applicationStatus: deriveApplicationStatus({
        completedAt: person.completedAt,
        completedSteps: person.steps ?? 0,
        enrollingAnswers: ownChoices
          .filter((c) => c.isEnrolling !== null)
          .map((c) => c.isEnrolling as 'Yes' | 'No'),
      }),
      census: { ...census, dependents: census.dependents },
      dependents: own.map((d) => ({
        id: d.id,
        name: `${d.firstName} ${d.lastName}`,
        relationship: d.dependentType,
      })),
      elections,
    });
  }
  return employees;
}

/** The name a default-class row is stored with (a class row takes its class's name). */
const DEFAULT_CLASS_NAME = 'Default class';

const sameNumber = (a: number | null | undefined, b: number | null) => (a ?? null) === b;

/**
 * The values a row keeps: only those its type reads (a fixed row keeps no percentages), and the dependents'
 * single value or, on a tiered plan year, one per tier; so a stored row never says two things.
 */
function keptValues(row: CompanyContributionsRequest['companyContributions'][number], tiered: boolean) {
  const read = new Set(contributionValueFields(row.contributionType, tiered));
  const kept = (key: (typeof VALUE_FIELDS)[number]) => (read.has(key) ? (row[key] ?? null) : null);
  return Object.fromEntries(VALUE_FIELDS.map((key) => [key, kept(key)])) as Record<
    (typeof VALUE_FIELDS)[number],
    number | null
  >;
}
const VALUE_FIELDS = [
  'employeePercentage',
  'dependentPercentage',
  'employeeFixedAmount',
  'dependentFixedAmount',
  ...TIER_FIELD_NAMES,
] as const;

/**
 * The days each line's contributions changed during the plan year (decision 0072), earliest first: where a
 * person's per-paycheck share of that line starts again (payroll's deductions, every per-paycheck figure on a
 * screen). A line whose rows never changed is left out.
 */
export async function listContributionChangeDates(
  db: Db,
  companyPolicyId: string,
): Promise<Partial<Record<CoverageType, string[]>>> {
  const out: Partial<Record<CoverageType, string[]>> = {};
  for (const row of await findContributionChangeDates(db, companyPolicyId))
    out[row.coverageType] = [...(out[row.coverageType] ?? []), row.from!].sort();
  return out;
}

/** The month the latest table applies from, when a change during the plan year was saved (else null). */
const tableFromOf = (rows: ReadonlyArray<{ effectiveFrom: string | null }>) =>
  rows.reduce<string | null>(
    (a, r) => (r.effectiveFrom && (!a || r.effectiveFrom > a) ? r.effectiveFrom : a),
    null,
  );

/** When the next contribution change may take effect, and from when the table shown applies. */
function describeContributionChange(
  policy: Pick<PolicyRow, 'effectiveAt' | 'renewalAt'>,
  rows: ReadonlyArray<{ effectiveFrom: string | null }>,
) {
  const planYear = policy.effectiveAt ? planYearOf(policy.effectiveAt, policy.renewalAt) : null;
  const tableFrom = tableFromOf(rows);
  return {
    effectiveDates: planYear ? listChangeEffectiveDates(clock.today(), planYear, tableFrom) : [],
    tableFrom,
  };
}

/**
 * Saves the plan year's contribution table (the whole table: a saved row left out is deactivated), effective
 * from the first of a month (decision 0072): on or before the plan year's first month the rows are edited in
 * place; later, each row that changes is closed on that day and its new terms start from it, so the months and
 * pay dates before keep what they were priced with.
 */
export async function saveCompanyContributions(
  db: Db,
  actor: Actor,
  companyId: string,
  companyPolicyId: string,
  request: CompanyContributionsRequest,
  /**
   * Called once the change is stored, for the employees' notices: when it takes effect during the plan year, and
   * when it edits a plan year that has not begun in place (`inPlace`: the signed elections' shares change from
   * its first day).
   */
  onChanged?: (change: { effectiveOn: string; changeId: string; inPlace: boolean }) => Promise<unknown>,
): Promise<CompanyPolicy> {
  let duringYear: string | null = null;
  let fromStart: string | null = null;
  const changedLines = await db.transaction(async (tx) => {
    const policy = await lockPolicy(tx, companyPolicyId);
    if (!policy) throw notFound('That plan year');
    if (policy.companyId !== companyId) throw forbidden();
    assertVersion(policy.version, request.version, COMPANY_POLICY_MESSAGES.version);
    if (policy.status === 'cancelled') throw new AppError('conflict', COMPANY_POLICY_MESSAGES.cancelled);

    const classIds = [
      ...new Set(request.companyContributions.flatMap((r) => (r.employeeRoleId ? [r.employeeRoleId] : []))),
    ];
    const [stored, classes, offered] = await Promise.all([
      findContributions(tx, policy.id),
      findClassCompanies(tx, classIds),
      findOfferedPlans(tx, policy.id),
    ]);
    // Compared with the request in its dollars; written back in cents.
    const storedById = new Map(stored.map((r) => [r.id, dollarsOnly(r, CONTRIBUTION_MONEY)]));
    // Ids the caller may not name: another plan year's contribution, another company's class (or none).
    if (request.companyContributions.some((r) => r.id && !storedById.has(r.id)))
      throw forbidden(COMPANY_POLICY_MESSAGES.otherRow);
    if (classes.length !== classIds.length || classes.some((c) => c.companyId !== companyId))
      throw forbidden(COMPANY_POLICY_MESSAGES.otherClass);

    const offeredLines = COVERAGE_TYPES.filter((line) => offered.some((p) => p.type === line));
    // Left out, tiering stays as it is; the rows are checked as the plan year will be.
    const tiered = request.hasTieredContributions ?? policy.hasTieredContributions;
    // When it takes effect: the day asked for (or the earliest allowed), checked by the shared rule.
    const planYear = policy.effectiveAt ? planYearOf(policy.effectiveAt, policy.renewalAt) : null;
    const tableFrom = tableFromOf(stored);
    const effectiveOn = planYear
      ? (request.effectiveOn ?? listChangeEffectiveDates(clock.today(), planYear, tableFrom)[0] ?? null)
      : null;
    if (planYear) {
      const error = effectiveOn
        ? changeEffectiveDateError(effectiveOn, clock.today(), planYear, tableFrom)
        : CHANGE_EFFECTIVE_DATE_MESSAGES.outside;
      if (error) throw validationFailed({ effectiveOn: error });
    }
    const inPlace = !planYear || !effectiveOn || changesInPlace(effectiveOn, planYear);
    const spanFrom = inPlace ? null : effectiveOn;
    if (!inPlace && tiered !== policy.hasTieredContributions)
      throw validationFailed({ hasTieredContributions: COMPANY_POLICY_MESSAGES.tieringMidYear });
    /** A row's change: edited in place when it already starts on the change's day, else closed and restarted. */
    const startsOnChange = (row: { effectiveFrom: string | null }) =>
      inPlace || row.effectiveFrom === spanFrom;

    const table = parseOrFail(createCompanyContributionsSchema(offeredLines), {
      ...request,
      hasTieredContributions: tiered,
    });
    const names = new Map((await findClasses(tx, companyId)).map((c) => [c.id, c.name]));

    const changed = new Set<CoverageType>();
    const inserts: ContributionValues[] = [];
    const sent = new Set<string>();
    let updated = 0;
    let deactivated = 0;
    for (const row of table.companyContributions) {
      const values = {
        coverageType: row.serviceLine,
        employeeRoleId: row.employeeRoleId,
        name: row.employeeRoleId ? (names.get(row.employeeRoleId) ?? null) : DEFAULT_CLASS_NAME,
        active: row.active,
        contributionType: row.contributionType,
        ...keptValues(row, tiered),
      };
      if (!row.id) {
        // An unsaved row removed on the screen is simply not stored.
        if (row.active) {
          inserts.push({ ...centsOnly(values, CONTRIBUTION_MONEY), effectiveFrom: spanFrom });
          changed.add(row.serviceLine);
        }
        continue;
      }
      sent.add(row.id);
      const old = storedById.get(row.id)!;
      // A saved row keeps its line; a removed one keeps its values and is only deactivated.
      const next = row.active ? { ...values, coverageType: old.serviceLine } : { active: false };
      const differing = Object.entries(next).filter(([key, value]) => {
        const before = (old as Record<string, unknown>)[key === 'coverageType' ? 'serviceLine' : key];
        return typeof value === 'number' || value === null
          ? !sameNumber(value as number | null, before as number | null)
          : value !== before;
      });
      if (differing.length === 0) continue;
      // A row's name is a label, not a term: renaming it (a class renamed) changes no one's price.
      const termsChange = differing.some(([key]) => key !== 'name');
      if (startsOnChange(old) || !termsChange)
        await updateContribution(tx, policy.id, row.id, centsOnly(next, CONTRIBUTION_MONEY));
      else {
        // The old terms stay for the months before; the new ones start on the change's day.
        await updateContribution(tx, policy.id, row.id, { effectiveUntil: spanFrom });
        if (row.active)
          inserts.push({
            ...centsOnly(values, CONTRIBUTION_MONEY),
            coverageType: old.serviceLine,
            effectiveFrom: spanFrom,
          });
      }
      changed.add(old.serviceLine);
      if (row.active) updated += 1;
      else deactivated += 1;
    }
    for (const old of stored) {
      if (old.active && !sent.has(old.id)) {
        await updateContribution(
          tx,
          policy.id,
          old.id,
          startsOnChange(old) ? { active: false } : { effectiveUntil: spanFrom },
        );
        changed.add(old.serviceLine);
        deactivated += 1;
      }
    }
    await insertContributions(tx, policy.id, inserts);
    // Turning tiering on or off reprices every line (the pricing reads the plan year's flag).
    const tieringChanged = tiered !== policy.hasTieredContributions;
    if (tieringChanged) for (const line of offeredLines) changed.add(line);
    if (changed.size === 0) return [];

    // The policy's type of contribution is its first line's (medical when offered) default-class row's.
    const typeOfContribution =
      table.companyContributions.find(
        (r) => r.active && r.employeeRoleId === null && r.serviceLine === offeredLines[0],
      )?.contributionType ?? policy.typeOfContribution;
    await raisePolicyVersion(tx, policy, { typeOfContribution, hasTieredContributions: tiered });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'company_policy.contributions_updated',
      subjectType: 'company_policy',
      subjectId: policy.id,
      details: {
        lines: [...changed],
        added: inserts.length,
        changed: updated,
        deactivated,
        ...(tieringChanged ? { tiered } : {}),
        effectiveOn: spanFrom ?? policy.effectiveAt,
      },
    });
    duringYear = spanFrom;
    // Edited in place before the plan year's first month is over: its signed elections change from its start.
    if (inPlace && planYear && formatIsoDate(planYear.end) >= clock.todayIso())
      fromStart = formatIsoDate(planYear.start);
    return [...changed];
  });
  if (changedLines.length > 0) {
    await invalidateLinePricing(
      db,
      changedLines.map((coverageType) => ({ companyPolicyId, coverageType })),
    );
    // The renewal comparison's current side prices with these contributions.
    await invalidateCompanyRenewal(db, [companyId]);
    const effectiveOn = duringYear ?? fromStart;
    if (effectiveOn && onChanged)
      await onChanged({ effectiveOn, changeId: randomUUID(), inPlace: duringYear === null });
  }
  return readCompanyPolicy(db, companyId, companyPolicyId, 'companyContributions');
}

/** Every company with a plan year that is not cancelled. */
export function listCompanyIdsWithPlanYear(db: Db): Promise<string[]> {
  return selectCompanyIdsWithPlanYear(db);
}

/**
 * A cancellation (policy-cancellation) changes the plan years it ends: their versions rise, and those that never
 * start are marked cancelled, in the cancellation's transaction. The plan years are this module's to write.
 */
export function markPlanYearsChanged(
  tx: Db,
  policyIds: readonly string[],
  values: { cancel: boolean },
): Promise<void> {
  return raisePlanYearVersions(tx, policyIds, values);
}
