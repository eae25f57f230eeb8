import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import type { CoverageType } from '@shared/domain/enums';
import { fromCentsOrNull } from '@shared/domain/money/money';
import type { PricedPlan } from '@shared/domain/pricing/types';
import { countNetworkMoves, findPackageNetworkMoves } from '@shared/domain/renewal/network-change';
import {
  type PackageLine,
  packageBasePlan,
  pricePackage,
  renewalContributionRules,
} from '@shared/domain/renewal/suite-costs';
import { SIMULATED_LINES } from '@shared/schemas/company-policy';
import type { PlanDocuments } from '@shared/schemas/plan-documents';
import {
  CURRENT,
  MAX_RENEWAL_SUITES,
  type MedicalPlanMappingsResponse,
  type PlanSuite,
  RENEWAL_SUITE_MESSAGES,
  type SelectRenewalSuiteRequest,
  type SelectRenewalSuiteResponse,
  type SuitePlan,
} from '@shared/schemas/renewal-suites';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound } from '../../../lib/app-error';
import { invalidateCompanyRenewal } from '../../../lib/company-renewal';
import { CONTRIBUTION_MONEY, dollarsOnly } from '../../../lib/money-row';
import { defineSharedGroupCache } from '../../../lib/shared-cache';
import { assertVersion } from '../../../lib/versioned-write';
import { findCompanySbcDocuments, loadPricedPlans, toPlanDocuments } from '../../carriers';
import { readCompanyClasses, readPlanYearCensus, readPlanYearRules } from '../../company';
import {
  lockRenewalRow,
  type RenewalRow,
  readCurrentRenewal,
  readRenewalOfPolicy,
  renewalPlanSbcPath,
} from '../renewals/renewals.service';
import {
  findMappings,
  findPolicyCompany,
  findPolicyPlans,
  findRenewalContributions,
  findSuite,
  findSuitePlans,
  findSuites,
  type PlanDetailRow,
  setSelectedSuite,
} from './renewal-suites.repository';

/*
 * The renewal suite comparison (docs/spec/3, issue 13 item 5, decision 0039). The company is the one its
 * `company_id_token` names (the companyToken scope); its current renewal is compared. A package is the
 * current plan year's plans (`current`) or a renewal suite; `…/current_costs` prices it under the current plan
 * year's contributions and `…/renewal_costs` under the renewal's contribution rows, for the current plan
 * year's census, with the shared census pricing (each employee's current medical plan moves to the plan the
 * mappings name in the suite; other lines to the suite's plan of the line).
 */

const noRenewal = () => new AppError('not_found', RENEWAL_SUITE_MESSAGES.noRenewal);

/** The renewal compared: the company's current one (`current`), or the newest renewal of its plan year. */
async function resolveRenewal(db: Db, companyId: string, companyPolicyId: string): Promise<RenewalRow> {
  if (companyPolicyId === CURRENT) {
    const renewal = await readCurrentRenewal(db, companyId);
    if (!renewal) throw noRenewal();
    return renewal;
  }
  const policy = await findPolicyCompany(db, companyPolicyId);
  if (!policy) throw notFound('That plan year');
  if (policy.companyId !== companyId) throw forbidden();
  const renewal = await readRenewalOfPolicy(db, companyPolicyId);
  if (!renewal) throw noRenewal();
  return renewal;
}

/** `GET /api/v2/company_policies/{companyPolicyID}/medical_plan_mappings`: the tabs, the suites, the renewal. */
export async function readMedicalPlanMappings(
  db: Db,
  companyId: string,
  companyPolicyId: string,
): Promise<MedicalPlanMappingsResponse> {
  const renewal = await resolveRenewal(db, companyId, companyPolicyId);
  const [{ mappings, items }, suites] = await Promise.all([
    findMappings(db, renewal.id),
    findSuites(db, renewal.id),
  ]);
  // docs/spec/3 §9: up to five renewal suites are compared (0035's positions 1 to 5).
  const compared = suites.slice(0, MAX_RENEWAL_SUITES);
  return {
    medicalPlanMappings: mappings.map((m) => ({
      id: m.id,
      name: m.name,
      planID: m.planId,
      items: items
        .filter((i) => i.mappingId === m.id && compared.some((s) => s.id === i.planSuiteId))
        .sort(
          (a, b) =>
            compared.findIndex((s) => s.id === a.planSuiteId) -
            compared.findIndex((s) => s.id === b.planSuiteId),
        )
        .map((i) => ({ planSuiteID: i.planSuiteId, planID: i.planId })),
    })),
    renewal: {
      id: renewal.id,
      status: renewal.status,
      effectiveAt: renewal.effectiveAt,
      version: renewal.version,
      selectedPlanSuiteId: renewal.selectedPlanSuiteId,
    },
    planSuites: compared,
  };
}

