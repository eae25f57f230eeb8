import { z } from 'zod';

/**
 * The job queue's jobs (issue 18, decision 0062): each module's scheduled work, named `<module>.<work>`.
 * Operations see their schedules and recent runs, and may run one now.
 */
export const JOB_NAMES = [
  'billing.autopay',
  'carrier-files.nightly',
  'data-requests.purge',
  // The company's officer is asked to sign the broker-of-record letters (decision 0081), with the request's id.
  'notices.bor-signing-request',
  // The administrators are told of each carrier's broker-of-record step (decision 0081), with the step's id.
  'notices.bor-status',
  'notices.coverage-effective',
  // Sent after a contribution change with the change's data (decision 0072); run without it, it sends nothing.
  'notices.deduction-change',
  // "Send a reminder" (with the company and person) and the daily one before a window closes (decision 0080).
  'notices.enrollment-reminders',
  'notices.enrollment-reminders-due',
  'notices.renewal-due',
  // Sent when the employer signs its renewal, with the new plan year (issue 35 item 5); run without it, nothing.
  'notices.renewal-open',
  'policy-cancellation.settle',
  'renewals.start-plan-years',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

// The notices' jobs, which other contexts queue (issue 36: the names are the contract, not the notices module's).
/** The job that mails the employees whose share a contribution change alters (decision 0072). */
export const DEDUCTION_CHANGE_NOTICES: JobName = 'notices.deduction-change';
export const ENROLLMENT_REMINDERS: JobName = 'notices.enrollment-reminders';
/** The job that tells each eligible employee their renewal application is open (issue 35 item 5). */
export const RENEWAL_OPEN_NOTICES: JobName = 'notices.renewal-open';
/** The mail asking the company's officer to sign the broker-of-record letters (decision 0081). */
export const BOR_SIGNING_REQUEST: JobName = 'notices.bor-signing-request';
/** The administrators' mail of a carrier's broker-of-record step: the letter sent and each move after it. */
export const BOR_STATUS_NOTICES: JobName = 'notices.bor-status';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const jobNameParamsSchema = z.object({
  jobName: z.enum(JOB_NAMES, { error: 'Unknown job.' }),
});

export const jobsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Give a number of jobs from 1 to 200.' })
    .int('Give a number of jobs from 1 to 200.')
    .min(1, 'Give a number of jobs from 1 to 200.')
    .max(200, 'Give a number of jobs from 1 to 200.')
    .optional(),
});

/** One run of a job: never its data, and a failure's message with its quoted values blanked. */
export const jobRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  retryCount: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type JobRecord = z.infer<typeof jobRecordSchema>;

export const jobsOverviewSchema = z.object({
  /** Whether the process that answered works jobs (JOBS_WORKER). */
  isWorker: z.boolean(),
  schedules: z.array(z.object({ name: z.string(), cron: z.string(), timezone: z.string() })),
  /** Newest first. */
  jobs: z.array(jobRecordSchema),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;

export const runJobResponseSchema = z.object({ id: z.string() });
