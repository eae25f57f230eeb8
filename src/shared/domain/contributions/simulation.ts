import type { CoverageType } from '../enums';
import type { Cents } from '../money/money';
import {
  distributeSegmentPremium,
  isNonContributoryPlan,
  priceCensusParts,
  priceMembers,
} from '../pricing/build-plan-cost';
import { selectSegment, splitSegmentPremium } from '../pricing/segment';
import type { PricedPlan, PricingCensus } from '../pricing/types';
import {
  type ContributionPolicy,
  type PremiumParts,
  ruleForTier,
  selectContributionPolicy,
  selectContributionRule,
  splitDependentCosts,
  splitPremium,
  type TypedContributionRule,
} from './contributions';

/** One dependent in the simulation (docs/spec/2 §3 employeeContributions.dependents). */
export interface SimulatedDependent {
  id: string;
  /** Priced on this line beside the employee. */
  isEnrolling: boolean;
  premiumCents: Cents;
  companyCostCents: Cents;
  employeeCostCents: Cents;
}

/** What one employee's coverage on one plan costs a month and who pays it (docs/spec/2 §9 simulation). */
export interface SimulatedCost {
  planId: string;
  totalCostCents: Cents;
  employeePremiumCents: Cents;
  dependentPremiumCents: Cents;
  companyCostCents: Cents;
  employeeCostCents: Cents;
  dependents: SimulatedDependent[];
}

/**
 * The simulation of one employee on one plan under a line's contributions: the same premiums and split as the
 * plan cost the employee's application shows (buildPlanCost), with the dependents' part shared among them in
 * proportion to their premiums. `census` holds the dependents priced on the line; `otherDependentIds` those
 * listed but not enrolling (shown at 0). Null when the employee is over the plan's maximum age.
 */
export function simulateContribution(input: {
  plan: PricedPlan;
  basePlan: PricedPlan | null;
  policy: ContributionPolicy;
  role: string | null;
  census: PricingCensus;
  otherDependentIds?: readonly string[];
}): SimulatedCost | null {
  const { plan, census } = input;
  const pricing = plan.pricing;
  const base = input.basePlan?.pricing ?? pricing;
  let parts: PremiumParts;
  let baseParts: PremiumParts;
  let dependentPremiums: Cents[];
  const segment = selectSegment(census.dependents);
  if (pricing.kind === 'segment') {
    parts = splitSegmentPremium(pricing.rates, segment);
    baseParts =
      base.kind === 'segment' ? splitSegmentPremium(base.rates, segment) : priceCensusParts(base, census);
    const perMember = distributeSegmentPremium(pricing, census);
    dependentPremiums = census.dependents.map((d) => perMember[d.id] ?? 0);
  } else {
    const priced = priceMembers(pricing, census);
    if (priced.isOverMaxAge) return null;
    parts = { employeeCents: priced.employeeCents, dependentCents: priced.dependentCents };
    baseParts = base === pricing ? parts : priceCensusParts(base, census);
    dependentPremiums = priced.memberCents.slice(1);
  }
  const rule = ruleForTier(selectContributionRule(input.policy.rules, input.role), segment);
  const split = splitPremium(input.policy.type, rule, parts, baseParts, isNonContributoryPlan(plan));
  const shares = splitDependentCosts(dependentPremiums, split.employerForDependentsCents);
  const dependents: SimulatedDependent[] = census.dependents.map((d, i) => ({
    id: d.id,
    isEnrolling: true,
    premiumCents: shares[i]!.premiumCents,
    companyCostCents: shares[i]!.companyCostCents,
    employeeCostCents: shares[i]!.employeeCostCents,
  }));
  for (const id of input.otherDependentIds ?? [])
    dependents.push({ id, isEnrolling: false, premiumCents: 0, companyCostCents: 0, employeeCostCents: 0 });
  return {
    planId: plan.id,
    totalCostCents: split.premiumCents,
    employeePremiumCents: split.employeePremiumCents,
    dependentPremiumCents: split.dependentPremiumCents,
    companyCostCents: split.employerTotalCents,
    employeeCostCents: split.employeeTotalCents,
    dependents,
  };
}

/** The employee-only premium of a plan for this employee (their own premium, no dependents). */
export function priceEmployeeOnly(plan: PricedPlan, census: PricingCensus): Cents | null {
  const alone = { ...census, dependents: [] };
  if (plan.pricing.kind === 'segment') return plan.pricing.rates.eeOnly;
  const priced = priceMembers(plan.pricing, alone);
  return priced.isOverMaxAge ? null : priced.employeeCents;
}

/** A line as the simulation reads it: its plans in the engine's shape and its base plan. */
export interface SimulationLineInput {
  coverageType: CoverageType;
  basePlanId: string | null;
  plans: readonly PricedPlan[];
}

