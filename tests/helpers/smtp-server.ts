import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { envelope: { from: string; to: string[] }; parsed: ParsedMail; raw: string };

export type TestSmtpServer = {
  /** smtp://user:password@127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message received (or one already waiting). */
  nextMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export const SMTP_USER = 'groupcover';
export const SMTP_PASSWORD = 'smtp-test-password';

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 and a free port: no TLS, login required (PLAIN/LOGIN with
 * SMTP_USER and SMTP_PASSWORD), each message parsed with mailparser. `rejectRecipients` answers every RCPT TO
 * with 550 and the address, as real servers do.
 */
export async function startSmtpServer(options: { rejectRecipients?: boolean } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    secure: false,
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipients) return callback();
      const error = Object.assign(
        new Error(`<${address.address}>: Recipient address rejected: User unknown`),
        {
          responseCode: 550,
        },
      );
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          parsed: await simpleParser(raw),
          raw,
        };
        callback();
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else received.push(mail);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    nextMail: () => {
      const ready = received.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
