import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { GROUPCOVER_SUPPORT_EMAIL, SUPPORT_FORM_PATH } from '@shared/domain/registration/support';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A page that tells the person what happened and what to do (the error pages, the partner broker's wait page):
 * the bad-link page's look, a heading and a few lines, then its actions (decision 0059).
 */
export function NoticePage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

/** Groupcover's support: its e-mail, and the contact form (signed in; signing in first comes back to it). */
export function ContactSupport({ lead = 'Need help? Contact support' }: { lead?: string }) {
  return (
    <Text>
      {lead} by e-mail at{' '}
      <Anchor
        href={`mailto:${GROUPCOVER_SUPPORT_EMAIL}`}
        underline="always"
        style={{ overflowWrap: 'anywhere' }}
      >
        {GROUPCOVER_SUPPORT_EMAIL}
      </Anchor>{' '}
      or through our{' '}
      <Anchor component={Link} to={SUPPORT_FORM_PATH} underline="always">
        contact form
      </Anchor>
      .
    </Text>
  );
}

/** "Sign in with {partner} again": back to the partner's sign-in, when the page knows which partner it was. */
export function PartnerSignInAgain({
  slug,
  partnerName,
}: {
  slug: string | null;
  partnerName: string | null;
}) {
  if (!slug || !partnerName) return null;
  return (
    <Group>
      <Button component="a" href={`/omniauth/${slug}`}>
        Sign in with {partnerName} again
      </Button>
    </Group>
  );
}
