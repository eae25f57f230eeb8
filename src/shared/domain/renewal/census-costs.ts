import type {
  LineContributionRule,
  SimulationEmployeeInput,
  SimulationLineInput,
} from '../contributions/simulation';
import { simulateEmployeeOnLine } from '../contributions/simulation';
import type { Cents } from '../money/money';
import { hasPricedSalary, isSalaryPricedLine } from '../pricing/disability';
import type { PricedPlan } from '../pricing/types';

/**
 * What a company's census costs a month on a plan or a package (decision 0035): the renewal overview's and the
 * suite comparison's figures. Each employee who is covered on the line (not declined) is priced as the
 * application prices them, with the dependents they cover, under the line's contribution rows (the shared
 * simulation), so the totals are sums of what each person's application would show.
 */

/** Monthly totals in cents: premium = company contribution + employee deduction. */
export interface CensusCost {
  premium: Cents;
  companyContribution: Cents;
  employeeDeduction: Cents;
  /** How many employees were priced (covered on the line and within the plan's ages). */
  employees: number;
}

export const ZERO_COST: Readonly<CensusCost> = Object.freeze({
  premium: 0,
  companyContribution: 0,
  employeeDeduction: 0,
  employees: 0,
});

export function addCosts(a: CensusCost, b: CensusCost): CensusCost {
  return {
    premium: a.premium + b.premium,
    companyContribution: a.companyContribution + b.companyContribution,
    employeeDeduction: a.employeeDeduction + b.employeeDeduction,
    employees: a.employees + b.employees,
  };
}

/** The plan an employee moves to on a line: the plan replacing their current one, else the line's base plan. */
export type PlanChooser = (
  employee: SimulationEmployeeInput,
  currentPlanId: string | null,
) => PricedPlan | null;

/**
 * Who of a census is priced on a line: everyone, except that a salary-priced line (disability) leaves out the
 * employees without a salary on file: their benefit would be nothing, and a $0 premium is not what the plan
 * costs them (the census's figure covers those it can price, and says how many).
 */
export function censusPricedOnLine<E extends Pick<SimulationEmployeeInput, 'census'>>(
  coverageType: SimulationLineInput['coverageType'],
  employees: readonly E[],
): readonly E[] {
  if (!isSalaryPricedLine(coverageType)) return employees;
  return employees.filter((e) => hasPricedSalary(e.census.annualSalaryDollars));
}

/**
 * The census on one line: each employee not declining it, priced on the plan `choose` gives them (default: the
 * given plan) with the dependents they cover now (everyone on file when they have not chosen yet); on
 * disability only those with a salary (`censusPricedOnLine`).
 */
export function priceCensusOnLine(input: {
  line: Pick<SimulationLineInput, 'coverageType'>;
  /** The line's base plan (percent_of_base_plan's reference). */
  basePlan: PricedPlan | null;
  rules: readonly LineContributionRule[];
  employees: readonly SimulationEmployeeInput[];
  choose: PlanChooser;
}): CensusCost {
  const type = input.line.coverageType;
  const lineRules = input.rules.filter((r) => r.serviceLine === type);
  let total: CensusCost = { ...ZERO_COST };
  for (const employee of censusPricedOnLine(type, input.employees)) {
    const election = employee.elections[type] ?? null;
    if (election === 'declined') continue;
    const plan = input.choose(employee, election ? election.planId : null);
    if (!plan) continue;
    const dependentIds = election ? election.dependentIds : employee.census.dependents.map((d) => d.id);
    const priced = simulateEmployeeOnLine(
      {
        coverageType: type,
        basePlanId: input.basePlan?.id ?? plan.id,
        plans: input.basePlan ? [plan, input.basePlan] : [plan],
      },
      lineRules,
      { ...employee, elections: { ...employee.elections, [type]: { planId: plan.id, dependentIds } } },
    );
    if (!priced) continue;
    total = addCosts(total, {
      premium: priced.totalCost,
      companyContribution: priced.companyCost,
      employeeDeduction: priced.employeeCost,
      employees: 1,
    });
  }
  return total;
}

/** The census on one plan: everyone covered on its line moves to it (a plan card's total cost). */
export function priceCensusOnPlan(input: {
  plan: PricedPlan;
  basePlan: PricedPlan | null;
  rules: readonly LineContributionRule[];
  employees: readonly SimulationEmployeeInput[];
}): CensusCost {
  return priceCensusOnLine({
    line: { coverageType: input.plan.coverageType },
    basePlan: input.basePlan,
    rules: input.rules,
    employees: input.employees,
    choose: () => input.plan,
  });
}
