import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { queryClient } from '../lib/query-client';
import { createAppTheme, cssVariablesResolver } from '../lib/theme';
import { useBranding } from './use-branding';

/**
 * Mantine themed with the partner's colour when it passes contrast (see lib/theme.ts). Its default CSS
 * variables come with the stylesheet (styles/mantine.css): writing them all at start instead saved 2.6 kB but
 * cost the phone a style recalculation after the first paint (decision 0019).
 */
function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const { color } = useBranding();
  const theme = useMemo(() => createAppTheme(color), [color]);
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/** The app's providers; the server's renderer gives each page it renders its own query cache. */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <BrandedMantineProvider>{children}</BrandedMantineProvider>
    </QueryClientProvider>
  );
}
