import { resolveAgesOn } from '@shared/domain/enrollment/ages';
import { COVERAGE_MESSAGES } from '@shared/domain/enrollment/coverage-messages';
import type { CoverageType } from '@shared/domain/enums';
import { buildPlanCost, selectBasePlan } from '@shared/domain/pricing/build-plan-cost';
import { buildPricingCensus } from '@shared/domain/pricing/census';
import type { PlanCost, PricedPlan, PricingCensus } from '@shared/domain/pricing/types';
import type { ContributionRow as ContributionRequestRow } from '@shared/schemas/contribution';
import { readToday } from '@shared/schemas/fields';
import type { PlanView } from '@shared/schemas/plans';
import type { EmployeePolicyAccess } from '../../access/employee-access';
import type { PolicyOwnerLoader } from '../../access/scope';
import type { Db } from '../../db/client';
import { notFound, validationFailed } from '../../lib/app-error';
import { defineSharedCache } from '../../lib/shared-cache';
import { getEligibility, toPlanEligibility } from '../eligibility/eligibility.service';
import { toPlanView } from './plan-view';
import {
  findLineContributions,
  findLinePlans,
  findLinePlansWithRates,
  findPricingSubjectWithDependents,
  type LinePlan,
  updateContributionRow,
} from './plans.repository';
import { type ContributionRow, toContributionPolicy, toPricedPlan } from './to-priced-plan';

export const PRICING_MESSAGES = {
  unknownDependent: COVERAGE_MESSAGES.unknownDependent,
  bornAt: COVERAGE_MESSAGES.bornAt,
} as const;

/** The plans of one coverage line offered to the employee, with the eligibility badge of the caller's view. */
export async function listPlans(
  db: Db,
  access: EmployeePolicyAccess,
  type: CoverageType,
): Promise<{ plans: PlanView[] }> {
  const [linePlans, eligibility] = await Promise.all([
    findLinePlans(db, access.policy.companyPolicyId, type),
    getEligibility(db, access),
  ]);
  const badge = toPlanEligibility(eligibility.result);
  return { plans: linePlans.map((p) => toPlanView(p, badge)) };
}

/** A coverage line ready to price: its plans in the engine's shape, the base plan and the contribution rules. */
/** A line's plan as the pricing reads it (the row type of this module's repository). */
export type { LinePlan };

export type LinePricing = {
  linePlans: LinePlan[];
  pricedPlans: PricedPlan[];
  basePlan: PricedPlan | null;
  contributions: ContributionRow[];
};

// A line's plans, rates and contributions change only when an administrator edits them; every plan-cost call
// reads them. Kept 5 s, forgotten by invalidateLinePricing (decisions 0011 and 0017).
const linePricingCache = defineSharedCache<LinePricing>('linePricing', 5_000);
const lineKey = (companyPolicyId: string, type: CoverageType) => `${companyPolicyId}:${type}`;

/** Loads a line's plans, rates and contributions and maps them for the engine. */
export function loadLinePricing(db: Db, companyPolicyId: string, type: CoverageType): Promise<LinePricing> {
  return linePricingCache.getOrLoad(db, lineKey(companyPolicyId, type), () =>
    readLinePricing(db, companyPolicyId, type),
  );
}

/**
 * These coverage lines' pricing is stale: forgets it in every server process. Called, with the database and
 * after the transaction has committed, by every write that changes a line's offered plans, their rates or base
 * plan, or its contributions (decision 0017).
 */
export function invalidateLinePricing(
  db: Db,
  lines: ReadonlyArray<{ companyPolicyId: string; coverageType: CoverageType }>,
): Promise<void> {
  return linePricingCache.invalidate(
    db,
    lines.map((l) => lineKey(l.companyPolicyId, l.coverageType)),
  );
}

/**
 * Changes one of a company's contribution rules (the renewal's contributions step will call it, under the
 * company scope): the row is the one the shared contribution schema validated. The line's pricing is forgotten
 * in every process once it is stored, so the next plan cost uses the new rule.
 */
export async function updateContribution(
  db: Db,
  companyId: string,
  contributionId: string,
  row: ContributionRequestRow,
): Promise<void> {
  const line = await updateContributionRow(db, companyId, contributionId, {
    name: row.name,
    contributionType: row.contributionType,
    active: row.active,
    employeePercentage: row.employeePercentage ?? null,
    dependentPercentage: row.dependentPercentage ?? null,
    employeeFixedAmount: row.employeeFixedAmount ?? null,
    dependentFixedAmount: row.dependentFixedAmount ?? null,
  });
  if (!line) throw notFound('That contribution');
  await invalidateLinePricing(db, [line]);
}

