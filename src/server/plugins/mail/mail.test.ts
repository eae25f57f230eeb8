/**
 * The mail adapter over SMTP, against a real SMTP server (smtp-server) started here: what arrives, and what a
 * failure leaves in errors and logs (never the recipient's address).
 */
import { Writable } from 'node:stream';
import { startSmtpServer, type TestSmtpServer } from '@tests/helpers/smtp-server';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableError } from '../../lib/loggable-error';
import { createMailer, isSingleAddress, MailDeliveryError } from './mailer';
import { createSmtpTransport } from './smtp-transport';

const FROM = 'Groupcover Benefits <benefits@groupcover.test>';
const TO = 'emily.carter@harborview.test';
const invitation = {
  employeeFirstName: 'Emily',
  companyName: 'Harborview Architecture',
  applicationUrl: 'https://benefits.example.com/login',
  applyBy: null,
};

function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  // Fastify's own logger (pino), as the app hands it to the mailer.
  return { log: Fastify({ logger: { level: 'trace', stream } }).log, lines };
}

let server: TestSmtpServer;
let rejecting: TestSmtpServer;
beforeAll(async () => {
  [server, rejecting] = await Promise.all([startSmtpServer(), startSmtpServer({ rejectRecipients: true })]);
});
afterAll(async () => {
  await server?.close();
  await rejecting?.close();
});

describe('sendMail over SMTP', () => {
  it('delivers the message, signed in with the credentials of SMTP_URL, with subject, text and HTML parts', async () => {
    const { log, lines } = capturedLogger();
    const mailer = createMailer({ transport: createSmtpTransport(server.url), from: FROM, log });
    expect(mailer.transport).toBe('smtp');
    await mailer.sendMail('applicationInvitation', TO, invitation);
    const mail = await server.nextMail();
    await mailer.close();

    expect(mail.envelope).toEqual({ from: 'benefits@groupcover.test', to: [TO] });
    expect(mail.parsed.subject).toBe('Your benefits application from Harborview Architecture is waiting');
    expect(mail.parsed.from?.value).toEqual([
      { name: 'Groupcover Benefits', address: 'benefits@groupcover.test' },
    ]);
    expect(mail.parsed.text).toContain('Start your application: https://benefits.example.com/login');
    expect(mail.parsed.html).toContain('href="https://benefits.example.com/login"');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);

    const logged = lines.join('');
    expect(logged).toContain('"template":"applicationInvitation"');
    expect(logged).not.toContain('emily');
  });

  it('fails with a MailDeliveryError when the password is wrong', async () => {
    const { log } = capturedLogger();
    const wrong = server.url.replace(':smtp-test-password@', ':wrong@');
    const mailer = createMailer({ transport: createSmtpTransport(wrong), from: FROM, log });
    const error = await mailer.sendMail('applicationInvitation', TO, invitation).catch((err: unknown) => err);
    await mailer.close();
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).code).toBe('EAUTH');
  });

  it('reports a refused recipient without the address, in the error, its log form and the log', async () => {
    const { log, lines } = capturedLogger();
    const mailer = createMailer({ transport: createSmtpTransport(rejecting.url), from: FROM, log });
    const error = await mailer.sendMail('applicationInvitation', TO, invitation).catch((err: unknown) => err);
    await mailer.close();

    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).message).toBe(
      'The message could not be sent (EENVELOPE 550 at RCPT TO).',
    );
    expect((error as Error).cause).toBeUndefined();
    const everything = [
      (error as Error).message,
      (error as Error).stack,
      JSON.stringify(error),
      JSON.stringify(loggableError(error)),
      ...lines,
    ].join('\n');
    expect(lines.join('')).toContain('mail not sent');
    expect(everything).not.toContain('emily');
    expect(everything).not.toContain('harborview.test');
  });

  it('reports a server that cannot be reached without the address', async () => {
    const { log, lines } = capturedLogger();
    // A port nothing listens on: the closed rejecting server's would be reused, so take a fresh one and close it.
    const gone = await startSmtpServer();
    await gone.close();
    const mailer = createMailer({ transport: createSmtpTransport(gone.url), from: FROM, log });
    const error = await mailer.sendMail('applicationInvitation', TO, invitation).catch((err: unknown) => err);
    await mailer.close();
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).code).toMatch(/^E[A-Z]+$/);
    expect([(error as Error).message, ...lines].join('\n')).not.toContain('emily');
  });

  it('sends to one address only, and does not repeat a refused one', async () => {
    const { log } = capturedLogger();
    const mailer = createMailer({ transport: createSmtpTransport(server.url), from: FROM, log });
    for (const to of [`${TO}, boss@harborview.test`, `Emily <${TO}>`, 'emily', `${TO}\r\nBcc: x@y.test`]) {
      const error = await mailer
        .sendMail('applicationInvitation', to, invitation)
        .catch((err: unknown) => err);
      expect((error as Error).message).toBe('A message is sent to one email address.');
    }
    await mailer.close();
    expect(server.received).toEqual([]);
  });
});

