import { useSignedInSession } from '@client/lib/session';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Renders the page for operations; anyone else is told it is not for them (the API refuses them too). */
export function OperationsOnly({ title, children }: { title: string; children: ReactNode }) {
  const session = useSignedInSession();
  if (session.account.isAdmin) return <>{children}</>;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text>This page is for Groupcover operations.</Text>
      <Anchor component={Link} to="/">
        Go to your home page
      </Anchor>
    </Stack>
  );
}
