import { useCompanyToken } from '@client/lib/company-token';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A flow page's heading: its title (the document's title too) and the dimmed subtitle under it. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
    </Stack>
  );
}

/**
 * The Switch Company link, shown when the address names a company (company_id_token; spec 3 §2, §6), and beside
 * it what a page adds there (the embedded broker-of-record flow's 'Log out').
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
