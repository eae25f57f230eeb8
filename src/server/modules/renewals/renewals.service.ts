import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import type { LineContributionRule, SimulationEmployeeInput } from '@shared/domain/contributions/simulation';
import { priceEmployeeOnly } from '@shared/domain/contributions/simulation';
import { formatIsoDate, getDaysInMonth, parseIsoDate } from '@shared/domain/dates/dates';
import { type CoverageType, SERVICE_LINES, type ServiceLine } from '@shared/domain/enums';
import { isValidWaiverReason } from '@shared/domain/participation/participation';
import { selectBasePlan } from '@shared/domain/pricing/build-plan-cost';
import type { PricedPlan } from '@shared/domain/pricing/types';
import { priceCensusOnPlan, ZERO_COST } from '@shared/domain/renewal/census-costs';
import {
  checkParticipation,
  computeAffordability,
  selectAffordabilityThreshold,
} from '@shared/domain/renewal/checks';
import { deriveRenewalStage } from '@shared/domain/renewal/renewal-stage';
import type { RenewalSummary } from '@shared/schemas/auth';
import {
  createEmployeeContributionsSchema,
  createRenewalContributionsSchema,
  createRenewalDetailsSchema,
} from '@shared/schemas/contribution';
import { readToday } from '@shared/schemas/fields';
import {
  type EmployeeContributionsRequest,
  FORM_ERROR_KEY,
  LIFE_CONTRIBUTION,
  type PlanCard,
  RENEWAL_MESSAGES,
  type RenewalChecks,
  type RenewalContributionRow,
  type RenewalDetailsRequest,
  type RenewalEmployee,
  type RenewalRecord,
  type RenewalResponse,
  type SignApplicationRequest,
} from '@shared/schemas/renewal';
import { type Actor, assertCompanyAccess } from '../../access/actor';
import { writeAudit } from '../../access/audit';
import type { Db } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import { invalidateCompanyPeople } from '../../lib/company-people';
import { invalidateCompanyRenewal } from '../../lib/company-renewal';
import { defineSharedCache } from '../../lib/shared-cache';
import type { FileStorage } from '../../plugins/storage/file-storage';
import { deriveApplicationStatus } from '../companies/application-status';
import { addEmployeeRole, reactivateEmployeeRoles } from '../companies/companies.service';
import { readPlanYearCensus } from '../company-policies/company-policies.service';
import { parseOrFail } from '../employee-applications/application-writes';
import {
  invalidateCompanyContext,
  invalidateCurrentPolicy,
} from '../employee-applications/employee-applications.service';
import { startRenewalApplications } from '../employee-renewals/employee-renewals.service';
import {
  findCompanySbcDocuments,
  openCompanyPlanSbc,
  toPlanDocuments,
} from '../plans/plan-documents.service';
import { loadPricedPlans } from '../plans/plans.service';
import {
  findClasses,
  findCompany,
  findContributions,
  findCurrentMedicalAnswers,
  findCurrentRenewal,
  findCurrentRenewalsOf,
  findDueRenewals,
  findEmployees,
  findLivePlanYearsOf,
  findMappedPlans,
  findPolicyMedicalContributions,
  findRenewalOfPolicy,
  findSuitePlans,
  insertContributions,
  insertPolicyContributions,
  insertPolicyPlans,
  insertUpcomingPolicy,
  isPlanOfRenewal,
  lockRenewal,
  moveEmployeePolicies,
  type RenewalContributionValues,
  type RenewalEmployeeRow,
  type RenewalRow,
  type StoredRenewalContribution,
  type SuitePlan,
  setEmployeeClass,
  setPolicyStatus,
  updateContribution,
  updateRenewal,
} from './renewals.repository';

/*
 * The employer's renewal (issue 13 item 3, decisions 0035 and 0037). Reads price the selected package for the
 * company's census with the shared engine; each write is one transaction that locks the renewal, checks its
 * status and version, validates with the shared schemas (every error at once; a form-level error also as
 * `form_error`, spec 2 §8), writes, raises the version and audits counts and ids only.
 */

/** A failure that belongs to the whole form: its message also under the errors map's `form_error`. */
const formError = (code: ConstructorParameters<typeof AppError>[0], message: string) =>
  new AppError(code, message, { [FORM_ERROR_KEY]: message });

const nameKey = (name: string) => name.trim().toLowerCase();

/** The first day a year on (a 29 February start renews on the 28th). */
export function addOneYear(iso: string): string {
  const date = parseIsoDate(iso)!;
  const year = date.year + 1;
  return formatIsoDate({
    year,
    month: date.month,
    day: Math.min(date.day, getDaysInMonth(year, date.month)),
  });
}

type ClassRow = Awaited<ReturnType<typeof findClasses>>[number];

/**
 * What each renewal row's name stands for before signing (decision 0035): the class of that name; the default
 * class's row is the default rule (role null); a name no class has is a class signing will create, which no
 * employee is in yet (a placeholder role).
 */
