import type { EligibilityResult, EmployeeType } from '../enums';

/**
 * The Confirm Eligibility quiz (docs/spec/1 §4, §8). The table is ours, built from domain-facts.md and written in
 * docs/decisions/0101-eligibility-quiz-rules.md; every row there has a test in eligibility-quiz.test.ts.
 */

/** The four answers; null means not answered yet. */
export interface EligibilityAnswers {
  /** Will at least one non-owner employee on W-2 payroll enroll? */
  isEnrollingW2: boolean | null;
  /** Are the only people on payroll the owner(s) and their spouse(s)? */
  spouseOnlyGroup: boolean | null;
  /** Is the business a partnership whose partners (and their spouses) are the only people working in it? */
  partnershipWithSpouses: boolean | null;
  /** Will an eligible employee decline coverage without other group coverage? */
  decliningEmployee: boolean | null;
}

export type EligibilityQuestion = keyof EligibilityAnswers;

export const ELIGIBILITY_QUESTIONS = [
  'isEnrollingW2',
  'spouseOnlyGroup',
  'partnershipWithSpouses',
  'decliningEmployee',
] as const satisfies readonly EligibilityQuestion[];

/** The questions as the quiz asks them (design: the spec gives only the keys). */
export const ELIGIBILITY_QUESTION_LABELS: Record<EligibilityQuestion, string> = {
  isEnrollingW2: 'Will at least one employee on W-2 payroll who is not an owner enroll in the plan?',
  spouseOnlyGroup: 'Are the only people on your payroll the owner(s) and their spouse(s)?',
  partnershipWithSpouses:
    'Is your business a partnership whose only workers are the partners and their spouses?',
  decliningEmployee: 'Will any eligible employee decline coverage without having other group coverage?',
};

/** Employee-count branches of the quiz: 0, 1, 2, or 3 and more non-owner full-time W-2 employees. */
export type EmployeeCountBranch = 0 | 1 | 2 | 3;

/** States with their own row in the table (docs/spec/1 §4). */
export const ELIGIBILITY_SPECIAL_STATES = ['TX', 'OK', 'IL', 'WA'] as const;

/** States whose small-employer definition needs two eligible employees; one non-owner employee fits only some carriers. */
export const TWO_EMPLOYEE_MINIMUM_STATES = ['TX', 'OK', 'IL'] as const;

/** States where some carriers write husband-and-wife or partner-only groups when the owners are partners. */
export const PARTNER_GROUP_STATES = ['TX', 'OK'] as const;

/** The result sentences (docs/spec/1 §8); unknown has none. */
export const ELIGIBILITY_RESULT_MESSAGES: Record<EligibilityResult, string | null> = {
  eligible_all: 'You are eligible for all small group health insurance plans.',
  eligible_some: 'You are eligible for small group health insurance with some carriers.',
  not_eligible: 'Unfortunately, you do not qualify for small group health insurance.',
  unknown: null,
};

/** The result names (docs/spec/1 §4). */
export const ELIGIBILITY_RESULT_LABELS: Record<EligibilityResult, string> = {
  eligible_all: 'Eligible for All Plans',
  eligible_some: 'Eligible for Some Plans',
  not_eligible: 'Not Eligible',
  unknown: 'Unknown',
};

/** Only non-owner full-time W-2 employees count (owners and 1099 contractors do not). */
export function countNonOwnerW2Employees(
  employees: readonly { employeeType: EmployeeType | null }[],
): number {
  let count = 0;
  for (const e of employees) if (e.employeeType === 'full_time') count++;
  return count;
}

/** The count's branch: 0, 1, 2, or 3 for three and more. */
export function toEmployeeCountBranch(count: number): EmployeeCountBranch {
  if (!(count >= 1)) return 0;
  if (count >= 3) return 3;
  return count >= 2 ? 2 : 1;
}

const isIn = (list: readonly string[], state: string) => list.includes(state);

/** The outcome and the questions still needed to decide it. */
export interface EligibilityEvaluation {
  result: EligibilityResult;
  /** Unanswered questions that the table needs before it can decide; empty once decided. */
  missing: EligibilityQuestion[];
  /** The rule of decision 0101 that decided (R1…R8), for tests and support. */
  rule: string;
}

