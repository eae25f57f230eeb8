import Stripe from 'stripe';
import {
  type PaymentSetupProvider,
  type SetupIntentView,
  WebhookSignatureError,
} from './payment-setup-provider';
import { PaymentProviderError } from './payments-provider';
import { setupIntentViewFromStripeShape, setupWebhookEventFromJson } from './setup-intent-view';

/** The payment method types a setup collects: a card, or a US bank account (ACH, verified by Stripe). */
export const SETUP_PAYMENT_METHOD_TYPES = ['card', 'us_bank_account'] as const;

export type StripeSetupOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API server than Stripe's (the tests' local one); Stripe's by default. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** The clock for the webhook's 5-minute tolerance (milliseconds); Date.now by default. */
  now?: () => number;
};

/**
 * Card and bank setup through Stripe (decision 0053), with the official `stripe` library. The customer and
 * the SetupIntent are created here; the browser confirms the intent with Stripe.js; the result is believed
 * only from `retrieveSetupIntent` or from a webhook verified on its raw body. Stripe's errors become
 * PaymentProviderError in words without keys, request ids or card details.
 */
export function createStripeSetupProvider(options: StripeSetupOptions): PaymentSetupProvider {
  const stripe = new Stripe(options.secretKey, {
    // Our own retries would be the caller's; the library's retries reuse the idempotency key.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port !== undefined ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  const now = options.now ?? Date.now;

  return {
    kind: 'stripe',
    widget: { kind: 'stripe', publishableKey: options.publishableKey },

    async createCustomer({ email, name, metadata, idempotencyKey }) {
      const customer = await call(() =>
        stripe.customers.create({ email, name, metadata }, { idempotencyKey }),
      );
      return { id: customer.id };
    },

    async createSetupIntent({ customerId, metadata, idempotencyKey }) {
      const intent = await call(() =>
        stripe.setupIntents.create(
          {
            customer: customerId,
            metadata,
            // API 2026-10-28 (the version this library pins) names the old payment_method_types so.
            allowed_payment_method_types: [...SETUP_PAYMENT_METHOD_TYPES],
            // The subscription is charged later without the person present.
            usage: 'off_session',
          },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret)
        throw new PaymentProviderError('The payment provider did not start the setup.');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveSetupIntent(id): Promise<SetupIntentView> {
      if (!/^seti_[A-Za-z0-9_]{1,200}$/.test(id)) throw new PaymentProviderError('Unknown setup.');
      const intent = await call(() => stripe.setupIntents.retrieve(id, { expand: ['payment_method'] }), {
        notFound: 'Unknown setup.',
      });
      return setupIntentViewFromStripeShape(intent);
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('The webhook has no signature.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          undefined, // Stripe's 5 minutes
          undefined,
          now(), // milliseconds: the library divides by 1000
        );
      } catch {
        // The library's message may quote the header; ours does not.
        throw new WebhookSignatureError();
      }
      return setupWebhookEventFromJson(event);
    },
  };
}

/** Runs a Stripe call; its failures become PaymentProviderError with a message fit to show. */
async function call<T>(run: () => Promise<T>, words: { notFound?: string } = {}): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toProviderError(error, words);
  }
}

export function toProviderError(error: unknown, words: { notFound?: string } = {}): PaymentProviderError {
  if (!(error instanceof Stripe.errors.StripeError))
    return new PaymentProviderError(
      'The payment provider could not complete this request. Please try again.',
    );
  if (error instanceof Stripe.errors.StripeCardError && error.message)
    // Stripe words card errors for the person ("Your card was declined.").
    return new PaymentProviderError(error.message.slice(0, 300));
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'resource_missing' &&
    words.notFound
  )
    return new PaymentProviderError(words.notFound);
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  )
    return new PaymentProviderError('Payment setup is not available right now. Please try again later.');
  if (error instanceof Stripe.errors.StripeConnectionError)
    return new PaymentProviderError('We could not reach the payment provider. Please try again.');
  if (error instanceof Stripe.errors.StripeRateLimitError)
    return new PaymentProviderError('The payment provider is busy. Please try again in a minute.');
  return new PaymentProviderError('The payment provider could not complete this request. Please try again.');
}