function roleOfName(classes: readonly ClassRow[], name: string): string | null {
  const found = classes.find((c) => nameKey(c.name) === nameKey(name));
  if (!found) return `new:${nameKey(name)}`;
  return found.isDefault ? null : found.id;
}

function toRules(
  rows: readonly StoredRenewalContribution[],
  classes: readonly ClassRow[],
): LineContributionRule[] {
  return rows
    .filter((r) => r.active)
    .map((r) => ({
      serviceLine: r.serviceLine,
      role: roleOfName(classes, r.name),
      active: true,
      contributionType: r.contributionType,
      employeePercentage: r.employeePercentage,
      dependentPercentage: r.dependentPercentage,
      employeeFixedAmount: r.employeeFixedAmount,
      dependentFixedAmount: r.dependentFixedAmount,
      tiers: null,
    }));
}

const toRow = (r: StoredRenewalContribution): RenewalContributionRow => ({
  id: r.id,
  serviceLine: r.serviceLine,
  active: r.active,
  name: r.name,
  contributionType: r.contributionType,
  employeePercentage: r.employeePercentage,
  dependentPercentage: r.dependentPercentage,
  employeeFixedAmount: r.employeeFixedAmount,
  dependentFixedAmount: r.dependentFixedAmount,
});

const byLine = <T>(make: (line: ServiceLine) => T) =>
  Object.fromEntries(SERVICE_LINES.map((line) => [line, make(line)])) as Record<ServiceLine, T>;

/** The lines the package offers, in the spec's order. */
const linesOf = (plans: readonly { type: CoverageType }[]): ServiceLine[] =>
  SERVICE_LINES.filter((line) => plans.some((p) => p.type === line));

/** The base plan of a line: the one the package flags, else the least expensive (selectBasePlan). */
function basePlanOf(line: ServiceLine, suite: readonly SuitePlan[], priced: ReadonlyMap<string, PricedPlan>) {
  const onLine = suite.filter((p) => p.type === line);
  const flagged = onLine.find((p) => p.isBasePlan);
  if (flagged) return priced.get(flagged.id) ?? null;
  return selectBasePlan(onLine.flatMap((p) => (priced.has(p.id) ? [priced.get(p.id)!] : [])));
}

export type { RenewalRow };

/*
 * The renewal row is this module's: the open-enrollment setup and the suite comparison read and lock it
 * through these, never through the repository (decision 0035's "current renewal" is written once).
 */

/** The company's current renewal (decision 0035: its newest neither completed nor cancelled), or null. */
export function readCurrentRenewal(db: Db, companyId: string): Promise<RenewalRow | null> {
  return findCurrentRenewal(db, companyId);
}

/** The newest renewal of a plan year (the one renewing it), or null. */
export function readRenewalOfPolicy(db: Db, companyPolicyId: string): Promise<RenewalRow | null> {
  return findRenewalOfPolicy(db, companyPolicyId);
}

/** The renewal, locked for the rest of the transaction (every renewal write takes it first), or null. */
export function lockRenewalRow(tx: Db, renewalId: string): Promise<RenewalRow | null> {
  return lockRenewal(tx, renewalId);
}

/** The company's current renewal: 404 without one. */
async function requireRenewal(db: Db, companyId: string): Promise<RenewalRow> {
  const renewal = await findCurrentRenewal(db, companyId);
  if (!renewal) throw formError('not_found', RENEWAL_MESSAGES.noRenewal);
  return renewal;
}

/**
 * The renewal record by company, kept 5 s (decisions 0011, 0017, 0037): pricing every package plan for the
 * census is the heaviest read of the renewal pages, and each page of the flow reads it. It follows the company's
 * renewal and people: a renewal write (here or in the setup, the packages or an employee's renewal application)
 * forgets it through `invalidateCompanyRenewal`, a change to the people (an employee's eligibility, a dependent,
 * an application) through `invalidateCompanyPeople`, in every process, after the commit.
 */
const renewalRecords = defineSharedCache<RenewalResponse>('renewalRecord', 5_000, {
  follows: ['companyPeople', 'companyRenewal'],
});

/**
 * Where each company's renewal stands for its administrators (decision 0040): the stage (the current renewal's
 * status, else whether the plan year in force is due for its setup), the new plan year's first day and how many
 * packages there are to compare. Two statements for any number of companies; the session carries it, so the
 * dashboard's navigation and Home need no read of their own.
 */
