import { ENROLLMENT_MESSAGES } from '../../schemas/enrollment';
import { COVERAGE_TYPE_LABELS, type CoverageType } from '../enums';

/** What a refused coverage choice says, field by field (decision 0016); the screen shows the same texts. */
export const COVERAGE_MESSAGES = {
  notOffered: (type: CoverageType) =>
    `Your company does not offer ${COVERAGE_TYPE_LABELS[type]} insurance at this time.`,
  choosePlan: 'Choose a plan.',
  planNotOffered: 'This plan is not offered to you.',
  segment: ENROLLMENT_MESSAGES.segment,
  segmentMismatch: 'The people enrolling do not match this choice.',
  noSpouse: 'You have no spouse or domestic partner on file. Add them on the Family Information step.',
  noChildren: 'You have no children on file. Add them on the Family Information step.',
  unknownDependent: 'Choose only your own dependents.',
  dependentNotCovered: 'This plan does not cover this dependent.',
  amountRequired: 'Please choose a coverage amount.',
  cannotDecline: 'This coverage is paid by your employer and cannot be declined.',
  employerPaidDependents:
    'Your employer pays for your own coverage only; dependents cannot be added to this plan.',
  wholeLifeAge:
    'You are not eligible for the offered whole life plan due to age restrictions from the carrier for this plan.',
  lifeAge:
    'You are not eligible for the offered (term) life plan(s) due to age restrictions from the carrier for those plans.',
  overMaxAge: 'You are not eligible for this plan due to age restrictions from the carrier.',
  /** Plans are priced by age: a Yes needs the employee's birth date (also the plan-cost call's message). */
  bornAt: 'Please enter your date of birth on the Basic Information step first.',
} as const;
