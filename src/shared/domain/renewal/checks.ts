import {
  CARRIER_MINIMUM_PERCENT,
  DEFAULT_CONTRIBUTION_RULE,
  isBelowCarrierMinimum,
  selectContributionRule,
} from '../contributions/contributions';
import {
  type LineContributionRule,
  type SimulationEmployeeInput,
  simulateEmployeeOnLine,
} from '../contributions/simulation';
import { type Cents, toCents } from '../money/money';
import {
  computeParticipation,
  describeParticipationShortfall,
  type Participation,
  type ParticipationMember,
} from '../participation/participation';
import type { PricedPlan } from '../pricing/types';

/*
 * The employer checks at renewal (issue 13 item 6, decision 0037): participation and the carriers' minimum
 * contribution are warnings shown before signing (the employer may still sign: carriers decide, and their
 * Nov 15–Dec 15 window waives both); ACA affordability is shown for information only.
 */

/** ACA affordability for plan years starting in 2026: 9.96% of household income (Rev. Proc. 2025-25). */
export const ACA_AFFORDABILITY_PERCENT_2026 = 9.96;

/** The IRS's affordability percentages by the calendar year a plan year starts in, as published. */
const ACA_AFFORDABILITY_PERCENTS: Readonly<Record<number, number>> = { 2026: ACA_AFFORDABILITY_PERCENT_2026 };

/**
 * The affordability percentage for a plan year starting in `year`: its own when published, else the latest
 * published before it (the IRS publishes the next year's in the summer; a renewal can be priced before).
 */
export function selectAffordabilityThreshold(year: number): { year: number; percent: number } {
  const known = Object.keys(ACA_AFFORDABILITY_PERCENTS)
    .map(Number)
    .sort((a, b) => a - b);
  const chosen = [...known].reverse().find((y) => y <= year) ?? known[0]!;
  return { year: chosen, percent: ACA_AFFORDABILITY_PERCENTS[chosen]! };
}

/** The affordability check's sentence for a plan year starting in `planYear`, with the threshold used. */
export function describeAffordabilityThreshold(planYear: number): string {
  const { year, percent } = selectAffordabilityThreshold(planYear);
  return year === planYear
    ? `For ${planYear} coverage is affordable at ${percent}% or less.`
    : `Coverage is affordable at ${percent}% or less: the IRS percentage for ${year} plan years, the latest ` +
        `published; the ${planYear} percentage applies once the IRS publishes it.`;
}

/** Medical participation over the eligible employees, with the warning to show when it is short (else null). */
export function checkParticipation(
  members: readonly ParticipationMember[],
): Participation & { warning: string | null } {
  const participation = computeParticipation(members);
  return { ...participation, warning: describeParticipationShortfall(participation) };
}

/** An employee as the minimum-contribution check reads them: class and employee-only premium on the base plan. */
export interface MinimumCheckEmployee {
  employeeRoleId: string | null;
  /** The employee's own premium on the line's base plan (no dependents), in cents; null when not priced. */
  employeeOnlyPremiumCents: Cents | null;
}

/**
 * Which medical rows pay less than the carriers' usual minimum (50% of the employee-only premium) for at least
 * one employee they apply to: each employee takes the rule of their class (else the default row, role null),
 * as the pricing does. Answers the indexes of `rules` that fall short, in order.
 */
export function findRowsBelowCarrierMinimum(
  rules: readonly LineContributionRule[],
  employees: readonly MinimumCheckEmployee[],
): number[] {
  const below = new Set<number>();
  for (const employee of employees) {
    if (employee.employeeOnlyPremiumCents === null) continue;
    const rule = selectContributionRule(rules, employee.employeeRoleId);
    if (rule === DEFAULT_CONTRIBUTION_RULE) continue;
    const index = rules.indexOf(rule as LineContributionRule);
    if (index < 0 || below.has(index)) continue;
    const typed = rules[index]!;
    if (isBelowCarrierMinimum(typed.contributionType, typed, employee.employeeOnlyPremiumCents))
      below.add(index);
  }
  return [...below].sort((a, b) => a - b);
}

/** The warning for a row below the minimum. */
export function describeBelowMinimum(rowName: string): string {
  return `${rowName}: the company would pay less than ${CARRIER_MINIMUM_PERCENT}% of the employee-only premium for at least one employee. Most carriers require that much to renew a small group.`;
}

/** An employee as the affordability figure reads them. */
export interface AffordabilityEmployee extends SimulationEmployeeInput {
  name: string;
  /** Annual salary in dollars (null: not on file, no figure). */
  annualSalaryDollars: number | null;
}

/** One employee's affordability figure: what the cheapest plan costs them alone, as a share of their salary. */
export interface Affordability {
  id: string;
  name: string;
  /** Monthly employee-only cost of the cheapest medical plan after the company's contribution, in cents. */
  employeeOnlyCostCents: Cents | null;
  /** That cost × 12 ÷ annual salary, in percent (two decimals); null without a salary or a priced plan. */
  percentOfSalary: number | null;
  /** At or under the threshold (9.96% for 2026); null when there is no figure. */
  isAffordable: boolean | null;
}

/**
 * ACA affordability (for information): for each employee, the lowest employee-only monthly cost among the
 * medical plans under the employee's class rule, × 12, as a share of the annual salary, against 9.96%.
 */
export function computeAffordability(input: {
  plans: readonly PricedPlan[];
  basePlan: PricedPlan | null;
  rules: readonly LineContributionRule[];
  employees: readonly AffordabilityEmployee[];
  thresholdPercent?: number;
}): Affordability[] {
  const threshold = input.thresholdPercent ?? ACA_AFFORDABILITY_PERCENT_2026;
  const rules = input.rules.filter((r) => r.serviceLine === 'medical');
  return input.employees.map((employee) => {
    let cheapest: Cents | null = null;
    const alone: SimulationEmployeeInput = {
      ...employee,
      census: { ...employee.census, dependents: [] },
    };
    for (const plan of input.plans) {
      const basePlan = input.basePlan ?? plan;
      const priced = simulateEmployeeOnLine(
        {
          coverageType: 'medical',
          basePlanId: basePlan.id,
          plans: basePlan.id === plan.id ? [plan] : [plan, basePlan],
        },
        rules,
        { ...alone, elections: { medical: { planId: plan.id, dependentIds: [] } } },
      );
      if (priced && (cheapest === null || priced.employeeCost < cheapest)) cheapest = priced.employeeCost;
    }
    const salary = employee.annualSalaryDollars;
    const percent =
      cheapest !== null && salary !== null && salary > 0
        ? Math.round(((cheapest * 12) / toCents(salary)) * 10000) / 100
        : null;
    return {
      id: employee.id,
      name: employee.name,
      employeeOnlyCostCents: cheapest,
      percentOfSalary: percent,
      isAffordable: percent === null ? null : percent <= threshold,
    };
  });
}
