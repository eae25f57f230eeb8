import type { ContributionRowValues } from '@client/components/form/contribution-rows-field';
import { toRuleNumber } from '@shared/domain/contributions/contributions';
import type { LineContributionRule } from '@shared/domain/contributions/simulation';
import type { PricedPlan } from '@shared/domain/pricing/types';
import {
  type Affordability,
  computeAffordability,
  findRowsBelowCarrierMinimum,
} from '@shared/domain/renewal/checks';
import type { RenewalChecks, RenewalRecord } from '@shared/schemas/renewal';

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
  const { medical, rules } = toFormMedicalRules(rows, checks);
  return findRowsBelowCarrierMinimum(rules, checks.medicalEmployeeOnlyPremiums).map((i) => medical[i]!.index);
}

/** The form's active medical rows as the shared rules read them, with each row's form index. */
function toFormMedicalRules(rows: readonly ContributionRowValues[], checks: RenewalChecks) {
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
  return { medical, rules };
}

/**
 * ACA affordability as the administrator types (issue 34 item 7): the server's rule (computeAffordability) on
 * the renewal's medical plans and its base plan, under the medical rows on screen, with the renewal year's
 * percentage. Before any edit it gives the server's figures.
 */
export function previewAffordability(
  rows: readonly ContributionRowValues[],
  record: Pick<RenewalRecord, 'checks' | 'pricing'>,
): Affordability[] {
  const { checks } = record;
  const medical = record.pricing.find((line) => line.serviceLine === 'medical');
  const plans = (medical?.plans ?? []) as unknown as PricedPlan[];
  if (plans.length === 0) return [];
  const { rules } = toFormMedicalRules(rows, checks);
  return computeAffordability({
    thresholdPercent: checks.affordabilityThresholdPercent,
    plans,
    basePlan: plans.find((p) => p.id === medical?.basePlanId) ?? null,
    rules,
    employees: checks.affordabilityEmployees.map((e) => ({
      id: e.id,
      name: e.name,
      employeeRoleId: e.employeeRoleId,
      census: { employee: e.employee, dependents: [] },
      elections: {},
      annualSalaryDollars: e.annualSalaryDollars,
    })),
  });
}
