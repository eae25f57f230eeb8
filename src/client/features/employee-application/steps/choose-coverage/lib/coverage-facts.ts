import type { CalendarDate } from '@shared/domain/dates/dates';
import { resolveAgesOn } from '@shared/domain/enrollment/ages';
import { type CoverageChoiceFacts, describeFamily } from '@shared/domain/enrollment/coverage-choice';
import {
  type CoveragePlan,
  type CoveragePlanFields,
  describeCoveragePlan,
  readRatedAtAge,
} from '@shared/domain/enrollment/coverage-plan';
import type { CoverageType } from '@shared/domain/enums';
import type { ApplicationResponse } from '@shared/schemas/application';
import type { PlanView } from '@shared/schemas/plans';
import { findPlanCost, type PlanCostView } from './plan-costs';

/** A plan view's fields under the stored names the shared rule reads (a rename, nothing decided here). */
export function toCoveragePlanFields(plan: PlanView): CoveragePlanFields {
  return {
    id: plan.id,
    type: plan.type,
    pricingType: plan.pricing_type,
    contributionStrategy: plan.contribution_strategy,
    isDeclinableWhenEmployerPaid: plan.is_declinable_when_employer_paid,
    coverageAmount: plan.coverage_amount,
    variableCoverage: plan.variable_coverage,
    variableCoverageAmountMax: plan.variable_coverage_amount_max,
    variableCoverageAmountIncrement: plan.variable_coverage_amount_increment,
    maxSalaryMultiplier: plan.max_salary_multiplier,
    spouseCoverage: plan.spouse_coverage,
    spouseVariableCoverage: plan.spouse_variable_coverage,
    spouseCoverageAmount: plan.spouse_coverage_amount,
    spouseVariableCoverageAmountMax: plan.spouse_variable_coverage_amount_max,
    spouseVariableCoverageAmountIncrement: plan.spouse_variable_coverage_amount_increment,
    childCoverage: plan.child_coverage,
    childCoverageAmount: plan.child_coverage_amount,
    maxAge: plan.max_age,
    maxIssueAge: plan.max_issue_age,
  };
}

/** A plan as the shared rule sees it; its cost (once the plan-cost call answers) says whether its rates take the age. */
export function toCoveragePlan(plan: PlanView, cost?: PlanCostView): CoveragePlan {
  return describeCoveragePlan(toCoveragePlanFields(plan), readRatedAtAge(cost));
}

export type ScreenApplication = {
  employeeForm: Pick<ApplicationResponse['employeeForm'], 'bornAt' | 'annualSalary'>;
  employeeDependents: ApplicationResponse['employeeDependents'];
  employeePolicy: Pick<ApplicationResponse['employeePolicy'], 'effectiveAt' | 'planYearEffectiveAt'>;
};

/**
 * The facts the screen previews a choice with: the ones the server decides on (decision 0016), from the
 * application, the line's plans and their costs as the API answered them.
 */
export function buildScreenCoverageFacts(
  application: ScreenApplication,
  lineType: CoverageType,
  plans: readonly PlanView[],
  costs: readonly PlanCostView[] | undefined,
  today: CalendarDate,
): CoverageChoiceFacts {
  const { employeeForm, employeePolicy } = application;
  const agesOn = resolveAgesOn(
    {
      policyEffectiveAt: employeePolicy.effectiveAt,
      planYearEffectiveAt: employeePolicy.planYearEffectiveAt,
    },
    today,
  );
  return {
    offer: { lineType, plans: plans.map((p) => toCoveragePlan(p, findPlanCost(costs, p.id))) },
    family: describeFamily(
      { employeeBornAt: employeeForm.bornAt, dependents: application.employeeDependents },
      agesOn,
    ),
    annualSalary: employeeForm.annualSalary,
  };
}
