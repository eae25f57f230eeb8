import { isEveryAnswerNo } from '@shared/domain/declination/declination';
import type { ApplicationStatus } from '@shared/domain/enums';

/**
 * An application's status for the employer: declined when completed with every coverage answered No,
 * completed when signed, in progress once any step is recorded, else not started.
 */
export function deriveApplicationStatus(input: {
  completedAt: Date | null;
  completedSteps: number;
  enrollingAnswers: ReadonlyArray<'Yes' | 'No'>;
}): ApplicationStatus {
  if (input.completedAt) {
    return isEveryAnswerNo(input.enrollingAnswers) ? 'declined' : 'completed';
  }
  return input.completedSteps > 0 ? 'in_progress' : 'not_started';
}