export async function readRenewalSummaries(
  db: Db,
  companyIds: readonly string[],
  today: string = formatIsoDate(readToday()),
): Promise<Map<string, RenewalSummary | null>> {
  const [current, planYears] = await Promise.all([
    findCurrentRenewalsOf(db, companyIds),
    findLivePlanYearsOf(db, companyIds),
  ]);
  const renewalOf = new Map(current.map((r) => [r.companyId, r]));
  const summaries = new Map<string, RenewalSummary | null>();
  for (const companyId of companyIds) {
    const renewal = renewalOf.get(companyId) ?? null;
    const live = planYears.filter((p) => p.companyId === companyId);
    const inForce =
      live
        .filter((p) => p.status === 'enrolled')
        .sort((a, b) => (b.effectiveAt ?? '').localeCompare(a.effectiveAt ?? ''))[0] ?? null;
    const stage = deriveRenewalStage({
      currentRenewalStatus: renewal?.status ?? null,
      planYearInForce: inForce,
      hasLaterPlanYear: live.some(
        (p) => p !== inForce && (!inForce?.effectiveAt || (p.effectiveAt ?? '') > inForce.effectiveAt),
      ),
      today,
    });
    const effectiveAt = renewal?.effectiveAt ?? inForce?.renewalAt ?? null;
    summaries.set(
      companyId,
      stage && effectiveAt
        ? { stage, effectiveAt, planSuiteCount: renewal ? renewal.planSuiteCount : 0 }
        : null,
    );
  }
  return summaries;
}

/** Where an administrator opens the company's stored SBC of a renewal plan (the overview's and comparison's cards). */
export const renewalPlanSbcPath = (planId: string, companyTokenPrefix: string) =>
  `/api/v2/ben_admin_renewal/plans/${planId}/sbc?${new URLSearchParams({ company_id_token: companyTokenPrefix })}`;

/**
 * GET ben_admin_renewal/plans/{planId}/sbc: the company's stored SBC of a plan of its current renewal (a
 * package's, or the plan year renewed or created); 404 without a renewal, for another plan, or with no document.
 */
export async function openRenewalPlanSbc(
  deps: { db: Db; storage: FileStorage },
  companyId: string,
  planId: string,
) {
  const renewal = await requireRenewal(deps.db, companyId);
  if (!(await isPlanOfRenewal(deps.db, renewal, planId))) throw notFound('That plan');
  return openCompanyPlanSbc(deps, companyId, planId);
}

/** GET ben_admin_renewal: the record, with the overview's cards priced for the census and the checks. */
export function readRenewal(db: Db, companyId: string): Promise<RenewalResponse> {
  return renewalRecords.getOrLoad(db, companyId, () => loadRenewal(db, companyId));
}

async function loadRenewal(db: Db, companyId: string): Promise<RenewalResponse> {
  const renewal = await findCurrentRenewal(db, companyId);
  if (!renewal) return { renewal: null, state: 'none' };
  if (renewal.status === 'processing') return { renewal: null, state: 'processing' };
  return { renewal: await buildRecord(db, companyId, renewal), state: 'ready' };
}

