import { responseSerializerCompiler } from '@server/lib/response-serializer';
import { errorHandler } from '@server/plugins/error-handler';
import type { OfflineSetupProvider } from '@server/plugins/payments/offline-setup-provider';
import type { SetupIntentView } from '@server/plugins/payments/payment-setup-provider';
import { PAYMENT_WEBHOOK_PATH, registerPaymentWebhook } from '@server/plugins/payments/payment-webhook';
import { createStripeSetupProvider } from '@server/plugins/payments/stripe-setup-provider';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { type LocalStripeServer, startLocalStripeServer } from '../helpers/stripe-server';

const WEBHOOK_SECRET = 'whsec_api_test_secret_0123456789';
const signer = new Stripe('sk_test_signer_only');

function succeededEvent(intent: { id: string; customer: string; metadata: Record<string, string> }) {
  return JSON.stringify({
    id: `evt_${intent.id}`,
    object: 'event',
    type: 'setup_intent.succeeded',
    data: {
      object: {
        id: intent.id,
        object: 'setup_intent',
        status: 'succeeded',
        customer: intent.customer,
        metadata: intent.metadata,
        payment_method: 'pm_1',
        last_setup_error: null,
      },
    },
  });
}

describe('the payment webhook with the Stripe provider (against the local Stripe-speaking server)', () => {
  let server: LocalStripeServer;
  let app: FastifyInstance;
  const calls: SetupIntentView[] = [];

  beforeAll(async () => {
    server = await startLocalStripeServer();
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    await app.register(errorHandler);
    await registerPaymentWebhook(app, {
      provider: createStripeSetupProvider({
        secretKey: server.secretKey,
        publishableKey: 'pk_test_local',
        webhookSecret: WEBHOOK_SECRET,
        host: server.host,
        port: server.port,
        protocol: server.protocol,
      }),
      onSetupIntentSucceeded: async (intent) => {
        calls.push(intent);
      },
    });
    // The app's own JSON parser is untouched outside the webhook's context.
    app.post('/echo', async (request) => ({ body: request.body }));
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const post = (payload: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });

  it('calls the handler once with the intent of a signed setup_intent.succeeded', async () => {
    calls.length = 0;
    // Spaces and key order as Stripe sent them: the signature is over these exact bytes.
    const payload = succeededEvent({
      id: 'seti_1',
      customer: 'cus_1',
      metadata: { leadId: 'lead_1' },
    }).replace('{', '{\n  ');
    const res = await post(
      payload,
      signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, handled: true });
    expect(calls).toEqual([
      {
        id: 'seti_1',
        status: 'succeeded',
        customerId: 'cus_1',
        metadata: { leadId: 'lead_1' },
        lastErrorMessage: null,
        paymentMethodKind: null,
      },
    ]);
  });

  it('refuses a bad, missing or stale signature with 400 in the house error shape, calling nothing', async () => {
    calls.length = 0;
    const payload = succeededEvent({ id: 'seti_2', customer: 'cus_2', metadata: {} });
    const wrongSecret = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' });
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const good = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    for (const [body, signature] of [
      [payload, wrongSecret],
      [payload, undefined],
      [payload, ''],
      [payload, stale],
      [payload.replace('seti_2', 'seti_3'), good],
    ] as const) {
      const res = await post(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'The webhook signature could not be verified.',
        code: 'validation_failed',
      });
    }
    expect(calls).toEqual([]);
  });

  it('acknowledges and ignores other events', async () => {
    calls.length = 0;
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'setup_intent.setup_failed',
      data: { object: { id: 'seti_4', object: 'setup_intent', status: 'requires_payment_method' } },
    });
    const res = await post(
      payload,
      signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, handled: false });
    expect(calls).toEqual([]);
  });

  it('keeps the raw-body parser to the webhook', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(res.json()).toEqual({ body: { a: 1 } });
  });
});

