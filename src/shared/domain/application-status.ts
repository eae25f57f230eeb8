/**
 * Where an employee's application stands, as the employer's dashboard lists it. No schema library here: the
 * dashboard shows the labels without loading one (schemas/company.ts builds its schema from this list).
 */
export const APPLICATION_STATUSES = ['not_started', 'in_progress', 'completed', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
  declined: 'Declined all coverage',
};
