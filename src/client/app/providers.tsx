import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { queryClient } from '../lib/query-client';
import { createAppTheme, cssVariablesResolver } from '../lib/theme';
import { useBranding } from './use-branding';

/**
 * Mantine themed with the partner's colour when it passes contrast (see lib/theme.ts). Mantine writes all its
 * CSS variables from the theme at start (`deduplicateCssVariables={false}`) instead of the app shipping them
 * as a stylesheet too (styles/mantine.css leaves out its default-variables file).
 */
function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const { color } = useBranding();
  const theme = useMemo(() => createAppTheme(color), [color]);
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedMantineProvider>{children}</BrandedMantineProvider>
    </QueryClientProvider>
  );
}
