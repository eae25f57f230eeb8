import { noticeCategoryOf } from '@shared/domain/notices/notices';
import type { FastifyBaseLogger } from 'fastify';
import type { NoticePreferenceLookup } from './notice-preferences';
import { type MailTemplateData, type MailTemplateName, renderMail } from './templates';

/** A file sent with a message: made by the server (an invoice PDF), never a path or a URL. */
export type MailAttachment = { filename: string; contentType: 'application/pdf'; content: Buffer };

/** A rendered message on its way out. */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  /** Where replies go (a support message's sender); one address, checked like `to`. */
  replyTo?: string;
  attachments?: readonly MailAttachment[];
};

/** How messages leave: kept in the outbox table (the default) or sent over SMTP. */
export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  /** Delivers or keeps the message; rejects with a MailDeliveryError, which names no address. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export type Mailer = {
  readonly transport: MailTransport['kind'];
  /**
   * Renders `template` with `data` and sends it to one address; an optional notice whose category the
   * account at that address turned off is not sent (`'turned_off'`; decision 0063).
   */
  sendMail<T extends MailTemplateName>(
    template: T,
    to: string,
    data: MailTemplateData<T>,
    options?: { replyTo?: string; attachments?: readonly MailAttachment[] },
  ): Promise<'sent' | 'turned_off'>;
  close(): Promise<void>;
};

/**
 * A message that could not be sent. Built from the failure's code, SMTP reply code and command only: a mail
 * server's reply text and nodemailer's error name the recipients ("550 5.1.1 <emily@…>: unknown user"), and
 * nothing else of the original error is kept (no `cause`, which the error log would follow).
 */
export class MailDeliveryError extends Error {
  readonly code: string | undefined;
  readonly responseCode: number | undefined;
  readonly command: string | undefined;

  constructor(failure: { code?: unknown; responseCode?: unknown; command?: unknown }) {
    const code =
      typeof failure.code === 'string' && /^E[A-Z]{2,20}$/.test(failure.code) ? failure.code : undefined;
    const responseCode =
      typeof failure.responseCode === 'number' && Number.isInteger(failure.responseCode)
        ? failure.responseCode
        : undefined;
    const command =
      typeof failure.command === 'string' && /^[A-Z][A-Z ]{1,19}$/.test(failure.command)
        ? failure.command
        : undefined;
    const details = [code, responseCode, command && `at ${command}`].filter(Boolean).join(' ');
    super(`The message could not be sent${details ? ` (${details})` : ''}.`);
    this.name = 'MailDeliveryError';
    this.code = code;
    this.responseCode = responseCode;
    this.command = command;
  }
}

// One address, no display name, no list: what a template is sent to.
const SINGLE_ADDRESS =
  /^[^\s@<>()",;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isSingleAddress(value: string): boolean {
  return value.length <= 254 && SINGLE_ADDRESS.test(value);
}

// A name we made: letters, digits, dots, dashes and underscores, ending in .pdf.
const ATTACHMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.pdf$/;
/** All attachments of one message together: mail servers commonly refuse messages over 10–25 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

function checkAttachments(attachments: readonly MailAttachment[]): void {
  let total = 0;
  for (const a of attachments) {
    if (
      !ATTACHMENT_NAME.test(a.filename) ||
      a.contentType !== 'application/pdf' ||
      !Buffer.isBuffer(a.content)
    )
      throw new Error('An attachment is a PDF the server made, with a plain file name.');
    total += a.content.length;
  }
  if (total > MAX_ATTACHMENT_BYTES) throw new Error('The attachments are too large for one message.');
}

/**
 * The mail service: `sendMail(template, to, data)`. Logs which template went out by which transport, never
 * the address or the content (they name people).
 */
export function createMailer(opts: {
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** Asked before every optional notice; without it every notice is sent (the adapter's own tests). */
  isTurnedOff?: NoticePreferenceLookup;
  /** The account page, where optional notices are turned off: linked from their footer. */
  manageNoticesUrl?: string;
}): Mailer {
  const { transport, from, log, isTurnedOff, manageNoticesUrl } = opts;
  return {
    transport: transport.kind,
    async sendMail(template, to, data, options = {}) {
      // Refused before rendering; the address is not repeated in the error.
      if (!isSingleAddress(to)) throw new Error('A message is sent to one email address.');
      const { replyTo, attachments = [] } = options;
      if (replyTo !== undefined && !isSingleAddress(replyTo))
        throw new Error('A reply-to is one email address.');
      checkAttachments(attachments);
      // The one place preferences are checked: a required notice has no category and always goes.
      const category = noticeCategoryOf(template);
      if (category && isTurnedOff && (await isTurnedOff(to, category))) {
        log.info({ template, category }, 'mail not sent: turned off');
        return 'turned_off';
      }
      const rendered = renderMail(template, data, manageNoticesUrl ? { manageNoticesUrl } : {});
      try {
        await transport.send({
          from,
          to,
          template,
          ...rendered,
          ...(replyTo ? { replyTo } : {}),
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      } catch (err) {
        // Anything else (the outbox's database write) goes to the error handler, which logs it safely.
        if (err instanceof MailDeliveryError)
          log.warn(
            { template, transport: transport.kind, code: err.code, responseCode: err.responseCode },
            'mail not sent',
          );
        throw err;
      }
      log.info({ template, transport: transport.kind }, 'mail sent');
      return 'sent';
    },
    close: () => transport.close(),
  };
}
