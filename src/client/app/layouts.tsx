import type { Session } from '@shared/schemas/auth';
import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigationType } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { lazyNamed } from '../lib/lazy-named';
import { usePageSettled } from '../lib/page-settled';
import { returnToState } from '../lib/return-to';
import { useSession } from '../lib/session';
import { AppLayout } from './app-layout';

/**
 * A link or redirect opens the new page at its top (or at the element its #hash names); back and forward are left
 * to the browser's own scroll restoration.
 */
function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Runs once per navigation: the location and its type change only then.
  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const target = location.hash && document.getElementById(decodeHash(location.hash));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);
  return null;
}

/** The element id a #hash names; a malformed escape is taken as written. */
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** The root: waits for the session before anything decides where to go. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

// Notifications and their transitions load once the first signed-in page has settled: only signed-in pages
// send any (one sent before is kept and shown then), so the sign-in page (signed out) does not load them.
const SignedInNotifications = lazyNamed(() => import('./signed-in-notifications'), 'SignedInNotifications');

/** Where notifications show, once the signed-in page has settled. */
function DeferredNotifications() {
  const settled = usePageSettled();
  return settled ? (
    <Suspense fallback={null}>
      <SignedInNotifications />
    </Suspense>
  ) : null;
}

/** The app's frame (header with the account menu when someone is signed in) around the current page. */
function FramedPage({ session }: { session: Session | null }) {
  return (
    <AppLayout session={session}>
      {session && <DeferredNotifications />}
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

/** A public route's page for signed-in accounts; anyone else goes to `to` (registration) instead. */
export function SignedInOr({ to, children }: { to: string; children: ReactNode }) {
  const location = useLocation();
  // The page asked for is kept, so logging in from `to` comes back to it.
  return useSession() ? children : <Navigate to={to} replace state={returnToState(location)} />;
}

/** "/" goes to the signed-in account's home, else to sign in. */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session ? session.homePath : '/login'} replace />;
}
