import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailTransport } from './mailer';

/**
 * Keeps every message in the mail_outbox table, where operations read it in the app; nothing is delivered.
 * The adapter owns the writes to its table; the mail-outbox module only reads it.
 */
export function createOutboxTransport(db: Db): MailTransport {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({
        toAddress: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        template: mail.template,
        transport: 'outbox',
        // What was attached, not the files: the outbox is read as text.
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
      });
    },
    async close() {},
  };
}