async function buildRecord(db: Db, companyId: string, renewal: RenewalRow): Promise<RenewalRecord> {
  const [company, suite, stored, classes, people, census, currentAnswers, policyOptions] = await Promise.all([
    findCompany(db, companyId),
    renewal.selectedPlanSuiteId ? findSuitePlans(db, renewal.selectedPlanSuiteId) : Promise.resolve([]),
    findContributions(db, renewal.id),
    findClasses(db, companyId),
    findEmployees(db, companyId, renewal.upcomingCompanyPolicyId),
    renewal.currentCompanyPolicyId
      ? readPlanYearCensus(db, companyId, renewal.currentCompanyPolicyId)
      : Promise.resolve({ lines: [], employees: [] }),
    renewal.currentCompanyPolicyId
      ? findCurrentMedicalAnswers(db, renewal.currentCompanyPolicyId)
      : Promise.resolve([]),
    renewal.upcomingCompanyPolicyId
      ? findPolicyMedicalContributions(db, renewal.upcomingCompanyPolicyId)
      : Promise.resolve(null),
  ]);
  if (!company) throw notFound('That company');
  const [pricedPlans, sbcDocuments] = await Promise.all([
    loadPricedPlans(
      db,
      suite.map((p) => p.id),
    ),
    findCompanySbcDocuments(
      db,
      companyId,
      suite.map((p) => p.id),
    ),
  ]);
  const tokenPrefix = toCompanyTokenPrefix(company.idToken);
  const priced = new Map(pricedPlans.map((p) => [p.priced.id, p.priced]));
  const rules = toRules(stored, classes);
  const lines = linesOf(suite);
  const personOf = new Map(people.map((p) => [p.formId, p]));
  // The simulation's census with each employee's salary (life and disability price on it).
  const employees: SimulationEmployeeInput[] = census.employees.map((e) => ({
    ...e,
    census: { ...e.census, annualSalaryDollars: personOf.get(e.id)?.annualSalary ?? null },
  }));
  const basePlans = byLine((line) => basePlanOf(line, suite, priced));

  const cards = byLine((line) =>
    suite
      .filter((p) => p.type === line)
      .map((p): PlanCard => {
        const plan = priced.get(p.id);
        const costs = plan
          ? priceCensusOnPlan({ plan, basePlan: basePlans[line], rules, employees })
          : { ...ZERO_COST };
        // The company's SBC document first, else the carrier's link: Health plan details' rule (decision 0070).
        const documents = toPlanDocuments(p, sbcDocuments.get(p.id), renewalPlanSbcPath(p.id, tokenPrefix));
        return {
          id: p.id,
          name: p.name,
          carrier_name: p.carrierName,
          service_line: line,
          metal_tier: p.metalTier,
          plan_type: p.planType,
          deductible: p.deductible,
          estimated_costs: { pcp_visit: p.estimatedCosts?.pcp_visit ?? null },
          annual_maximum: p.annualMaximum,
          preventive_care: p.preventiveCare,
          eye_exam: p.eyeExam,
          lenses: p.lenses,
          contacts: p.contacts,
          coverage_amount: p.coverageAmount,
          salary_coverage_percentage: p.salaryCoveragePercentage,
          max_benefit: p.maxBenefit,
          benefit_duration: p.benefitDuration,
          elimination_period: p.eliminationPeriod,
          sbc: documents.sbc,
          sbc_url: documents.sbc?.href ?? null,
          provider_directory_url: documents.providerDirectoryUrl,
          formulary_url: documents.formularyUrl,
          total_cost: costs.premium,
          costs,
        };
      }),
  );

  const activeRows = stored.filter((r) => r.active);
  const defaultClass = classes.find((c) => c.isDefault) ?? null;
  const medicalRows = activeRows.filter((r) => r.serviceLine === 'medical');
  const options = policyOptions
    ? policyOptions.map((o) => ({ id: o.id, label: o.name ?? defaultClass?.name ?? 'Default class' }))
    : medicalRows.map((r) => ({ id: r.id, label: r.name }));
  // An employee's class row: their class's, else the default rule's (role null).
  const optionOf = (person: RenewalEmployeeRow): string | null => {
    if (policyOptions) {
      const own = policyOptions.find((o) => o.employeeRoleId && o.employeeRoleId === person.employeeRoleId);
      return (own ?? policyOptions.find((o) => o.employeeRoleId === null))?.id ?? null;
    }
    const role = person.employeeRoleId === defaultClass?.id ? null : person.employeeRoleId;
    const own = medicalRows.find((r) => role !== null && roleOfName(classes, r.name) === role);
    return (own ?? medicalRows.find((r) => roleOfName(classes, r.name) === null))?.id ?? null;
  };

  const renewalEmployees: RenewalEmployee[] = people.map((p) => ({
    id: p.formId,
    name: `${p.firstName} ${p.lastName}`,
    email: p.email,
    isEligible: p.isEligible,
    renewalPolicyExternalID: p.renewalPolicyId,
    medicalCompanyContributionID: optionOf(p),
    renewalPolicyStatus: p.renewalPolicyId
      ? deriveApplicationStatus({
          completedAt: p.renewalCompletedAt,
          completedSteps: p.renewalSteps ?? 0,
          enrollingAnswers: p.renewalAnswers ?? [],
        })
      : null,
    renewalApplicationRelativePath: p.renewalPolicyId ? `/company-admin/employee-renewal/${p.hashId}` : null,
  }));

  const checks = buildChecks({
    planYear: Number(renewal.effectiveAt.slice(0, 4)),
    people,
    currentAnswers,
    employees,
    rules,
    medicalPlans: suite.filter((p) => p.type === 'medical').flatMap((p) => priced.get(p.id) ?? []),
    medicalBasePlan: basePlans.medical,
    classes,
  });

  return {
    id: renewal.id,
    status: renewal.status,
    version: renewal.version,
    effectiveAt: renewal.effectiveAt,
    companyName: company.name,
    companyPolicyID: renewal.status === 'signed' ? renewal.upcomingCompanyPolicyId : null,
    companyIDToken: company.idToken,
    zipCode: company.zip,
    probationaryPeriod: renewal.probationaryPeriod,
    signatureImageDataUrl: null,
    isSigned: renewal.hasSignature,
    signedAt: renewal.signedAt?.toISOString() ?? null,
    contributions: byLine((line) => activeRows.filter((r) => r.serviceLine === line).map(toRow)),
    serviceLinesWithPlans: lines,
    planIds: byLine((line) => suite.filter((p) => p.type === line).map((p) => p.id)),
    medicalCompanyContributionOptions: options,
    employees: renewalEmployees,
    plans: cards,
    pricing: lines.map((line) => ({
      serviceLine: line,
      basePlanId: basePlans[line]?.id ?? null,
      plans: suite.filter((p) => p.type === line).flatMap((p) => priced.get(p.id) ?? []),
    })),
    checks,
  };
}

