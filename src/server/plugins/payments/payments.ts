import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createOfflinePaymentsProvider } from './offline-payments-provider';
import { createOfflineSetupProvider, isOfflineSetupProvider } from './offline-setup-provider';
import { offlineSetupRoutes } from './offline-setup-routes';
import type { PaymentSetupProvider } from './payment-setup-provider';
import type { PaymentsProvider } from './payments-provider';
import { createStripeSetupProvider } from './stripe-setup-provider';

/** The provider the settings choose: the offline test provider (Stripe bank debits are issue 16's). */
export function createPaymentsProvider(config: Pick<Config, 'payments'>): PaymentsProvider {
  return createOfflinePaymentsProvider({ settleAfterMs: config.payments.settleAfterMs });
}

/** Card and bank setup (decision 0053): Stripe when its keys are set, else the labelled offline test provider. */
export function createPaymentSetupProvider(config: Pick<Config, 'payments'>): PaymentSetupProvider {
  const setup = config.payments.setup;
  if (setup.provider === 'stripe')
    return createStripeSetupProvider({
      secretKey: setup.secretKey,
      publishableKey: setup.publishableKey,
      webhookSecret: setup.webhookSecret,
    });
  return createOfflineSetupProvider();
}

/**
 * Decorates the app with `payments` (billing's bank debits) and `paymentSetup` (the subscription's card or
 * bank setup); with the offline setup provider, also registers its widget's confirm calls.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; paymentSetup?: PaymentSetupProvider }) => {
    app.decorate('payments', createPaymentsProvider(opts.config));
    const paymentSetup = opts.paymentSetup ?? createPaymentSetupProvider(opts.config);
    app.decorate('paymentSetup', paymentSetup);
    if (isOfflineSetupProvider(paymentSetup))
      offlineSetupRoutes(app, paymentSetup, { requestsPerMinute: opts.config.signInRequestsPerMinute });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsProvider;
    paymentSetup: PaymentSetupProvider;
  }
}
