import { describe, expect, it } from 'vitest';
import { finishConfirmation } from './payment-setup-parts';
import {
  canSubmit,
  initialPaymentSetupState,
  outcomeOfOfflineConfirm,
  outcomeOfStripeConfirm,
  PAYMENT_SETUP_MESSAGES,
  type PaymentSetupAction,
  type PaymentSetupState,
  paymentSetupReducer,
} from './payment-setup-state';

const run = (actions: PaymentSetupAction[], from: PaymentSetupState = initialPaymentSetupState) =>
  actions.reduce(paymentSetupReducer, from);
const loaded = run([{ type: 'widget_loading' }, { type: 'widget_loaded' }]);

describe('the payment setup state', () => {
  it('moves the widget through not_started, loading and loaded; submission waits for loaded', () => {
    expect(initialPaymentSetupState.widget).toBe('not_started');
    expect(canSubmit(initialPaymentSetupState)).toBe(false);
    const loading = run([{ type: 'widget_loading' }]);
    expect(loading.widget).toBe('loading');
    expect(canSubmit(loading)).toBe(false);
    expect(run([{ type: 'submit_started' }], loading).phase).toBe('idle');
    expect(loaded.widget).toBe('loaded');
    expect(canSubmit(loaded)).toBe(true);
  });

  it('shows a widget that failed to load, and blocks submission for good', () => {
    const failed = run([{ type: 'widget_failed', message: PAYMENT_SETUP_MESSAGES.widgetFailed }], loaded);
    expect(failed).toMatchObject({
      widget: 'failed',
      error: PAYMENT_SETUP_MESSAGES.widgetFailed,
      blocked: true,
    });
    expect(canSubmit(run([{ type: 'changed' }], failed))).toBe(false);
  });

  it('works once at a time: a second submit while working changes nothing', () => {
    const working = run([{ type: 'submit_started' }], loaded);
    expect(working.phase).toBe('working');
    expect(canSubmit(working)).toBe(false);
    expect(run([{ type: 'submit_started' }, { type: 'changed' }], working)).toEqual(working);
  });

  it('shows an error under the form and blocks submission until the person changes something', () => {
    const failed = run(
      [{ type: 'submit_started' }, { type: 'failed', message: 'Your card was declined.' }],
      loaded,
    );
    expect(failed).toMatchObject({ phase: 'idle', error: 'Your card was declined.', blocked: true });
    expect(canSubmit(failed)).toBe(false);
    expect(run([{ type: 'submit_started' }], failed).phase).toBe('idle');
    const changed = run([{ type: 'changed' }], failed);
    expect(changed).toMatchObject({ error: null, blocked: false });
    expect(canSubmit(changed)).toBe(true);
    // An empty message still shows words.
    expect(run([{ type: 'failed', message: '' }], loaded).error).toBe(PAYMENT_SETUP_MESSAGES.generic);
  });

  it('waits for the offline authentication, then works again; success ends the form', () => {
    const waiting = run([{ type: 'submit_started' }, { type: 'needs_authentication' }], loaded);
    expect(waiting.phase).toBe('authenticating');
    expect(canSubmit(waiting)).toBe(false);
    const answering = run([{ type: 'authentication_started' }], waiting);
    expect(answering.phase).toBe('working');
    const done = run([{ type: 'succeeded' }], answering);
    expect(done).toMatchObject({ phase: 'done', error: null });
    expect(canSubmit(done)).toBe(false);
    expect(run([{ type: 'changed' }], done).phase).toBe('done');
  });
});

describe('what follows a Stripe.js confirmSetup', () => {
  it('shows a Stripe error (a decline, a failed 3-D Secure)', () => {
    expect(outcomeOfStripeConfirm({ error: { message: 'Your card was declined.' } })).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
    });
    expect(outcomeOfStripeConfirm({ error: {} })).toEqual({
      kind: 'failed',
      message: PAYMENT_SETUP_MESSAGES.generic,
    });
    expect(outcomeOfStripeConfirm({})).toEqual({ kind: 'failed', message: PAYMENT_SETUP_MESSAGES.generic });
  });

  it('shows the last error of an intent that still wants a payment method', () => {
    expect(
      outcomeOfStripeConfirm({
        setupIntent: {
          id: 'seti_1',
          status: 'requires_payment_method',
          last_setup_error: { message: 'Your card has insufficient funds.' },
        },
      }),
    ).toEqual({ kind: 'failed', message: 'Your card has insufficient funds.' });
    expect(outcomeOfStripeConfirm({ setupIntent: { id: 'seti_1', status: 'canceled' } })).toEqual({
      kind: 'failed',
      message: PAYMENT_SETUP_MESSAGES.notConfirmed,
    });
  });

  it("hands any other intent to our server's own check (succeeded, processing, bank steps)", () => {
    for (const status of ['succeeded', 'processing', 'requires_action'])
      expect(outcomeOfStripeConfirm({ setupIntent: { id: 'seti_9', status } })).toEqual({
        kind: 'confirmed',
        setupIntentId: 'seti_9',
      });
  });
});

describe('what follows the offline test confirm', () => {
  const view = (
    status: 'succeeded' | 'requires_action' | 'requires_payment_method',
    message: string | null = null,
  ) => ({ id: 'seti_offline_1', status, lastErrorMessage: message, paymentMethodKind: 'card' }) as const;

  it('confirms, asks for authentication, or shows the decline', () => {
    expect(outcomeOfOfflineConfirm(view('succeeded'))).toEqual({
      kind: 'confirmed',
      setupIntentId: 'seti_offline_1',
    });
    expect(outcomeOfOfflineConfirm(view('requires_action'))).toEqual({
      kind: 'authenticate',
      setupIntentId: 'seti_offline_1',
    });
    expect(outcomeOfOfflineConfirm(view('requires_payment_method', 'Your card was declined.'))).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
    });
  });

  it('asks our server only for a confirmed intent, and ends the form when it answers', async () => {
    const asked: string[] = [];
    const actions: PaymentSetupAction[] = [];
    const confirm = async (id: string) => {
      asked.push(id);
    };
    await finishConfirmation({ kind: 'failed', message: 'No.' }, (a) => actions.push(a), confirm);
    await finishConfirmation({ kind: 'authenticate', setupIntentId: 's' }, (a) => actions.push(a), confirm);
    await finishConfirmation(
      { kind: 'confirmed', setupIntentId: 'seti_ok' },
      (a) => actions.push(a),
      confirm,
    );
    expect(asked).toEqual(['seti_ok']);
    expect(actions).toEqual([
      { type: 'failed', message: 'No.' },
      { type: 'needs_authentication' },
      { type: 'succeeded' },
    ]);
    // A refusal by our server is thrown to the form, which shows its message.
    await expect(
      finishConfirmation(
        { kind: 'confirmed', setupIntentId: 'x' },
        () => {},
        async () => {
          throw new Error('Your payment method could not be confirmed.');
        },
      ),
    ).rejects.toThrow('could not be confirmed');
  });
});
