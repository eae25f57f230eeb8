import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDashboard } from '../lib/dashboard-context';

const HEADING = 'Success!';

/** success: where a dashboard change lands once saved (the life-event pages of later lanes send people here). */
export function DashboardSuccessPage() {
  usePageTitle(HEADING);
  const { basePath } = useDashboard();
  return (
    <Stack gap="md">
      <Title order={1}>{HEADING}</Title>
      <Text>Your request was received. We will let you know if anything else is needed.</Text>
      <Anchor component={Link} to={basePath}>
        Back to Dashboard
      </Anchor>
    </Stack>
  );
}
