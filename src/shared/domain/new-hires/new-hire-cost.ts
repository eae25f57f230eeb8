import { computeAgeOnIso, formatIsoDate, isLeapYear, parseIsoDate } from '../dates/dates';
import type { DependentType, Segment } from '../enums';

/**
 * Cost of a new hire (issue 12 item 3, decision 0029): the household a quote prices when all we know is the
 * hire's age (or birth date), the family tier and how many children. What it assumes is stated on the page:
 * - the spouse is priced at their own age when the administrator gives it, else at the employee's (small-group
 *   quotes without a census do the same);
 * - each child is priced at age 10: every child under 15 has the same CMS age factor (0.765), and only the
 *   three oldest children under 21 are charged on age-rated medical plans (the engine applies that cap).
 * Ages are taken on the day coverage would start; tier-priced plans ignore ages altogether.
 */

export const NEW_HIRE_CHILD_AGE = 10;
export const NEW_HIRE_MIN_AGE = 15;
export const NEW_HIRE_MAX_AGE = 99;
export const NEW_HIRE_MAX_CHILDREN = 10;

/** Whether a family tier covers children (and so needs a count). */
export function tierHasChildren(family: Segment): boolean {
  return family === 'ee_children' || family === 'ee_family';
}

/** Whether a family tier covers a spouse. */
export function tierHasSpouse(family: Segment): boolean {
  return family === 'ee_spouse' || family === 'ee_family';
}

/** A birth date that makes a person exactly `age` on `onIso` (that day is their birthday; Feb 29 → Feb 28). */
export function birthDateForAge(age: number, onIso: string): string {
  const on = parseIsoDate(onIso);
  if (!on) throw new Error(`Not an ISO date: ${onIso}`);
  const year = on.year - age;
  const day = on.month === 2 && on.day === 29 && !isLeapYear(year) ? 28 : on.day;
  return formatIsoDate({ year, month: on.month, day });
}

export type NewHirePerson = { id: string; bornAt: string; tobaccoUser: null };
export type NewHireDependent = NewHirePerson & { dependentType: DependentType };

/**
 * The household to price: the employee, a spouse of `spouseAge` (else at the employee's age), and
 * `childrenCount` children of ten.
 */
export function buildNewHireHousehold(input: {
  employeeBornAt: string;
  family: Segment;
  childrenCount: number;
  agesOn: string;
  spouseAge?: number | null;
}): { employee: NewHirePerson; dependents: NewHireDependent[] } {
  const employee: NewHirePerson = { id: 'employee', bornAt: input.employeeBornAt, tobaccoUser: null };
  const dependents: NewHireDependent[] = [];
  if (tierHasSpouse(input.family))
    dependents.push({
      id: 'spouse',
      bornAt:
        input.spouseAge === null || input.spouseAge === undefined
          ? input.employeeBornAt
          : birthDateForAge(input.spouseAge, input.agesOn),
      tobaccoUser: null,
      dependentType: 'spouse',
    });
  if (tierHasChildren(input.family)) {
    const childBornAt = birthDateForAge(NEW_HIRE_CHILD_AGE, input.agesOn);
    for (let i = 1; i <= input.childrenCount; i++)
      dependents.push({ id: `child-${i}`, bornAt: childBornAt, tobaccoUser: null, dependentType: 'child' });
  }
  return { employee, dependents };
}

/** The employee's age on the day coverage would start, from an age as entered or a birth date. */
export function resolveNewHireAge(
  input: { age: number } | { bornAt: string },
  agesOn: string,
): { age: number; bornAt: string } {
  if ('age' in input) return { age: input.age, bornAt: birthDateForAge(input.age, agesOn) };
  return { age: computeAgeOnIso(input.bornAt, agesOn), bornAt: input.bornAt };
}

/** Who a new hire's quote covers, as the employer reads it (the family tiers of docs/spec/1 §4). */
export const NEW_HIRE_FAMILY_LABELS: Record<Segment, string> = {
  ee_only: 'Employee only',
  ee_spouse: 'Employee + spouse',
  ee_children: 'Employee + children',
  ee_family: 'Family (employee, spouse and children)',
};
