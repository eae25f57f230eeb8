import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCompanyToken } from '../lib/bor-links';

/**
 * The Switch Company link, shown when the address names a company (spec 3 §2, §6), and beside it what a page
 * adds there (the embedded flow's 'Log out').
 */
export function SwitchCompanyLink({ children }: { children?: ReactNode }) {
  const companyIdToken = useCompanyToken();
  if (!companyIdToken && !children) return null;
  return (
    <Group justify="flex-end" gap="md">
      {companyIdToken ? (
        <Anchor component={Link} to="/switch-company" size="sm">
          Switch Company
        </Anchor>
      ) : null}
      {children}
    </Group>
  );
}

/**
 * A page of the broker-of-record flow's standard mode (spec 3 §2): its title and subtitle, the Switch Company
 * link when the address names a company, and the page.
 */
export function BorFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="lg" maw={880} w="100%" mx="auto">
      <SwitchCompanyLink />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}
