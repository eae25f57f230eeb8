import { Box, Container, Group } from '@mantine/core';
import type { Session } from '@shared/schemas/auth';
import { Suspense } from 'react';
import { BrandLogo } from '../components/brand-logo';
import { lazyNamed } from '../lib/lazy-named';
import classes from './app-layout.module.css';
import { useBranding } from './use-branding';

// The account menu (a popover with its positioning library) loads with the first signed-in page.
const AccountMenu = lazyNamed(() => import('./account-menu'), 'AccountMenu');

export function AppHeader({ session }: { session: Session | null }) {
  const { partnerLogo, partnerName } = useBranding();
  return (
    <Box component="header" py="sm" className={classes.header}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.headerRow}>
          <BrandLogo partnerLogo={partnerLogo} partnerName={partnerName} />
          {session && (
            <Suspense fallback={null}>
              <AccountMenu session={session} />
            </Suspense>
          )}
        </Group>
      </Container>
    </Box>
  );
}
