import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ScrollArea.css';
import { Dialog } from '@client/components/dialog';
import { usePageTitle } from '@client/lib/page-title';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import {
  acceptPopupMessage,
  POPUP_BLOCKED_MESSAGE,
  POPUP_FEATURES,
  TOAST_CONNECT_PATH,
  TOAST_LAUNCH_PRODUCT_LABELS,
  type ToastLaunchProduct,
} from '@shared/domain/partner-popup';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { popupConfigQuery } from '../api/get-popup-config';

const PARTNER = 'toast';
const POPUP_NAME = 'groupcover-toast-connect';

/**
 * /toast_launch_{product} (docs/spec/3 §2, decision 0057): the modal "Click to see your quote"; "See your quotes" opens
 * the connect page in a popup, and the page goes where the popup's message says once the message passes the
 * acceptance rule (from that popup, from our origin or the partner's allowed ones, a url of ours or theirs).
 * Anything else is ignored with a warning. A blocked popup says so; a popup closed without a message offers to
 * continue in this window.
 */
export function ToastLaunchPage({ product }: { product: ToastLaunchProduct }) {
  const label = TOAST_LAUNCH_PRODUCT_LABELS[product];
  usePageTitle(`${label} quotes`);
  const config = useQuery(popupConfigQuery(PARTNER));
  const allowedOrigins = config.data?.allowedOrigins;
  const popup = useRef<Window | null>(null);
  const accepted = useRef(false);
  const [dialogOpen, setDialogOpen] = useState(true);
  const [state, setState] = useState<'idle' | 'open' | 'blocked' | 'closed'>('idle');

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const verdict = acceptPopupMessage({
        origin: event.origin,
        fromPopup: popup.current !== null && event.source === popup.current,
        data: event.data,
        ownOrigin: window.location.origin,
        allowedOrigins: allowedOrigins ?? [],
      });
      if (!verdict.accepted) {
        console.warn(`Ignored a message to this page: ${verdict.reason}.`);
        return;
      }
      accepted.current = true;
      popup.current?.close();
      // A full load: the page that follows reads the session the popup's sign-in opened.
      window.location.assign(verdict.target.kind === 'path' ? verdict.target.path : verdict.target.href);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [allowedOrigins]);

  // The popup closed (or the browser cut it from this page) with no accepted message: offer a way on.
  useEffect(() => {
    if (state !== 'open') return;
    const timer = window.setInterval(() => {
      if (popup.current?.closed && !accepted.current) setState('closed');
    }, 500);
    return () => window.clearInterval(timer);
  }, [state]);

  const openPopup = () => {
    accepted.current = false;
    const opened = window.open(TOAST_CONNECT_PATH, POPUP_NAME, POPUP_FEATURES);
    popup.current = opened;
    if (!opened) {
      setState('blocked');
      return;
    }
    opened.focus();
    setState('open');
  };

  const body = (
    <Stack gap="md">
      <Text>
        Sign in with {config.data?.name ?? 'Toast'} in the window that opens to see your {label.toLowerCase()}{' '}
        quotes for your restaurant.
      </Text>
      {state === 'blocked' && (
        <Alert color="red" role="alert">
          {POPUP_BLOCKED_MESSAGE}
        </Alert>
      )}
      {state === 'open' && <Text role="status">Waiting for the Toast window…</Text>}
      {(state === 'blocked' || state === 'closed') && (
        <Text size="sm">
          {state === 'closed' && 'The Toast window closed before you were connected. '}
          You can also{' '}
          <Anchor href={TOAST_CONNECT_PATH} underline="always">
            continue in this window
          </Anchor>
          .
        </Text>
      )}
      <Button onClick={openPopup} disabled={config.isPending} style={{ alignSelf: 'flex-start' }}>
        See your quotes
      </Button>
    </Stack>
  );

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{label} quotes</Title>
      {config.error && <Alert color="red">{config.error.message}</Alert>}
      {dialogOpen ? <Text>Your quotes are ready.</Text> : body}
      <Dialog opened={dialogOpen} onClose={() => setDialogOpen(false)} title="Click to see your quote">
        {body}
      </Dialog>
    </Stack>
  );
}