/** Participation on the plan year renewed, the medical rows' employee-only premiums, and affordability. */
function buildChecks(input: {
  /** The calendar year the renewed plan year starts in (its affordability percentage). */
  planYear: number;
  people: readonly RenewalEmployeeRow[];
  currentAnswers: Awaited<ReturnType<typeof findCurrentMedicalAnswers>>;
  employees: readonly SimulationEmployeeInput[];
  rules: readonly LineContributionRule[];
  medicalPlans: readonly PricedPlan[];
  medicalBasePlan: PricedPlan | null;
  classes: readonly ClassRow[];
}): RenewalChecks {
  const answerOf = new Map(input.currentAnswers.map((a) => [a.formId, a]));
  const eligible = input.people.filter((p) => p.isEligible);
  const participation = checkParticipation(
    eligible.map((p) => {
      const answer = answerOf.get(p.formId);
      const signed = answer?.completedAt != null;
      return {
        isEnrolledInMedical: signed && answer?.medical === 'Yes',
        hasValidWaiver: signed && answer?.medical === 'No' && isValidWaiverReason(answer.declinationReason),
      };
    }),
  );
  const personOf = new Map(input.people.map((p) => [p.formId, p]));
  const defaultId = input.classes.find((c) => c.isDefault)?.id;
  const roleOf = (id: string | null) => (id === defaultId ? null : id);
  const base = input.medicalBasePlan;
  const medicalEmployeeOnlyPremiums = input.employees.map((e) => ({
    employeeRoleId: roleOf(e.employeeRoleId),
    employeeOnlyPremiumCents: base ? priceEmployeeOnly(base, e.census) : null,
  }));
  const threshold = selectAffordabilityThreshold(input.planYear).percent;
  const affordabilityEmployees = input.employees.map((e) => ({
    ...e,
    employeeRoleId: roleOf(e.employeeRoleId),
    name: personOf.get(e.id)
      ? `${personOf.get(e.id)!.firstName} ${personOf.get(e.id)!.lastName}`
      : 'Employee',
    annualSalaryDollars: personOf.get(e.id)?.annualSalary ?? null,
  }));
  const affordability =
    input.medicalPlans.length === 0
      ? []
      : computeAffordability({
          thresholdPercent: threshold,
          plans: input.medicalPlans,
          basePlan: base,
          rules: input.rules,
          employees: affordabilityEmployees,
        });
  const classIdsByName: Record<string, string> = {};
  for (const c of input.classes) if (!c.isDefault) classIdsByName[nameKey(c.name)] = c.id;
  return {
    participation,
    medicalEmployeeOnlyPremiums,
    classIdsByName,
    defaultClassName: input.classes.find((c) => c.isDefault)?.name ?? null,
    affordability,
    affordabilityThresholdPercent: threshold,
    // Only what the rule reads of each person: their own age (no dependents), class and salary.
    affordabilityEmployees:
      input.medicalPlans.length === 0
        ? []
        : affordabilityEmployees.map((e) => ({
            id: e.id,
            name: e.name,
            employeeRoleId: e.employeeRoleId,
            employee: e.census.employee,
            annualSalaryDollars: e.annualSalaryDollars,
          })),
  };
}

/** Locks the company's current renewal and checks it may be edited at this version. */
async function lockOpenRenewal(tx: Db, companyId: string, version: number, status: 'open' | 'signed') {
  const current = await requireRenewal(tx, companyId);
  const renewal = await lockRenewal(tx, current.id);
  if (!renewal) throw formError('not_found', RENEWAL_MESSAGES.noRenewal);
  if (renewal.status !== status)
    throw formError('conflict', status === 'open' ? RENEWAL_MESSAGES.notOpen : RENEWAL_MESSAGES.notSigned);
  if (renewal.version !== version) throw formError('version_conflict', RENEWAL_MESSAGES.version);
  return renewal;
}

type SentRow = {
  id?: string | null;
  active: boolean;
  name: string;
  contributionType: RenewalContributionRow['contributionType'];
  employeePercentage?: number | null;
  dependentPercentage?: number | null;
  employeeFixedAmount?: number | null;
  dependentFixedAmount?: number | null;
};

/** The values a row keeps: only those its type reads (life: the company pays all of it). */
function keptValues(line: ServiceLine, row: SentRow) {
  if (line === 'life') return { ...LIFE_CONTRIBUTION };
  const fixed = row.contributionType === 'fixed';
  return {
    contributionType: row.contributionType,
    employeePercentage: fixed ? null : (row.employeePercentage ?? null),
    dependentPercentage: fixed ? null : (row.dependentPercentage ?? null),
    employeeFixedAmount: fixed ? (row.employeeFixedAmount ?? null) : null,
    dependentFixedAmount: fixed ? (row.dependentFixedAmount ?? null) : null,
  };
}

