import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMailer, type Mailer, type MailTransport } from './mailer';
import { createNoticePreferenceLookup } from './notice-preferences';
import { createOutboxTransport } from './outbox-transport';
import { createSmtpTransport } from './smtp-transport';

/** The transport the settings choose: SMTP when SMTP_URL is set, else the outbox table. */
export function createMailTransport(config: Pick<Config, 'mail'>, db: Db): MailTransport {
  return config.mail.transport === 'smtp' ? createSmtpTransport(config.mail.url) : createOutboxTransport(db);
}

/** Decorates the app with `mailer` (`app.mailer.sendMail(template, to, data)`), closed with the app. */
export const mailPlugin = fp(async (app: FastifyInstance, opts: { config: Config; db: Db }) => {
  const mailer = createMailer({
    transport: createMailTransport(opts.config, opts.db),
    from: opts.config.mailFrom,
    log: app.log,
    isTurnedOff: createNoticePreferenceLookup(opts.db),
    manageNoticesUrl: `${opts.config.publicUrl.replace(/\/+$/, '')}/account`,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
});

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
