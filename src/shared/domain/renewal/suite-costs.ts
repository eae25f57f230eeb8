import type { LineContributionRule, SimulationEmployeeInput } from '../contributions/simulation';
import type { ContributionType, CoverageType } from '../enums';
import { selectBasePlan } from '../pricing/build-plan-cost';
import type { PricedPlan } from '../pricing/types';
import {
  addCosts,
  type CensusCost,
  type PlanChooser,
  priceCensusOnLine,
  priceCensusOnPlan,
  ZERO_COST,
} from './census-costs';

/*
 * The renewal suite comparison's figures (docs/spec/3, decision 0039): a package (the current plan year's plans, or a
 * renewal suite's) priced for the company's census under one set of contribution rows, with the shared census
 * pricing, so the comparison, the renewal overview and an employee's application price alike.
 */

/** A renewal contribution row as stored (docs/spec/2 §3): its name stands for a class (decision 0035). */
export interface RenewalContributionRow {
  serviceLine: string;
  name: string;
  active: boolean;
  contributionType: ContributionType;
  employeePercentage: number | null;
  dependentPercentage: number | null;
  employeeFixedAmount: number | null;
  dependentFixedAmount: number | null;
}

/**
 * The renewal's rows as the engine's rules. A row named after the default class is the default rule (role
 * null); a row named after another class is that class's rule; a row whose name is no class's yet (signing will
 * create the class) applies to nobody today. Names compare trimmed and case-blind, as signing finds classes.
 */
export function renewalContributionRules(
  rows: readonly RenewalContributionRow[],
  classes: readonly { id: string; name: string; isDefault: boolean }[],
): LineContributionRule[] {
  const key = (name: string) => name.trim().toLowerCase();
  const byName = new Map(classes.map((c) => [key(c.name), c]));
  return rows.map((row) => {
    const cls = byName.get(key(row.name));
    return {
      role: !cls ? `unassigned:${key(row.name)}` : cls.isDefault ? null : cls.id,
      active: row.active,
      contributionType: row.contributionType,
      serviceLine: row.serviceLine as CoverageType,
      employeePercentage: row.employeePercentage,
      dependentPercentage: row.dependentPercentage,
      employeeFixedAmount: row.employeeFixedAmount,
      dependentFixedAmount: row.dependentFixedAmount,
      tiers: null,
    };
  });
}

/** A package's line: its plans in the engine's shape and its base plan (the flagged one, else the cheapest). */
export interface PackageLine {
  coverageType: CoverageType;
  plans: readonly PricedPlan[];
  basePlan: PricedPlan | null;
}

/** The base plan of a line: the one flagged, else the shared rule's (the cheapest reference premium). */
export function packageBasePlan(plans: readonly PricedPlan[], flaggedId: string | null): PricedPlan | null {
  return plans.find((p) => p.id === flaggedId) ?? selectBasePlan(plans) ?? plans[0] ?? null;
}

/**
 * The plan each employee takes in a package on a line: the plan `replacing` names for their current plan (the
 * medical plan mappings; for the current package, their plan itself), else the line's base plan.
 */
export function packageChooser(line: PackageLine, replacing: ReadonlyMap<string, string>): PlanChooser {
  const byId = new Map(line.plans.map((p) => [p.id, p]));
  return (_employee, currentPlanId) => {
    const mapped = currentPlanId ? replacing.get(currentPlanId) : undefined;
    return (mapped && byId.get(mapped)) || line.basePlan;
  };
}

/** What a package costs a month: in all, per employee, and per plan if everyone on its line took it. */
export interface PackageCosts {
  total: CensusCost;
  employees: Array<CensusCost & { employeeId: string }>;
  plans: Array<CensusCost & { planId: string }>;
}

/** Prices a package for a census under a set of rules (every line the package offers). */
export function pricePackage(input: {
  lines: readonly PackageLine[];
  /** Current plan id → this package's plan (medical plan mappings; identity for the current package). */
  replacing: ReadonlyMap<string, string>;
  rules: readonly LineContributionRule[];
  employees: readonly SimulationEmployeeInput[];
}): PackageCosts {
  const choosers = input.lines.map((line) => packageChooser(line, input.replacing));
  const employees = input.employees.map((employee) => {
    let cost: CensusCost = { ...ZERO_COST };
    for (const [i, line] of input.lines.entries()) {
      const onLine = priceCensusOnLine({
        line,
        basePlan: line.basePlan,
        rules: input.rules,
        employees: [employee],
        choose: choosers[i]!,
      });
      cost = addCosts(cost, onLine);
    }
    // Counted once, however many lines price them.
    return { ...cost, employees: cost.employees > 0 ? 1 : 0, employeeId: employee.id };
  });
  const total = employees.reduce<CensusCost>((sum, e) => addCosts(sum, e), { ...ZERO_COST });
  const plans = input.lines.flatMap((line) =>
    line.plans.map((plan) => ({
      planId: plan.id,
      ...priceCensusOnPlan({ plan, basePlan: line.basePlan, rules: input.rules, employees: input.employees }),
    })),
  );
  return { total, employees, plans };
}
