import type { CoverageChoiceRequest } from '../../schemas/application-requests';
import type { CoverageType } from '../enums';
import type { CoverageChoiceFacts, FamilyDependent } from './coverage-choice';
import { type CoveragePlan, type CoveragePlanFields, describeCoveragePlan } from './coverage-plan';

/** Named fixtures for the enrollment rule's tests: the Rivera family and the plans of a California company. */
export const spouse: FamilyDependent = { id: 'spouse', dependentType: 'spouse', age: 38 };
export const partner: FamilyDependent = { id: 'partner', dependentType: 'domestic_partner', age: 41 };
export const ava: FamilyDependent = { id: 'ava', dependentType: 'child', age: 12 };
export const noah: FamilyDependent = { id: 'noah', dependentType: 'child', age: 7 };

/** Employee 40, spouse and two children. */
export const riveraFamily = { employeeAge: 40, dependents: [spouse, ava, noah] };

/** A plan's stored fields: age-rated, contributory medical with no amounts unless overridden. */
export const fields = (overrides: Partial<CoveragePlanFields>): CoveragePlanFields => ({
  id: 'plan',
  type: 'medical',
  pricingType: 'age',
  contributionStrategy: 'Contributory',
  isDeclinableWhenEmployerPaid: false,
  coverageAmount: null,
  variableCoverage: false,
  variableCoverageAmountMax: null,
  variableCoverageAmountIncrement: null,
  maxSalaryMultiplier: null,
  spouseCoverage: false,
  spouseVariableCoverage: false,
  spouseCoverageAmount: null,
  spouseVariableCoverageAmountMax: null,
  spouseVariableCoverageAmountIncrement: null,
  childCoverage: false,
  childCoverageAmount: null,
  maxAge: null,
  maxIssueAge: null,
  ...overrides,
});

/** A plan from stored fields, rated at the employee's age unless said otherwise. */
export const makeCoveragePlan = (
  overrides: Partial<CoveragePlanFields>,
  isRatedAtAge: boolean | null = true,
) => describeCoveragePlan(fields(overrides), isRatedAtAge);

/** Age-rated medical, the carrier's oldest age 64. */
export const goldPpo = makeCoveragePlan({ id: 'gold-ppo', maxAge: 64 });
/** Tier-priced dental. */
export const deltaDental = makeCoveragePlan({ id: 'delta-dental', type: 'dental', pricingType: 'tier' });
/** Employer-paid accident the employee may decline. */
export const accidentBasic = makeCoveragePlan({
  id: 'accident-basic',
  type: 'accident',
  pricingType: 'tier',
  contributionStrategy: 'Non-Contributory',
  isDeclinableWhenEmployerPaid: true,
});
/** Employer-paid basic life, $25,000, not declinable. */
export const basicLife = makeCoveragePlan({
  id: 'basic-life',
  type: 'life',
  contributionStrategy: 'Non-Contributory',
  coverageAmount: 25000,
});
/** Voluntary life: 5× salary up to $500,000 in $10,000 steps; spouse up to $250,000 in $5,000 steps; children $10,000. */
export const VOLUNTARY_LIFE_FIELDS = {
  type: 'life',
  variableCoverage: true,
  variableCoverageAmountMax: 500000,
  variableCoverageAmountIncrement: 10000,
  maxSalaryMultiplier: 5,
  spouseCoverage: true,
  spouseVariableCoverage: true,
  spouseVariableCoverageAmountMax: 250000,
  spouseVariableCoverageAmountIncrement: 5000,
  childCoverage: true,
  childCoverageAmount: 10000,
} as const satisfies Partial<CoveragePlanFields>;
export const voluntaryLife = makeCoveragePlan({ id: 'voluntary-life', ...VOLUNTARY_LIFE_FIELDS });
/** Term life $100,000 with a flat spouse amount and no child coverage. */
export const termLife = makeCoveragePlan({
  id: 'term-life',
  type: 'term_life',
  coverageAmount: 100000,
  spouseCoverage: true,
  spouseCoverageAmount: 50000,
});
/** Whole life $25,000, issued up to age 64. */
export const wholeLife = makeCoveragePlan({
  id: 'whole-life',
  type: 'whole_life',
  coverageAmount: 25000,
  maxIssueAge: 64,
});

/** The facts of one line offered with these plans to the Rivera family earning $80,000. */
export function factsFor(
  lineType: CoverageType,
  plans: readonly CoveragePlan[],
  family: CoverageChoiceFacts['family'] = riveraFamily,
): CoverageChoiceFacts {
  return { offer: { lineType, plans }, family, annualSalary: 80000 };
}

/** A request as the schema defaults it. */
export function makeRequest(overrides: Partial<CoverageChoiceRequest>): CoverageChoiceRequest {
  return {
    isEnrolling: 'Yes',
    planId: null,
    segment: null,
    dependentsEnrolling: {},
    coverageAmount: null,
    spouseCoverageAmount: null,
    childCoverageAmount: null,
    ...overrides,
  };
}
