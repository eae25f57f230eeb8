import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import type { LineContributionRule, SimulationEmployeeInput } from '@shared/domain/contributions/simulation';
import { priceEmployeeOnly } from '@shared/domain/contributions/simulation';
import { fromCentsOrNull } from '@shared/domain/money/money';
import { isValidWaiverReason } from '@shared/domain/participation/participation';
import type { PricedPlan } from '@shared/domain/pricing/types';
import { priceCensusOnPlan, ZERO_COST } from '@shared/domain/renewal/census-costs';
import {
  checkParticipation,
  computeAffordability,
  selectAffordabilityThreshold,
} from '@shared/domain/renewal/checks';
import { deriveRenewalStage } from '@shared/domain/renewal/renewal-stage';
import type { RenewalSummary } from '@shared/schemas/auth';
import type {
  PlanCard,
  RenewalChecks,
  RenewalEmployee,
  RenewalRecord,
  RenewalResponse,
} from '@shared/schemas/renewal';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { defineSharedCache } from '../../../lib/shared-cache';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import {
  findCompanySbcDocuments,
  loadPricedPlans,
  openCompanyPlanSbc,
  toPlanDocuments,
} from '../../carriers';
import { deriveApplicationStatus, readPlanYearCensus } from '../../company';
import {
  findClasses,
  findCompany,
  findContributions,
  findCurrentMedicalAnswers,
  findCurrentRenewal,
  findCurrentRenewalsOf,
  findEmployees,
  findLivePlanYearsOf,
  findPolicyMedicalContributions,
  findRenewalOfPolicy,
  findSuitePlans,
  isPlanOfRenewal,
  lockRenewal,
  type RenewalEmployeeRow,
  type RenewalRow,
} from './renewals.repository';
import {
  basePlanOf,
  byLine,
  type ClassRow,
  linesOf,
  nameKey,
  requireRenewal,
  roleOfName,
  toRow,
  toRules,
} from './renewals-shared';

/*
 * The employer's renewal (issue 13 item 3, decisions 0035 and 0037). Reads price the selected package for the
 * company's census with the shared engine; each write is one transaction that locks the renewal, checks its
 * status and version, validates with the shared schemas (every error at once; a form-level error also as
 * `form_error`, docs/spec/2 §8), writes, raises the version and audits counts and ids only.
 */

/** A failure that belongs to the whole form: its message also under the errors map's `form_error`. */
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
  on?: string,
): Promise<Map<string, RenewalSummary | null>> {
  const [current, planYears, todays] = await Promise.all([
    findCurrentRenewalsOf(db, companyIds),
    findLivePlanYearsOf(db, companyIds),
    on ? null : clock.companyTodays(db, companyIds),
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
      today: on ?? todays?.get(companyId) ?? clock.todayIso(),
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
    census: {
      ...e.census,
      annualSalaryDollars: fromCentsOrNull(personOf.get(e.id)?.annualSalaryCents) ?? null,
    },
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
          deductible: fromCentsOrNull(p.deductibleCents),
          estimated_costs: { pcp_visit: p.estimatedCosts?.pcp_visit ?? null },
          annual_maximum: fromCentsOrNull(p.annualMaximumCents),
          preventive_care: p.preventiveCare,
          eye_exam: p.eyeExam,
          lenses: p.lenses,
          contacts: p.contacts,
          coverage_amount: fromCentsOrNull(p.coverageAmountCents),
          salary_coverage_percentage: p.salaryCoveragePercentage,
          max_benefit: fromCentsOrNull(p.maxBenefitCents),
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
    annualSalaryDollars: fromCentsOrNull(personOf.get(e.id)?.annualSalaryCents) ?? null,
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
