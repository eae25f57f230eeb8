import { APPLICATION_REVIEW_STATUSES } from '@shared/domain/application-review/application-review';
import { z } from 'zod';
import { multilineTextSchema, trimmedTextSchema, versionSchema } from './fields';

/**
 * The operations console (issue 18, decision 0064): application review, the queues' counts, companies and the
 * audit log. Operations only.
 */

export const RETURN_REASON_MESSAGES = {
  required: 'Please give the reason the application is returned.',
  length: 'Please keep the reason to 1,000 characters.',
} as const;

export const applicationReviewParamsSchema = z.object({ applicationId: z.uuid('Unknown application.') });

export const approveApplicationRequestSchema = z.object({ version: versionSchema() });
export type ApproveApplicationRequest = z.infer<typeof approveApplicationRequestSchema>;

export const returnApplicationRequestSchema = z.object({
  version: versionSchema(),
  reason: multilineTextSchema
    .min(1, RETURN_REASON_MESSAGES.required)
    .max(1000, RETURN_REASON_MESSAGES.length),
});
export type ReturnApplicationRequest = z.infer<typeof returnApplicationRequestSchema>;

/** The review filter of /admin/applications: 'all' shows every signed or returned application. */
export const APPLICATION_REVIEW_FILTERS = ['submitted', 'approved', 'returned', 'all'] as const;
export type ApplicationReviewFilter = (typeof APPLICATION_REVIEW_FILTERS)[number];

export const adminApplicationQuerySchema = z.object({
  status: z
    .enum(APPLICATION_REVIEW_FILTERS, { error: 'Unknown status filter.' })
    .optional()
    .default('submitted'),
  companyId: z.uuid('Unknown company.').optional(),
});
export type AdminApplicationQuery = z.infer<typeof adminApplicationQuerySchema>;

export const adminApplicationSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  employeeName: z.string(),
  employeeEmail: z.string().nullable(),
  isRenewal: z.boolean(),
  reviewStatus: z.enum(APPLICATION_REVIEW_STATUSES),
  reviewReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** The day the coverages start (set on approval; a new hire's waiting period may have set it earlier). */
  effectiveAt: z.string().nullable(),
  planYearEffectiveAt: z.string().nullable(),
  /** The lines enrolled in ("Medical", "Dental"). */
  enrolledLines: z.array(z.string()),
  version: z.number().int(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const adminApplicationListSchema = z.object({
  applications: z.array(adminApplicationSchema),
  counts: z.object({
    submitted: z.number().int(),
    approved: z.number().int(),
    returned: z.number().int(),
  }),
});
export type AdminApplicationList = z.infer<typeof adminApplicationListSchema>;

/** The dashboards' view of the review (the employee's and the employer's). */
export const applicationReviewSchema = z.object({
  status: z.enum(APPLICATION_REVIEW_STATUSES).nullable(),
  reason: z.string().nullable(),
  effectiveAt: z.string().nullable(),
});
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;

/** One queue of /admin: its page, how many wait on operations, and its counts per status. */
export const QUEUE_KEYS = [
  'applications',
  'open_enrollment_setups',
  'broker_of_record',
  'registration_leads',
  'large_group_quotes',
  'data_requests',
  'claims_help',
] as const;
export type QueueKey = (typeof QUEUE_KEYS)[number];

export const queueSummarySchema = z.object({
  key: z.enum(QUEUE_KEYS),
  label: z.string(),
  /** The console page of the queue; null while the queue has no page of its own. */
  path: z.string().nullable(),
  /** What waits on operations (the first count's meaning is the queue's own: to review, to process, open). */
  waiting: z.number().int(),
  counts: z.array(z.object({ status: z.string(), label: z.string(), count: z.number().int() })),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;
export const queueSummaryListSchema = z.object({ queues: z.array(queueSummarySchema) });
export type QueueSummaryList = z.infer<typeof queueSummaryListSchema>;

export const adminCompanyQuerySchema = z.object({
  q: trimmedTextSchema.max(100, 'Please search with at most 100 characters.').optional().default(''),
});
export const adminCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  policy: z
    .object({ status: z.string(), effectiveAt: z.string().nullable(), renewalAt: z.string().nullable() })
    .nullable(),
  renewal: z.object({ status: z.string(), setupStatus: z.string().nullable() }).nullable(),
  brokerOfRecord: z
    .object({
      signedAt: z.string().nullable(),
      carriers: z.array(z.object({ carrierName: z.string(), status: z.string() })),
    })
    .nullable(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export const adminCompanyListSchema = z.object({
  companies: z.array(adminCompanySchema),
  total: z.number().int(),
});
export type AdminCompanyList = z.infer<typeof adminCompanyListSchema>;

export const AUDIT_PAGE_SIZE = 50;
export const adminAuditQuerySchema = z.object({
  companyId: z.uuid('Unknown company.').optional(),
  /** A person's e-mail or name, or part of it. */
  person: trimmedTextSchema.max(100, 'Please search with at most 100 characters.').optional().default(''),
  /** An action or its start ("application." finds every application action). */
  action: trimmedTextSchema.max(100, 'Please search with at most 100 characters.').optional().default(''),
  page: z.coerce
    .number({ error: 'Unknown page.' })
    .int('Unknown page.')
    .min(1, 'Unknown page.')
    .max(10000, 'Unknown page.')
    .optional()
    .default(1),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  personEmail: z.string().nullable(),
  personName: z.string().nullable(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  adminMode: z.boolean(),
  details: z.record(z.string(), z.unknown()),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditPageSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

/**
 * The queues without a page of their own elsewhere (decision 0064): registration leads and claims help
 * requests, each a list by status. One item shape so one list component shows both.
 */
export const QUEUE_LIST_KEYS = ['registration_leads', 'claims_help'] as const;
export type QueueListKey = (typeof QUEUE_LIST_KEYS)[number];
export const QUEUE_LIST_STATUSES: Record<QueueListKey, readonly string[]> = {
  registration_leads: ['payment', 'additional_information', 'done'],
  claims_help: ['open', 'in_review', 'resolved', 'closed'],
};
export const adminQueueListQuerySchema = z.object({
  status: z
    .enum(['all', 'payment', 'additional_information', 'done', 'open', 'in_review', 'resolved', 'closed'], {
      error: 'Unknown status filter.',
    })
    .optional()
    .default('all'),
});
export const adminQueueItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  at: z.string(),
  facts: z.array(z.tuple([z.string(), z.string()])),
});
export type AdminQueueItem = z.infer<typeof adminQueueItemSchema>;
export const adminQueueListSchema = z.object({
  items: z.array(adminQueueItemSchema),
  counts: z.array(z.object({ status: z.string(), label: z.string(), count: z.number().int() })),
});
export type AdminQueueList = z.infer<typeof adminQueueListSchema>;
