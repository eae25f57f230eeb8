import { NOTICE_CATEGORIES } from '@shared/domain/notices/notices';
import { boolean, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, id, timestampNow } from './columns';
import { accounts } from './identity';

export const noticeCategoryEnum = pgEnum('notice_category', NOTICE_CATEGORIES);

/**
 * An account's choice for one optional category of e-mail notices (decision 0063). No row: the category is on.
 * Versioned per row: a switch flipped in two tabs answers 409 to the stale one.
 */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    accountId: belongsTo('account_id', () => accounts.id),
    category: noticeCategoryEnum('category').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    updatedAt: timestampNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.category] })],
);

/**
 * A notice a scheduled task sent (decision 0063): the unique key makes a second run, or a second process, send
 * nothing again. `subject_id` is the row the notice is about (an employee policy, a renewal).
 */
export const sentNotices = pgTable(
  'sent_notices',
  {
    id: id(),
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    recipientAccountId: belongsTo('recipient_account_id', () => accounts.id),
    sentAt: timestampNow('sent_at'),
  },
  (t) => [uniqueIndex('sent_notices_once_uq').on(t.kind, t.subjectId, t.recipientAccountId)],
);
