import { computeCoverageSliderMax, getCoverageSliderStep } from '@shared/domain/pricing/life';
import type { VariableCoverage } from '@shared/domain/pricing/types';
import type { PlanView } from '@shared/schemas/plans';

/** A slider's range: $0 to max in steps. */
export interface CoverageSliderRange {
  max: number;
  step: number;
}

const toRange = (coverage: VariableCoverage, annualSalary: number | null): CoverageSliderRange => ({
  max: computeCoverageSliderMax(coverage, annualSalary),
  step: getCoverageSliderStep(coverage),
});

/** The employee's amount: up to the lesser of salary × multiplier (down to the increment) and the plan maximum. */
export function getCoverageSliderRange(plan: PlanView, annualSalary: number | null): CoverageSliderRange {
  return toRange(
    {
      maxDollars: plan.variable_coverage_amount_max ?? 0,
      incrementDollars: plan.variable_coverage_amount_increment ?? 0,
      maxSalaryMultiplier: plan.max_salary_multiplier,
    },
    annualSalary,
  );
}

/** The spouse's amount: up to the plan's spouse maximum, not tied to salary. */
export function getSpouseCoverageSliderRange(plan: PlanView): CoverageSliderRange {
  return toRange(
    {
      maxDollars: plan.spouse_variable_coverage_amount_max ?? 0,
      incrementDollars: plan.spouse_variable_coverage_amount_increment ?? 0,
    },
    null,
  );
}
