import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { OperationsOnly } from './operations-only';

/**
 * An operations page's frame: the document title, operations only, the way back, the heading, what the page is
 * for, the page's own controls, then its content once loaded (a loader meanwhile).
 */
export function AdminPage({
  heading,
  back = { to: '/admin', label: 'Back to Admin' },
  intro,
  controls,
  children,
}: {
  heading: string;
  back?: { to: string; label: string };
  intro?: ReactNode;
  /** What stays on screen while the content loads (filters). */
  controls?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(heading);
  return (
    <OperationsOnly title={heading}>
      <Stack gap="md">
        <Anchor component={Link} to={back.to} size="sm" underline="always">
          {back.label}
        </Anchor>
        <Title order={1}>{heading}</Title>
        {intro ? <Text>{intro}</Text> : null}
        {controls}
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Stack>
    </OperationsOnly>
  );
}
