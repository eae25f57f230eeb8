import { Button, Center, Group, Loader, Text } from '@mantine/core';
import type { PaymentWidgetConfig } from '@shared/schemas/payments';
import {
  type ConfirmOutcome,
  canSubmit,
  type PaymentSetupAction,
  type PaymentSetupState,
} from './payment-setup-state';

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

/**
 * The end of either widget's form: the error as text a screen reader announces, and the submit button, busy while
 * working and disabled while an error or the widget blocks submission.
 */
export function PaymentSetupFooter({
  state,
  submitLabel,
}: {
  state: PaymentSetupState;
  submitLabel: string;
}) {
  return (
    <>
      <PaymentSetupError message={state.error} />
      <Group>
        <Button
          type="submit"
          color="brand"
          variant="filled"
          loading={state.phase === 'working'}
          disabled={!canSubmit(state) && state.phase !== 'working'}
        >
          {submitLabel}
        </Button>
      </Group>
    </>
  );
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