/** An employee's choice on a line: a plan with the dependents enrolled on it, declined, or none yet (null). */
export type SimulationElection = { planId: string; dependentIds: readonly string[] } | 'declined' | null;

/** An employee as the simulation reads it: class, census (every active dependent) and choices per line. */
export interface SimulationEmployeeInput {
  id: string;
  employeeRoleId: string | null;
  census: PricingCensus;
  elections: Readonly<Record<string, SimulationElection | undefined>>;
}

/** A stored or edited contribution row of a line. */
export type LineContributionRule = TypedContributionRule & { serviceLine: CoverageType };

/** docs/spec/2 §3 employeeContributions: one employee on one line, in cents. */
export interface EmployeeContribution {
  employeeId: string;
  coverageType: CoverageType;
  role: string | null;
  planId: string;
  totalCost: Cents;
  employeePremium: Cents;
  dependentPremium: Cents;
  companyCost: Cents;
  employeeCost: Cents;
  dependents: Array<{ id: string; isEnrolling: boolean; companyCost: Cents; employeeCost: Cents }>;
}

/**
 * The simulation (docs/spec/2 §9) of one employee on one line: the plan they chose with the dependents they
 * enrolled on it; with no choice yet, the line's base plan with every active dependent; a declined line, or an
 * employee over the plan's maximum age, gives null.
 */
export function simulateEmployeeOnLine(
  line: SimulationLineInput,
  rules: readonly TypedContributionRule[],
  employee: SimulationEmployeeInput,
): EmployeeContribution | null {
  const election = employee.elections[line.coverageType] ?? null;
  if (election === 'declined') return null;
  const basePlan = line.plans.find((p) => p.id === line.basePlanId) ?? null;
  const plan = election ? line.plans.find((p) => p.id === election.planId) : basePlan;
  if (!plan) return null;
  const all = employee.census.dependents;
  const enrolled = election ? all.filter((d) => election.dependentIds.includes(d.id)) : all;
  const role = employee.employeeRoleId;
  const result = simulateContribution({
    plan,
    basePlan,
    policy: selectContributionPolicy(rules, role),
    role,
    census: { ...employee.census, dependents: enrolled },
    otherDependentIds: all.filter((d) => !enrolled.includes(d)).map((d) => d.id),
  });
  if (!result) return null;
  return {
    employeeId: employee.id,
    coverageType: line.coverageType,
    role,
    planId: result.planId,
    totalCost: result.totalCostCents,
    employeePremium: result.employeePremiumCents,
    dependentPremium: result.dependentPremiumCents,
    companyCost: result.companyCostCents,
    employeeCost: result.employeeCostCents,
    dependents: result.dependents.map((d) => ({
      id: d.id,
      isEnrolling: d.isEnrolling,
      companyCost: d.companyCostCents,
      employeeCost: d.employeeCostCents,
    })),
  };
}

/** Every employee on every line under the rows of each line (what the server answers and the page shows). */
export function simulateEmployees(
  lines: readonly SimulationLineInput[],
  employees: readonly SimulationEmployeeInput[],
  rules: readonly LineContributionRule[],
): EmployeeContribution[] {
  const out: EmployeeContribution[] = [];
  for (const line of lines) {
    const lineRules = rules.filter((r) => r.serviceLine === line.coverageType);
    for (const employee of employees) {
      const result = simulateEmployeeOnLine(line, lineRules, employee);
      if (result) out.push(result);
    }
  }
  return out;
}

/** One employee's line whose monthly employee cost an edit of the table changes: before and after, in cents. */
export type ContributionChangeRow = {
  employeeId: string;
  coverageType: CoverageType;
  beforeCents: Cents;
  afterCents: Cents;
};

/**
 * Who an edit of the contribution table changes (issue 34 item 2, decision 0072): each employee and line whose
 * employee cost differs between the saved table's simulation and the edited one's, in the simulation's order.
 * The screen lists them before the save; the same engine prices what the invoices and payroll will take.
 */
export function listContributionChanges(
  saved: readonly EmployeeContribution[],
  edited: readonly EmployeeContribution[],
): ContributionChangeRow[] {
  const key = (c: Pick<EmployeeContribution, 'employeeId' | 'coverageType'>) =>
    `${c.employeeId}|${c.coverageType}`;
  const before = new Map(saved.map((c) => [key(c), c.employeeCost]));
  return edited.flatMap((c) => {
    const was = before.get(key(c));
    return was === undefined || was === c.employeeCost
      ? []
      : [
          {
            employeeId: c.employeeId,
            coverageType: c.coverageType,
            beforeCents: was,
            afterCents: c.employeeCost,
          },
        ];
  });
}
