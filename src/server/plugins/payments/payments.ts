import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createOfflinePaymentsProvider } from './offline-payments-provider';
import type { PaymentsProvider } from './payments-provider';

/** The provider the settings choose: the offline test provider (Stripe bank debits are issue 16's). */
export function createPaymentsProvider(config: Pick<Config, 'payments'>): PaymentsProvider {
  return createOfflinePaymentsProvider({ settleAfterMs: config.payments.settleAfterMs });
}

/** Decorates the app with `payments`. */
export const paymentsPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  app.decorate('payments', createPaymentsProvider(opts.config));
});

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsProvider;
  }
}
