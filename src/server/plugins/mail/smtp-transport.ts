import { createTransport } from 'nodemailer';
import { MailDeliveryError, type MailTransport } from './mailer';

/**
 * Sends over SMTP with nodemailer, to the server of SMTP_URL (smtp:// with STARTTLS when offered, smtps://
 * for implicit TLS; credentials in the URL). Nodemailer's own logging stays off: it would print addresses.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = createTransport({
    url,
    logger: false,
    debug: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.attachments
            ? {
                attachments: mail.attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: a.content,
                })),
              }
            : {}),
          // Nothing from outside reaches the message: attachments are buffers we made, never a file or a URL.
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } catch (err) {
        throw new MailDeliveryError(err as Record<string, unknown>);
      }
    },
    async close() {
      transporter.close();
    },
  };
}
