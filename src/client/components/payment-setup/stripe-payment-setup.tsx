import { Box, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type Dispatch, type SyntheticEvent, useEffect, useReducer, useState } from 'react';
import {
  finishConfirmation,
  PaymentSetupError,
  PaymentSetupFooter,
  type PaymentSetupFormProps,
  WidgetLoader,
} from './payment-setup-parts';
import {
  canSubmit,
  initialPaymentSetupState,
  messageOf,
  outcomeOfStripeConfirm,
  PAYMENT_SETUP_MESSAGES,
  type PaymentSetupAction,
  type PaymentSetupState,
  paymentSetupReducer,
} from './payment-setup-state';

/** The payment method types of the setup, as the server's SetupIntent allows them. */
const PAYMENT_METHOD_TYPES = ['card', 'us_bank_account'];

/**
 * Stripe's deferred-intent setup (decision 0053): the Payment Element in setup mode collects the card or bank
 * account inside Stripe's own frames; submit checks it (elements.submit), creates the SetupIntent on our
 * server, confirms it with Stripe (3-D Secure or bank steps shown by Stripe.js), and asks our server to check
 * it. Stripe.js cannot load without the network, so this file is covered by the state machine's tests.
 */
export function StripePaymentSetup(props: PaymentSetupFormProps & { publishableKey: string }) {
  const [state, dispatch] = useReducer(paymentSetupReducer, initialPaymentSetupState);
  const [stripe, setStripe] = useState<Stripe | null>(null);

  useEffect(() => {
    let live = true;
    dispatch({ type: 'widget_loading' });
    // The pure entry adds Stripe's script only now, not when this module is imported.
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(props.publishableKey))
      .then((loaded) => {
        if (!live) return;
        if (loaded) setStripe(loaded);
        else dispatch({ type: 'widget_failed', message: PAYMENT_SETUP_MESSAGES.widgetFailed });
      })
      .catch(() => {
        if (live) dispatch({ type: 'widget_failed', message: PAYMENT_SETUP_MESSAGES.widgetFailed });
      });
    return () => {
      live = false;
    };
  }, [props.publishableKey]);

  if (!stripe)
    return state.widget === 'failed' ? <PaymentSetupError message={state.error} /> : <WidgetLoader />;
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'setup',
        currency: 'usd',
        allowedPaymentMethodTypes: PAYMENT_METHOD_TYPES,
        setupFutureUsage: 'off_session',
        appearance: { theme: 'stripe' },
      }}
    >
      <StripeForm {...props} state={state} dispatch={dispatch} />
    </Elements>
  );
}

function StripeForm({
  createSetupIntent,
  confirmWithServer,
  submitLabel,
  state,
  dispatch,
}: PaymentSetupFormProps & { state: PaymentSetupState; dispatch: Dispatch<PaymentSetupAction> }) {
  const stripe = useStripe();
  const elements = useElements();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!stripe || !elements || !canSubmit(state)) return;
    dispatch({ type: 'submit_started' });
    try {
      const checked = await elements.submit();
      if (checked.error) {
        dispatch({ type: 'failed', message: checked.error.message || PAYMENT_SETUP_MESSAGES.generic });
        return;
      }
      const { clientSecret } = await createSetupIntent();
      const result = await stripe.confirmSetup({
        elements,
        clientSecret,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      await finishConfirmation(outcomeOfStripeConfirm(result), dispatch, confirmWithServer);
    } catch (error) {
      dispatch({ type: 'failed', message: messageOf(error) });
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        {state.widget === 'loaded' ? null : <WidgetLoader />}
        <PaymentElement
          options={{ layout: 'tabs' }}
          onReady={() => dispatch({ type: 'widget_loaded' })}
          onLoadError={() =>
            dispatch({ type: 'widget_failed', message: PAYMENT_SETUP_MESSAGES.widgetFailed })
          }
          onChange={() => dispatch({ type: 'changed' })}
        />
        <PaymentSetupFooter state={state} submitLabel={submitLabel} />
      </Stack>
    </Box>
  );
}
