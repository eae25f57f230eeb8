import { APPLICATION_REVIEW_STATUSES } from '@shared/domain/application-review/application-review';
import { REVIEW_CHECK_RESULTS } from '@shared/domain/application-review/review-checks';
import { APPLICATION_FIELD_KEYS, type ApplicationField } from '@shared/domain/employment/field-rights';
import { COVERAGE_TYPES } from '@shared/domain/enums';
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

export const reviewCheckSchema = z.object({ result: z.enum(REVIEW_CHECK_RESULTS), text: z.string() });
export type ReviewCheckView = z.infer<typeof reviewCheckSchema>;

/** An application field by its stored name, with its label (APPLICATION_FIELDS). */
export const applicationFieldViewSchema = z.object({
  field: z.enum(APPLICATION_FIELD_KEYS as [ApplicationField, ...ApplicationField[]]),
  label: z.string(),
});
export type ApplicationFieldView = z.infer<typeof applicationFieldViewSchema>;

export const applicationReviewParamsSchema = z.object({ applicationId: z.uuid('Unknown application.') });

export const approveApplicationRequestSchema = z.object({ version: versionSchema() });
export type ApproveApplicationRequest = z.infer<typeof approveApplicationRequestSchema>;

export const RETURN_FIELDS_MESSAGES = {
  unknown: 'Please choose the fields from the list.',
  tooMany: 'Please choose each field once.',
} as const;

/**
 * A return names the application's fields the employee should change (decision 0078): each one of
 * APPLICATION_FIELDS; the server refuses one this employee cannot change (listReturnableFields). None named:
 * the reason is about something else the employee always chooses (a plan, a dependent's coverage).
 */
export const returnApplicationRequestSchema = z.object({
  version: versionSchema(),
  reason: multilineTextSchema
    .min(1, RETURN_REASON_MESSAGES.required)
    .max(1000, RETURN_REASON_MESSAGES.length),
  fields: z
    .array(
      z.enum(APPLICATION_FIELD_KEYS as [ApplicationField, ...ApplicationField[]], {
        error: RETURN_FIELDS_MESSAGES.unknown,
      }),
      { error: RETURN_FIELDS_MESSAGES.unknown },
    )
    .max(APPLICATION_FIELD_KEYS.length, RETURN_FIELDS_MESSAGES.tooMany)
    .optional()
    .default([]),
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
  /** The fields a return named for the employee to change (empty unless returned with some). */
  reviewFields: z.array(applicationFieldViewSchema),
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

/**
 * GET /api/v2/admin/applications/{id}/review (issue 35 item 4, decision 0078), operations only: what operations
 * approve. The people (SSNs only masked), each offered line with its plan, tier and monthly premium split
 * between employer and employee (the election summary's pricing), the checks, the signed PDF, and the fields a
 * return may name. Money in cents a month.
 */
export const adminApplicationReviewSchema = z.object({
  application: adminApplicationSchema,
  people: z.array(
    z.object({
      name: z.string(),
      /** "Employee", "Spouse", "Domestic partner", "Child". */
      relationship: z.string(),
      /** ISO birth date; null when not on file. */
      bornAt: z.string().nullable(),
      /** Age on the day coverage is priced (the policy's or plan year's start). */
      age: z.number().int().nullable(),
      /** XXX-XX-last four, or null. */
      ssnMasked: z.string().nullable(),
    }),
  ),
  employment: z.object({
    employeeType: z.string().nullable(),
    className: z.string().nullable(),
    hiredAt: z.string().nullable(),
  }),
  lines: z.array(
    z.object({
      coverageType: z.enum(COVERAGE_TYPES),
      label: z.string(),
      statusLabel: z.string(),
      planName: z.string().nullable(),
      carrierName: z.string().nullable(),
      /** Who the line covers, as a tier ("Employee + spouse"); null when not enrolled. */
      tier: z.string().nullable(),
      coveredPeople: z.string().nullable(),
      coverageAmount: z.number().nullable(),
      premiumCents: z.number().int().nullable(),
      employerCents: z.number().int().nullable(),
      employeeCents: z.number().int().nullable(),
    }),
  ),
  healthAccount: z
    .object({
      label: z.string(),
      employeeMonthlyCents: z.number().int(),
      employerYearlyCents: z.number().int(),
    })
    .nullable(),
  totals: z.object({
    premiumCents: z.number().int(),
    employerCents: z.number().int(),
    employeeCents: z.number().int(),
  }),
  /** ISO: the approved coverage start (once approved), else the day it would start if approved today. */
  coverageStartsOn: z.string(),
  eligibility: reviewCheckSchema,
  waitingPeriod: reviewCheckSchema,
  /** The signed application's PDF; null while it is not signed (a returned application). */
  signedApplicationUrl: z.string().nullable(),
  /** The fields a return may name for this person (listReturnableFields). */
  returnableFields: z.array(applicationFieldViewSchema),
});
export type AdminApplicationReview = z.infer<typeof adminApplicationReviewSchema>;

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
