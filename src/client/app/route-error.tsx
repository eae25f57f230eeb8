import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { isApiError } from '../lib/api-client';
import { usePageTitle } from '../lib/page-title';
import { returnToState } from '../lib/return-to';
import { sessionQueryOptions } from '../lib/session';
import { AppLayout } from './app-layout';
import { describeError } from './describe-error';
import { ErrorBoundary } from './error-boundary';

interface PageErrorProps {
  /** What the page threw. */
  error: unknown;
  /** Renders the page again. */
  retry: () => void;
}

/** A page failed: a friendly message and a retry, inside the layout. */
export function PageError({ error, retry }: PageErrorProps) {
  const location = useLocation();
  const { reset } = useQueryErrorResetBoundary();
  const { title, message } = describeError(error);
  usePageTitle(title);

  if (isApiError(error, 401)) return <Navigate to="/login" replace state={returnToState(location)} />;

  // reset lets failed queries refetch when the page renders again.
  const tryAgain = () => {
    reset();
    retry();
  };
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text>{message}</Text>
      <Group>
        <Button onClick={tryAgain}>Try again</Button>
        <Anchor component={Link} to="/">
          Go to your home page
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The last resort, when even the layout failed: the same message in a layout that cannot fail. */
export function RootErrorPage(props: PageErrorProps) {
  const session = useQuery(sessionQueryOptions).data ?? null;
  return (
    <AppLayout session={session}>
      <PageError {...props} />
    </AppLayout>
  );
}

/** Around the pages inside a layout (a route element): a page that throws shows PageError in its place. */
export function PageErrorBoundary() {
  return (
    <ErrorBoundary
      resetKey={useLocation().key}
      fallback={(error, retry) => <PageError error={error} retry={retry} />}
    >
      <Outlet />
    </ErrorBoundary>
  );
}

/** Around everything the routes render: an error no page boundary caught shows RootErrorPage. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKey={useLocation().key}
      fallback={(error, retry) => <RootErrorPage error={error} retry={retry} />}
    >
      {children}
    </ErrorBoundary>
  );
}
