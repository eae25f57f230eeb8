import { z } from 'zod';

/**
 * Data requests (docs/spec/3 §7 `request_information` / `request_delete_information`, §9 "responses are promised
 * within 14 days"; decision 0056): an export of what we hold about the person, or the deletion of what may be
 * deleted. Both are done by the app at once; the due date records the promise the operations queue watches.
 */
export const DATA_REQUEST_KINDS = ['export', 'deletion'] as const;
export const DATA_REQUEST_STATUSES = ['received', 'completed'] as const;
/** docs/spec/3 §9: answered within 14 days of receipt. */
export const DATA_REQUEST_DUE_DAYS = 14;
/** Requests are kept 24 months after they are received, then purged (decision 0056). */
export const DATA_REQUEST_RETENTION_MONTHS = 24;

/** The due date of a request received at `receivedAt`: 14 days later. */
export function dataRequestDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + DATA_REQUEST_DUE_DAYS * 86_400_000);
}

/** What a deletion kept, and why (shown to the person and mailed to them). */
export const keptRecordSchema = z.object({ what: z.string(), count: z.number().int(), why: z.string() });
export type KeptRecord = z.infer<typeof keptRecordSchema>;

export const dataRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DATA_REQUEST_KINDS),
  status: z.enum(DATA_REQUEST_STATUSES),
  receivedAt: z.string(),
  dueAt: z.string(),
  completedAt: z.string().nullable(),
  /** Deleted and kept, for a deletion; what the export holds, for an export. */
  deleted: z.array(z.object({ what: z.string(), count: z.number().int() })),
  kept: z.array(keptRecordSchema),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const dataRequestListSchema = z.object({ requests: z.array(dataRequestSchema) });

export const DELETION_MESSAGES = {
  passwordRequired: 'Please enter your password to confirm.',
  passwordWrong: 'That password is not correct.',
} as const;
/**
 * `POST request_delete_information` (`request_information` takes no body): the person's current password, so a
 * left-open session or a stray click cannot end an account (the session's CSRF token is checked as for every
 * write). An account without a password of its own (made by a partner sign-in) asks support instead.
 */
export const requestDeleteInformationSchema = z
  .object({
    currentPassword: z
      .string({ error: DELETION_MESSAGES.passwordRequired })
      .min(1, DELETION_MESSAGES.passwordRequired)
      .max(200),
  })
  .strict();
export type RequestDeleteInformation = z.infer<typeof requestDeleteInformationSchema>;

export const deletionResponseSchema = z.object({ request: dataRequestSchema, signedOut: z.literal(true) });

export const dataRequestParamsSchema = z.object({ id: z.uuid('Unknown request.') });

/** Operations' queue at /admin/data-requests: which requests to show (decision 0060). */
export const DATA_REQUEST_STATUS_FILTERS = ['all', 'open', 'overdue', 'completed'] as const;
export type DataRequestStatusFilter = (typeof DATA_REQUEST_STATUS_FILTERS)[number];
export const DATA_REQUEST_KIND_FILTERS = ['all', ...DATA_REQUEST_KINDS] as const;
export type DataRequestKindFilter = (typeof DATA_REQUEST_KIND_FILTERS)[number];
export const adminDataRequestQuerySchema = z.object({
  status: z.enum(DATA_REQUEST_STATUS_FILTERS, { error: 'Unknown status filter.' }).optional().default('all'),
  kind: z.enum(DATA_REQUEST_KIND_FILTERS, { error: 'Unknown kind filter.' }).optional().default('all'),
});
export type AdminDataRequestQuery = z.infer<typeof adminDataRequestQuerySchema>;

export const adminDataRequestSchema = dataRequestSchema
  .pick({ id: true, kind: true, status: true, receivedAt: true, dueAt: true, completedAt: true })
  .extend({
    email: z.string(),
    name: z.string().nullable(),
    /** Not completed and past its due date: the 14-day promise is broken. */
    overdue: z.boolean(),
  });
export type AdminDataRequest = z.infer<typeof adminDataRequestSchema>;
export const adminDataRequestListSchema = z.object({
  requests: z.array(adminDataRequestSchema),
  /** Every kept request, whatever the filter. */
  counts: z.object({
    open: z.number().int(),
    overdue: z.number().int(),
    completed: z.number().int(),
    export: z.number().int(),
    deletion: z.number().int(),
  }),
});
export type AdminDataRequestList = z.infer<typeof adminDataRequestListSchema>;
