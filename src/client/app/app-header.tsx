import { Box, Container, Group } from '@mantine/core';
import type { Session } from '@shared/schemas/auth';
import { BrandLogo } from '../components/brand-logo';
import classes from './app-layout.module.css';
import { DeferredAccountMenu } from './deferred-account-menu';
import { useBranding } from './use-branding';

export function AppHeader({ session }: { session: Session | null }) {
  const { partnerLogo, partnerName } = useBranding();
  return (
    <Box component="header" py="sm" className={classes.header}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.headerRow}>
          <BrandLogo partnerLogo={partnerLogo} partnerName={partnerName} />
          {session && <DeferredAccountMenu session={session} />}
        </Group>
      </Container>
    </Box>
  );
}