/** PUT ben_admin_renewal: the waiting period and the whole contribution table, at the renewal's version. */
export async function saveRenewalDetails(
  db: Db,
  actor: Actor,
  companyId: string,
  request: RenewalDetailsRequest,
): Promise<RenewalResponse> {
  const body = request.ben_admin_renewal;
  await db.transaction(async (tx) => {
    const renewal = await lockOpenRenewal(tx, companyId, body.version, 'open');
    const [stored, suite] = await Promise.all([
      findContributions(tx, renewal.id),
      renewal.selectedPlanSuiteId ? findSuitePlans(tx, renewal.selectedPlanSuiteId) : Promise.resolve([]),
    ]);
    const lines = linesOf(suite);
    // Life rows carry the fixed 100% whatever the screen sent (spec 2 §9).
    const sentContributions = (body.contributions ?? {}) as Record<string, unknown>;
    const withLife = Array.isArray(sentContributions.life)
      ? {
          ...sentContributions,
          life: sentContributions.life.map((r: unknown) =>
            r && typeof r === 'object' ? { ...r, ...LIFE_CONTRIBUTION } : r,
          ),
        }
      : sentContributions;
    const storedById = new Map(stored.map((r) => [r.id, r]));
    const extra: Record<string, string> = {};
    for (const line of SERVICE_LINES) {
      const rows = withLife[line];
      if (!Array.isArray(rows)) continue;
      const seen = new Set<string>();
      rows.forEach((row: { id?: unknown; name?: unknown; active?: unknown }, i) => {
        if (
          row?.id &&
          (!storedById.has(String(row.id)) || storedById.get(String(row.id))!.serviceLine !== line)
        )
          throw formError('forbidden', RENEWAL_MESSAGES.otherRow);
        if (row?.active === false || typeof row?.name !== 'string') return;
        const key = nameKey(row.name);
        if (key && seen.has(key)) extra[`contributions.${line}.${i}.name`] = RENEWAL_MESSAGES.duplicateName;
        seen.add(key);
      });
    }
    const parsed = parseOrFail(
      createRenewalContributionsSchema(lines),
      { probationaryPeriod: body.probationaryPeriod, contributions: withLife },
      extra,
    );

    const inserts: RenewalContributionValues[] = [];
    const sent = new Set<string>();
    let changed = 0;
    let deactivated = 0;
    let order = stored.reduce((max, r) => Math.max(max, r.sortOrder), 0);
    for (const line of SERVICE_LINES) {
      for (const row of parsed.contributions[line] as SentRow[]) {
        const values = {
          serviceLine: line,
          name: row.name.trim(),
          active: row.active,
          ...keptValues(line, row),
        };
        if (!row.id) {
          // An unsaved row removed on the screen is simply not stored (spec 2 §4).
          if (row.active) inserts.push({ ...values, sortOrder: ++order });
          continue;
        }
        sent.add(row.id);
        if (!row.active) {
          if (storedById.get(row.id)!.active) {
            await updateContribution(tx, renewal.id, row.id, { active: false });
            deactivated += 1;
          }
          continue;
        }
        await updateContribution(tx, renewal.id, row.id, values);
        changed += 1;
      }
    }
    // A saved row left out of the table was removed: it is deactivated, never deleted.
    for (const old of stored)
      if (old.active && !sent.has(old.id)) {
        await updateContribution(tx, renewal.id, old.id, { active: false });
        deactivated += 1;
      }
    await insertContributions(tx, renewal.id, inserts);
    await updateRenewal(tx, renewal.id, {
      probationaryPeriod: parsed.probationaryPeriod,
      version: renewal.version + 1,
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'renewal.details_saved',
      subjectType: 'renewal',
      subjectId: renewal.id,
      details: { added: inserts.length, changed, deactivated },
    });
  });
  await invalidateCompanyRenewal(db, [companyId]);
  return readRenewal(db, companyId);
}

/**
 * POST sign_application (decision 0035): one transaction that checks the renewal is open and complete, stores
 * the signature, creates the upcoming plan year with the package's plans and the rows as its contributions (each
 * name a class, found or created), opens the eligible employees' renewal applications and sets it signed.
 */
