import { errorBodySchema } from '@shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import {
  type PaymentSetupProvider,
  type SetupIntentView,
  WebhookSignatureError,
} from './payment-setup-provider';
import { PaymentProviderError } from './payments-provider';

export const PAYMENT_WEBHOOK_PATH = '/api/v1/payments/webhook';
/** Stripe's events are a few kilobytes; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const PAYMENT_WEBHOOK_MESSAGES = {
  signature: 'The webhook signature could not be verified.',
  shape: 'The webhook event is not in a known shape.',
} as const;

const webhookAnswerSchema = z.object({ received: z.literal(true), handled: z.boolean() });

/**
 * Stripe's webhook (decision 0053): POST /api/v1/payments/webhook, public (Stripe's servers carry no session)
 * and believed only when the `stripe-signature` header verifies against the raw body, which is why the route
 * lives in its own encapsulated context whose JSON parser keeps the body as bytes (re-serialised JSON would
 * not match the signature). A bad or missing signature is 400 in the house error shape and calls nothing.
 * `setup_intent.succeeded` calls `onSetupIntentSucceeded` with the intent as the event carries it; any other
 * event is acknowledged (200) and ignored, so Stripe does not retry it. A failing handler answers 500, and
 * Stripe retries the event later: the handler must be idempotent (the same event may arrive twice).
 */
export async function registerPaymentWebhook(
  app: FastifyInstance,
  opts: {
    provider: PaymentSetupProvider;
    onSetupIntentSucceeded: (intent: SetupIntentView) => Promise<void>;
  },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      PAYMENT_WEBHOOK_PATH,
      {
        config: { access: 'public' },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['payments'],
          summary:
            "Stripe's webhook: a signed event (setup_intent.succeeded records the subscription's payment setup)",
          description:
            'The body is the event exactly as Stripe sent it; the stripe-signature header must verify against it.',
          // The raw bytes (a Buffer): the signature, not a schema, decides whether the body is believed.
          body: z.any(),
          response: { 200: webhookAnswerSchema, 400: errorBodySchema, 415: errorBodySchema },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : null;
        const header = request.headers['stripe-signature'];
        let event: ReturnType<PaymentSetupProvider['parseWebhook']>;
        try {
          if (!raw || typeof header !== 'string') throw new WebhookSignatureError();
          event = opts.provider.parseWebhook(raw, header);
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw new AppError('validation_failed', PAYMENT_WEBHOOK_MESSAGES.signature);
          if (error instanceof PaymentProviderError)
            throw new AppError('validation_failed', PAYMENT_WEBHOOK_MESSAGES.shape);
          throw error;
        }
        if (event.type === 'setup_intent.succeeded' && event.setupIntent?.status === 'succeeded') {
          await opts.onSetupIntentSucceeded(event.setupIntent);
          return { received: true as const, handled: true };
        }
        return { received: true as const, handled: false };
      },
    );
  });
}
