import type { CoverageType, YesNo } from '../enums';

/** The health lines (medical, dental, vision) whose waiver asks for a declination reason. */
export const REASON_REQUIRED_COVERAGE_TYPES = [
  'medical',
  'dental',
  'vision',
] as const satisfies readonly CoverageType[];

type Answers = Partial<Record<CoverageType, YesNo | null | undefined>>;

/** Every offered line the employee answered is No, and at least one was answered ("declined all coverage"). */
export function isDecliningAllCoverage(offered: readonly CoverageType[], answers: Answers): boolean {
  return isEveryAnswerNo(
    offered.map((type) => answers[type]).filter((a): a is YesNo => a === 'Yes' || a === 'No'),
  );
}

/** At least one answer, and every one of them No. */
export function isEveryAnswerNo(answers: readonly YesNo[]): boolean {
  return answers.length > 0 && answers.every((a) => a === 'No');
}

/**
 * The employee is declining coverage, so Additional Information is titled so and asks why: an offered medical,
 * dental or vision line is answered No, or every answered line is No. Declining only ancillary lines (life,
 * disability, accident) asks no reason. See docs/decisions/0008-declination-reason.md.
 */
export function isDecliningCoverage(offered: readonly CoverageType[], answers: Answers): boolean {
  const declinesHealthLine = REASON_REQUIRED_COVERAGE_TYPES.some(
    (type) => offered.includes(type) && answers[type] === 'No',
  );
  return declinesHealthLine || isDecliningAllCoverage(offered, answers);
}