export async function signRenewal(
  db: Db,
  actor: Actor,
  request: SignApplicationRequest,
  /** After the commit: tells the employees their renewal is open (the route queues the notices' job). */
  onSigned?: (signed: { upcomingCompanyPolicyId: string }) => Promise<unknown>,
): Promise<RenewalResponse> {
  const result = await db.transaction(async (tx) => {
    const renewal = await lockRenewal(tx, request.id);
    if (!renewal) throw formError('not_found', RENEWAL_MESSAGES.noRenewal);
    assertCompanyAccess(actor, renewal.companyId);
    if (renewal.status !== 'open') throw formError('conflict', RENEWAL_MESSAGES.notOpen);
    const [stored, suite, classes] = await Promise.all([
      findContributions(tx, renewal.id),
      renewal.selectedPlanSuiteId ? findSuitePlans(tx, renewal.selectedPlanSuiteId) : Promise.resolve([]),
      findClasses(tx, renewal.companyId),
    ]);
    const lines = linesOf(suite);
    const active = stored.filter((r) => r.active);
    const details = createRenewalDetailsSchema(lines).safeParse({
      probationaryPeriod: renewal.probationaryPeriod ?? undefined,
      contributions: byLine((line) => active.filter((r) => r.serviceLine === line)),
      signatureImageDataUrl: request.signatureImageDataUrl ?? '',
    });
    if (!details.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of details.error.issues) {
        const key = issue.path.map(String).join('.');
        if (!(key in fieldErrors)) fieldErrors[key] = issue.message;
      }
      const onlySignature = Object.keys(fieldErrors).every((k) => k === 'signatureImageDataUrl');
      if (!onlySignature) fieldErrors[FORM_ERROR_KEY] = RENEWAL_MESSAGES.incomplete;
      throw validationFailed(fieldErrors);
    }

    // Each row's name is a class: found by name (brought back if inactive) or created; the default class's
    // name is the default rule (role null).
    const defaultClass = classes.find((c) => c.isDefault) ?? null;
    const roleOfRow = new Map<string, string | null>();
    const reactivate: string[] = [];
    let created = 0;
    let sortOrder = classes.length;
    const made = new Map<string, string>();
    for (const row of active) {
      const key = nameKey(row.name);
      const found = classes.find((c) => nameKey(c.name) === key);
      if (found?.isDefault) roleOfRow.set(row.id, null);
      else if (found) {
        if (!found.active) reactivate.push(found.id);
        roleOfRow.set(row.id, found.id);
      } else {
        let id = made.get(key);
        if (!id) {
          id = await addEmployeeRole(tx, renewal.companyId, row.name.trim(), ++sortOrder);
          made.set(key, id);
          created += 1;
        }
        roleOfRow.set(row.id, id);
      }
    }
    await reactivateEmployeeRoles(tx, [...new Set(reactivate)]);

    const medicalDefault = active.find((r) => r.serviceLine === lines[0] && roleOfRow.get(r.id) === null);
    const companyPolicyId = await insertUpcomingPolicy(tx, {
      companyId: renewal.companyId,
      status: 'upcoming',
      effectiveAt: renewal.effectiveAt,
      renewalAt: addOneYear(renewal.effectiveAt),
      waitingPeriod: renewal.probationaryPeriod,
      typeOfContribution: medicalDefault?.contributionType ?? 'percentage',
    });
    // The package's plans, with one base plan per line (the flagged one, else the first).
    await insertPolicyPlans(
      tx,
      suite.map((p) => ({
        companyPolicyId,
        planId: p.id,
        isBasePlan:
          p.isBasePlan ||
          (!suite.some((q) => q.type === p.type && q.isBasePlan) &&
            suite.find((q) => q.type === p.type) === p),
      })),
    );
    await insertPolicyContributions(
      tx,
      active.map((r) => ({
        companyPolicyId,
        coverageType: r.serviceLine,
        employeeRoleId: roleOfRow.get(r.id) ?? null,
        name: r.name,
        contributionType: r.contributionType,
        employeePercentage: r.employeePercentage,
        dependentPercentage: r.dependentPercentage,
        employeeFixedAmount: r.employeeFixedAmount,
        dependentFixedAmount: r.dependentFixedAmount,
      })),
    );
    for (const row of active)
      await updateContribution(tx, renewal.id, row.id, {
        employeeRoleId: roleOfRow.get(row.id) ?? defaultClass?.id ?? null,
      });

    const people = await findEmployees(tx, renewal.companyId, null);
    const eligible = people.filter((p) => p.isEligible);
    const mapped = renewal.selectedPlanSuiteId
      ? await findMappedPlans(tx, renewal.id, renewal.selectedPlanSuiteId)
      : [];
    const onlyPlanOfLine: Partial<Record<CoverageType, string>> = {};
    for (const line of lines) {
      const onLine = suite.filter((p) => p.type === line);
      if (onLine.length === 1) onlyPlanOfLine[line] = onLine[0]!.id;
    }
    const opened = await startRenewalApplications(tx, {
      fromCompanyPolicyId: renewal.currentCompanyPolicyId,
      toCompanyPolicyId: companyPolicyId,
      effectiveAt: renewal.effectiveAt,
      employeeFormIds: eligible.map((p) => p.formId),
      plans: {
        replacing: new Map(mapped.map((m) => [m.currentPlanId!, m.planId])),
        onlyPlanOfLine,
      },
    });
    await updateRenewal(tx, renewal.id, {
      status: 'signed',
      signatureImageDataUrl: details.data.signatureImageDataUrl,
      signedAt: new Date(),
      signedByAccountId: actor.accountId,
      upcomingCompanyPolicyId: companyPolicyId,
      version: renewal.version + 1,
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: renewal.companyId,
      action: 'renewal.signed',
      subjectType: 'renewal',
      subjectId: renewal.id,
      details: { companyPolicyId, applicationsOpened: opened, classesCreated: created },
    });
    return {
      companyId: renewal.companyId,
      companyPolicyId,
      accountIds: eligible.flatMap((p) => (p.accountId ? [p.accountId] : [])),
    };
  });
  await invalidateCurrentPolicy(db, result.accountIds);
  await invalidateCompanyPeople(db, [result.companyId]);
  if (onSigned) await onSigned({ upcomingCompanyPolicyId: result.companyPolicyId });
  return readRenewal(db, result.companyId);
}