/** Walks the decision table of note 0101: the first matching row decides. */
export function evaluateEligibility(
  nonOwnerW2Count: number,
  state: string | null | undefined,
  answers: EligibilityAnswers,
): EligibilityEvaluation {
  const unknown = (missing: EligibilityQuestion[], rule: string): EligibilityEvaluation => ({
    result: 'unknown',
    missing,
    rule,
  });
  const decided = (result: EligibilityResult, rule: string): EligibilityEvaluation => ({
    result,
    missing: [],
    rule,
  });
  if (!state) return unknown([], 'R0');
  const branch = toEmployeeCountBranch(nonOwnerW2Count);
  const partnerState = isIn(PARTNER_GROUP_STATES, state);

  // R1: no non-owner W-2 employee: not a small group, except partner groups in TX and OK.
  if (branch === 0) {
    if (!partnerState) return decided('not_eligible', 'R1');
    if (answers.partnershipWithSpouses === null) return unknown(['partnershipWithSpouses'], 'R1');
    return decided(answers.partnershipWithSpouses ? 'eligible_some' : 'not_eligible', 'R1');
  }

  // R2: the first two answers are needed for every group with employees.
  const missing: EligibilityQuestion[] = [];
  if (answers.isEnrollingW2 === null) missing.push('isEnrollingW2');
  if (answers.spouseOnlyGroup === null) missing.push('spouseOnlyGroup');
  if (missing.length > 0) return unknown(missing, 'R2');

  // R3: owners and spouses only is not a small group; TX carriers write them, OK only as a partnership.
  if (answers.spouseOnlyGroup) {
    if (state === 'TX') return decided('eligible_some', 'R3');
    if (state === 'OK') {
      if (answers.partnershipWithSpouses === null) return unknown(['partnershipWithSpouses'], 'R3');
      return decided(answers.partnershipWithSpouses ? 'eligible_some' : 'not_eligible', 'R3');
    }
    return decided('not_eligible', 'R3');
  }

  // R4: a small group needs at least one enrolled non-owner W-2 employee.
  if (!answers.isEnrollingW2) return decided('not_eligible', 'R4');

  // R5: one employee who is a partner's spouse is a partner group, not an employee group.
  if (branch === 1) {
    if (answers.partnershipWithSpouses === null) return unknown(['partnershipWithSpouses'], 'R5');
    if (answers.partnershipWithSpouses) return decided(partnerState ? 'eligible_some' : 'not_eligible', 'R5');
  }

  // R6: participation. Two employees with one declining is 50%, under the usual 70–75% minimum; in WA every
  // full-time employee without other group coverage must enroll, so a decliner matters at any size.
  if (branch === 2 || state === 'WA') {
    if (answers.decliningEmployee === null) return unknown(['decliningEmployee'], 'R6');
    if (answers.decliningEmployee) return decided('eligible_some', 'R6');
  }

  // R7: TX, OK and IL define a small employer as two or more eligible employees.
  if (branch === 1 && isIn(TWO_EMPLOYEE_MINIMUM_STATES, state)) return decided('eligible_some', 'R7');

  // R8: everyone else with an enrolling non-owner W-2 employee.
  return decided('eligible_all', 'R8');
}

/** The quiz result alone (see evaluateEligibility). */
export function determineEligibility(
  nonOwnerW2Count: number,
  state: string | null | undefined,
  answers: EligibilityAnswers,
): EligibilityResult {
  return evaluateEligibility(nonOwnerW2Count, state, answers).result;
}

/** The result sentence to show, or null while unknown. */
export function getEligibilityResultMessage(result: EligibilityResult): string | null {
  return ELIGIBILITY_RESULT_MESSAGES[result];
}

/** The quiz trigger: "{result} (Edit)" once answered, else "Am I Eligible?" when invited to take the quiz, else "Confirm Eligibility". */
export function getEligibilityTriggerLabel(result: EligibilityResult, takeQuiz: boolean): string {
  if (result !== 'unknown') return `${ELIGIBILITY_RESULT_LABELS[result]} (Edit)`;
  return takeQuiz ? 'Am I Eligible?' : 'Confirm Eligibility';
}

/** Debounce of answer changes before they are saved, in milliseconds (docs/spec/1 §9). */
export const ELIGIBILITY_ANSWER_DEBOUNCE_MS = 100;
