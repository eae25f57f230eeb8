import { Box, Container } from '@mantine/core';
import type { Session } from '@shared/schemas/auth';
import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';

interface AppLayoutProps {
  /** The signed-in session; null on public pages (no account menu, no support contact). */
  session: Session | null;
  children: ReactNode;
}

/** Header, main and footer landmarks around every page. */
export function AppLayout({ session, children }: AppLayoutProps) {
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <AppHeader session={session} />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Container size="lg" py="xl">
          {children}
        </Container>
      </Box>
      <AppFooter session={session} />
    </div>
  );
}
