import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useSignOut } from '../api/delete-session';

/** /logout (docs/spec/2 §2.1): signs out through the session call, which then loads the sign-in page. */
export function LogoutPage() {
  usePageTitle('Signing out');
  const signOut = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    signOut.mutate();
  }, [signOut]);
  if (signOut.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" title="Sign out failed">
          {signOut.error.message}
        </Alert>
        <Anchor component={Link} to="/employer-dashboard">
          Back to the dashboard
        </Anchor>
      </Stack>
    );
  }
  return <PageLoader />;
}
