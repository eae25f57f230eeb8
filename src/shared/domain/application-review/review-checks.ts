import { type CalendarDate, compareDates, formatLongDate } from '../dates/dates';
import {
  EMPLOYEE_TYPE_LABELS,
  type EmployeeType,
  type EmploymentStatus,
  WAITING_PERIOD_LABELS,
  type WaitingPeriod,
} from '../enums';
import { computeCoverageStart, DEFAULT_WAITING_PERIOD } from '../new-hires/coverage-start';

/**
 * The checks operations read before approving an application (issue 35 item 4, decision 0078): whether the
 * person may join the group plan, and whether the coverage start respects the company's waiting period. Each
 * answers pass or fail with one plain sentence; operations decide, the checks do not block the approval.
 */

export const REVIEW_CHECK_RESULTS = ['pass', 'fail'] as const;
export type ReviewCheckResult = (typeof REVIEW_CHECK_RESULTS)[number];
export type ReviewCheck = { result: ReviewCheckResult; text: string };

/** The employee types the group plan takes: W-2 payroll employees and owners; never a 1099 contractor. */
const GROUP_PLAN_TYPES: ReadonlySet<EmployeeType> = new Set<EmployeeType>(['full_time', 'owner']);

/**
 * Eligible when the employer marked the person eligible (hours are not on file: the employer's mark is where
 * a part-timer under the carrier's minimum is left out), they still work there, their type is one the group
 * plan takes, and they are in one of the company's active classes (the class sets the employer's share).
 */
export function checkEligibility(input: {
  isEligible: boolean;
  employmentStatus: EmploymentStatus;
  employeeType: EmployeeType | null;
  /** The name of the person's class when it is one of the company's active classes, else null. */
  className: string | null;
}): ReviewCheck {
  const fail = (text: string): ReviewCheck => ({ result: 'fail', text });
  if (!input.isEligible) return fail('The employer marked this person as not eligible for benefits.');
  if (input.employmentStatus !== 'active') return fail('This person no longer works at the company.');
  if (input.employeeType === null)
    return fail('The employer has not said how this person is employed (W-2 payroll employee or owner).');
  if (!GROUP_PLAN_TYPES.has(input.employeeType))
    return fail(`A ${EMPLOYEE_TYPE_LABELS[input.employeeType]} cannot join the group plan.`);
  if (input.className === null)
    return fail('This person is in no active class, so the employer’s share cannot be set.');
  return {
    result: 'pass',
    text: `Eligible: ${EMPLOYEE_TYPE_LABELS[input.employeeType]} in the class “${input.className}”, marked eligible by the employer.`,
  };
}

/**
 * The waiting period holds when coverage starts on or after the first day the company's waiting period lets
 * this hire start (computeCoverageStart, decision 0022). Without a hire date it cannot be checked: a fail, for
 * operations to ask the employer.
 */
export function checkWaitingPeriod(input: {
  hiredAt: CalendarDate | null;
  waitingPeriod: WaitingPeriod | null;
  policyEffectiveAt: CalendarDate | null;
  coverageStartsOn: CalendarDate;
}): ReviewCheck {
  const starts = formatLongDate(input.coverageStartsOn);
  if (!input.hiredAt)
    return {
      result: 'fail',
      text: `No hire date on file, so the waiting period cannot be checked. Coverage would start ${starts}.`,
    };
  const earliest = computeCoverageStart({
    hiredAt: input.hiredAt,
    waitingPeriod: input.waitingPeriod,
    policyEffectiveAt: input.policyEffectiveAt,
  });
  const period = WAITING_PERIOD_LABELS[input.waitingPeriod ?? DEFAULT_WAITING_PERIOD];
  const hired = formatLongDate(input.hiredAt);
  const allowed = formatLongDate(earliest);
  if (compareDates(input.coverageStartsOn, earliest) < 0)
    return {
      result: 'fail',
      text: `Coverage would start ${starts}, before the waiting period allows: hired ${hired}, waiting period “${period}”, so not before ${allowed}.`,
    };
  return {
    result: 'pass',
    text: `Coverage starts ${starts}: hired ${hired}, waiting period “${period}”, so from ${allowed} at the earliest.`,
  };
}