const toSuitePlan = (row: PlanDetailRow, documents: PlanDocuments): SuitePlan => ({
  id: row.id,
  type: row.type,
  full_display_name: row.name,
  carrierName: row.carrierName,
  isBasePlan: row.isBasePlan,
  deductible: fromCentsOrNull(row.deductibleCents),
  estimated_costs: {
    pcp_visit: row.estimatedCosts.pcp_visit ?? null,
    generic_drugs: row.estimatedCosts.generic_drugs ?? null,
    urgent_care: row.estimatedCosts.urgent_care ?? null,
  },
  sbc: documents.sbc,
  provider_directory_url: documents.providerDirectoryUrl,
  formulary_url: documents.formularyUrl,
});

/** The package's plans as the comparison shows them, each with its documents by Health plan details' rule. */
async function toSuitePlans(
  db: Db,
  company: { companyId: string; idToken: string },
  rows: readonly PlanDetailRow[],
): Promise<SuitePlan[]> {
  const stored = await findCompanySbcDocuments(
    db,
    company.companyId,
    rows.map((p) => p.id),
  );
  const prefix = toCompanyTokenPrefix(company.idToken);
  return rows.map((row) =>
    toSuitePlan(row, toPlanDocuments(row, stored.get(row.id), renewalPlanSbcPath(row.id, prefix))),
  );
}

/** The package a plan suite id names in the company's current renewal: its name, plans and plan mapping. */
async function resolvePackage(db: Db, companyId: string, renewal: RenewalRow, planSuiteId: string) {
  if (planSuiteId === CURRENT) {
    const plans = renewal.currentCompanyPolicyId
      ? await findPolicyPlans(db, renewal.currentCompanyPolicyId)
      : [];
    // Everyone keeps their plan.
    return { id: CURRENT, shortName: 'Current', plans, replacing: new Map(plans.map((p) => [p.id, p.id])) };
  }
  // Read together (one round trip's wait); nothing is answered before the suite is known to be this company's.
  const [suite, plans, { mappings, items }] = await Promise.all([
    findSuite(db, planSuiteId),
    findSuitePlans(db, planSuiteId),
    findMappings(db, renewal.id),
  ]);
  if (!suite) throw notFound('That package');
  if (suite.companyId !== companyId) throw forbidden();
  // A package of an earlier renewal is not part of this comparison.
  if (suite.renewalId !== renewal.id) throw notFound('That package');
  const replacing = new Map<string, string>();
  for (const item of items) {
    if (item.planSuiteId !== suite.id) continue;
    const current = mappings.find((m) => m.id === item.mappingId)?.planId;
    if (current) replacing.set(current, item.planId);
  }
  return { id: suite.id, shortName: suite.shortName, plans, replacing };
}

/**
 * `GET /api/v2/plan_suites/{planSuiteID}/current_costs` and `/renewal_costs`: the package's monthly costs in all,
 * per plan (if everyone covered on its line took it) and per employee, under the side's contributions.
 */
export function readPlanSuiteCosts(
  db: Db,
  company: { companyId: string; idToken: string },
  planSuiteId: string,
  side: 'current' | 'renewal',
  include: 'plans' | undefined,
): Promise<PlanSuite> {
  return planSuiteCosts.getOrLoad(db, company.companyId, [planSuiteId, side, include ?? ''].join(' '), () =>
    loadPlanSuiteCosts(db, company, planSuiteId, side, include),
  );
}

/**
 * The comparison's costs, kept 5 s per company (decisions 0017, 0039): the page asks for every package's costs
 * at once, and each prices the whole census. They follow the company's people and its renewal (whose writes
 * include the plan year's contributions the current side prices with), so any change to what they price forgets
 * them in every process after its commit.
 */
const planSuiteCosts = defineSharedGroupCache<PlanSuite>('planSuiteCosts', 5_000, {
  follows: ['companyPeople', 'companyRenewal'],
  perGroup: 2 * (MAX_RENEWAL_SUITES + 1) * 2,
});

