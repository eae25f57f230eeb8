import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  type OfflineSetupIntentResponse,
  type OfflineTestOutcome,
  type SetupPaymentMethodKind,
  setupIntentIdFromClientSecret,
} from '@shared/schemas/payments';
import { Suspense, type SyntheticEvent, useEffect, useId, useReducer, useState } from 'react';
import { apiRequest, checkedByServer } from '../../lib/api-client';
import { lazyNamed } from '../../lib/lazy-named';
import { RadioGroup } from '../form/radio-group';
import {
  finishConfirmation,
  PaymentSetupFooter,
  type PaymentSetupFormProps,
  WidgetLoader,
} from './payment-setup-parts';
import {
  canSubmit,
  initialPaymentSetupState,
  messageOf,
  outcomeOfOfflineConfirm,
  PAYMENT_SETUP_MESSAGES,
  paymentSetupReducer,
} from './payment-setup-state';

export type { PaymentSetupFormProps };

// Stripe.js and its React bindings load only when Stripe is the provider (and never on the offline demo).
const StripePaymentSetup = lazyNamed(() => import('./stripe-payment-setup'), 'StripePaymentSetup');

/**
 * The payment widget of the subscription's setup (docs/spec/3 "Payment", decision 0053). The widget moves through
 * not_started, loading and loaded; submit creates the setup intent on our server, confirms it with the
 * provider, then asks our server to check it (which redirects). Every error shows under the form as text and
 * blocks submission until the person changes something. No card or account number passes through our code.
 */
export function PaymentSetupForm(props: PaymentSetupFormProps) {
  if (props.widget.kind === 'stripe')
    return (
      <Suspense fallback={<WidgetLoader />}>
        <StripePaymentSetup {...props} publishableKey={props.widget.publishableKey} />
      </Suspense>
    );
  return <OfflinePaymentSetup {...props} label={props.widget.label} />;
}

const METHOD_OPTIONS = [
  { value: 'card', label: 'Card' },
  { value: 'us_bank_account', label: 'US bank account' },
] as const;
const OUTCOME_OPTIONS = [
  { value: 'succeed', label: 'Succeeds' },
  { value: 'require_action', label: 'Needs authentication' },
  { value: 'decline', label: 'Declined' },
] as const;

/**
 * The offline test provider's widget: clearly labelled, it asks for no number at all, only which kind of
 * method and what the test should do. Its confirm and authenticate calls stand in for Stripe.js's.
 */
function OfflinePaymentSetup({
  label,
  createSetupIntent,
  confirmWithServer,
  submitLabel,
}: PaymentSetupFormProps & { label: string }) {
  const [state, dispatch] = useReducer(paymentSetupReducer, initialPaymentSetupState);
  const [method, setMethod] = useState<SetupPaymentMethodKind>('card');
  const [outcome, setOutcome] = useState<OfflineTestOutcome>('succeed');
  const [pending, setPending] = useState<{ id: string; clientSecret: string } | null>(null);
  const labelId = useId();

  // Nothing to fetch: the same states as Stripe's widget, so the page behaves alike in both modes.
  useEffect(() => {
    dispatch({ type: 'widget_loading' });
    dispatch({ type: 'widget_loaded' });
  }, []);

  const change = (apply: () => void) => {
    apply();
    setPending(null);
    dispatch({ type: 'changed' });
  };

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!canSubmit(state)) return;
    dispatch({ type: 'submit_started' });
    try {
      const { clientSecret } = await createSetupIntent();
      const id = setupIntentIdFromClientSecret(clientSecret);
      if (!id) throw new Error(PAYMENT_SETUP_MESSAGES.generic);
      const view = await offlineCall(id, 'confirm', { clientSecret, method, outcome });
      setPending({ id, clientSecret });
      await finishConfirmation(outcomeOfOfflineConfirm(view), dispatch, confirmWithServer);
    } catch (error) {
      dispatch({ type: 'failed', message: messageOf(error) });
    }
  }

  async function authenticate(approve: boolean) {
    if (!pending) return;
    dispatch({ type: 'authentication_started' });
    try {
      const view = await offlineCall(pending.id, 'authenticate', {
        clientSecret: pending.clientSecret,
        approve,
      });
      await finishConfirmation(outcomeOfOfflineConfirm(view), dispatch, confirmWithServer);
    } catch (error) {
      dispatch({ type: 'failed', message: messageOf(error) });
    }
  }

  const working = state.phase === 'working' || state.phase === 'done';
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        {state.widget === 'loaded' ? (
          <Paper withBorder p="md" radius="md" role="group" aria-labelledby={labelId}>
            <Stack gap="sm">
              <Text id={labelId} fw={700}>
                {label}
              </Text>
              <Text size="sm">
                No card or account number is asked for here: choose a payment method and what the test should
                do.
              </Text>
              <RadioGroup
                legend="Payment method"
                options={METHOD_OPTIONS}
                value={method}
                onChange={(value) => change(() => setMethod(value))}
                disabled={working}
              />
              <RadioGroup
                legend="Test outcome"
                options={OUTCOME_OPTIONS}
                value={outcome}
                onChange={(value) => change(() => setOutcome(value))}
                disabled={working}
                vertical
              />
            </Stack>
          </Paper>
        ) : (
          <WidgetLoader />
        )}
        {state.phase === 'authenticating' ? <AuthenticationStep onAnswer={authenticate} /> : null}
        <PaymentSetupFooter state={state} submitLabel={submitLabel} />
      </Stack>
    </Box>
  );
}

/** The offline stand-in for a bank's or card issuer's authentication (3-D Secure). */
function AuthenticationStep({ onAnswer }: { onAnswer: (approve: boolean) => void }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Text id={headingId} fw={700}>
          Test authentication
        </Text>
        <Text size="sm">Your bank asks you to confirm this payment method.</Text>
        <Group>
          <Button color="brand" variant="filled" onClick={() => onAnswer(true)}>
            Complete authentication
          </Button>
          <Button color="dark" variant="filled" onClick={() => onAnswer(false)}>
            Fail authentication
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function offlineCall(id: string, step: 'confirm' | 'authenticate', body: object) {
  return apiRequest(`/api/offline-payments/setup_intents/${encodeURIComponent(id)}/${step}`, {
    method: 'POST',
    body,
    schema: checkedByServer<OfflineSetupIntentResponse>(),
  });
}
