import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  OFFLINE_SETUP_MESSAGES,
  type OfflineAuthenticateSetupRequest,
  type OfflineConfirmSetupRequest,
  type OfflineSetupIntentResponse,
  type SetupPaymentMethodKind,
} from '@shared/schemas/payments';
import {
  type PaymentSetupProvider,
  type SetupIntentView,
  WebhookSignatureError,
} from './payment-setup-provider';
import { PaymentProviderError } from './payments-provider';
import { setupWebhookEventFromJson } from './setup-intent-view';

export const OFFLINE_SETUP_LABEL = 'Offline test provider — no card is charged and no bank is called';

/** Stripe's default tolerance for a webhook's timestamp, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** At most this many intents are kept; the oldest are forgotten first (a demo that runs for months). */
const MAX_INTENTS = 10_000;

/** Why an offline confirm was refused: an unknown intent or secret (404), or a state that cannot move (409). */
export class OfflineSetupError extends Error {
  constructor(
    readonly reason: 'unknown' | 'state',
    message: string,
  ) {
    super(message);
    this.name = 'OfflineSetupError';
  }
}

type StoredIntent = {
  view: SetupIntentView;
  clientSecret: string;
  createdAt: number;
};

/** The offline provider: the setup interface, plus the calls its widget makes in place of Stripe.js's. */
export interface OfflineSetupProvider extends PaymentSetupProvider {
  readonly kind: 'offline';
  /** The widget's confirm: the person's chosen method and test outcome (never a number). */
  confirm(id: string, input: OfflineConfirmSetupRequest): OfflineSetupIntentResponse;
  /** The widget's authentication step for an intent that requires action. */
  authenticate(id: string, input: OfflineAuthenticateSetupRequest): OfflineSetupIntentResponse;
  /** Signs a webhook payload with this process's secret, in Stripe's `t=…,v1=…` form (for tests). */
  signWebhookPayload(payload: string, timestampSeconds?: number): string;
}

export function isOfflineSetupProvider(provider: PaymentSetupProvider): provider is OfflineSetupProvider {
  return provider.kind === 'offline' && 'confirm' in provider && 'authenticate' in provider;
}

/**
 * The offline test provider for card and bank setup (decision 0053): clearly labelled, no network, the same
 * SetupIntent states as Stripe. It keeps customers and intents in this process's memory: one process (PGlite
 * is single-process anyway), and a restart forgets unconfirmed intents, after which the payment page simply
 * creates a new one. An intent that succeeded before a restart is already recorded by the caller.
 *
 * Its webhooks are verified like Stripe's (HMAC-SHA256 of `t.body` in `t=…,v1=…`, 5 minutes' tolerance) with
 * a secret made per process (or given), so the webhook route behaves the same in both modes and the tests can
 * sign events; nothing outside this process knows the secret, so nothing from outside is ever accepted.
 */
