import {
  formatOutOfPocketLimit,
  resolveFamilyDeductible,
  resolveFamilyLimit,
  shouldShowNetworkRow,
} from '@shared/domain/display/display';
import {
  getCoverageAmountRange,
  getSpouseCoverageAmountRange,
} from '@shared/domain/enrollment/coverage-plan';
import type { CoverageType } from '@shared/domain/enums';
import { formatCents, formatWholeDollars } from '@shared/domain/money/money';
import { computeMonthlyBenefitCents, computeWeeklyBenefitCents } from '@shared/domain/pricing/disability';
import type { PlanView } from '@shared/schemas/plans';
import { toCoveragePlan } from './coverage-facts';
import { formatEstimatedCost, getEstimatedCostLabel, listEstimatedCostKeys } from './estimated-costs';

/** A cell: one text, or a list (benefits). */
export type PlanCellValue = string | readonly string[];

/** One row of the plan details: a label and a value per plan, in the plans' order. */
export interface PlanRow {
  id: string;
  label: string;
  values: PlanCellValue[];
}

export interface PlanRowsContext {
  coverageType: CoverageType;
  companyState: string;
  annualSalary: number | null;
}

interface RowSpec {
  id: string;
  label: string;
  value: (plan: PlanView) => PlanCellValue | null;
  /** Whether the row shows at all; by default when any plan has a value. */
  applies?: boolean;
}

const MISSING = '—';
const dollars = (amount: number | null) => (amount === null ? null : formatWholeDollars(amount));
const text = (value: string | null | undefined) => (value ? value : null);

/** "Up to $250,000" for a slider-chosen amount (the shared slider maximum), else the plan's amount. */
function coverageAmount(plan: PlanView, annualSalary: number | null): string | null {
  const range = getCoverageAmountRange(toCoveragePlan(plan), annualSalary);
  if (range) return `Up to ${formatWholeDollars(range.max)}`;
  return text(plan.coverage_amount_display) ?? dollars(plan.coverage_amount);
}

/** The spouse's amount: "Up to" the shared spouse slider maximum, or the plan's flat amount. */
function spouseAmount(plan: PlanView): string {
  const covered = toCoveragePlan(plan);
  if (!covered.spouseCoverage) return 'Not included';
  const range = getSpouseCoverageAmountRange(covered);
  if (range) return `Up to ${formatWholeDollars(range.max)}`;
  return dollars(covered.spouseCoverage.coverageAmount) ?? 'Included';
}

function disabilityRows(context: PlanRowsContext): RowSpec[] {
  const weekly = context.coverageType === 'short_term_disability';
  if (!weekly && context.coverageType !== 'long_term_disability') return [];
  const benefit = (plan: PlanView) => {
    if (
      context.annualSalary === null ||
      plan.salary_coverage_percentage === null ||
      plan.max_benefit === null
    )
      return null;
    const compute = weekly ? computeWeeklyBenefitCents : computeMonthlyBenefitCents;
    return formatCents(compute(context.annualSalary, plan.salary_coverage_percentage, plan.max_benefit));
  };
  return [
    { id: 'benefit', label: weekly ? 'Your weekly benefit' : 'Your monthly benefit', value: benefit },
    {
      id: 'salary_coverage_percentage',
      label: 'Salary covered',
      value: (p) => (p.salary_coverage_percentage === null ? null : `${p.salary_coverage_percentage}%`),
    },
    {
      id: 'max_benefit',
      label: weekly ? 'Maximum weekly benefit' : 'Maximum monthly benefit',
      value: (p) => dollars(p.max_benefit),
    },
    { id: 'benefit_duration', label: 'Benefit duration', value: (p) => text(p.benefit_duration) },
    { id: 'elimination_period', label: 'Elimination period', value: (p) => text(p.elimination_period) },
  ];
}

/** The rows a plan comparison (or the single-plan view) lists for these plans; rows no plan fills are left out. */
export function buildPlanRows(plans: readonly PlanView[], context: PlanRowsContext): PlanRow[] {
  const { coverageType, companyState, annualSalary } = context;
  const costKeys = listEstimatedCostKeys(plans.map((p) => p.estimated_costs));
  const specs: RowSpec[] = [
    { id: 'plan_type', label: 'Plan type', value: (p) => text(p.plan_type) },
    { id: 'metal_tier', label: 'Metal tier', value: (p) => text(p.metal_tier) },
    {
      id: 'network',
      label: 'Network',
      value: (p) => text(p.network) ?? text(p.fine_print?.network),
      applies: shouldShowNetworkRow(coverageType, companyState),
    },
    { id: 'deductible', label: 'Deductible', value: (p) => dollars(p.deductible) },
    {
      id: 'family_deductible',
      label: 'Family deductible',
      value: (p) =>
        p.deductible === null ? null : dollars(resolveFamilyDeductible(p.deductible, p.family_deductible)),
    },
    {
      id: 'limit',
      label: 'Out-of-pocket maximum',
      value: (p) => (p.limit === null ? null : formatOutOfPocketLimit(p.limit)),
    },
    {
      id: 'family_limit',
      label: 'Family out-of-pocket maximum',
      value: (p) =>
        p.limit === null ? null : formatOutOfPocketLimit(resolveFamilyLimit(p.limit, p.family_limit)),
    },
    {
      id: 'hsa_eligible',
      label: 'HSA eligible',
      value: (p) => (p.hsa_eligible ? 'Yes' : 'No'),
      applies: coverageType === 'medical',
    },
    { id: 'annual_maximum', label: 'Annual maximum', value: (p) => dollars(p.annual_maximum) },
    { id: 'preventive_care', label: 'Preventive care', value: (p) => text(p.preventive_care) },
    { id: 'eye_exam', label: 'Eye exam', value: (p) => text(p.eye_exam) },
    { id: 'lenses', label: 'Lenses', value: (p) => text(p.lenses) },
    { id: 'contacts', label: 'Contacts', value: (p) => text(p.contacts) },
    ...costKeys.map((key) => ({
      id: `estimated_costs.${key}`,
      label: getEstimatedCostLabel(key),
      value: (p: PlanView) => {
        const value = p.estimated_costs[key];
        return value === undefined ? null : formatEstimatedCost(key, value);
      },
    })),
    { id: 'coverage_amount', label: 'Coverage amount', value: (p) => coverageAmount(p, annualSalary) },
    {
      id: 'spouse_coverage',
      label: 'Spouse coverage',
      value: spouseAmount,
      applies: plans.some((p) => p.spouse_coverage),
    },
    {
      id: 'child_coverage',
      label: 'Child coverage',
      value: (p) => (p.child_coverage ? (dollars(p.child_coverage_amount) ?? 'Included') : 'Not included'),
      applies: plans.some((p) => p.child_coverage),
    },
    {
      id: 'max_issue_age',
      label: 'Maximum issue age',
      value: (p) => (p.max_issue_age === null ? null : String(p.max_issue_age)),
    },
    ...disabilityRows(context),
    { id: 'benefits', label: 'Benefits', value: (p) => (p.benefits.length > 0 ? p.benefits : null) },
  ];
  return specs.flatMap((spec) => {
    const values = plans.map(spec.value);
    const applies = spec.applies ?? values.some((v) => v !== null);
    return applies ? [{ id: spec.id, label: spec.label, values: values.map((v) => v ?? MISSING) }] : [];
  });
}
