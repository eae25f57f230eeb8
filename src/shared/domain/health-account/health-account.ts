import { type CalendarDate, getDayOfWeek, getDaysInMonth, isLeapYear } from '../dates/dates';
import {
  type HealthAccountStatus,
  type HealthAccountType,
  PAYCHECKS_PER_YEAR,
  type PayFrequency,
} from '../enums';
import type { Cents } from '../money/money';
import { splitAnnualAmount } from '../payroll/deductions';

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

/**
 * Paychecks left in the year from a date, the date's own pay day included (design, see decision 0103):
 * weekly = Fridays left; biweekly = every second of those, rounded up; semimonthly = the 15th and month-end
 * pay days left; monthly = month-end pay days left. Never less than 1, so an amount can always be spread.
 */
export function countRemainingPaychecks(frequency: PayFrequency, today: CalendarDate): number {
  switch (frequency) {
    case 'monthly':
      return 12 - today.month + 1;
    case 'semimonthly':
      return (12 - today.month) * 2 + (today.day <= 15 ? 2 : 1);
    case 'weekly':
    case 'biweekly': {
      const daysInYear = isLeapYear(today.year) ? 366 : 365;
      const dayOfYear = dayOfYearOf(today);
      const daysLeft = daysInYear - dayOfYear + 1; // today included
      const toFriday = (5 - getDayOfWeek(today) + 7) % 7;
      const fridays = toFriday < daysLeft ? Math.floor((daysLeft - 1 - toFriday) / 7) + 1 : 0;
      const count = frequency === 'weekly' ? fridays : Math.ceil(fridays / 2);
      return Math.max(1, count);
    }
  }
}

function dayOfYearOf(date: CalendarDate): number {
  let day = date.day;
  for (let m = 1; m < date.month; m++) day += getDaysInMonth(date.year, m);
  return day;
}

/** The most paychecks a year has for a frequency. */
export function getPaychecksPerYear(frequency: PayFrequency): number {
  return PAYCHECKS_PER_YEAR[frequency];
}

/**
 * The employee's yearly amount over the paychecks left, as payroll deducts it (splitAnnualAmount, decision
 * 0032): the regular amount on each, the cents left over on the last, so the parts sum exactly.
 */
export function spreadContributionOverPaychecks(
  yearlyAmountCents: Cents,
  frequency: PayFrequency,
  today: CalendarDate,
): { paychecksLeft: number; perPaycheckCents: Cents; schedule: Cents[] } {
  const paychecksLeft = countRemainingPaychecks(frequency, today);
  const { regularCents, finalCents } = splitAnnualAmount(Math.max(0, yearlyAmountCents), paychecksLeft);
  const schedule = Array.from({ length: paychecksLeft }, (_, i) =>
    i === paychecksLeft - 1 ? finalCents : regularCents,
  );
  return { paychecksLeft, perPaycheckCents: regularCents, schedule };
}

/** The health account step shows only when the benefit status is done or incomplete (spec 1 §2). */
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
