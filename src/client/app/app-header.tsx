import { Box, Container, Group } from '@mantine/core';
import type { Session } from '@shared/schemas/auth';
import { BrandLogo } from '../components/brand-logo';
import { AccountMenu } from './account-menu';
import classes from './app-layout.module.css';
import { useBranding } from './use-branding';

export function AppHeader({ session }: { session: Session | null }) {
  const { partnerLogo, partnerName } = useBranding();
  return (
    <Box component="header" py="sm" className={classes.header}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <BrandLogo partnerLogo={partnerLogo} partnerName={partnerName} />
          {session && <AccountMenu session={session} />}
        </Group>
      </Container>
    </Box>
  );
}
