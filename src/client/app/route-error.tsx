import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useRouteError } from 'react-router';
import { isApiError } from '../lib/api-client';
import { usePageTitle } from '../lib/page-title';
import { returnToState } from '../lib/return-to';
import { sessionQueryOptions } from '../lib/session';
import { AppLayout } from './app-layout';
import { describeError } from './describe-error';

/** A page failed: a friendly message and a retry, inside the layout. */
export function PageError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const { reset } = useQueryErrorResetBoundary();
  const { title, message } = describeError(error);
  usePageTitle(title);

  if (isApiError(error, 401)) return <Navigate to="/login" replace state={returnToState(location)} />;

  // Navigating to the same place clears the router's error boundary; reset lets failed queries refetch.
  const retry = () => {
    reset();
    navigate(location, { replace: true, state: location.state });
  };
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text>{message}</Text>
      <Group>
        <Button onClick={retry}>Try again</Button>
        <Anchor component={Link} to="/">
          Go to your home page
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The last resort, when even the layout failed: the same message in a layout that cannot fail. */
export function RootErrorPage() {
  const session = useQuery(sessionQueryOptions).data ?? null;
  return (
    <AppLayout session={session}>
      <PageError />
    </AppLayout>
  );
}
