import { useSignedInSession } from '@client/lib/session';
import { Stack, Text, Title } from '@mantine/core';
import { CLAIM_MESSAGES } from '@shared/schemas/claims';
import type { ReactNode } from 'react';
import { useDashboard } from './dashboard-context';

/**
 * Whether the caller may open the employee's claims help (decision 0075): the employee, or support in admin
 * mode. The server refuses everyone else; the screens then say why instead of failing.
 */
export function useCanOpenClaims(): boolean {
  const { dashboard } = useDashboard();
  const session = useSignedInSession();
  return !dashboard.adminMode || session.account.role === 'operations';
}

/** Claims help's pages, or the reason the company's administrators and brokers do not see them. */
export function ClaimsGate({ children }: { children: ReactNode }) {
  if (useCanOpenClaims()) return children;
  return (
    <Stack gap="sm">
      <Title order={1}>Claims help</Title>
      <Text>{CLAIM_MESSAGES.healthInformation}</Text>
    </Stack>
  );
}
