import type { Db } from '../../db/client';
import { insertOutboxMessage } from '../../modules/mail-outbox/mail-outbox.repository';
import type { MailTransport } from './mailer';

/** Keeps every message in the mail_outbox table, where operations read it in the app; nothing is delivered. */
export function createOutboxTransport(db: Db): MailTransport {
  return {
    kind: 'outbox',
    async send(mail) {
      await insertOutboxMessage(db, {
        toAddress: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        template: mail.template,
        transport: 'outbox',
      });
    },
    async close() {},
  };
}