/** PUT ben_admin_renewal/employee_contributions: each eligible employee's medical class, after signing. */
export async function saveEmployeeContributions(
  db: Db,
  actor: Actor,
  companyId: string,
  request: EmployeeContributionsRequest,
): Promise<RenewalResponse> {
  const body = request.ben_admin_renewal;
  await db.transaction(async (tx) => {
    const renewal = await lockOpenRenewal(tx, companyId, body.version, 'signed');
    const policyId = renewal.upcomingCompanyPolicyId!;
    const [options, people, classes] = await Promise.all([
      findPolicyMedicalContributions(tx, policyId),
      findEmployees(tx, companyId, policyId),
      findClasses(tx, companyId),
    ]);
    const parsed = parseOrFail(createEmployeeContributionsSchema(options.length > 0), {
      employees: body.employees,
    });
    const byRenewalPolicy = new Map(
      people.filter((p) => p.renewalPolicyId && p.isEligible).map((p) => [p.renewalPolicyId!, p]),
    );
    const extra: Record<string, string> = {};
    parsed.employees.forEach((row, i) => {
      if (!byRenewalPolicy.has(row.renewalPolicyExternalID))
        throw formError('forbidden', RENEWAL_MESSAGES.otherEmployee);
      if (row.medicalCompanyContributionID && !options.some((o) => o.id === row.medicalCompanyContributionID))
        extra[`employees.${i}.medicalCompanyContributionID`] = RENEWAL_MESSAGES.otherClass;
    });
    if (Object.keys(extra).length > 0) throw validationFailed(extra);

    const defaultId = classes.find((c) => c.isDefault)?.id ?? null;
    const formsOfRole = new Map<string, string[]>();
    for (const row of parsed.employees) {
      if (!row.medicalCompanyContributionID) continue;
      const option = options.find((o) => o.id === row.medicalCompanyContributionID)!;
      const roleId = option.employeeRoleId ?? defaultId;
      if (!roleId) continue;
      const formId = byRenewalPolicy.get(row.renewalPolicyExternalID)!.formId;
      formsOfRole.set(roleId, [...(formsOfRole.get(roleId) ?? []), formId]);
    }
    for (const [roleId, formIds] of formsOfRole) await setEmployeeClass(tx, formIds, roleId);
    await updateRenewal(tx, renewal.id, { version: renewal.version + 1 });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'renewal.classes_assigned',
      subjectType: 'renewal',
      subjectId: renewal.id,
      details: { employees: parsed.employees.length, classes: formsOfRole.size },
    });
  });
  await invalidateCompanyPeople(db, [companyId]);
  return readRenewal(db, companyId);
}

/**
 * The effective date (decision 0037): each signed renewal whose plan year has started by `today` completes in
 * one transaction: the upcoming plan year becomes enrolled, the plan year renewed is cancelled (it has ended;
 * the three policy states have no other), the employees' signed renewal applications become enrolled and their
 * old ones cancelled. Answers how many renewals completed.
 */
export async function completeDueRenewals(
  db: Db,
  today: string = formatIsoDate(readToday()),
): Promise<number> {
  const due = await findDueRenewals(db, today);
  let completed = 0;
  for (const { id } of due) {
    const result = await db.transaction(async (tx) => {
      const renewal = await lockRenewal(tx, id);
      if (renewal?.status !== 'signed' || !renewal.upcomingCompanyPolicyId) return null;
      if (renewal.effectiveAt > today) return null;
      const from = renewal.currentCompanyPolicyId;
      const to = renewal.upcomingCompanyPolicyId;
      await setPolicyStatus(tx, [to], 'enrolled');
      if (from) await setPolicyStatus(tx, [from], 'cancelled');
      const moved = await moveEmployeePolicies(tx, from, to);
      await updateRenewal(tx, renewal.id, {
        status: 'completed',
        completedAt: new Date(),
        version: renewal.version + 1,
      });
      await writeAudit(tx, {
        accountId: null,
        companyId: renewal.companyId,
        action: 'renewal.completed',
        subjectType: 'renewal',
        subjectId: renewal.id,
        details: { enrolledPolicy: to, endedPolicy: from, enrolled: moved.enrolled, ended: moved.ended },
      });
      return {
        companyId: renewal.companyId,
        policies: from ? [from, to] : [to],
        accountIds: moved.accountIds,
      };
    });
    if (!result) continue;
    completed += 1;
    await invalidateCurrentPolicy(db, result.accountIds);
    await invalidateCompanyContext(db, result.policies);
    await invalidateCompanyPeople(db, [result.companyId]);
  }
  return completed;
}
