import { Center, Loader, Text } from '@mantine/core';
import type { PaymentWidgetConfig } from '@shared/schemas/payments';
import type { ConfirmOutcome, PaymentSetupAction } from './payment-setup-state';

export type PaymentSetupFormProps = {
  /** What the server's provider says to draw: the offline test widget, or Stripe's Payment Element. */
  widget: PaymentWidgetConfig;
  /** Creates (or reuses) the SetupIntent on our server: POST payment_setup_intent. */
  createSetupIntent: () => Promise<{ clientSecret: string }>;
  /** Tells our server the intent is confirmed; it checks with the provider, then navigates, or throws. */
  confirmWithServer: (setupIntentId: string) => Promise<void>;
  submitLabel: string;
};

/** Shown while the payment widget loads. */
export function WidgetLoader() {
  return (
    <Center py="md">
      <Loader role="status" aria-label="Loading the payment form" />
    </Center>
  );
}

/** The error under the form, as text a screen reader announces. */
export function PaymentSetupError({ message }: { message: string | null }) {
  return message ? (
    <Text c="red.9" size="sm" role="alert">
      {message}
    </Text>
  ) : null;
}

/** Runs the steps after a confirmation: our server's check, the offline authentication, or the failure. */
export async function finishConfirmation(
  outcome: ConfirmOutcome,
  dispatch: (action: PaymentSetupAction) => void,
  confirmWithServer: (setupIntentId: string) => Promise<void>,
): Promise<void> {
  if (outcome.kind === 'failed') return dispatch({ type: 'failed', message: outcome.message });
  if (outcome.kind === 'authenticate') return dispatch({ type: 'needs_authentication' });
  await confirmWithServer(outcome.setupIntentId);
  dispatch({ type: 'succeeded' });
}
