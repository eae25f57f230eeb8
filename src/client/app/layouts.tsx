import type { Session } from '@shared/schemas/auth';
import { Suspense } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useAfterPageLoad } from '../lib/after-page-load';
import { lazyNamed } from '../lib/lazy-named';
import { returnToState } from '../lib/return-to';
import { useSession } from '../lib/session';
import { AppLayout } from './app-layout';

/** The root: waits for the session before anything decides where to go. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

// Notifications and their transitions load after the first signed-in page has loaded: only signed-in pages
// send any (one sent before is kept and shown then), so the sign-in page (signed out) does not load them.
const SignedInNotifications = lazyNamed(() => import('./signed-in-notifications'), 'SignedInNotifications');

/** The app's frame (header with the account menu when someone is signed in) around the current page. */
function FramedPage({ session }: { session: Session | null }) {
  const afterLoad = useAfterPageLoad();
  return (
    <AppLayout session={session}>
      {session && afterLoad && (
        <Suspense fallback={null}>
          <SignedInNotifications />
        </Suspense>
      )}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}

/** Pages anyone may see (sign-in, bad link); the account menu appears when someone is signed in. */
export function PublicLayout() {
  return <FramedPage session={useSession()} />;
}

/** Pages for signed-in accounts; anyone else goes to sign in and comes back here afterwards. */
export function SignedInLayout() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={returnToState(location)} />;
  return <FramedPage session={session} />;
}

/** "/" goes to the signed-in account's home, else to sign in. */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session ? session.homePath : '/login'} replace />;
}
