import type { HealthAccountStatus, HealthAccountType } from '../enums';
import type { Cents } from '../money/money';

/** IRS Rev. Proc. 2025-19: 2026 HSA limits and the 55+ catch-up, in cents. */
export const HSA_LIMITS_2026 = Object.freeze({
  selfOnlyCents: 440_000,
  familyCents: 875_000,
  catchUpCents: 100_000,
  catchUpAge: 55,
});

/** The yearly maximums an employer's health account allows, in cents. */
export interface HealthAccountMaximums {
  individualCents: Cents;
  familyCents: Cents;
}

/** The yearly maximum that applies: the family maximum when dependents are covered, else the individual one. */
export function selectYearlyMaximum(maximums: HealthAccountMaximums, hasCoveredDependents: boolean): Cents {
  return hasCoveredDependents ? maximums.familyCents : maximums.individualCents;
}

/** The employee's yearly maximum = the applicable maximum less the employer's yearly contribution, never below 0. */
export function computeEmployeeYearlyMaximum(
  maximums: HealthAccountMaximums,
  hasCoveredDependents: boolean,
  employerYearlyContributionCents: Cents,
): Cents {
  const max =
    selectYearlyMaximum(maximums, hasCoveredDependents) - Math.max(0, employerYearlyContributionCents);
  return Math.max(max, 0);
}

/** The health account step shows only when the benefit status is done or incomplete (docs/spec/1 §2). */
export function hasHealthAccountStep(status: HealthAccountStatus | null | undefined): boolean {
  return status === 'done' || status === 'incomplete';
}

/**
 * Who may put money into the account: an FSA takes any employee's contribution; an HSA only that of an
 * employee covered by an HSA-eligible (high-deductible) medical plan (26 U.S.C. §223(c)(1)).
 */
export function canContributeToHealthAccount(
  accountType: HealthAccountType,
  enrolledMedicalPlanIsHsaEligible: boolean,
): boolean {
  if (accountType === 'hsa') return enrolledMedicalPlanIsHsaEligible;
  return accountType === 'fsa';
}
