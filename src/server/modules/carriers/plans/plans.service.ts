import { resolveAgesOn } from '@shared/domain/enrollment/ages';
import { COVERAGE_MESSAGES } from '@shared/domain/enrollment/coverage-messages';
import type { CoverageType, PlanEligibility, Segment } from '@shared/domain/enums';
import { fromCentsOrNull } from '@shared/domain/money/money';
import { buildPlanCost, selectBasePlan } from '@shared/domain/pricing/build-plan-cost';
import { buildPricingCensus } from '@shared/domain/pricing/census';
import { SEGMENT_RATE_KEYS, selectSegment, splitSegmentPremium } from '@shared/domain/pricing/segment';
import type { PlanCost, PricedPlan, PricingCensus } from '@shared/domain/pricing/types';
import { findContinuingPlan } from '@shared/domain/renewal/renewal-comparison';
import type { PlansResponse } from '@shared/schemas/plans';
import type { EmployeePolicyAccess } from '../../../access/employee-access';
import type { PolicyOwnerLoader } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { defineSharedCache } from '../../../lib/shared-cache';
import { employeePlanSbcPath, findCompanySbcDocuments, toPlanDocuments } from './plan-documents.service';
import { toPlanView } from './plan-view';
import {
  findLineContributions,
  findLinePlans,
  findLinePlansWithRates,
  findPlansReplacing,
  findPlansWithRates,
  findPricingSubjectWithDependents,
  findRenewedPlanOnLine,
  type LinePlan,
} from './plans.repository';
import { type ContributionRow, toContributionPolicy, toPricedPlan } from './to-priced-plan';

export const PRICING_MESSAGES = {
  unknownDependent: COVERAGE_MESSAGES.unknownDependent,
  bornAt: COVERAGE_MESSAGES.bornAt,
} as const;

/**
 * The plans of one coverage line offered to the employee, with the eligibility badge of the caller's view, which
 * the caller reads (`readEligibility`: the application's eligibility answers are enrollment's) beside the plans.
 */
export async function listPlans(
  db: Db,
  access: EmployeePolicyAccess,
  type: CoverageType,
  readEligibility: () => Promise<PlanEligibility>,
): Promise<PlansResponse> {
  const [linePlans, badge, renewed] = await Promise.all([
    findLinePlans(db, access.policy.companyPolicyId, type),
    readEligibility(),
    findRenewedPlanOnLine(db, access.policy.id, type),
  ]);
  const offeredIds = linePlans.map((p) => p.plan.id);
  const mappedIds =
    renewed && !offeredIds.includes(renewed.id)
      ? await findPlansReplacing(db, renewed.renewalId, renewed.id)
      : [];
  const documents = await findCompanySbcDocuments(
    db,
    access.form.companyId,
    linePlans.map((p) => p.plan.id),
  );
  return {
    plans: linePlans.map((p) =>
      toPlanView(
        p,
        badge,
        toPlanDocuments(p.plan, documents.get(p.plan.id), employeePlanSbcPath(access.policy.id, p.plan.id)),
      ),
    ),
    renewed_plan: renewed
      ? {
          id: renewed.id,
          display_name: renewed.name,
          plan_type: renewed.networkType,
          network: renewed.network,
          continued_by_plan_id: findContinuingPlan(renewed.id, offeredIds, mappedIds),
        }
      : null,
  };
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

/** Plans by id in the engine's shape, with their stored rows (renewal suites' plans, decision 0035). */
export async function loadPricedPlans(db: Db, planIds: readonly string[]) {
  const rows = await findPlansWithRates(db, planIds);
  return rows.map(({ plan, rates }) => ({ plan, priced: toPricedPlan(plan, rates) }));
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
export type PricingSubject = Omit<PlanCostSubject, 'effectiveAt'> & { effectiveAt: string };

/** Ages are taken on the policy's effective date, else the plan year's, else today (the shared resolveAgesOn). */
function withEffectiveAt<S extends { effectiveAt: string | null; companyEffectiveAt: string | null }>(
  subject: S,
): Omit<S, 'effectiveAt'> & { effectiveAt: string } {
  const effectiveAt = resolveAgesOn(
    { policyEffectiveAt: subject.effectiveAt, planYearEffectiveAt: subject.companyEffectiveAt },
    clock.today(),
  );
  return { ...subject, effectiveAt };
}

/** What a census is built from: the employee's pricing facts, active dependents and the effective date. */
export type CensusSubject = Pick<
  PricingSubject,
  'formId' | 'bornAt' | 'tobaccoUser' | 'annualSalaryCents' | 'dependents' | 'effectiveAt'
>;

/**
 * The census of the employee and the chosen dependents (only the employee's own active ones; ages on the
 * policy's effective date). Throws field errors under `errorKey` for unknown dependents and a missing birth date.
 */
export function buildCensusFor(
  subject: CensusSubject,
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
      annualSalaryDollars: fromCentsOrNull(subject.annualSalaryCents),
      coverageAmountDollars: request.coverageAmount ?? null,
      spouseCoverageAmountDollars: request.spouseCoverageAmount ?? null,
    },
  );
}

