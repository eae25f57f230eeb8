import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../errors';
import { COMPANY_POLICY_MESSAGES, createCompanyContributionsSchema } from './company-policy';
import { CONTRIBUTION_MESSAGES } from './contribution';

const MANAGEMENT = '00000000-0000-4000-8000-00000000c1a5';
const row = (overrides: Record<string, unknown>) => ({
  id: null,
  serviceLine: 'medical',
  employeeRoleId: null,
  active: true,
  contributionType: 'percentage',
  employeePercentage: 50,
  dependentPercentage: 0,
  employeeFixedAmount: null,
  dependentFixedAmount: null,
  ...overrides,
});
const errorsOf = (lines: Parameters<typeof createCompanyContributionsSchema>[0], value: unknown) => {
  const result = createCompanyContributionsSchema(lines).safeParse(value);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
};

describe('createCompanyContributionsSchema', () => {
  it('accepts a row per class and line, and a removed row whatever it holds', () => {
    expect(
      errorsOf(['medical', 'dental'], {
        version: 3,
        companyContributions: [
          row({}),
          row({
            employeeRoleId: MANAGEMENT,
            contributionType: 'fixed',
            employeeFixedAmount: 400,
            dependentFixedAmount: 0,
          }),
          row({ serviceLine: 'dental', employeePercentage: 100 }),
          row({ serviceLine: 'dental', active: false, employeePercentage: 900 }),
        ],
      }),
    ).toEqual({});
  });

  it('gives every error at once: the values, a line without a row, a class twice, a line not offered', () => {
    expect(
      errorsOf(['medical', 'dental'], {
        version: 1,
        companyContributions: [
          row({ employeePercentage: 101, dependentPercentage: '' }),
          row({ employeePercentage: 60 }),
          row({ serviceLine: 'vision' }),
          row({ serviceLine: 'dental', active: false }),
        ],
      }),
    ).toEqual({
      'companyContributions.0.employeePercentage': CONTRIBUTION_MESSAGES.percentage,
      'companyContributions.0.dependentPercentage': CONTRIBUTION_MESSAGES.percentage,
      'companyContributions.1.employeeRoleId': COMPANY_POLICY_MESSAGES.duplicateClass,
      'companyContributions.2.serviceLine': COMPANY_POLICY_MESSAGES.lineNotOffered,
      'companyContributions.dental': CONTRIBUTION_MESSAGES.atLeastOne,
    });
  });

  it('checks only the shape without the offered lines (what the route checks before the service)', () => {
    expect(errorsOf([], { version: 1, companyContributions: [] })).toEqual({});
    expect(errorsOf([], { companyContributions: [] })).toEqual({
      version: COMPANY_POLICY_MESSAGES.versionMissing,
    });
  });
});

describe('tiered contributions (decision 0034)', () => {
  const tiers = {
    spouseDependentPercentage: 25,
    childrenDependentPercentage: 50,
    familyDependentPercentage: 80,
  };
  it('asks the dependents’ value of each tier instead of the single one', () => {
    expect(
      errorsOf(['medical'], {
        version: 1,
        hasTieredContributions: true,
        companyContributions: [row({ dependentPercentage: null, ...tiers })],
      }),
    ).toEqual({});
    expect(
      errorsOf(['medical'], {
        version: 1,
        hasTieredContributions: true,
        companyContributions: [
          row({ ...tiers, childrenDependentPercentage: 120, familyDependentPercentage: null }),
          row({
            employeeRoleId: MANAGEMENT,
            contributionType: 'fixed',
            employeeFixedAmount: 400,
            spouseDependentFixedAmount: 100,
            childrenDependentFixedAmount: -1,
          }),
        ],
      }),
    ).toEqual({
      'companyContributions.0.childrenDependentPercentage': CONTRIBUTION_MESSAGES.percentage,
      'companyContributions.0.familyDependentPercentage': CONTRIBUTION_MESSAGES.percentage,
      'companyContributions.1.childrenDependentFixedAmount': CONTRIBUTION_MESSAGES.fixedAmount,
      'companyContributions.1.familyDependentFixedAmount': CONTRIBUTION_MESSAGES.fixedAmount,
    });
  });
  it('does not read tier values when the plan year is not tiered', () => {
    expect(
      errorsOf(['medical'], {
        version: 1,
        hasTieredContributions: false,
        companyContributions: [row({ spouseDependentPercentage: null })],
      }),
    ).toEqual({});
  });
});
