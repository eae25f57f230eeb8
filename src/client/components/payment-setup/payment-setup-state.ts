import type { OfflineSetupIntentResponse } from '@shared/schemas/payments';

/**
 * The payment setup form's states (docs/spec/3, decision 0053), without React or Stripe so they are tested alone:
 * the widget moves through not_started, loading and loaded (or failed to load); a submission is idle, working,
 * waiting for the offline test authentication, or done (the caller navigates away). Any error shows under the
 * form and blocks submission until the person changes something in the widget.
 */

export type WidgetStatus = 'not_started' | 'loading' | 'loaded' | 'failed';
export type SubmitPhase = 'idle' | 'working' | 'authenticating' | 'done';

export type PaymentSetupState = {
  widget: WidgetStatus;
  phase: SubmitPhase;
  error: string | null;
  /** An error was shown: submitting again waits for a change. */
  blocked: boolean;
};

export type PaymentSetupAction =
  | { type: 'widget_loading' }
  | { type: 'widget_loaded' }
  | { type: 'widget_failed'; message: string }
  | { type: 'changed' }
  | { type: 'submit_started' }
  | { type: 'needs_authentication' }
  | { type: 'authentication_started' }
  | { type: 'failed'; message: string }
  | { type: 'succeeded' };

export const PAYMENT_SETUP_MESSAGES = {
  widgetFailed: 'The payment form could not be loaded. Reload the page and try again.',
  generic: 'Your payment method could not be set up. Please try again.',
  notConfirmed: 'Your payment method could not be set up. Please try another one.',
} as const;

export const initialPaymentSetupState: PaymentSetupState = {
  widget: 'not_started',
  phase: 'idle',
  error: null,
  blocked: false,
};

export function paymentSetupReducer(state: PaymentSetupState, action: PaymentSetupAction): PaymentSetupState {
  switch (action.type) {
    case 'widget_loading':
      return state.widget === 'not_started' ? { ...state, widget: 'loading' } : state;
    case 'widget_loaded':
      return state.widget === 'loading' || state.widget === 'not_started'
        ? { ...state, widget: 'loaded' }
        : state;
    case 'widget_failed':
      return { ...state, widget: 'failed', phase: 'idle', error: action.message, blocked: true };
    case 'changed':
      // Nothing changes while a submission is on its way; a failed widget stays failed.
      if (state.phase === 'working' || state.phase === 'done' || state.widget === 'failed') return state;
      return { ...state, phase: 'idle', error: null, blocked: false };
    case 'submit_started':
      return canSubmit(state) ? { ...state, phase: 'working', error: null } : state;
    case 'needs_authentication':
      return state.phase === 'working' ? { ...state, phase: 'authenticating' } : state;
    case 'authentication_started':
      return state.phase === 'authenticating' ? { ...state, phase: 'working', error: null } : state;
    case 'failed':
      return {
        ...state,
        phase: 'idle',
        error: action.message || PAYMENT_SETUP_MESSAGES.generic,
        blocked: true,
      };
    case 'succeeded':
      return { ...state, phase: 'done', error: null, blocked: false };
  }
}

/** The submit button works only with a loaded widget, nothing on its way and no error unanswered. */
export function canSubmit(state: PaymentSetupState): boolean {
  return state.widget === 'loaded' && state.phase === 'idle' && !state.blocked;
}

/** What happens after a confirmation: tell our server, authenticate (offline test), or show the failure. */
export type ConfirmOutcome =
  | { kind: 'confirmed'; setupIntentId: string }
  | { kind: 'authenticate'; setupIntentId: string }
  | { kind: 'failed'; message: string };

/** The shape of Stripe.js's confirmSetup answer that matters here. */
export type StripeConfirmResult = {
  error?: { message?: string | null } | null;
  setupIntent?: {
    id: string;
    status: string;
    last_setup_error?: { message?: string | null } | null;
  } | null;
};

/**
 * Stripe.js's confirmSetup answer: an error (a decline, a failed 3-D Secure) is shown; an intent that still
 * wants a payment method shows its last error; anything else is for our server to check (succeeded, or
 * processing for a bank account) — the browser's word is never taken for it.
 */
export function outcomeOfStripeConfirm(result: StripeConfirmResult): ConfirmOutcome {
  if (result.error)
    return { kind: 'failed', message: result.error.message || PAYMENT_SETUP_MESSAGES.generic };
  const intent = result.setupIntent;
  if (!intent) return { kind: 'failed', message: PAYMENT_SETUP_MESSAGES.generic };
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled')
    return {
      kind: 'failed',
      message: intent.last_setup_error?.message || PAYMENT_SETUP_MESSAGES.notConfirmed,
    };
  return { kind: 'confirmed', setupIntentId: intent.id };
}

/** The offline test provider's answer to confirm or authenticate. */
export function outcomeOfOfflineConfirm(view: OfflineSetupIntentResponse): ConfirmOutcome {
  switch (view.status) {
    case 'succeeded':
    case 'processing':
      return { kind: 'confirmed', setupIntentId: view.id };
    case 'requires_action':
      return { kind: 'authenticate', setupIntentId: view.id };
    default:
      return { kind: 'failed', message: view.lastErrorMessage || PAYMENT_SETUP_MESSAGES.notConfirmed };
  }
}

/** An error's words for the person (our ApiError carries the server's message). */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : PAYMENT_SETUP_MESSAGES.generic;
}
