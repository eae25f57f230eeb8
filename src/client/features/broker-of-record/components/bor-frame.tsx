import { SwitchCompanyLink } from '@client/components/company-links';
import { PageHeading } from '@client/components/page-heading';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page of the broker-of-record flow's standard mode (docs/spec/3 §2): its title and subtitle, the Switch Company
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
  return (
    <Stack gap="lg" maw={880} w="100%" mx="auto">
      <SwitchCompanyLink />
      <PageHeading title={title} subtitle={subtitle} />
      {children}
    </Stack>
  );
}
