import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { describeSavedForm } from '../lib/dashboard-text';

/** /employer-dashboard/success?formName=…: the generic "saved" page the dashboard's forms land on. */
export function DashboardSuccessPage() {
  const [searchParams] = useSearchParams();
  const title = describeSavedForm(searchParams.get('formName'));
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text>Everything you entered is stored. You can change it again at any time.</Text>
      <Anchor component={Link} to="/employer-dashboard">
        Back to Home
      </Anchor>
    </Stack>
  );
}
