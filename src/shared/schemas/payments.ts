import { z } from 'zod';

/**
 * Card and bank setup for the benefits-administration subscription (issue 16 item 2, decision 0053): what the
 * browser needs to draw the payment widget, and the offline test provider's own confirm calls. No card or
 * account number is ever part of these shapes: Stripe's widget sends them to Stripe, the offline one has none.
 */

export const SETUP_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;
export type SetupIntentStatus = (typeof SETUP_INTENT_STATUSES)[number];

export const SETUP_PAYMENT_METHOD_KINDS = ['card', 'us_bank_account'] as const;
export type SetupPaymentMethodKind = (typeof SETUP_PAYMENT_METHOD_KINDS)[number];

/** Which widget to draw: the labelled offline test provider, or Stripe's Payment Element with this key. */
export const paymentWidgetConfigSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offline'), label: z.string() }),
  z.object({ kind: z.literal('stripe'), publishableKey: z.string() }),
]);
export type PaymentWidgetConfig = z.infer<typeof paymentWidgetConfigSchema>;

export const OFFLINE_TEST_OUTCOMES = ['succeed', 'require_action', 'decline'] as const;
export type OfflineTestOutcome = (typeof OFFLINE_TEST_OUTCOMES)[number];

export const OFFLINE_SETUP_MESSAGES = {
  unknown: 'This payment setup was not found. Reload the page and try again.',
  clientSecret: 'This payment setup was not found. Reload the page and try again.',
  notConfirmable: 'This payment setup can no longer be changed. Reload the page and try again.',
  notAwaitingAuthentication: 'This payment setup is not waiting for authentication.',
  cardDeclined: 'Your card was declined.',
  bankNotVerified: 'The bank account could not be verified.',
  authenticationFailed: 'We were unable to authenticate your payment method. Please choose another one.',
} as const;

// A Stripe-shaped client secret: `<intent id>_secret_<random>`; ours are letters, digits and underscores.
const clientSecretSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{10,200}$/, OFFLINE_SETUP_MESSAGES.clientSecret);

/** The offline widget's "confirm" (Stripe's confirmSetup goes to Stripe; this stands in for it). */
export const offlineConfirmSetupRequestSchema = z.object({
  clientSecret: clientSecretSchema,
  method: z.enum(SETUP_PAYMENT_METHOD_KINDS, { error: 'Choose a payment method.' }),
  outcome: z.enum(OFFLINE_TEST_OUTCOMES, { error: 'Choose a test outcome.' }),
});
export type OfflineConfirmSetupRequest = z.infer<typeof offlineConfirmSetupRequestSchema>;

/** The offline widget's answer to "authenticate" on an intent that requires action. */
export const offlineAuthenticateSetupRequestSchema = z.object({
  clientSecret: clientSecretSchema,
  approve: z.boolean({ error: 'Choose whether the authentication succeeds.' }),
});
export type OfflineAuthenticateSetupRequest = z.infer<typeof offlineAuthenticateSetupRequestSchema>;

/** What the offline confirm calls answer: the intent as the browser may see it (no customer, no metadata). */
export const offlineSetupIntentResponseSchema = z.object({
  id: z.string(),
  status: z.enum(SETUP_INTENT_STATUSES),
  lastErrorMessage: z.string().nullable(),
  paymentMethodKind: z.enum(SETUP_PAYMENT_METHOD_KINDS).nullable(),
});
export type OfflineSetupIntentResponse = z.infer<typeof offlineSetupIntentResponseSchema>;

/** The setup intent's id from its client secret (the part before `_secret_`, as Stripe's). */
export function setupIntentIdFromClientSecret(clientSecret: string): string | null {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : null;
}
