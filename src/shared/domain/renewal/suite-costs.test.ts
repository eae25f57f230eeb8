import { describe, expect, it } from 'vitest';
import type { SimulationEmployeeInput } from '../contributions/simulation';
import { child, employee40, medicalSegment, silverAgeRated, spouse38 } from '../pricing/fixtures';
import type { PricedPlan } from '../pricing/types';
import { priceCensusOnLine } from './census-costs';
import { packageBasePlan, packageChooser, pricePackage, renewalContributionRules } from './suite-costs';

const plan = (
  id: string,
  pricing: PricedPlan['pricing'],
  coverageType: 'medical' | 'dental' = 'medical',
) => ({
  id,
  coverageType,
  contributionStrategy: 'Contributory' as const,
  pricing,
});
const row = (name: string, employeePercentage: number, serviceLine = 'medical') => ({
  serviceLine,
  name,
  active: true,
  contributionType: 'percentage' as const,
  employeePercentage,
  dependentPercentage: 0,
  employeeFixedAmount: null,
  dependentFixedAmount: null,
});
const classes = [
  { id: 'staff', name: 'All Staff', isDefault: true },
  { id: 'office', name: 'Office', isDefault: false },
];

describe('renewalContributionRules', () => {
  it('reads the default class’s name as the default rule and another class’s as that class’s', () => {
    const rules = renewalContributionRules(
      [row('All Staff', 50), row(' office ', 80), row('Drivers', 90), row('All Staff', 60, 'dental')],
      classes,
    );
    expect(rules.map((r) => [r.serviceLine, r.role, r.employeePercentage])).toEqual([
      ['medical', null, 50],
      ['medical', 'office', 80],
      // A class signing will create: nobody is in it yet.
      ['medical', 'unassigned:drivers', 90],
      ['dental', null, 60],
    ]);
  });
});

const a = plan('a', silverAgeRated);
const b = plan('b', medicalSegment);
const employees: SimulationEmployeeInput[] = [
  {
    id: 'e1',
    employeeRoleId: 'staff',
    census: { employee: employee40, dependents: [spouse38] },
    elections: { medical: { planId: 'old-1', dependentIds: ['sp'] } },
  },
  {
    id: 'e2',
    employeeRoleId: 'office',
    census: { employee: { ...employee40, id: 'e2', age: 30 }, dependents: [child('k', 4)] },
    elections: { medical: { planId: 'old-2', dependentIds: [] } },
  },
  {
    id: 'e3',
    employeeRoleId: 'staff',
    census: { employee: { ...employee40, id: 'e3', age: 50 }, dependents: [] },
    elections: { medical: 'declined' },
  },
];

describe('packageChooser', () => {
  it('moves a current plan to the one the mappings name, anything else to the base plan', () => {
    const line = { coverageType: 'medical' as const, plans: [a, b], basePlan: a };
    const choose = packageChooser(line, new Map([['old-2', 'b']]));
    expect(choose(employees[1]!, 'old-2')).toBe(b);
    expect(choose(employees[0]!, 'old-1')).toBe(a);
    expect(choose(employees[0]!, null)).toBe(a);
  });

  it('takes the flagged base plan, else the cheapest', () => {
    expect(packageBasePlan([a, b], 'b')).toBe(b);
    expect(packageBasePlan([a, b], null)?.id).toBeDefined();
  });
});

describe('pricePackage', () => {
  it('adds up each employee on each line as the census pricing does, and prices every plan for the line', () => {
    const rules = renewalContributionRules([row('All Staff', 50), row('Office', 80)], classes);
    const line = { coverageType: 'medical' as const, plans: [a, b], basePlan: a };
    const replacing = new Map([['old-2', 'b']]);
    const costs = pricePackage({ lines: [line], replacing, rules, employees });
    const whole = priceCensusOnLine({
      line,
      basePlan: a,
      rules,
      employees,
      choose: packageChooser(line, replacing),
    });
    expect(costs.total).toEqual(whole);
    expect(costs.total.employees).toBe(2);
    expect(costs.employees.map((e) => e.employeeId)).toEqual(['e1', 'e2', 'e3']);
    expect(costs.employees[2]).toMatchObject({ premium: 0, employees: 0 });
    // The Office rule (80%) is the one e2 is priced with: the company pays more of e2's own premium.
    const e2 = costs.employees[1]!;
    expect(e2.companyContribution).toBeGreaterThan(0);
    expect(e2.companyContribution + e2.employeeDeduction).toBe(e2.premium);
    expect(costs.plans.map((p) => p.planId)).toEqual(['a', 'b']);
    expect(costs.plans[1]!.employees).toBe(2);
  });
});