async function loadPlanSuiteCosts(
  db: Db,
  company: { companyId: string; idToken: string },
  planSuiteId: string,
  side: 'current' | 'renewal',
  include: 'plans' | undefined,
): Promise<PlanSuite> {
  const { companyId } = company;
  const renewal = await readCurrentRenewal(db, companyId);
  if (!renewal) throw noRenewal();
  const policyId = renewal.currentCompanyPolicyId;
  // The census and the rules do not depend on the package: they are read while it is.
  const [{ pkg, priced, pricedPlans }, census, rules] = await Promise.all([
    resolvePackage(db, companyId, renewal, planSuiteId).then(async (pkg) => {
      const priced = pkg.plans.filter((p) => (SIMULATED_LINES as readonly string[]).includes(p.type));
      const pricedPlans = await loadPricedPlans(
        db,
        priced.map((p) => p.id),
      );
      return { pkg, priced, pricedPlans };
    }),
    policyId ? readPlanYearCensus(db, companyId, policyId) : { lines: [], employees: [] },
    readRules(db, companyId, renewal, side),
  ]);
  const byId = new Map(pricedPlans.map((p) => [p.plan.id, p.priced]));
  const lines: PackageLine[] = SIMULATED_LINES.flatMap((coverageType: CoverageType) => {
    const ofLine = priced.filter((p) => p.type === coverageType);
    const plans = ofLine.flatMap((p) => (byId.has(p.id) ? [byId.get(p.id) as PricedPlan] : []));
    if (plans.length === 0) return [];
    const flagged = ofLine.find((p) => p.isBasePlan)?.id ?? null;
    return [{ coverageType, plans, basePlan: packageBasePlan(plans, flagged) }];
  });
  const costs = pricePackage({ lines, replacing: pkg.replacing, rules, employees: census.employees });
  // Who the package moves to another network: the plans they are on now against the plans it gives them.
  const currentPlans = policyId && pkg.id !== CURRENT ? await findPolicyPlans(db, policyId) : [];
  const networks = new Map([...currentPlans, ...pkg.plans].map((p) => [p.id, p]));
  const networkChanges = countNetworkMoves(
    findPackageNetworkMoves({
      lines,
      replacing: pkg.replacing,
      employees: census.employees,
      networkOf: (planId) => networks.get(planId) ?? null,
    }),
    SIMULATED_LINES,
  );
  const names = new Map(census.employees.map((e) => [e.id, e.name]));
  return {
    id: pkg.id,
    shortName: pkg.shortName,
    ...(include === 'plans' ? { plans: await toSuitePlans(db, company, pkg.plans) } : {}),
    [`${side}PlanCosts`]: costs.plans,
    [`${side}EmployeeCosts`]: costs.employees.map((e) => ({ ...e, name: names.get(e.employeeId) ?? '' })),
    [`${side}PlanSuiteCosts`]: costs.total,
    networkChanges,
  };
}

/** The rules a side prices with: the current plan year's contributions, or the renewal's rows. */
async function readRules(db: Db, companyId: string, renewal: RenewalRow, side: 'current' | 'renewal') {
  if (side === 'current')
    return renewal.currentCompanyPolicyId
      ? readPlanYearRules(db, companyId, renewal.currentCompanyPolicyId)
      : [];
  const [rows, classes] = await Promise.all([
    findRenewalContributions(db, renewal.id),
    readCompanyClasses(db, companyId),
  ]);
  return renewalContributionRules(
    rows.map((row) => dollarsOnly(row, CONTRIBUTION_MONEY)),
    classes,
  );
}

/**
 * `POST /employer-renewal/select-renewal-suite`: the package the employer chose, while the renewal is open, in
 * one transaction that locks the renewal and checks the version read; answers where to go next (the renewal
 * overview of this company).
 */
export async function selectRenewalSuite(
  db: Db,
  actor: Actor,
  company: { companyId: string; idToken: string },
  request: SelectRenewalSuiteRequest,
): Promise<SelectRenewalSuiteResponse> {
  await db.transaction(async (tx) => {
    const current = await readCurrentRenewal(tx, company.companyId);
    if (!current) throw noRenewal();
    const renewal = await lockRenewalRow(tx, current.id);
    if (!renewal) throw noRenewal();
    const suite = await findSuite(tx, request.plan_suite_id);
    if (!suite) throw notFound('That package');
    if (suite.companyId !== company.companyId) throw forbidden();
    if (suite.renewalId !== renewal.id) throw notFound('That package');
    if (renewal.status !== 'open') throw new AppError('conflict', RENEWAL_SUITE_MESSAGES.notOpen);
    assertVersion(renewal.version, request.version, RENEWAL_SUITE_MESSAGES.version);
    const version = await setSelectedSuite(tx, renewal, suite.id);
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: company.companyId,
      action: 'renewal.plan_suite_selected',
      subjectType: 'renewal',
      subjectId: renewal.id,
      details: { planSuiteId: suite.id, previousPlanSuiteId: renewal.selectedPlanSuiteId, version },
    });
  });
  // The renewal record (renewals module, 5 s) shows the chosen package at once.
  await invalidateCompanyRenewal(db, [company.companyId]);
  const query = new URLSearchParams({ company_id_token: toCompanyTokenPrefix(company.idToken) });
  return { redirect_url: `/benefits-administration/renewal/overview?${query}` };
}
