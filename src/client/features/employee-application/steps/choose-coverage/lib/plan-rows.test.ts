import { describe, expect, it } from 'vitest';
import { makePlan } from './fixtures';
import { buildPlanRows, type PlanRowsContext } from './plan-rows';

const medicalInCa: PlanRowsContext = { coverageType: 'medical', companyState: 'CA', annualSalary: 60000 };
const row = (rows: ReturnType<typeof buildPlanRows>, id: string) => rows.find((r) => r.id === id);

describe('buildPlanRows', () => {
  it('doubles a missing family deductible and shows 999999 as Unlimited', () => {
    const rows = buildPlanRows(
      [makePlan({ deductible: 1500, family_deductible: null, limit: 999999, family_limit: null })],
      medicalInCa,
    );
    expect(row(rows, 'deductible')?.values).toEqual(['$1,500']);
    expect(row(rows, 'family_deductible')?.values).toEqual(['$3,000']);
    expect(row(rows, 'limit')?.values).toEqual(['Unlimited']);
    expect(row(rows, 'family_limit')?.values).toEqual(['Unlimited']);
  });

  it('keeps a given family deductible', () => {
    const rows = buildPlanRows([makePlan({ deductible: 500, family_deductible: 1200 })], medicalInCa);
    expect(row(rows, 'family_deductible')?.values).toEqual(['$1,200']);
  });

  it('shows the network row for medical in the listed states only', () => {
    const plans = [makePlan({ network: 'Full PPO Network' })];
    expect(row(buildPlanRows(plans, medicalInCa), 'network')?.values).toEqual(['Full PPO Network']);
    expect(row(buildPlanRows(plans, { ...medicalInCa, companyState: 'WA' }), 'network')).toBeUndefined();
    expect(
      row(
        buildPlanRows([makePlan({ type: 'dental' })], { ...medicalInCa, coverageType: 'dental' }),
        'network',
      ),
    ).toBeUndefined();
  });

  it('falls back to the fine print network', () => {
    const plans = [makePlan({ network: null, fine_print: { network: 'Kaiser facilities only' } })];
    expect(row(buildPlanRows(plans, medicalInCa), 'network')?.values).toEqual(['Kaiser facilities only']);
  });

  it('lists estimated costs with $0 Copay, and a dash where a plan has none', () => {
    const rows = buildPlanRows(
      [
        makePlan({ estimated_costs: { preventive_care: '$0', generic_drugs: '$0' } }),
        makePlan({ id: 'plan-2', estimated_costs: { preventive_care: '$25 copay' } }),
      ],
      medicalInCa,
    );
    expect(row(rows, 'estimated_costs.preventive_care')?.values).toEqual(['$0 Copay', '$25 copay']);
    expect(row(rows, 'estimated_costs.generic_drugs')?.values).toEqual(['$0 Copay', '—']);
  });

  it('leaves out rows no plan fills', () => {
    const ids = buildPlanRows(
      [
        makePlan({
          type: 'vision',
          plan_type: null,
          metal_tier: null,
          deductible: null,
          limit: null,
          eye_exam: '$10 copay',
        }),
      ],
      {
        ...medicalInCa,
        coverageType: 'vision',
      },
    ).map((r) => r.id);
    expect(ids).toEqual(['eye_exam']);
  });

  it('shows the slider maximum of a variable life plan, and spouse and child coverage', () => {
    const life = makePlan({
      type: 'life',
      variable_coverage: true,
      variable_coverage_amount_max: 500000,
      variable_coverage_amount_increment: 10000,
      max_salary_multiplier: 5,
      spouse_coverage: true,
      spouse_variable_coverage: true,
      spouse_variable_coverage_amount_max: 100000,
      child_coverage: true,
      child_coverage_amount: 10000,
    });
    const flat = makePlan({ id: 'plan-2', type: 'life', coverage_amount: 50000 });
    const rows = buildPlanRows([life, flat], {
      coverageType: 'life',
      companyState: 'CA',
      annualSalary: 52500,
    });
    expect(row(rows, 'coverage_amount')?.values).toEqual(['Up to $260,000', '$50,000']);
    expect(row(rows, 'spouse_coverage')?.values).toEqual(['Up to $100,000', 'Not included']);
    expect(row(rows, 'child_coverage')?.values).toEqual(['$10,000', 'Not included']);
  });

  it("computes the disability benefit from the employee's salary", () => {
    const std = makePlan({
      type: 'short_term_disability',
      salary_coverage_percentage: 60,
      max_benefit: 1000,
    });
    const ltd = makePlan({ type: 'long_term_disability', salary_coverage_percentage: 60, max_benefit: 5000 });
    const context = { companyState: 'CA', annualSalary: 52000 };
    expect(
      row(buildPlanRows([std], { ...context, coverageType: 'short_term_disability' }), 'benefit'),
    ).toMatchObject({ label: 'Your weekly benefit', values: ['$600.00'] });
    expect(
      row(buildPlanRows([ltd], { ...context, coverageType: 'long_term_disability' }), 'benefit'),
    ).toMatchObject({ label: 'Your monthly benefit', values: ['$2,600.00'] });
  });

  it('lists benefits as a list', () => {
    const rows = buildPlanRows([makePlan({ benefits: ['Teladoc $0', 'Acupuncture'] })], medicalInCa);
    expect(row(rows, 'benefits')?.values).toEqual([['Teladoc $0', 'Acupuncture']]);
  });
});