export function createOfflineSetupProvider(
  options: { now?: () => number; webhookSecret?: string } = {},
): OfflineSetupProvider {
  const now = options.now ?? Date.now;
  const webhookSecret = options.webhookSecret ?? `whsec_offline_${randomBytes(24).toString('hex')}`;
  const customersByKey = new Map<string, string>();
  const intentsByKey = new Map<string, string>();
  const intents = new Map<string, StoredIntent>();

  const newId = (prefix: string) => `${prefix}_offline_${randomBytes(12).toString('hex')}`;

  function remember(intent: StoredIntent) {
    intents.set(intent.view.id, intent);
    while (intents.size > MAX_INTENTS) {
      const oldest = intents.keys().next().value as string;
      intents.delete(oldest);
    }
  }

  /** The intent whose client secret the caller holds; an unknown id and a wrong secret read the same. */
  function owned(id: string, clientSecret: string): StoredIntent {
    const intent = intents.get(id);
    if (!intent || !sameText(intent.clientSecret, clientSecret))
      throw new OfflineSetupError('unknown', OFFLINE_SETUP_MESSAGES.unknown);
    return intent;
  }

  const browserView = ({ view }: StoredIntent): OfflineSetupIntentResponse => ({
    id: view.id,
    status: view.status,
    lastErrorMessage: view.lastErrorMessage,
    paymentMethodKind: view.paymentMethodKind,
  });

  const declineMessage = (method: SetupPaymentMethodKind) =>
    method === 'card' ? OFFLINE_SETUP_MESSAGES.cardDeclined : OFFLINE_SETUP_MESSAGES.bankNotVerified;

  return {
    kind: 'offline',
    widget: { kind: 'offline', label: OFFLINE_SETUP_LABEL },

    async createCustomer({ idempotencyKey }) {
      const known = customersByKey.get(idempotencyKey);
      if (known) return { id: known };
      const id = newId('cus');
      customersByKey.set(idempotencyKey, id);
      return { id };
    },

    async createSetupIntent({ customerId, metadata, idempotencyKey }) {
      const knownId = intentsByKey.get(idempotencyKey);
      const known = knownId ? intents.get(knownId) : undefined;
      if (known) return { id: known.view.id, clientSecret: known.clientSecret };
      const id = newId('seti');
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      remember({
        view: {
          id,
          status: 'requires_payment_method',
          customerId,
          metadata: { ...metadata },
          lastErrorMessage: null,
          paymentMethodKind: null,
        },
        clientSecret,
        createdAt: now(),
      });
      intentsByKey.set(idempotencyKey, id);
      return { id, clientSecret };
    },

    async retrieveSetupIntent(id) {
      const intent = intents.get(id);
      if (!intent) throw new PaymentProviderError('Unknown setup.');
      return { ...intent.view, metadata: { ...intent.view.metadata } };
    },

    confirm(id, { clientSecret, method, outcome }) {
      const intent = owned(id, clientSecret);
      const { status } = intent.view;
      // As Stripe: an intent waiting for a method, a confirmation or an authentication may be confirmed again.
      if (status === 'succeeded' || status === 'processing' || status === 'canceled')
        throw new OfflineSetupError('state', OFFLINE_SETUP_MESSAGES.notConfirmable);
      intent.view = {
        ...intent.view,
        paymentMethodKind: method,
        ...(outcome === 'succeed'
          ? { status: 'succeeded', lastErrorMessage: null }
          : outcome === 'require_action'
            ? { status: 'requires_action', lastErrorMessage: null }
            : { status: 'requires_payment_method', lastErrorMessage: declineMessage(method) }),
      };
      return browserView(intent);
    },

    authenticate(id, { clientSecret, approve }) {
      const intent = owned(id, clientSecret);
      if (intent.view.status !== 'requires_action')
        throw new OfflineSetupError('state', OFFLINE_SETUP_MESSAGES.notAwaitingAuthentication);
      intent.view = approve
        ? { ...intent.view, status: 'succeeded', lastErrorMessage: null }
        : {
            ...intent.view,
            status: 'requires_payment_method',
            lastErrorMessage: OFFLINE_SETUP_MESSAGES.authenticationFailed,
          };
      return browserView(intent);
    },

    parseWebhook(rawBody, signatureHeader) {
      verifyWebhookSignature(rawBody, signatureHeader, webhookSecret, Math.floor(now() / 1000));
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('The webhook body is not JSON.');
      }
      return setupWebhookEventFromJson(json);
    },

    signWebhookPayload(payload, timestampSeconds = Math.floor(now() / 1000)) {
      return signWebhookPayload(payload, webhookSecret, timestampSeconds);
    },
  };
}

/** Stripe's scheme: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signWebhookPayload(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/** Refuses a missing header, one without a matching v1 signature, and one older than the tolerance. */
export function verifyWebhookSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): void {
  if (!header) throw new WebhookSignatureError('The webhook has no signature.');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0)
    throw new WebhookSignatureError('The webhook signature is not in the expected form.');
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  if (!signatures.some((signature) => sameText(signature, expected))) throw new WebhookSignatureError();
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    throw new WebhookSignatureError('The webhook signature is too old.');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