describe('the payment webhook and the offline widget calls in the app (offline provider)', () => {
  const suite = apiSuite({ signIn: false });
  const provider = () => suite.app.paymentSetup as OfflineSetupProvider;

  async function newIntent(key: string) {
    return provider().createSetupIntent({
      customerId: 'cus_offline_test',
      metadata: { leadId: key },
      idempotencyKey: key,
    });
  }

  it('is offline by default, clearly labelled', () => {
    expect(suite.app.paymentSetup.kind).toBe('offline');
    expect(suite.app.paymentSetup.widget).toEqual({
      kind: 'offline',
      label: 'Offline test provider — no card is charged and no bank is called',
    });
  });

  it('takes a webhook signed with the process secret from a caller without a session, and refuses a forged one', async () => {
    const payload = succeededEvent({ id: 'seti_offline_1', customer: 'cus_1', metadata: {} });
    const send = (signature: string) =>
      suite.app.inject({
        method: 'POST',
        url: PAYMENT_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const ok = await send(provider().signWebhookPayload(payload));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, handled: true });
    const forged = await send(signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_guess' }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('validation_failed');
  });

  it('confirms an intent for the offline widget: succeeds, needs authentication, declines', async () => {
    const confirm = (id: string, body: object) =>
      suite.app.inject({
        method: 'POST',
        url: `/api/offline-payments/setup_intents/${id}/confirm`,
        payload: body,
      });
    const authenticate = (id: string, body: object) =>
      suite.app.inject({
        method: 'POST',
        url: `/api/offline-payments/setup_intents/${id}/authenticate`,
        payload: body,
      });

    const a = await newIntent('lead_a');
    const succeeded = await confirm(a.id, {
      clientSecret: a.clientSecret,
      method: 'card',
      outcome: 'succeed',
    });
    expect(succeeded.statusCode).toBe(200);
    expect(succeeded.json()).toEqual({
      id: a.id,
      status: 'succeeded',
      lastErrorMessage: null,
      paymentMethodKind: 'card',
    });
    expect((await suite.app.paymentSetup.retrieveSetupIntent(a.id)).status).toBe('succeeded');
    const again = await confirm(a.id, { clientSecret: a.clientSecret, method: 'card', outcome: 'succeed' });
    expect(again.statusCode).toBe(409);

    const b = await newIntent('lead_b');
    const action = await confirm(b.id, {
      clientSecret: b.clientSecret,
      method: 'us_bank_account',
      outcome: 'require_action',
    });
    expect(action.json().status).toBe('requires_action');
    const passed = await authenticate(b.id, { clientSecret: b.clientSecret, approve: true });
    expect(passed.json()).toMatchObject({ status: 'succeeded', paymentMethodKind: 'us_bank_account' });

    const c = await newIntent('lead_c');
    const declined = await confirm(c.id, {
      clientSecret: c.clientSecret,
      method: 'card',
      outcome: 'decline',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'requires_payment_method',
      lastErrorMessage: 'Your card was declined.',
    });
  });

  it('refuses a wrong client secret and an unknown intent alike (404), a bad body (400) and a cross-site call (403)', async () => {
    const d = await newIntent('lead_d');
    const wrong = await suite.app.inject({
      method: 'POST',
      url: `/api/offline-payments/setup_intents/${d.id}/confirm`,
      payload: { clientSecret: `${d.id}_secret_${'0'.repeat(32)}`, method: 'card', outcome: 'succeed' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({
      error: 'This payment setup was not found. Reload the page and try again.',
      code: 'not_found',
    });
    const unknown = await suite.app.inject({
      method: 'POST',
      url: '/api/offline-payments/setup_intents/seti_offline_000000000000000000000000/authenticate',
      payload: { clientSecret: d.clientSecret, approve: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await suite.app.paymentSetup.retrieveSetupIntent(d.id)).status).toBe('requires_payment_method');

    // No number field exists to send: a card number is refused as an unknown test outcome, never stored.
    const bad = await suite.app.inject({
      method: 'POST',
      url: `/api/offline-payments/setup_intents/${d.id}/confirm`,
      payload: { clientSecret: d.clientSecret, method: 'card', outcome: '4242424242424242' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ outcome: 'Choose a test outcome.' });

    const crossSite = await suite.app.inject({
      method: 'POST',
      url: `/api/offline-payments/setup_intents/${d.id}/confirm`,
      headers: { origin: 'https://evil.example', host: 'groupcover.test' },
      payload: { clientSecret: d.clientSecret, method: 'card', outcome: 'succeed' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
