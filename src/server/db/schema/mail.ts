import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestampNow, timestamptz } from './columns';

/**
 * Messages the mail adapter kept instead of sending (no SMTP_URL): the demo's and development's outbox,
 * read by operations in the app. With SMTP configured nothing is written here. Holds addresses and message
 * text, so it is personal data like the rest of the database.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The template's name (src/server/plugins/mail/templates.ts). */
    template: text('template').notNull(),
    /** How the message left: 'outbox' (kept here, never delivered). */
    transport: text('transport').notNull().default('outbox'),
    /** The files sent with it, by name, type and size (their content is not kept). */
    attachments: jsonb('attachments')
      .$type<Array<{ filename: string; contentType: string; size: number }>>()
      .notNull()
      .default([]),
    createdAt: timestampNow('created_at'),
    /** When it was delivered; null while it is only in the outbox. */
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
