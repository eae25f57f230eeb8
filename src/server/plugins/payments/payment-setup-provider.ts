import type {
  PaymentWidgetConfig,
  SetupIntentStatus,
  SetupPaymentMethodKind,
} from '@shared/schemas/payments';

/**
 * Card and bank setup for the benefits-administration subscription (issue 16 item 2, decision 0053): Stripe's
 * deferred-intent flow. The browser collects the payment method (Stripe's Payment Element, or the offline test
 * widget), the server creates the customer and the SetupIntent, the browser confirms it with the provider,
 * and the server believes the setup only from its own retrieve of the intent or from a signed webhook.
 * No card or account number ever reaches this server. Beside it, payments-provider.ts is billing's bank debits.
 */

export type { PaymentWidgetConfig, SetupIntentStatus };

export type SetupIntentView = {
  id: string;
  status: SetupIntentStatus;
  customerId: string | null;
  metadata: Record<string, string>;
  /** The provider's words for the last failure (a decline), safe to show the person; null when none. */
  lastErrorMessage: string | null;
  paymentMethodKind: SetupPaymentMethodKind | null;
};

/** A verified webhook event; `setupIntent` is set for setup_intent.* events. */
export type SetupWebhookEvent = { id: string; type: string; setupIntent: SetupIntentView | null };

export interface PaymentSetupProvider {
  readonly kind: 'offline' | 'stripe';
  /** What the browser needs to draw the widget. */
  readonly widget: PaymentWidgetConfig;
  createCustomer(input: {
    email: string;
    name: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** A SetupIntent for later off-session use, payment_method_types card and us_bank_account. */
  createSetupIntent(input: {
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** The intent as the provider has it now; throws PaymentProviderError('Unknown setup.') for an unknown id. */
  retrieveSetupIntent(id: string): Promise<SetupIntentView>;
  /** Verifies the signature header against the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): SetupWebhookEvent;
}

/** A webhook whose signature is missing, wrong or too old: nothing in it may be believed. */
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature could not be verified.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
