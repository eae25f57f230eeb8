import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { OperationsOnly } from './operations-only';

const BACK_TO_ADMIN = { to: '/admin', label: 'Back to Admin' };

/**
 * An operations page's frame, the one every page below /admin stands on: the document title, operations only,
 * the way back, the heading, what the page is for, the page's own controls, then its content once loaded (a
 * loader meanwhile).
 */
export function AdminPage({
  heading,
  back = BACK_TO_ADMIN,
  headingInContent = false,
  gap = 'md',
  intro,
  controls,
  children,
}: {
  /** The document title and, unless `headingInContent`, the page's heading. */
  heading: string;
  /** The way back; `null` on the console's home. */
  back?: { to: string; label: string } | null;
  /** A detail page whose heading comes with what it loads: its content shows the heading itself. */
  headingInContent?: boolean;
  /** The space between the frame's parts and the content's: `lg` for a page of sections. */
  gap?: 'md' | 'lg';
  intro?: ReactNode;
  /** What stays on screen while the content loads (filters, a search, a notice). */
  controls?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(heading);
  return (
    <OperationsOnly title={heading}>
      <Stack gap={gap}>
        {back ? (
          <Anchor component={Link} to={back.to} size="sm" underline="always">
            {back.label}
          </Anchor>
        ) : null}
        {headingInContent ? null : <Title order={1}>{heading}</Title>}
        {intro ? <Text>{intro}</Text> : null}
        {controls}
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Stack>
    </OperationsOnly>
  );
}
