import type { ContributionRowValues } from '@client/components/form/contribution-rows-field';
import { toRuleNumber } from '@shared/domain/contributions/contributions';
import type { LineContributionRule } from '@shared/domain/contributions/simulation';
import { findRowsBelowCarrierMinimum } from '@shared/domain/renewal/checks';
import type { RenewalChecks } from '@shared/schemas/renewal';

/**
 * The minimum-contribution warning as the administrator types (issue 13 item 6): the form's medical rows as the
 * shared rule reads them (each row's name is the class it stands for; the default class's name is the default
 * rule), against each eligible employee's employee-only premium on the base plan. Answers the form indexes of
 * the rows below the carriers' usual minimum.
 */
export function findFormRowsBelowMinimum(
  rows: readonly ContributionRowValues[],
  checks: RenewalChecks,
): number[] {
  const medical = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.serviceLine === 'medical' && row.active !== false);
  const key = (name: string | undefined) => (name ?? '').trim().toLowerCase();
  const rules: LineContributionRule[] = medical.map(({ row }) => ({
    serviceLine: 'medical',
    role:
      checks.defaultClassName && key(row.name) === key(checks.defaultClassName)
        ? null
        : (checks.classIdsByName[key(row.name)] ?? `new:${key(row.name)}`),
    active: true,
    contributionType: row.contributionType,
    employeePercentage: toRuleNumber(row.employeePercentage),
    dependentPercentage: toRuleNumber(row.dependentPercentage),
    employeeFixedAmount: toRuleNumber(row.employeeFixedAmount),
    dependentFixedAmount: toRuleNumber(row.dependentFixedAmount),
  }));
  return findRowsBelowCarrierMinimum(rules, checks.medicalEmployeeOnlyPremiums).map((i) => medical[i]!.index);
}
