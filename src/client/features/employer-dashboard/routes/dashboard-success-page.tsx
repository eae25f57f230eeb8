import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { describeSavedForm } from '../lib/dashboard-text';

/**
 * /employer-dashboard/success?formName=…: confirms what the form named saved, with a link back to it (the
 * address's company kept); an unknown or missing name gets the generic confirmation and a link to Home.
 */
export function DashboardSuccessPage() {
  const [searchParams] = useSearchParams();
  const saved = describeSavedForm(searchParams.get('formName'));
  const token = searchParams.get('company_id_token');
  usePageTitle(saved.title);
  return (
    <Stack gap="md">
      <Title order={1}>{saved.title}</Title>
      <Text>{saved.message}</Text>
      <Anchor
        component={Link}
        to={token ? `${saved.back.to}?company_id_token=${encodeURIComponent(token)}` : saved.back.to}
      >
        {saved.back.label}
      </Anchor>
    </Stack>
  );
}
