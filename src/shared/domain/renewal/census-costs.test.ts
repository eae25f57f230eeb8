import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTRIBUTION_RULE, selectContributionPolicy } from '../contributions/contributions';
import type { LineContributionRule, SimulationEmployeeInput } from '../contributions/simulation';
import { buildPlanCost } from '../pricing/build-plan-cost';
import {
  child,
  employee40,
  medicalSegment,
  shortTermDisability,
  silverMedicalPlan,
  spouse38,
  tierMedicalPlan,
} from '../pricing/fixtures';
import type { PricedPlan } from '../pricing/types';
import { censusPricedOnLine, priceCensusOnLine, priceCensusOnPlan } from './census-costs';

const silver = silverMedicalPlan;
const tier = tierMedicalPlan;
const rules: LineContributionRule[] = [
  {
    ...DEFAULT_CONTRIBUTION_RULE,
    employeePercentage: 75,
    dependentPercentage: 25,
    contributionType: 'percentage',
    serviceLine: 'medical',
  },
];
const employees: SimulationEmployeeInput[] = [
  {
    id: 'a',
    employeeRoleId: null,
    census: { employee: employee40, dependents: [spouse38] },
    elections: { medical: { planId: 'old', dependentIds: ['sp'] } },
  },
  {
    id: 'b',
    employeeRoleId: null,
    census: { employee: { ...employee40, id: 'b', age: 30 }, dependents: [child('k', 4)] },
    elections: { medical: 'declined' },
  },
  {
    id: 'c',
    employeeRoleId: null,
    census: { employee: { ...employee40, id: 'c', age: 55 }, dependents: [child('k2', 10)] },
    elections: { medical: null },
  },
];

describe('priceCensusOnPlan', () => {
  it('sums what each covered employee’s application shows on the plan, skipping those who decline', () => {
    const cost = priceCensusOnPlan({ plan: tier, basePlan: null, rules, employees });
    const policy = selectContributionPolicy(rules, null);
    const a = buildPlanCost(tier, employees[0]!.census, { policy, role: null });
    const c = buildPlanCost(tier, employees[2]!.census, { policy, role: null });
    if (a.pricingType === 'age' || c.pricingType === 'age') throw new Error('tier plan');
    expect(cost.employees).toBe(2);
    expect(cost.premium).toBe(medicalSegment.rates.eeSpouse + medicalSegment.rates.eeChildren);
    expect(cost.employeeDeduction).toBe(
      a.costBreakdowns.eeSpouse.employeeTotalCost + c.costBreakdowns.eeChildren.employeeTotalCost,
    );
    expect(cost.companyContribution + cost.employeeDeduction).toBe(cost.premium);
  });
});

describe('priceCensusOnLine', () => {
  it('prices each employee on the plan chosen for them', () => {
    const cost = priceCensusOnLine({
      line: { coverageType: 'medical' },
      basePlan: null,
      rules,
      employees,
      choose: (_e, current) => (current === 'old' ? silver : tier),
    });
    const onSilver = priceCensusOnPlan({ plan: silver, basePlan: null, rules, employees: [employees[0]!] });
    const onTier = priceCensusOnPlan({ plan: tier, basePlan: null, rules, employees: [employees[2]!] });
    expect(cost.premium).toBe(onSilver.premium + onTier.premium);
    expect(cost.employees).toBe(2);
  });
});

describe('disability on a census (priced on salaries)', () => {
  const std: PricedPlan = {
    id: 'std',
    coverageType: 'short_term_disability',
    contributionStrategy: 'Contributory',
    pricing: shortTermDisability,
  };
  const withSalary = (e: SimulationEmployeeInput, annualSalaryDollars: number | null) => ({
    ...e,
    census: { ...e.census, annualSalaryDollars },
  });
  const census = [
    withSalary(employees[0]!, 60_000),
    withSalary(employees[1]!, null),
    withSalary(employees[2]!, 0),
  ];

  it('leaves out the employees without a salary on file, on disability only', () => {
    expect(censusPricedOnLine('short_term_disability', census).map((e) => e.id)).toEqual(['a']);
    expect(censusPricedOnLine('long_term_disability', census).map((e) => e.id)).toEqual(['a']);
    expect(censusPricedOnLine('medical', census)).toHaveLength(3);
  });

  it('prices those with a salary and counts only them', () => {
    const cost = priceCensusOnPlan({ plan: std, basePlan: null, rules: [], employees: census });
    const alone = priceCensusOnPlan({ plan: std, basePlan: null, rules: [], employees: [census[0]!] });
    expect(cost.employees).toBe(1);
    expect(cost.premium).toBeGreaterThan(0);
    expect(cost).toEqual(alone);
  });
});