describe('attachments (invoice PDFs)', () => {
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from([0, 255, 128, 10]),
    Buffer.from('%%EOF'),
  ]);
  const data = {
    requesterName: 'Dana Whitaker',
    companyName: 'Harborview Architecture, Inc.',
    invoices: ['January 2027 — GC-202701-ABCDEF12 — $1,234.56'],
    billsUrl: 'https://benefits.example.com/employer-dashboard/pay-my-bills',
  };

  it('reach the SMTP server byte for byte, as application/pdf with their name', async () => {
    const { log } = capturedLogger();
    const mailer = createMailer({ transport: createSmtpTransport(server.url), from: FROM, log });
    await mailer.sendMail('invoicesRequested', TO, data, {
      attachments: [{ filename: 'GC-202701-ABCDEF12.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const mail = await server.nextMail();
    await mailer.close();
    expect(mail.parsed.subject).toBe('Invoices for Harborview Architecture, Inc.');
    expect(mail.parsed.attachments).toHaveLength(1);
    const [attachment] = mail.parsed.attachments;
    expect(attachment?.filename).toBe('GC-202701-ABCDEF12.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    expect(Buffer.compare(attachment!.content, pdf)).toBe(0);
  });

  it('are refused with a name that is not a plain PDF name, or another type', async () => {
    const { log } = capturedLogger();
    const mailer = createMailer({ transport: createSmtpTransport(server.url), from: FROM, log });
    const before = server.received.length;
    for (const filename of ['../etc/passwd.pdf', 'invoice.exe', 'a\r\nb.pdf'])
      await expect(
        mailer.sendMail('invoicesRequested', TO, data, {
          attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
        }),
      ).rejects.toThrow(/attachment/);
    await mailer.close();
    expect(server.received.length).toBe(before);
  });
});

describe('a reply-to (support messages)', () => {
  it('reaches the SMTP server as the Reply-To header, and only one plain address is taken', async () => {
    const { log } = capturedLogger();
    const mailer = createMailer({ transport: createSmtpTransport(server.url), from: FROM, log });
    const data = {
      senderName: 'Rachel Kim',
      senderEmail: 'admin@example.com',
      companyName: 'Harborview Architecture',
      subject: 'Question',
      message: 'Hello',
    };
    await mailer.sendMail('supportMessage', TO, data, { replyTo: 'admin@example.com' });
    const mail = await server.nextMail();
    expect(mail.parsed.replyTo?.value).toEqual([{ address: 'admin@example.com', name: '' }]);
    const refused = await mailer
      .sendMail('supportMessage', TO, data, { replyTo: 'a@example.com\r\nBcc: x@y.test' })
      .catch((err: unknown) => err);
    expect((refused as Error).message).toBe('A reply-to is one email address.');
    await mailer.close();
  });
});

describe('isSingleAddress', () => {
  it('takes one plain address', () => {
    expect(isSingleAddress('emily.carter+benefits@harborview-architecture.co.uk')).toBe(true);
    for (const bad of ['', 'emily', 'a@b', 'a b@c.test', 'a@b.test,c@d.test', '<a@b.test>', 'a@-b.test'])
      expect(isSingleAddress(bad)).toBe(false);
  });
});

describe('an optional notice over SMTP (decision 0063)', () => {
  const due = {
    administratorName: 'Rachel Kim',
    companyName: 'Harborview Architecture',
    effectiveOn: 'January 1, 2027',
    daysLeft: 20,
    renewalUrl: 'https://benefits.example.com/benefits-administration/renewal',
  };

  it('arrives with the link to turn it off, unless the account turned its category off', async () => {
    const { log } = capturedLogger();
    const turnedOff = new Set<string>();
    const mailer = createMailer({
      transport: createSmtpTransport(server.url),
      from: FROM,
      log,
      isTurnedOff: async (to, category) => turnedOff.has(`${to}:${category}`),
      manageNoticesUrl: 'https://benefits.example.com/account',
    });
    expect(await mailer.sendMail('renewalDue', TO, due)).toBe('sent');
    const mail = await server.nextMail();
    expect(mail.parsed.subject).toBe(
      "Reminder: Harborview Architecture's benefits renewal is due by January 1, 2027",
    );
    expect(mail.parsed.text).toContain('Choose which e-mails you get: https://benefits.example.com/account');
    expect(mail.parsed.html).toContain('href="https://benefits.example.com/account"');

    turnedOff.add(`${TO}:reminders`);
    expect(await mailer.sendMail('renewalDue', TO, due)).toBe('turned_off');
    // A required notice to the same address still goes.
    expect(await mailer.sendMail('applicationInvitation', TO, invitation)).toBe('sent');
    const next = await server.nextMail();
    await mailer.close();
    // The next message to arrive is the invitation: the reminder never left.
    expect(next.parsed.subject).toBe('Your benefits application from Harborview Architecture is waiting');
  });
});
