import { afterAll, beforeAll } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { type RunningServer, startServer } from './server';

/**
 * For a describe block whose journeys read their mail: a server of its own whose e-mails go to a test SMTP server
 * of its own, started before the block's tests and stopped after them. Read `server` and `smtp` in the tests.
 */
export function useServerWithMail(): { readonly server: RunningServer; readonly smtp: TestSmtpServer } {
  let smtp: TestSmtpServer | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Groupcover <benefits@groupcover.test>' });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('The server starts before the tests.');
      return server;
    },
    get smtp() {
      if (!smtp) throw new Error('The mail server starts before the tests.');
      return smtp;
    },
  };
}
