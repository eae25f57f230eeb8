import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '@shared/schemas/data-requests';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestampNow, timestamptz } from './columns';
import { accounts } from './identity';

export const dataRequestKindEnum = pgEnum('data_request_kind', DATA_REQUEST_KINDS);
export const dataRequestStatusEnum = pgEnum('data_request_status', DATA_REQUEST_STATUSES);

/**
 * A person's data request (issue 17 item 4, decision 0056). Kept 24 months from `received_at`, then purged
 * (purgeExpiredDataRequests). The email is copied at receipt: after a deletion the account's own is anonymized,
 * and operations still need to see whom the request was from while it is kept.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: id(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name'),
    kind: dataRequestKindEnum('kind').notNull(),
    status: dataRequestStatusEnum('status').notNull().default('received'),
    receivedAt: timestampNow('received_at'),
    dueAt: timestamptz('due_at').notNull(),
    completedAt: timestamptz('completed_at'),
    /** What was deleted (counts) and what was kept and why. */
    summary: jsonb('summary')
      .$type<{
        deleted: { what: string; count: number }[];
        kept: { what: string; count: number; why: string }[];
      }>()
      .notNull()
      .default(sql`'{"deleted":[],"kept":[]}'::jsonb`),
    /** The export document produced at once (masked: last fours only); null for a deletion. */
    exportDocument: jsonb('export_document').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('data_requests_account_idx').on(t.accountId),
    index('data_requests_due_idx').on(t.status, t.dueAt),
  ],
);
