import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';

/**
 * Any path the app does not know (docs/spec/1 §2). The renewal's words differ by a full stop (docs/spec/2 §2.5:
 * "Whoops! Bad Link."), hence `heading`.
 */
export function BadLinkPage({ heading = 'Whoops! Bad Link!' }: { heading?: string }) {
  usePageTitle('Bad link');
  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      <Text>
        You've clicked on a link we don't know how to handle. Please contact support for assistance.
      </Text>
      <Anchor component={Link} to="/">
        Go to your home page
      </Anchor>
    </Stack>
  );
}
