import { type LocalStripeServer, startLocalStripeServer } from '@tests/helpers/stripe-server';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentSetupProvider, WebhookSignatureError } from './payment-setup-provider';
import { PaymentProviderError } from './payments-provider';
import { GENERIC_SETUP_FAILURE } from './setup-intent-view';
import { createStripeSetupProvider } from './stripe-setup-provider';

const WEBHOOK_SECRET = 'whsec_local_test_secret_0123456789';
// Only the signing helper is used: no request is made through this client.
const signer = new Stripe('sk_test_signer_only');

let server: LocalStripeServer;
let provider: PaymentSetupProvider;

function providerWith(secretKey: string, now?: () => number) {
  return createStripeSetupProvider({
    secretKey,
    publishableKey: 'pk_test_local',
    webhookSecret: WEBHOOK_SECRET,
    host: server.host,
    port: server.port,
    protocol: server.protocol,
    ...(now ? { now } : {}),
  });
}

beforeAll(async () => {
  server = await startLocalStripeServer();
  provider = providerWith(server.secretKey);
});
afterAll(() => server.close());

async function newIntent(key: string) {
  const customer = await provider.createCustomer({
    email: 'owner@harborview.test',
    name: 'Harborview Architecture, Inc.',
    metadata: { leadId: `lead_${key}` },
    idempotencyKey: `customer-${key}`,
  });
  const intent = await provider.createSetupIntent({
    customerId: customer.id,
    metadata: { leadId: `lead_${key}` },
    idempotencyKey: `intent-${key}`,
  });
  return { customer, intent };
}

