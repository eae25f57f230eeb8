import type { JobName } from '@shared/schemas/jobs';

/** The job that mails the employees whose share a contribution change alters (decision 0072). */
export const DEDUCTION_CHANGE_NOTICES: JobName = 'notices.deduction-change';
export const ENROLLMENT_REMINDERS: JobName = 'notices.enrollment-reminders';
