import '@mantine/core/styles/Alert.css';
import { usePageTitle } from '@client/lib/page-title';
import { useSession } from '@client/lib/session';
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import {
  POPUP_MESSAGE_TYPE,
  TOAST_CONNECT_DONE_PATH,
  TOAST_CONNECT_PATH,
} from '@shared/domain/partner-popup';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const COMPANY_LANDING_PATH = '/employer-dashboard';
const COMPANY_PICKER_PATH = '/toast/router/select-toast-company';

/**
 * /toast_connect_benefits, the restaurant-payroll popup's page (docs/spec/3 §2, decision 0057). First it auto-posts
 * the sign-in form (POST /omniauth/toast, its authenticity_token from the page's meta), coming back to its own
 * last step; there, signed in and in a company, it tells the launch page that opened it where to go and closes,
 * or, with no opener of ours (the partner page cut the link), goes there itself.
 */
export function ToastConnectPage() {
  const done = useSearchParams()[0].get('step') === 'done';
  usePageTitle('Connect to Toast');
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>Connect to Toast</Title>
      {done ? <ConnectDone /> : <ConnectStart />}
    </Stack>
  );
}

/** The form token the server put in this page's head (the connect page's HTML only). */
function readFormToken(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || null;
}

function ConnectStart() {
  const [token] = useState(readFormToken);
  const form = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    form.current?.submit();
  }, [token]);

  if (!token)
    return (
      <Alert color="red" title="This page needs to be reloaded">
        <Text size="sm">
          The sign-in form could not be prepared.{' '}
          <Anchor href={TOAST_CONNECT_PATH} underline="always">
            Reload the page
          </Anchor>{' '}
          to connect to Toast.
        </Text>
      </Alert>
    );
  return (
    <form ref={form} method="post" action="/omniauth/toast">
      <input type="hidden" name="authenticity_token" value={token} />
      <input type="hidden" name="return_to" value={TOAST_CONNECT_DONE_PATH} />
      <Stack gap="md" align="flex-start">
        <Text role="status">Connecting to Toast…</Text>
        <Text size="sm">If nothing happens in a few seconds, continue yourself.</Text>
        <Button type="submit">Continue to Toast</Button>
      </Stack>
    </form>
  );
}

/** Our own window that opened this one, or null (none, closed, another site's, or the link was cut). */
function ownOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return null;
  try {
    // Reading another origin's location throws: only a page of ours gets the message.
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}

function ConnectDone() {
  const session = useSession();
  const target = session ? (session.activeCompany ? COMPANY_LANDING_PATH : COMPANY_PICKER_PATH) : null;
  const [handedOver, setHandedOver] = useState(false);
  useEffect(() => {
    if (!target) return;
    const opener = ownOpener();
    if (opener) {
      // An explicit target origin: the message goes to a page of ours or nowhere.
      opener.postMessage({ type: POPUP_MESSAGE_TYPE, url: target }, window.location.origin);
      setHandedOver(true);
      window.close();
      return;
    }
    // The fallback: nobody to tell, so this window goes on itself (a full load, with the new session).
    window.location.assign(target);
  }, [target]);

  if (!target)
    return (
      <Alert color="red" title="You are not signed in">
        <Text size="sm">
          Your sign-in with Toast did not complete.{' '}
          <Anchor href={TOAST_CONNECT_PATH} underline="always">
            Try again
          </Anchor>
          .
        </Text>
      </Alert>
    );
  return (
    <Stack gap="sm" align="flex-start">
      <Loader aria-label="Finishing" size="sm" />
      <Text role="status">
        {handedOver ? 'Connected. You can close this window.' : 'Connected. Taking you to your company…'}
      </Text>
    </Stack>
  );
}