/** Today as pricing reads the contributions in effect (decision 0072): the one "today". */
export const pricingDay = () => clock.todayIso();

/**
 * The engine's cost of every plan of the line for the census, under the contributions of the employee's role in
 * effect on `on` (today unless a month or pay date is being priced).
 */
export function priceLine(
  line: LinePricing,
  census: PricingCensus,
  role: string | null,
  on: string = pricingDay(),
): PlanCost[] {
  const policy = toContributionPolicy(line.contributions, role, on);
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

/** Plan costs (docs/spec/1 §7 "Get plan costs"): the engine's monthly cents for each plan of the line. */
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

/** One enrolled line of a signed application, as the employer's dashboard prices it. */
export type EnrolledElection = {
  /** The employee's pricing facts and active dependents; ages are taken as getPlanCosts takes them. */
  subject: Omit<CensusSubject, 'effectiveAt'> & {
    employeeRoleId: string | null;
    effectiveAt: string | null;
    companyEffectiveAt: string | null;
  };
  coverageType: CoverageType;
  planId: string;
  /** The dependents enrolled on this line beside the employee. */
  dependentIds: readonly string[];
  coverageAmount: number | null;
  spouseCoverageAmount: number | null;
  /** The tier the employee chose on a tier-priced plan; else the one the enrolled dependents fall in. */
  segment: Segment | null;
};

/** The monthly cost of one election, in cents: the premium, what the company pays and what the employee pays. */
export type ElectionCost = {
  planId: string;
  planName: string;
  carrierId: string;
  carrierName: string;
  premiumCents: number;
  companyCents: number;
  employeeCents: number;
};

/**
 * Prices signed applications' enrolled lines for the employer (dashboard premium, an employee's status page):
 * the same line pricing, census and engine as the plan-cost call the employee's application reads, so the
 * employee's part here is what their application showed. Null for an election that cannot be priced (the plan
 * is no longer offered, no birth date, or the engine's "Not Eligible" over the plan's age).
 */
export async function priceEnrolledElections(
  db: Db,
  companyPolicyId: string,
  elections: readonly EnrolledElection[],
  on: string = pricingDay(),
): Promise<Array<ElectionCost | null>> {
  const types = [...new Set(elections.map((e) => e.coverageType))];
  const lines = new Map(
    await Promise.all(
      types.map(async (type) => [type, await loadLinePricing(db, companyPolicyId, type)] as const),
    ),
  );
  return elections.map((election) => priceElection(lines.get(election.coverageType)!, election, on));
}

function priceElection(line: LinePricing, election: EnrolledElection, on: string): ElectionCost | null {
  const index = line.pricedPlans.findIndex((p) => p.id === election.planId);
  if (index < 0 || !election.subject.bornAt) return null;
  const plan = line.pricedPlans[index]!;
  const linePlan = line.linePlans[index]!;
  const subject = withEffectiveAt(election.subject);
  const known = new Set(subject.dependents.map((d) => d.id));
  const census = buildCensusFor(subject, {
    dependentIds: election.dependentIds.filter((id) => known.has(id)),
    coverageAmount: election.coverageAmount,
    spouseCoverageAmount: election.spouseCoverageAmount,
  });
  const role = subject.employeeRoleId;
  const cost = buildPlanCost(plan, census, {
    policy: toContributionPolicy(line.contributions, role, on),
    role,
    basePlan: line.basePlan,
  });
  const names = {
    planId: plan.id,
    planName: linePlan.plan.displayName,
    carrierId: linePlan.plan.carrierId,
    carrierName: linePlan.carrierName,
  };
  if (cost.pricingType === 'age') {
    const b = cost.costBreakdowns;
    if (b.message === 'over_max_age') return null;
    return {
      ...names,
      premiumCents: b.totalPremium,
      companyCents: b.employerCost,
      employeeCents: b.employeeTotalCost,
    };
  }
  if (plan.pricing.kind !== 'segment') return null;
  const segment = election.segment ?? selectSegment(census.dependents);
  const parts = splitSegmentPremium(plan.pricing.rates, segment);
  const premiumCents = parts.employeeCents + parts.dependentCents;
  const key = SEGMENT_RATE_KEYS.find(([s]) => s === segment)![1];
  const employeeCents = cost.costBreakdowns[key].employeeTotalCost;
  return { ...names, premiumCents, companyCents: premiumCents - employeeCents, employeeCents };
}

/** "a,b,c" → ids (empty parts dropped). */
export function parseDependentIds(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
