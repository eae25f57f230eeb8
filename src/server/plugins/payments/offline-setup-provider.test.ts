import { describe, expect, it } from 'vitest';
import {
  createOfflineSetupProvider,
  OFFLINE_SETUP_LABEL,
  OfflineSetupError,
  signWebhookPayload,
} from './offline-setup-provider';
import { WebhookSignatureError } from './payment-setup-provider';

async function started(provider = createOfflineSetupProvider()) {
  const customer = await provider.createCustomer({
    email: 'owner@harborview.test',
    name: 'Harborview Architecture, Inc.',
    metadata: { leadId: 'lead_1' },
    idempotencyKey: 'customer-1',
  });
  const intent = await provider.createSetupIntent({
    customerId: customer.id,
    metadata: { leadId: 'lead_1' },
    idempotencyKey: 'intent-1',
  });
  return { provider, customer, intent };
}

describe('the offline setup provider', () => {
  it('is clearly labelled and creates a customer and an intent awaiting a payment method', async () => {
    const { provider, customer, intent } = await started();
    expect(provider.kind).toBe('offline');
    expect(provider.widget).toEqual({ kind: 'offline', label: OFFLINE_SETUP_LABEL });
    expect(OFFLINE_SETUP_LABEL).toMatch(/test provider.*no card is charged and no bank is called/i);
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
    expect(await provider.retrieveSetupIntent(intent.id)).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      customerId: customer.id,
      metadata: { leadId: 'lead_1' },
      lastErrorMessage: null,
      paymentMethodKind: null,
    });
  });

  it('answers the same customer and intent to the same idempotency key, others to others', async () => {
    const { provider, customer, intent } = await started();
    const again = await provider.createSetupIntent({
      customerId: customer.id,
      metadata: {},
      idempotencyKey: 'intent-1',
    });
    expect(again).toEqual(intent);
    const other = await provider.createSetupIntent({
      customerId: customer.id,
      metadata: {},
      idempotencyKey: 'intent-2',
    });
    expect(other.id).not.toBe(intent.id);
    const sameCustomer = await provider.createCustomer({
      email: 'x@y.test',
      name: 'X',
      metadata: {},
      idempotencyKey: 'customer-1',
    });
    expect(sameCustomer.id).toBe(customer.id);
  });

  it('succeeds with a card', async () => {
    const { provider, intent } = await started();
    const view = provider.confirm(intent.id, {
      clientSecret: intent.clientSecret,
      method: 'card',
      outcome: 'succeed',
    });
    expect(view).toEqual({
      id: intent.id,
      status: 'succeeded',
      lastErrorMessage: null,
      paymentMethodKind: 'card',
    });
    expect(await provider.retrieveSetupIntent(intent.id)).toMatchObject({
      status: 'succeeded',
      paymentMethodKind: 'card',
    });
    // A succeeded intent cannot be confirmed again.
    expect(() =>
      provider.confirm(intent.id, { clientSecret: intent.clientSecret, method: 'card', outcome: 'decline' }),
    ).toThrow(expect.objectContaining({ reason: 'state' }));
  });

  it('requires action, then succeeds or fails the authentication', async () => {
    const { provider, intent } = await started();
    const secret = intent.clientSecret;
    expect(
      provider.confirm(intent.id, { clientSecret: secret, method: 'card', outcome: 'require_action' }).status,
    ).toBe('requires_action');
    const failed = provider.authenticate(intent.id, { clientSecret: secret, approve: false });
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.lastErrorMessage).toMatch(/unable to authenticate/);
    expect(() => provider.authenticate(intent.id, { clientSecret: secret, approve: true })).toThrow(
      /not waiting for authentication/,
    );
    provider.confirm(intent.id, { clientSecret: secret, method: 'card', outcome: 'require_action' });
    // As Stripe, an intent waiting for authentication may be confirmed again (the person changed their mind).
    provider.confirm(intent.id, {
      clientSecret: secret,
      method: 'us_bank_account',
      outcome: 'require_action',
    });
    const passed = provider.authenticate(intent.id, { clientSecret: secret, approve: true });
    expect(passed).toMatchObject({
      status: 'succeeded',
      lastErrorMessage: null,
      paymentMethodKind: 'us_bank_account',
    });
  });

  it('declines a card or a bank account with a message, and takes another try', async () => {
    const { provider, intent } = await started();
    const secret = intent.clientSecret;
    const card = provider.confirm(intent.id, { clientSecret: secret, method: 'card', outcome: 'decline' });
    expect(card).toMatchObject({
      status: 'requires_payment_method',
      lastErrorMessage: 'Your card was declined.',
    });
    const bank = provider.confirm(intent.id, {
      clientSecret: secret,
      method: 'us_bank_account',
      outcome: 'decline',
    });
    expect(bank.lastErrorMessage).toBe('The bank account could not be verified.');
    expect((await provider.retrieveSetupIntent(intent.id)).lastErrorMessage).toBe(
      'The bank account could not be verified.',
    );
    const retried = provider.confirm(intent.id, { clientSecret: secret, method: 'card', outcome: 'succeed' });
    expect(retried).toMatchObject({ status: 'succeeded', lastErrorMessage: null });
  });

  it('refuses a wrong client secret or an unknown intent the same way, and an unknown retrieve', async () => {
    const { provider, intent } = await started();
    const wrong = `${intent.id}_secret_${'0'.repeat(32)}`;
    const refusal = (() => {
      try {
        provider.confirm(intent.id, { clientSecret: wrong, method: 'card', outcome: 'succeed' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(OfflineSetupError);
    expect(refusal).toMatchObject({ reason: 'unknown' });
    expect(() =>
      provider.confirm('seti_offline_unknown', {
        clientSecret: intent.clientSecret,
        method: 'card',
        outcome: 'succeed',
      }),
    ).toThrow(expect.objectContaining({ reason: 'unknown' }));
    expect((await provider.retrieveSetupIntent(intent.id)).status).toBe('requires_payment_method');
    await expect(provider.retrieveSetupIntent('seti_nope')).rejects.toThrow('Unknown setup.');
  });

  it('accepts a webhook signed with its secret, and refuses a bad, missing or stale signature', async () => {
    let clock = 1_800_000_000_000;
    const provider = createOfflineSetupProvider({ now: () => clock, webhookSecret: 'whsec_test_offline' });
    const { intent } = await started(provider);
    provider.confirm(intent.id, { clientSecret: intent.clientSecret, method: 'card', outcome: 'succeed' });
    const payload = JSON.stringify({
      id: 'evt_1',
      type: 'setup_intent.succeeded',
      data: {
        object: {
          id: intent.id,
          object: 'setup_intent',
          status: 'succeeded',
          customer: 'cus_1',
          metadata: { leadId: 'lead_1' },
        },
      },
    });
    const event = provider.parseWebhook(Buffer.from(payload), provider.signWebhookPayload(payload));
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'setup_intent.succeeded',
      setupIntent: {
        id: intent.id,
        status: 'succeeded',
        customerId: 'cus_1',
        metadata: { leadId: 'lead_1' },
      },
    });
    const body = Buffer.from(payload);
    expect(() => provider.parseWebhook(body, undefined)).toThrow(WebhookSignatureError);
    expect(() =>
      provider.parseWebhook(body, signWebhookPayload(payload, 'whsec_other', Math.floor(clock / 1000))),
    ).toThrow(WebhookSignatureError);
    expect(() =>
      provider.parseWebhook(Buffer.from(`${payload} `), provider.signWebhookPayload(payload)),
    ).toThrow(WebhookSignatureError);
    const header = provider.signWebhookPayload(payload);
    clock += 301_000;
    expect(() => provider.parseWebhook(body, header)).toThrow(/too old/);
  });
});
