import {
  SETUP_INTENT_STATUSES,
  SETUP_PAYMENT_METHOD_KINDS,
  type SetupPaymentMethodKind,
} from '@shared/schemas/payments';
import { z } from 'zod';
import type { SetupIntentView, SetupWebhookEvent } from './payment-setup-provider';
import { PaymentProviderError } from './payments-provider';

/** Said of a failure Stripe does not word for the person (anything but a card error). */
export const GENERIC_SETUP_FAILURE = 'This payment method could not be set up. Please try another one.';

const idOrObject = z.union([z.string(), z.object({ id: z.string() }).passthrough()]);

/** A SetupIntent as Stripe's API writes it (the fields we read), from Stripe or from a webhook's JSON. */
const stripeSetupIntentShape = z.object({
  id: z.string(),
  object: z.literal('setup_intent').optional(),
  status: z.enum(SETUP_INTENT_STATUSES),
  customer: idOrObject.nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  last_setup_error: z
    .object({
      type: z.string().optional(),
      message: z.string().optional(),
      payment_method: z.object({ type: z.string() }).passthrough().nullable().optional(),
    })
    .passthrough()
    .nullable()
    .optional(),
  payment_method: z
    .union([z.string(), z.object({ id: z.string(), type: z.string() }).passthrough()])
    .nullable()
    .optional(),
  payment_method_types: z.array(z.string()).optional(),
});

const KINDS: readonly string[] = SETUP_PAYMENT_METHOD_KINDS;
const asKind = (type: string | undefined): SetupPaymentMethodKind | null =>
  type && KINDS.includes(type) ? (type as SetupPaymentMethodKind) : null;

/**
 * Our view of a SetupIntent in Stripe's shape. The payment method's kind is known when it is expanded (the
 * Stripe provider retrieves with expand[]=payment_method) or when the last error names it. A card error's
 * message is Stripe's words for the person ("Your card was declined."); any other failure gets ours.
 */
export function setupIntentViewFromStripeShape(object: unknown): SetupIntentView {
  const parsed = stripeSetupIntentShape.safeParse(object);
  if (!parsed.success) throw new PaymentProviderError('The payment provider answered in an unknown shape.');
  const intent = parsed.data;
  const error = intent.last_setup_error ?? null;
  const paymentMethod = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const customer = intent.customer ?? null;
  return {
    id: intent.id,
    status: intent.status,
    customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
    metadata: { ...(intent.metadata ?? {}) },
    lastErrorMessage: error
      ? error.type === 'card_error' && error.message
        ? error.message.slice(0, 300)
        : GENERIC_SETUP_FAILURE
      : null,
    paymentMethodKind: asKind(paymentMethod?.type ?? error?.payment_method?.type ?? undefined),
  };
}

const eventShape = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.unknown() }).passthrough().optional(),
});

/** A verified event's JSON as our event: setup_intent.* events carry the intent. */
export function setupWebhookEventFromJson(json: unknown): SetupWebhookEvent {
  const parsed = eventShape.safeParse(json);
  if (!parsed.success) throw new PaymentProviderError('The webhook event is not in a known shape.');
  const { id, type, data } = parsed.data;
  const setupIntent = type.startsWith('setup_intent.') ? setupIntentViewFromStripeShape(data?.object) : null;
  return { id, type, setupIntent };
}
