import { usePageTitle } from '@client/lib/page-title';
import { returnPathFrom } from '@client/lib/return-to';
import { useSession } from '@client/lib/session';
import { Paper, Stack, Title } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { LoginForm } from '../components/login-form';

/** /login. Once a session exists (already, or by signing in here) the person goes back or to their home. */
export function LoginPage() {
  usePageTitle('Sign in');
  const session = useSession();
  const location = useLocation();
  if (session) return <Navigate to={returnPathFrom(location.state) ?? session.homePath} replace />;
  return (
    <Stack maw={420} mx="auto" gap="lg">
      <Title order={1}>Sign in</Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <LoginForm />
      </Paper>
    </Stack>
  );
}