describe('the Stripe setup provider, driving the stripe library against a local Stripe-speaking server', () => {
  it('tells the browser the publishable key only', () => {
    expect(provider.kind).toBe('stripe');
    expect(provider.widget).toEqual({ kind: 'stripe', publishableKey: 'pk_test_local' });
  });

  it('creates the customer and a SetupIntent for card and US bank account, with idempotency keys', async () => {
    const { customer, intent } = await newIntent('create');
    expect(customer.id).toMatch(/^cus_/);
    expect(intent.id).toMatch(/^seti_/);
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);

    const created = server.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/setup_intents')
      .at(-1)!;
    expect(created.form).toMatchObject({
      customer: customer.id,
      metadata: { leadId: 'lead_create' },
      allowed_payment_method_types: ['card', 'us_bank_account'],
      usage: 'off_session',
    });
    expect(created.idempotencyKey).toBe('intent-create');
    expect(created.stripeVersion).toBe(Stripe.API_VERSION);
    const customerCall = server.requests.find(
      (r) => r.path === '/v1/customers' && r.idempotencyKey === 'customer-create',
    );
    expect(customerCall?.form).toMatchObject({
      email: 'owner@harborview.test',
      name: 'Harborview Architecture, Inc.',
    });

    // The same key answers the same intent (a retried click never makes two).
    const again = await provider.createSetupIntent({
      customerId: customer.id,
      metadata: { leadId: 'lead_create' },
      idempotencyKey: 'intent-create',
    });
    expect(again).toEqual(intent);
    expect(await provider.retrieveSetupIntent(intent.id)).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      customerId: customer.id,
      metadata: { leadId: 'lead_create' },
      lastErrorMessage: null,
      paymentMethodKind: null,
    });
  });

  it('retrieves a setup that succeeded, with its payment method kind', async () => {
    const { intent } = await newIntent('succeeded');
    server.move(intent.id, { status: 'succeeded', paymentMethodType: 'us_bank_account' });
    expect(await provider.retrieveSetupIntent(intent.id)).toMatchObject({
      status: 'succeeded',
      lastErrorMessage: null,
      paymentMethodKind: 'us_bank_account',
    });
    const retrieve = server.requests.filter((r) => r.method === 'GET').at(-1)!;
    expect(retrieve.form).toEqual({ expand: ['payment_method'] });
  });

  it('retrieves a setup that requires action (3-D Secure) as such', async () => {
    const { intent } = await newIntent('action');
    server.move(intent.id, { status: 'requires_action', paymentMethodType: 'card' });
    expect(await provider.retrieveSetupIntent(intent.id)).toMatchObject({
      status: 'requires_action',
      lastErrorMessage: null,
      paymentMethodKind: 'card',
    });
  });

  it('retrieves a failed setup with the decline message to show under the form', async () => {
    const { intent } = await newIntent('declined');
    server.move(intent.id, {
      status: 'requires_payment_method',
      paymentMethodType: 'card',
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    expect(await provider.retrieveSetupIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      lastErrorMessage: 'Your card was declined.',
      paymentMethodKind: 'card',
    });
    // A failure Stripe does not word for the person gets our words.
    server.move(intent.id, {
      status: 'requires_payment_method',
      paymentMethodType: 'us_bank_account',
      error: {
        type: 'invalid_request_error',
        code: 'payment_method_microdeposit_failed',
        message: 'Microdeposits failed (internal detail).',
      },
    });
    expect((await provider.retrieveSetupIntent(intent.id)).lastErrorMessage).toBe(GENERIC_SETUP_FAILURE);
  });

  it('refuses an unknown setup as "Unknown setup."', async () => {
    await expect(provider.retrieveSetupIntent('seti_doesnotexist')).rejects.toThrow(
      new PaymentProviderError('Unknown setup.'),
    );
    await expect(provider.retrieveSetupIntent('../v1/customers')).rejects.toThrow('Unknown setup.');
  });

  it('turns a wrong secret key into a PaymentProviderError that names no key', async () => {
    const wrong = providerWith('sk_test_wrongkey_0000000000');
    const refusal = await wrong
      .createCustomer({ email: 'a@b.test', name: 'A', metadata: {}, idempotencyKey: 'wrong-key' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaymentProviderError);
    expect((refusal as Error).message).toBe(
      'Payment setup is not available right now. Please try again later.',
    );
    expect((refusal as Error).message).not.toMatch(/sk_test|API Key/);
    const last = server.requests.at(-1)!;
    expect(last.path).toBe('/v1/customers');
  });

  it('accepts a webhook signed by the library\u2019s test helper, and refuses a bad signature or a stale one', () => {
    const payload = JSON.stringify({
      id: 'evt_local_1',
      object: 'event',
      type: 'setup_intent.succeeded',
      data: {
        object: {
          id: 'seti_local_1',
          object: 'setup_intent',
          status: 'succeeded',
          customer: 'cus_local_1',
          metadata: { leadId: 'lead_1' },
          payment_method: 'pm_local_1',
          last_setup_error: null,
        },
      },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(provider.parseWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_local_1',
      type: 'setup_intent.succeeded',
      setupIntent: {
        id: 'seti_local_1',
        status: 'succeeded',
        customerId: 'cus_local_1',
        metadata: { leadId: 'lead_1' },
        lastErrorMessage: null,
        paymentMethodKind: null,
      },
    });

    const otherSecret = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => provider.parseWebhook(Buffer.from(payload), otherSecret)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(payload.replace('lead_1', 'lead_2')), header)).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(payload), 'garbage')).toThrow(WebhookSignatureError);

    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: tenMinutesAgo,
    });
    expect(() => provider.parseWebhook(Buffer.from(payload), stale)).toThrow(WebhookSignatureError);
    // The same header is good at the time it was made (the provider's clock decides).
    const then = providerWith(server.secretKey, () => tenMinutesAgo * 1000 + 1000);
    expect(then.parseWebhook(Buffer.from(payload), stale).type).toBe('setup_intent.succeeded');
  });

  it('passes other events through without an intent', () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(provider.parseWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_2',
      type: 'customer.created',
      setupIntent: null,
    });
  });

  it('never sends a card or account number: the server sees customers, intents and metadata only', () => {
    for (const request of server.requests)
      expect(request.rawBody).not.toMatch(/number|routing|cvc|\b\d{12,19}\b/);
  });
});
