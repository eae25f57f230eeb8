import type { ContributionRowValues } from '@client/components/form/contribution-rows-field';
import { withCompany } from '@client/lib/company-token';
import type { PlanCard, RenewalChecks } from '@shared/schemas/renewal';
import { describe, expect, it } from 'vitest';
import { findFormRowsBelowMinimum } from './checks-view';
import { createDetailsResolver, groupRows, serverAliases, toFormKey } from './details-form';
import { formatTotalCost, listCardFacts, showDuration } from './plan-card-facts';

const card: PlanCard = {
  id: 'p',
  name: 'Gold PPO',
  carrier_name: 'Carrier',
  service_line: 'medical',
  metal_tier: 'Gold',
  plan_type: 'PPO',
  deductible: 500,
  estimated_costs: { pcp_visit: '$20 copay' },
  annual_maximum: 1500,
  preventive_care: '100%',
  eye_exam: '$10',
  lenses: '$25',
  contacts: '$130 allowance',
  coverage_amount: 50000,
  salary_coverage_percentage: 60,
  max_benefit: 1500,
  benefit_duration: 'Social Security',
  elimination_period: '90 days',
  sbc: null,
  sbc_url: null,
  provider_directory_url: null,
  formulary_url: null,
  total_cost: 123456,
  costs: { premium: 123456, companyContribution: 61728, employeeDeduction: 61728, employees: 3 },
};

const row = (overrides: Partial<ContributionRowValues>): ContributionRowValues => ({
  id: null,
  serviceLine: 'medical',
  name: 'Crew',
  active: true,
  contributionType: 'percentage',
  employeePercentage: 50,
  dependentPercentage: 0,
  employeeFixedAmount: null,
  dependentFixedAmount: null,
  ...overrides,
});

describe('overview cards', () => {
  it('shows the labels of docs/spec/2 §2.4 per line', () => {
    expect(listCardFacts('medical', card).map(([l]) => l)).toEqual([
      'Tier',
      'Network type',
      'Deductible',
      'Doctor visits',
    ]);
    expect(listCardFacts('dental', card).map(([l]) => l)).toEqual([
      'Max benefit',
      'Deductible',
      'Preventative',
      'Network type',
    ]);
    expect(listCardFacts('vision', card).map(([l]) => l)).toEqual(['Eye exam', 'Lenses', 'Contacts']);
    expect(listCardFacts('life', card)).toContainEqual(['Contribution', 'contribution fixed at 100%']);
    expect(listCardFacts('short_term_disability', card)).toEqual([
      ['Coverage', '60% of salary'],
      ['Weekly max', '$1,500'],
      ['Duration', 'Retirement'],
    ]);
    expect(listCardFacts('long_term_disability', card).map(([l]) => l)).toEqual([
      'Coverage',
      'Monthly max',
      'Wait period',
    ]);
  });
  it('shows Social Security as Retirement and the total a month', () => {
    expect(showDuration('social security')).toBe('Retirement');
    expect(showDuration('26 weeks')).toBe('26 weeks');
    expect(formatTotalCost(card)).toBe('$1,234.56 a month');
  });
});

describe('renewal details form', () => {
  const rows = [row({}), row({ serviceLine: 'dental', name: '' }), row({ name: 'Office' })];
  it('groups the rows by line and maps the shared schema’s keys to the form’s', () => {
    const { contributions, formIndex } = groupRows(rows);
    expect(contributions.medical.map((r) => r.name)).toEqual(['Crew', 'Office']);
    expect(toFormKey('contributions.medical.1.name', formIndex)).toBe('rows.2.name');
    expect(toFormKey('contributions.dental', formIndex)).toBe('rows.dental');
    expect(toFormKey('probationaryPeriod', formIndex)).toBe('probationaryPeriod');
    expect(serverAliases(rows)['contributions.dental.0.name']).toBe('rows.1.name');
  });
  it('validates with the shared details schema, errors at the form’s fields', async () => {
    const resolve = createDetailsResolver(['medical', 'dental', 'vision']);
    const result = await resolve(
      { probationaryPeriod: '', rows, signatureStrokes: [], signatureImageDataUrl: '' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    const errors = result.errors as Record<string, unknown> & { rows: Record<string, { message?: string }> };
    expect(Object.keys(errors).sort()).toEqual(['probationaryPeriod', 'rows', 'signatureImageDataUrl']);
    expect(errors.rows.vision?.message).toBe('At least one contribution is required.');
    expect((errors.rows as unknown as Record<number, { name: { message: string } }>)[1]!.name.message).toBe(
      'Required',
    );
  });
});

describe('minimum contribution as typed', () => {
  const checks = {
    classIdsByName: { office: 'role-office' },
    defaultClassName: 'Crew',
    medicalEmployeeOnlyPremiums: [
      { employeeRoleId: null, employeeOnlyPremiumCents: 50_000 },
      { employeeRoleId: 'role-office', employeeOnlyPremiumCents: 50_000 },
    ],
  } as unknown as RenewalChecks;
  it('flags the form rows under 50% for the employees of their class', () => {
    expect(
      findFormRowsBelowMinimum([row({}), row({ name: 'Office', employeePercentage: 40 })], checks),
    ).toEqual([1]);
    expect(
      findFormRowsBelowMinimum([row({ employeePercentage: 30 }), row({ name: 'Office' })], checks),
    ).toEqual([0]);
    expect(findFormRowsBelowMinimum([row({ serviceLine: 'dental', employeePercentage: 0 })], checks)).toEqual(
      [],
    );
  });
});

describe('paths', () => {
  it('keeps the company the address names', () => {
    expect(withCompany('/employer-dashboard/manage-employees', 'abc')).toBe(
      '/employer-dashboard/manage-employees?company_id_token=abc',
    );
    expect(withCompany('/employer-dashboard/manage-employees', null)).toBe(
      '/employer-dashboard/manage-employees',
    );
  });
});
