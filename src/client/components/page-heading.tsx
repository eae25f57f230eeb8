import { usePageTitle } from '@client/lib/page-title';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
