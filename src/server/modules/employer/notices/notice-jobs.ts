import type { JobName } from '@shared/schemas/jobs';

/** The job that mails the employees whose share a contribution change alters (decision 0072). */
export const DEDUCTION_CHANGE_NOTICES: JobName = 'notices.deduction-change';
export const ENROLLMENT_REMINDERS: JobName = 'notices.enrollment-reminders';
/** The job that tells each eligible employee their renewal application is open (issue 35 item 5). */
export const RENEWAL_OPEN_NOTICES: JobName = 'notices.renewal-open';
/** The mail asking the company's officer to sign the broker-of-record letters (decision 0081). */
export const BOR_SIGNING_REQUEST: JobName = 'notices.bor-signing-request';
/** The administrators' mail of a carrier's broker-of-record step: the letter sent and each move after it. */
export const BOR_STATUS_NOTICES: JobName = 'notices.bor-status';