async function readLinePricing(db: Db, companyPolicyId: string, type: CoverageType): Promise<LinePricing> {
  const [withRates, contributions] = await Promise.all([
    findLinePlansWithRates(db, companyPolicyId, type),
    findLineContributions(db, companyPolicyId, type),
  ]);
  const linePlans = withRates.map(({ rates: _rates, ...p }) => p);
  const pricedPlans = withRates.map((p) => toPricedPlan(p.plan, p.rates));
  const flagged = linePlans.findIndex((p) => p.isBasePlan);
  const basePlan = flagged >= 0 ? pricedPlans[flagged]! : selectBasePlan(pricedPlans);
  return { linePlans, pricedPlans, basePlan, contributions };
}

/** What to price: dependent ids beside the employee and the chosen life amounts in dollars. */
export type CensusRequest = {
  dependentIds: readonly string[];
  coverageAmount?: number | null;
  spouseCoverageAmount?: number | null;
};

/** The pricing subject of a policy: the employee's facts, active dependents and the effective date. */
export async function loadPricingSubject(db: Db, employeePolicyId: string) {
  const subject = await findPricingSubjectWithDependents(db, employeePolicyId);
  if (!subject) throw notFound('That application');
  return withEffectiveAt(subject);
}
export type PricingSubject = ReturnType<typeof withEffectiveAt>;

/** Ages are taken on the policy's effective date, else the plan year's, else today (the shared resolveAgesOn). */
function withEffectiveAt(subject: PlanCostSubject) {
  const effectiveAt = resolveAgesOn(
    { policyEffectiveAt: subject.effectiveAt, planYearEffectiveAt: subject.companyEffectiveAt },
    readToday(),
  );
  return { ...subject, effectiveAt };
}

/**
 * The census of the employee and the chosen dependents (only the employee's own active ones; ages on the
 * policy's effective date). Throws field errors under `errorKey` for unknown dependents and a missing birth date.
 */
export function buildCensusFor(
  subject: PricingSubject,
  request: CensusRequest,
  errorKey = 'dependentIDs',
): PricingCensus {
  const byId = new Map(subject.dependents.map((d) => [d.id, d]));
  const unknown = request.dependentIds.filter((id) => !byId.has(id));
  const errors: Record<string, string> = {};
  if (unknown.length > 0) errors[errorKey] = PRICING_MESSAGES.unknownDependent;
  if (!subject.bornAt) errors.bornAt = PRICING_MESSAGES.bornAt;
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const chosen = [...new Set(request.dependentIds)].map((id) => byId.get(id)!);
  return buildPricingCensus(
    { id: subject.formId, bornAt: subject.bornAt!, tobaccoUser: subject.tobaccoUser },
    chosen.map((d) => ({ id: d.id, bornAt: d.bornAt, dependentType: d.dependentType })),
    subject.effectiveAt,
    {
      annualSalaryDollars: subject.annualSalary,
      coverageAmountDollars: request.coverageAmount ?? null,
      spouseCoverageAmountDollars: request.spouseCoverageAmount ?? null,
    },
  );
}

/** The engine's cost of every plan of the line for the census, under the contributions of the employee's role. */
export function priceLine(line: LinePricing, census: PricingCensus, role: string | null): PlanCost[] {
  const policy = toContributionPolicy(line.contributions, role);
  return line.pricedPlans.map((plan) =>
    buildPlanCost(plan, census, { policy, role, basePlan: line.basePlan }),
  );
}

/** A policy's owner with the employee's pricing facts and active dependents: what plan costs price. */
export type PlanCostSubject = NonNullable<Awaited<ReturnType<typeof findPricingSubjectWithDependents>>>;

/**
 * The plan-cost route's scope loader (config.scope.load): the policy's owner comes with the pricing facts in
 * one prepared query, and access is decided on it before anything is priced.
 */
export const findPlanCostSubject: PolicyOwnerLoader<PlanCostSubject> = (db, employeePolicyId) =>
  findPricingSubjectWithDependents(db, employeePolicyId);

/** Plan costs (spec 1 §7 "Get plan costs"): the engine's monthly cents for each plan of the line. */
export async function getPlanCosts(
  db: Db,
  row: PlanCostSubject,
  type: CoverageType,
  request: CensusRequest,
): Promise<{ planCosts: PlanCost[] }> {
  const line = await loadLinePricing(db, row.policy.companyPolicyId, type);
  const subject = withEffectiveAt(row);
  const census = buildCensusFor(subject, request);
  return { planCosts: priceLine(line, census, subject.employeeRoleId) };
}

/** "a,b,c" → ids (empty parts dropped). */
export function parseDependentIds(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
